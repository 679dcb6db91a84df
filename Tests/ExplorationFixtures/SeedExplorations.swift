import CoordsimApp
import Exploration
import ShopApp
import TestSupport

/// The seed variants explored once to depth 6, shared by the exploration, graph and restoration
/// tests. Depth 6 reaches every screen and every transition between screens; the complete
/// exploration is tens of thousands of states, which a debug build takes long over.
public enum SeedExplorations {
    private static let a = explore("A")
    private static let b = explore("B")
    private static let c = explore("C")

    public static func result(_ variant: String) -> ExplorationResult {
        switch variant {
        case "A": return a
        case "B": return b
        case "C": return c
        default: return explore(variant)
        }
    }

    /// The app of `variant` in the default config (logged out at launch, as the config says).
    public static func app(_ variant: String) -> AppVariant {
        do {
            return try AppVariant(ShopApp.self, config: Fixtures.defaultConfig, variant: variant)
        } catch {
            fatalError("variant \(variant) does not build: \(error)")
        }
    }

    /// The depth the shared explorations stop at.
    public static let depth = 6

    private static func explore(_ variant: String) -> ExplorationResult {
        Explorer(app: app(variant), depth: depth).run()
    }
}
