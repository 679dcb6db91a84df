import Comparison
import CoordinatorKit
import Journeys
import ShopApp
import TestSupport
import Testing

@Suite struct JourneyComparisonTests {
    static let journeys = Fixtures.repositoryRoot.appendingPathComponent("Configs/journeys").path

    func compare(_ file: String) throws -> JourneyComparison {
        let path = "\(Self.journeys)/\(file)"
        return try JourneyComparison.run(JourneyLoader.load(path: path), path: path, app: ShopApp.self,
                                         config: Fixtures.defaultConfig, variants: ["A", "B", "C"])
    }

    /// Per variant A, B, C: keys, deepest stack, children created / released, final tab.
    struct Known: Equatable, CustomStringConvertible {
        var keys: Int
        var deepest: Int
        var created: Int
        var released: Int
        var tab: String
        var description: String { "keys \(keys), deepest \(deepest), children +\(created)/-\(released), tab \(tab)" }
    }

    func known(_ metrics: VariantMetrics) -> Known {
        Known(keys: metrics.keysPressed, deepest: metrics.deepestStack, created: metrics.childrenCreated,
              released: metrics.childrenReleased, tab: metrics.finalTab)
    }

    @Test func buyingDiffersInChildrenAndStackDepthButNotInKeysOrOutcome() throws {
        let comparison = try compare("buy-bicycle.json")
        #expect(comparison.variants.map(known) == [
            // A: MainCoordinator pushes Buy itself: no children, Home > Buy > Purchased.
            Known(keys: 6, deepest: 3, created: 0, released: 0, tab: "1 Main"),
            // B: a ChildBuyCoordinator per purchase flow (two: one abandoned by Esc), each released.
            Known(keys: 6, deepest: 3, created: 2, released: 2, tab: "1 Main"),
            // C: the same children, but the sheet has its own stack: Buy > Purchased.
            Known(keys: 6, deepest: 2, created: 2, released: 2, tab: "1 Main"),
        ])
        #expect(comparison.variants.map(\.outcomes) == Array(repeating: ["purchase=bicycle"], count: 3))
        #expect(comparison.variants.allSatisfy { $0.leaks.isEmpty && $0.passed && $0.goalStep == 8 })
        #expect(comparison.differences.map(\.summary) == [
            "none",
            #"step 1 {"key":"b"}: A Home>Buy vs C Home ^Buy"#,
        ])
    }

    @Test func createAccountDiffersOnlyInTheChildCoordinator() throws {
        let comparison = try compare("create-account.json")
        #expect(comparison.variants.map(known) == [
            Known(keys: 12, deepest: 3, created: 0, released: 0, tab: "1 Main"),
            Known(keys: 12, deepest: 3, created: 1, released: 1, tab: "1 Main"),
            Known(keys: 12, deepest: 3, created: 1, released: 1, tab: "1 Main"),
        ])
        #expect(comparison.variants.map(\.outcomes) == Array(repeating: ["accountCreated=kim@example.com"], count: 3))
        #expect(comparison.differences.map(\.stepIndex) == [nil, nil])
    }

    @Test func nextIsAChildCoordinatorInBAndC() throws {
        let comparison = try compare("next-push-pop.json")
        #expect(comparison.variants.map(known) == [
            Known(keys: 5, deepest: 2, created: 0, released: 0, tab: "1 Main"),
            Known(keys: 5, deepest: 2, created: 2, released: 2, tab: "1 Main"),
            Known(keys: 5, deepest: 2, created: 2, released: 2, tab: "1 Main"),
        ])
        #expect(comparison.differences.map(\.stepIndex) == [nil, nil])
    }

    @Test func loginAndLogoutAndTheTabsAreTheSameInEveryVariant() throws {
        let login = try compare("login-logout.json")
        // Log in adds TabCoordinator and its three tab coordinators and drops LoginCoordinator;
        // log out drops the four and adds a new LoginCoordinator: 5 in, 5 out.
        #expect(login.variants.map(known) == Array(repeating: Known(keys: 2, deepest: 1, created: 5, released: 5,
                                                                    tab: "none (Login)"), count: 3))
        let tabs = try compare("tab-switch-reselect.json")
        #expect(tabs.variants.map(known) == Array(repeating: Known(keys: 8, deepest: 3, created: 0, released: 0,
                                                                   tab: "1 Main"), count: 3))
        #expect(tabs.variants.map(\.screensVisited) == Array(repeating: [
            "Home", "Store", "Buy", "Home", "Buy", "Receipt", "Store", "CreateAccount", "Home",
        ], count: 3))
    }

    @Test func aLeakingCoordinatorShowsInTheLeaksRowAndFailsNothingElse() throws {
        var config = Fixtures.defaultConfig
        config.variants.append(VariantConfig(name: "L", summary: "leaks", coordinators: [
            "buying": "LeakyBuyCoordinator", "accountCreating": "MainCoordinator", "next": "MainCoordinator",
        ]))
        let journey = Journey(name: "buy and back", launch: ["startLoggedIn": true],
                              steps: [.key(.character("b")), .key(.escape)])
        let comparison = try JourneyComparison.run(journey, app: LeakyShop.self, config: config, variants: ["A", "L"])
        #expect(comparison.variants[0].leaks == [])
        #expect(comparison.variants[1].leaks == ["LeakyBuyCoordinator#13"])
        #expect(comparison.text.contains("leaks              0               1: LeakyBuyCoordinator#13"))
    }

    @Test func theTextTableHasARowPerMetric() throws {
        let lines = try compare("buy-bicycle.json").text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        // journey, goal, a blank line, then the table up to the blank line before "screen path:".
        let end = try #require(lines.firstIndex(of: "screen path:"))
        let table = lines[3..<(end - 1)]
        // The goal row names its step as the first-difference line does: `step 8 {"key":"p"}`, the index in `steps`.
        #expect(table.first == "                   A                         B                         C")
        #expect(table.dropFirst().first == #"goal reached       yes (step 8 {"key":"p"})  yes (step 8 {"key":"p"})  yes (step 8 {"key":"p"})"#)
        #expect(table.dropFirst().map { String($0.prefix(18)).trimmingCharacters(in: .whitespaces) } == [
            "goal reached", "outcome", "keys pressed", "screens visited", "deepest stack", "children created",
            "children released", "leaks", "final tab", "result",
        ])
        #expect(table.contains("deepest stack      3                         3                         2"))
        #expect(lines[end - 1] == "")
        // The screen path marks a sheet with `^`, as the first-difference line does.
        #expect(Array(lines[(end + 1)...(end + 4)]) == [
            "  A  Home > Buy > Home > Buy > Receipt > Home",
            "  B  Home > Buy > Home > Buy > Receipt > Home",
            "  C  Home > ^Buy > Home > ^Buy > ^Receipt > Home",
            "first screen difference:",
        ])
    }
}

/// Retains itself, so once MainCoordinator removes it, nothing frees it: a real ARC leak.
final class LeakyBuyCoordinator: Coordinator, Purchasing {
    var childCoordinators: [Coordinator] = []
    let navigationController: NavigationController
    let context: AppContext
    private var cycle: LeakyBuyCoordinator?

    init(navigationController: NavigationController, context: AppContext) {
        self.navigationController = navigationController
        self.context = context
    }

    func start() { cycle = self }

    func buySubscription(_ product: Product) {
        let screen = BuyScreen.instantiate()
        screen.viewModel = BuyViewModel(product: product, labels: context.labels)
        screen.coordinator = self
        navigationController.pushViewController(screen, animated: true)
    }

    func purchase(_ product: Product) {}
    func finishPurchase() {}
}

/// The shop with a buy flow that retains itself.
final class LeakyShop: ShopWithRegistry {
    override class var registry: CoordinatorRegistry {
        CoordinatorRegistry.standard.adding(buying: Flow(name: "LeakyBuyCoordinator", summary: "retains itself") { host, product in
            let child = LeakyBuyCoordinator(navigationController: host.navigationController, context: host.context)
            host.startChild(child)
            child.buySubscription(product)
        })
    }
}
