import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// The English texts of the screens, as whole ``ActiveScreen`` values a flow test compares against.
///
/// Ids are the deterministic ones of a launch that starts logged in: stacks `#1`-`#3`,
/// `HomeScreen#4`, `StoreScreen#5`, `CreateAccountScreen#6`, `AppCoordinator#7`,
/// `TabCoordinator#8`, `MainCoordinator#9`, `BuyTabCoordinator#10`,
/// `CreateAccountTabCoordinator#11`; the first object a flow makes is `#12`.
enum Expected {
    static let productNames = ["Computer", "Bicycle"]

    static func home(product: Int = 0, focus: String? = "product") -> ActiveScreen {
        ActiveScreen(id: ObjectID(4), identifier: "Home", title: "Home", backTitle: nil, isModal: false, elements: [
            .text("productLabel", "Product"),
            .segmented("product", productNames, selected: product),
            .button("buy", "Buy subscription", shortcut: "b"),
            .button("createAccount", "Create account", shortcut: "c"),
            .button("next", "Next", shortcut: "n"),
            .button("logout", "Log out", shortcut: "o"),
        ], focus: focus, isEditing: false)
    }

    static func buy(id: Int, product: String, backTitle: String?, isModal: Bool) -> ActiveScreen {
        ActiveScreen(id: ObjectID(id), identifier: "Buy", title: "Buy", backTitle: backTitle, isModal: isModal, elements: [
            .text("selectedProduct", "Selected product: \(product)", .heading),
            .button("purchase", "Purchase", shortcut: "p"),
        ], focus: "purchase", isEditing: false)
    }

    static func createAccount(id: Int, name: String, email: String, errors: [String], focus: String,
                              isEditing: Bool = false) -> ActiveScreen {
        ActiveScreen(id: ObjectID(id), identifier: "CreateAccount", title: "Create account", backTitle: "Home",
                     isModal: false, elements: [
            .textField("name", "Name", value: name),
            .textField("email", "Email", value: email, placeholder: "name@example.com"),
        ] + errors.enumerated().map { .text("error\($0)", $1, .error) } + [
            .button("submit", "Sign up", shortcut: "s"),
        ], focus: focus, isEditing: isEditing)
    }

    static func accountCreated(id: Int, name: String, email: String) -> ActiveScreen {
        ActiveScreen(id: ObjectID(id), identifier: "AccountCreated", title: "Welcome", backTitle: "Create account",
                     isModal: false, elements: [
            .text("message", "Account created for \(name) <\(email)>.", .success),
            .button("done", "Done", shortcut: "d"),
        ], focus: "done", isEditing: false)
    }

    static func next(id: Int) -> ActiveScreen {
        ActiveScreen(id: ObjectID(id), identifier: "Next", title: "Next", backTitle: "Home", isModal: false,
                     elements: [.text("message", "Pushed by a coordinator. Go back with Esc or the back button.")],
                     focus: nil, isEditing: false)
    }

    /// The objects alive on the tab bar side right after a logged-in launch.
    static let launchedLive = [
        "HomeScreen#4", "StoreScreen#5", "CreateAccountScreen#6", "AppCoordinator#7", "TabCoordinator#8",
        "MainCoordinator#9", "BuyTabCoordinator#10", "CreateAccountTabCoordinator#11",
    ]

    static let launchedTree = "AppCoordinator(TabCoordinator(MainCoordinator, BuyTabCoordinator, CreateAccountTabCoordinator))"
}

extension Simulation {
    /// Fails the test if anything leaked so far or any step journaled a leak.
    func expectNoLeaks(in steps: [Step], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(snapshot.leaked == [], sourceLocation: sourceLocation)
        let leaks = (launchEvents + steps.flatMap(\.events)).filter {
            if case .leak = $0 { return true }
            return false
        }
        #expect(leaks == [], sourceLocation: sourceLocation)
    }

    var liveNames: [String] { snapshot.live.map(\.description) }
}
