import CoordinatorKit
import CoordsimApp
import ShapeApps
import ShopApp
import Simulation
import TestSupport
@testable import TerminalUI

/// Terminal sessions over the real shop app, as `coordsim run` makes them.
enum Sessions {
    /// A logged-in session of the default config, in `variant`, at a terminal `size`.
    static func shop(variant: String = "B", language: Language = .en, columns: Int = 80, rows: Int = 24,
                     inspector: Bool = true) -> TerminalSession {
        let size = Size(columns: columns, rows: rows)
        let simulation = Fixtures.simulation(variant: variant, loggedIn: true, language: language, viewport: size)
        let session = TerminalSession(simulation: simulation, variant: variant, size: size, language: language.rawValue)
        if !inspector { session.setInspectorShown(false) }
        return session
    }
}

extension TerminalSession {
    /// Presses keys by name (`"b"`, `"esc"`, `"tab"`), returning the last frame.
    @discardableResult
    func press(_ names: String...) -> Frame {
        for name in names {
            guard let key = Key(name: name) else { preconditionFailure("no key named \(name)") }
            handle(.key(key))
        }
        return frame
    }
}

extension Sessions {
    /// A session of the TabShapes test app: `tabs` tabs, `badge` the tab (1-based) with badge 3.
    static func shapes(tabs: Int, badge: Int = 0, columns: Int = 80, rows: Int = 24) -> TerminalSession {
        let size = Size(columns: columns, rows: rows)
        do {
            let variant = try AppVariant(TabShapes.self, config: .derived(from: TabShapes.configuration),
                                         parameters: ["tabs": .int(tabs), "badge": .int(badge)])
            return TerminalSession(simulation: Simulation(variant, viewport: size), variant: "default", size: size, title: "shapes")
        } catch {
            fatalError("the shapes app does not launch: \(error)")
        }
    }
}
