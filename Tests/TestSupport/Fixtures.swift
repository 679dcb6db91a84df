import CoordinatorKit
import CoordsimApp
import Foundation
import ShopApp
import Simulation
import Testing
import CoordsimConfig

/// Paths and ready-made apps that tests share.
public enum Fixtures {
    /// The repository's root, found from this file's location.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let defaultConfigPath = repositoryRoot.appendingPathComponent("Configs/default.json").path

    /// `Configs/default.json`, loaded once.
    public static let defaultConfig: AppConfig = {
        do {
            return try ConfigLoader.load(path: defaultConfigPath, app: ShopApp.configuration)
        } catch {
            fatalError("Configs/default.json does not load: \(error)")
        }
    }()

    /// The seed variants of the default config: every seed flow runs on each, with expectations
    /// written per variant. The teaching variants (`tutorials-bug`, `closures`, `unanimated-links`)
    /// are checked in ExplorationTests' TeachingVariantTests.
    public static let variants = ["A", "B", "C"]

    /// A variant of the shop exactly as the default config launches it (logged out); its default variant when nil.
    public static func shop(_ variant: String? = nil) -> AppVariant {
        do {
            return try AppVariant(ShopApp.self, config: defaultConfig, variant: variant)
        } catch {
            fatalError("variant \(variant ?? "default") does not start: \(error)")
        }
    }

    /// A variant of the shop (or of `app`, a shop with other choices) under the default config,
    /// optionally starting logged in.
    public static func app(variant: String, loggedIn: Bool = true, language: Language = .en,
                           app: any SimulatedApp.Type = ShopApp.self) -> AppVariant {
        do {
            return try AppVariant(app, config: defaultConfig, variant: variant, language: language,
                                  parameters: [ShopApp.LaunchParameters.startLoggedIn: .bool(loggedIn)])
        } catch {
            fatalError("variant \(variant) does not start: \(error)")
        }
    }

    /// A simulation of the shop app in `variant`, optionally starting logged in.
    public static func simulation(variant: String, loggedIn: Bool = true, language: Language = .en,
                                  app: any SimulatedApp.Type = ShopApp.self,
                                  viewport: Size = Size(columns: 80, rows: 24)) -> Simulation {
        Simulation(Fixtures.app(variant: variant, loggedIn: loggedIn, language: language, app: app), viewport: viewport)
    }
}

/// The shop with a registry of a test's own, so tests can add deliberately broken coordinators.
/// A test subclasses it and overrides ``registry``.
open class ShopWithRegistry: SimulatedApp {
    open class var registry: CoordinatorRegistry { .standard }

    public class var configuration: AppConfiguration { ShopApp.makeConfiguration(registry: registry) }

    public let shop: ShopApp

    public required init(launch: Launch) {
        shop = ShopApp(launch: launch, registry: Self.registry)
    }

    public func start() { shop.start() }

    public func open(_ url: String) throws { try shop.open(url) }

    public var waitingDeepLink: String? { shop.waitingDeepLink }

    public class func checkDeepLink(_ url: String) throws { try ShopApp.checkDeepLink(url) }

    public func restore(_ state: NavigationState) throws(RestoreError) { try shop.restore(state) }
}

extension Simulation {
    /// Sends a key by name (`"b"`, `"esc"`, `"enter"`) and fails the test on a rejection.
    @discardableResult
    public func press(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Step {
        guard let key = Key(name: name) else {
            Issue.record("no key named \(name)", sourceLocation: sourceLocation)
            return Step(snapshot: snapshot, events: [])
        }
        return expectAccepted(.key(key), sourceLocation: sourceLocation)
    }

    /// Sends an event and records an issue if the Simulation rejected it.
    @discardableResult
    public func expectAccepted(_ event: Event, sourceLocation: SourceLocation = #_sourceLocation) -> Step {
        let step = send(event)
        if let rejection = step.rejection {
            Issue.record("\(event) was rejected: \(rejection)", sourceLocation: sourceLocation)
        }
        return step
    }

    /// The identifiers of the stack keys act on, bottom to top.
    public var activeStackIdentifiers: [String] {
        snapshot.activeStack?.screens.map(\.identifier) ?? []
    }

    /// The coordinator tree as type names, e.g. `AppCoordinator(TabCoordinator(MainCoordinator(ChildBuyCoordinator)…`.
    public var coordinatorOutline: String {
        func outline(_ node: CoordinatorNode) -> String {
            node.children.isEmpty ? node.ref.type : "\(node.ref.type)(\(node.children.map(outline).joined(separator: ", ")))"
        }
        return snapshot.coordinators.map(outline) ?? ""
    }
}

extension Array where Element == JournalEvent {
    /// The events without lifecycle and delegate calls, printed one a line: easy to compare in tests.
    public var navigationLines: [String] {
        filter { !$0.isCallback }.map(\.description)
    }
}
