import Simulation

/// A clickable area of a frame and the event a click there sends.
package struct HitRegion: Hashable, Sendable {
    package enum Target: Hashable, Sendable {
        /// A tab in the tab bar (0-based).
        case tab(Int)
        /// A button, text field, or segment or list option, by the label a tap names.
        case tap(String)
        /// The nav bar's back button.
        case back
        /// The modal sheet's close control.
        case dismissModal
        /// The tab bar's More item, or `< More` on the root of a tab under it: shows More's list.
        case more
    }

    package var rect: Rect
    package var target: Target

    package init(rect: Rect, target: Target) {
        self.rect = rect
        self.target = target
    }
}

extension HitRegion.Target {
    /// What a click on this target means to the Simulation; nil for More, whose list is the terminal's.
    package var event: Event? {
        switch self {
        case let .tab(index): return .selectTab(index)
        case let .tap(label): return .tap(label)
        case .back: return .back
        case .dismissModal: return .dismissModal
        case .more: return nil
        }
    }
}
