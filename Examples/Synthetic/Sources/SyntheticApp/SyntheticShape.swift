import CoordsimUIKit

/// The shape of the generated app, read from its launch parameters, and the number of states
/// a complete exploration of it finds.
public struct SyntheticShape: Hashable, Sendable, CustomStringConvertible {
    /// Tabs in the tab bar, 1 to 7.
    public var tabs: Int
    /// Pushes a tab's stack can take: each screen below this depth has Push buttons, so a full
    /// stack holds `depth + 1` screens.
    public var depth: Int
    /// Push buttons on each screen that has them, each to a distinct screen.
    public var fanout: Int
    /// Sheets each tab's root can present, each a stack of its own ``sheetDepth`` + 1 screens deep.
    public var modals: Int
    /// Each tab's root can mark the next tab (a flag that tab's root shows, kept in the shared
    /// model) and select it.
    public var crossLinks: Bool
    /// The first tab's root can arm the model, which no screen shows; pushes from that root
    /// then lead to armed screens.
    public var hiddenState: Bool

    /// Pushes a sheet's own stack can take: its root has Push, the screen it pushes does not.
    public static let sheetDepth = 1

    public init(tabs: Int = 3, depth: Int = 2, fanout: Int = 1, modals: Int = 1,
                crossLinks: Bool = false, hiddenState: Bool = false) {
        self.tabs = tabs
        self.depth = depth
        self.fanout = fanout
        self.modals = modals
        self.crossLinks = crossLinks
        self.hiddenState = hiddenState
    }

    /// The shape a launch asks for.
    public init(launch: Launch) {
        self.init(tabs: launch.int(Parameter.tabs), depth: launch.int(Parameter.depth),
                  fanout: launch.int(Parameter.fanout), modals: launch.int(Parameter.modals),
                  crossLinks: launch.int(Parameter.crossLinks) == 1, hiddenState: launch.int(Parameter.hiddenState) == 1)
    }

    /// The launch parameters' names.
    public enum Parameter {
        public static let tabs = "tabs"
        public static let depth = "depth"
        public static let fanout = "fanout"
        public static let modals = "modals"
        public static let crossLinks = "crossLinks"
        public static let hiddenState = "hiddenState"
    }

    /// The launch parameters, their ranges and defaults (a shape of 135 states).
    public static let launchParameters = [
        LaunchParameter(Parameter.tabs, default: 3, in: 1...7, summary: "tabs in the tab bar"),
        LaunchParameter(Parameter.depth, default: 2, in: 0...40, summary: "pushes a tab's stack takes (depth + 1 screens)"),
        LaunchParameter(Parameter.fanout, default: 1, in: 1...4, summary: "Push buttons on each screen, to distinct screens"),
        LaunchParameter(Parameter.modals, default: 1, in: 0...4, summary: "sheets each tab's root presents, each 2 screens deep"),
        LaunchParameter(Parameter.crossLinks, default: 0, in: 0...1, summary: "1: roots mark and select the next tab"),
        LaunchParameter(Parameter.hiddenState, default: 0, in: 0...1, summary: "1: tab 1's Arm changes later pushes, unseen"),
    ]

    /// The launch values that ask for this shape.
    public var launchValues: [String: LaunchValue] {
        [Parameter.tabs: .int(tabs), Parameter.depth: .int(depth), Parameter.fanout: .int(fanout),
         Parameter.modals: .int(modals), Parameter.crossLinks: .int(crossLinks ? 1 : 0),
         Parameter.hiddenState: .int(hiddenState ? 1 : 0)]
    }

    public var description: String {
        "tabs=\(tabs) depth=\(depth) fanout=\(fanout) modals=\(modals) crossLinks=\(crossLinks ? 1 : 0) hiddenState=\(hiddenState ? 1 : 0)"
    }

    // MARK: The closed form

    /// The stacks one tab can show, S = 1 + F + F² + … + F^D: every path of Push choices.
    public var stacksPerTab: Int? {
        var total = 0, level = 1
        for index in 0...depth {
            if index > 0 {
                let (next, overflow) = level.multipliedReportingOverflow(by: fanout)
                guard !overflow else { return nil }
                level = next
            }
            let (sum, overflow) = total.addingReportingOverflow(level)
            guard !overflow else { return nil }
            total = sum
        }
        return total
    }

    /// A tab's states with one of its sheets up: M sheets × (``sheetDepth`` + 1) screens each,
    /// over the tab's root (only the root presents them).
    public var sheetStatesPerTab: Int { modals * (Self.sheetDepth + 1) }

    /// A tab's local states, L = S + 2M.
    public var localStatesPerTab: Int? { stacksPerTab.map { $0 + sheetStatesPerTab } }

    /// The states a complete exploration finds, when the shape has no hidden state.
    ///
    /// With no sheet up, any tab may be selected and each tab shows any of its S stacks:
    /// N × S^N. A sheet covers the tab bar, so it pins the selection to its tab: tab i's 2M
    /// sheet states with the others' S^(N−1) stacks. Together Σᵢ Lᵢ × Π_{j≠i} S_j =
    /// N × S^(N−1) × (S + 2M). Cross links double it per tab (each root's mark is on or off,
    /// in any combination): × 2^N. Nil with ``hiddenState`` (the count then depends on the
    /// search; see the README) or when it does not fit an `Int`.
    public var reachableStates: Int? {
        guard !hiddenState, let stacks = stacksPerTab, let local = localStatesPerTab else { return nil }
        var total = tabs
        for _ in 1..<tabs {
            let (next, overflow) = total.multipliedReportingOverflow(by: stacks)
            guard !overflow else { return nil }
            total = next
        }
        let (withSheets, overflow) = total.multipliedReportingOverflow(by: local)
        guard !overflow else { return nil }
        guard crossLinks else { return withSheets }
        let (marked, markOverflow) = withSheets.multipliedReportingOverflow(by: 1 << tabs)
        return markOverflow ? nil : marked
    }
}
