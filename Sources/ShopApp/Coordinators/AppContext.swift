import CoordsimApp

/// What every coordinator of one running app shares: the application, the labels of the
/// chosen language, and the concrete coordinator set the config picked.
public final class AppContext {
    public unowned let application: Application
    public let labels: Labels
    public let coordinators: CoordinatorSet

    public init(application: Application, labels: Labels, coordinators: CoordinatorSet) {
        self.application = application
        self.labels = labels
        self.coordinators = coordinators
    }

    // View models with no state, made once (per product): a screen is made on every push, and
    // resolving its labels hashes each key. Screens may share them, as nothing in them changes.
    private var buyModels: [BuyViewModel] = []
    private var receiptModels: [ReceiptViewModel] = []
    private var nextModel: NextViewModel?
    /// The form's texts, resolved once; each form gets its own model, which holds what was typed.
    private var createAccountTexts: CreateAccountViewModel?

    func buyModel(_ product: Product) -> BuyViewModel {
        if let model = buyModels.first(where: { $0.product == product }) { return model }
        let model = BuyViewModel(product: product, labels: labels)
        buyModels.append(model)
        return model
    }

    func receiptModel(_ product: Product) -> ReceiptViewModel {
        if let model = receiptModels.first(where: { $0.product == product }) { return model }
        let model = ReceiptViewModel(product: product, labels: labels)
        receiptModels.append(model)
        return model
    }

    func sharedNextModel() -> NextViewModel {
        if let nextModel { return nextModel }
        let model = NextViewModel(labels: labels)
        nextModel = model
        return model
    }

    func newCreateAccountModel() -> CreateAccountViewModel {
        if let createAccountTexts { return CreateAccountViewModel(textsOf: createAccountTexts) }
        let model = CreateAccountViewModel(labels: labels)
        createAccountTexts = model
        return CreateAccountViewModel(textsOf: model)
    }
}
