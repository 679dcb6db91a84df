import CoordinatorKit
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
