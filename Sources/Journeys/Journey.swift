import CoordinatorKit
import CoordsimApp
import Simulation
import CoordsimConfig

/// A named, scripted walk through the app, stored as JSON (see `docs/journeys.md`).
///
/// ```json
/// { "name": "order a book", "launch": { "signedIn": true },
///   "goal": { "outcome": "order", "value": "book" },
///   "steps": [ {"key": "right"}, {"tap": "Check out"}, {"expect": {"title": "Checkout"}} ] }
/// ```
public struct Journey: Hashable, Sendable {
    /// How reports, `--journey` and funnel goals name the journey; unique within a directory.
    public var name: String
    /// Launch parameters that override the config's and the variant's, e.g. `signedIn`; the
    /// command line's `--launch` overrides them.
    public var launch: [String: LaunchValue]?
    /// What "done" means for this journey.
    public var goal: Goal?
    /// The inputs and expectations, run in order from launch; the run stops at the first that fails.
    public var steps: [JourneyStep]

    /// A journey built in code. Unlike a journey file it is not checked against an app until it runs.
    public init(name: String, launch: [String: LaunchValue]? = nil, goal: Goal? = nil, steps: [JourneyStep]) {
        self.name = name
        self.launch = launch
        self.goal = goal
        self.steps = steps
    }
}

extension Journey: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, launch, goal, steps
    }

    /// Rejects unknown keys, so a typo is an error instead of a setting that is silently ignored.
    /// A boolean at the top level is most likely a launch parameter in the form journeys had
    /// before parameters were named (`"skipOnboarding": true`): the error shows the new form.
    public init(from decoder: Decoder) throws {
        let raw = try decoder.container(keyedBy: AnyKey.self)
        if let unknown = raw.allKeys.first(where: { CodingKeys(rawValue: $0.stringValue) == nil }) {
            let names = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
            let message: String
            if let flag = try? raw.decode(Bool.self, forKey: unknown) {
                message = "\"\(unknown.stringValue)\" is not a journey key; launch parameters go in \"launch\": "
                    + "\"launch\": {\"\(unknown.stringValue)\": \(flag)}"
            } else {
                message = "unknown key \"\(unknown.stringValue)\"; a journey has: \(names)"
            }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [unknown], debugDescription: message))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        launch = try container.decodeIfPresent([String: LaunchValue].self, forKey: .launch)
        goal = try container.decodeIfPresent(Goal.self, forKey: .goal)
        steps = try container.decode([JourneyStep].self, forKey: .steps)
    }
}

extension Journey {
    /// The keys and types of a journey file, for ``ConfigShape/firstProblem(in:at:)``. Steps are
    /// checked by their own decoding (exactly one key each), whose errors are placed in the file too.
    package static let shape = ConfigShape.object([
        .init(name: "name", shape: .string, isRequired: true),
        .init(name: "launch", shape: .map(.launchValue), isRequired: false),
        .init(name: "goal", shape: ConfigShape.of(Goal.self), isRequired: false),
        .init(name: "steps", shape: .array(.any), isRequired: true),
    ])
}

/// A journey's goal: a business outcome recorded in the journal, or a screen reached.
public struct Goal: Codable, Hashable, Sendable {
    /// An outcome name such as `order` or `signedUp`.
    public var outcome: String?
    /// The outcome's value, such as `book`; any value when nil.
    public var value: String?
    /// A screen identifier such as `Confirmation`, reached when it is the active screen.
    public var screen: String?

    /// A goal on an outcome (with any value when `value` is nil) or on a screen; set one of the two.
    public init(outcome: String? = nil, value: String? = nil, screen: String? = nil) {
        self.outcome = outcome
        self.value = value
        self.screen = screen
    }
}

/// One step of a journey: an input, or an expectation about the state after the steps before it.
public enum JourneyStep: Hashable, Sendable {
    /// A key press, as `{"key": "esc"}` names it: one character, or `enter`, `esc`, `up`…
    case key(Key)
    /// Text typed into the focused text field.
    case text(String)
    /// A tap on the button, text field, segment or list row with this label.
    case tap(String)
    /// A tab by its 1-based number, as the tab bar shows it.
    case tab(Int)
    /// The navigation bar's back button; at a sheet's root it swipes the sheet down.
    case back
    /// A swipe-back that completes (`true`) or is cancelled (`false`).
    case swipeBack(completes: Bool)
    /// A long press on the back button, then the screen at this level in its menu (1 is the
    /// stack's root): one user pop of several levels, as iOS 14's back menu.
    case backMenu(Int)
    /// The user swipes a modal sheet down.
    case dismiss
    /// A swipe-down of a sheet that completes (`true`, as `dismiss`) or is let go of (`false`).
    case swipeDown(completes: Bool)
    /// A deep link URL, handed to the app's `open(_:)`.
    case open(String)
    /// A check of the state after the steps before it; it sends no input.
    case expect(Expectation)

    /// The Simulation event an input step sends; nil for an expectation.
    package var event: Event? {
        switch self {
        case let .key(key): return .key(key)
        case let .text(text): return .text(text)
        case let .tap(label): return .tap(label)
        case let .tab(number): return .selectTab(number - 1)
        case .back: return .back
        case let .swipeBack(completes): return .swipeBack(completes: completes)
        case let .backMenu(level): return .backMenu(level: level)
        case .dismiss: return .dismissModal
        case let .swipeDown(completes): return completes ? .dismissModal : .cancelledSwipeDown
        case let .open(url): return .deepLink(url)
        case .expect: return nil
        }
    }
}

/// What a journey can check. Exactly one field is set in each `expect` step.
public struct Expectation: Hashable, Sendable {
    /// The active screen's title.
    public var title: String?
    /// A text that appears among the active screen's elements (labels, values, texts).
    public var text: String?
    /// The depth of the stack keys act on (the modal's if one is shown).
    public var depth: Int?
    /// How many child coordinators a coordinator has, e.g. the flows the Main tab's runs.
    public var children: ChildCount?
    /// True: no screen or coordinator has leaked.
    public var noLeaks: Bool?
    /// The active screen's identifier, e.g. `Checkout`.
    public var screen: String?
    /// A tab's badge, as its `tabBarItem.badgeValue` shows it.
    public var badge: TabBadge?
    /// A switch on the active screen, by its label, and its value.
    public var `switch`: SwitchValue?
    /// A button in the active screen's nav bar, by what it shows, and whether it is enabled.
    public var barButton: BarButtonState?
    /// One of the explorer's checks, by name (`childOwnsScreen`, or an app's own invariant), holds
    /// on the state reached and on the input that reached it, as `explore` judges it there. The
    /// journeys `explore` writes use it for a finding no other field can state.
    public var invariant: String?

    /// An expectation in code; set exactly one field, as a journey file must.
    public init(title: String? = nil, text: String? = nil, depth: Int? = nil, children: ChildCount? = nil,
                noLeaks: Bool? = nil, screen: String? = nil, badge: TabBadge? = nil, switch: SwitchValue? = nil,
                barButton: BarButtonState? = nil, invariant: String? = nil) {
        self.invariant = invariant
        self.badge = badge
        self.switch = `switch`
        self.barButton = barButton
        self.title = title
        self.text = text
        self.depth = depth
        self.children = children
        self.noLeaks = noLeaks
        self.screen = screen
    }
}

/// `{"tab": 2, "value": "3"}`: tab 2 (1-based, as the tab keys count) shows the badge `3`;
/// `{"tab": 2, "value": null}` or without `value`: tab 2 shows no badge.
public struct TabBadge: Codable, Hashable, Sendable {
    /// The tab, 1-based.
    public var tab: Int
    /// The badge text expected; nil expects no badge.
    public var value: String?

    /// Tab `tab` (1-based) shows `value`, or no badge when it is nil.
    public init(tab: Int, value: String?) {
        self.tab = tab
        self.value = value
    }
}

/// `{"label": "Ready", "isOn": true}`: the active screen's switch labelled `Ready` is on.
public struct SwitchValue: Codable, Hashable, Sendable {
    /// The switch's label.
    public var label: String
    /// Its value expected.
    public var isOn: Bool

    /// The switch labelled `label` is on when `isOn`, else off.
    public init(label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
    }
}

/// `{"title": "Save", "isEnabled": false}`: the nav bar shows a button `Save`, dimmed. Without
/// `isEnabled`, the button is shown, enabled or not.
public struct BarButtonState: Codable, Hashable, Sendable {
    /// What the button shows: its title, or a system item's word or sign (`Done`, `+`).
    public var title: String
    /// Whether it is enabled; nil checks only that it is shown.
    public var isEnabled: Bool?

    /// The nav bar shows `title`, enabled as `isEnabled` says (either, when nil).
    public init(title: String, isEnabled: Bool? = nil) {
        self.title = title
        self.isEnabled = isEnabled
    }
}

/// `{"count": 2, "under": "ListCoordinator"}`: the number of children of the first coordinator,
/// depth first from the root, whose type is `under`.
public struct ChildCount: Codable, Hashable, Sendable {
    /// The number of children expected.
    public var count: Int
    /// A coordinator type's name, as the inspector shows it.
    public var under: String
    /// Which coordinator of that type, counted from 0 depth first from the root, where the tree
    /// holds several (one per tab, say); nil for the first.
    public var index: Int?

    /// `count` children under the coordinator of type `under` at `index` (nil: the first),
    /// depth first from the root.
    public init(_ count: Int, under: String, index: Int? = nil) {
        self.count = count
        self.under = under
        self.index = index
    }
}

extension JourneyStep: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case key, text, tap, tab, back, swipeBack, backMenu, dismiss, swipeDown, open, expect
    }

    public init(from decoder: Decoder) throws {
        let names = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
        let raw = try decoder.container(keyedBy: AnyKey.self)
        if let unknown = raw.allKeys.first(where: { CodingKeys(rawValue: $0.stringValue) == nil }) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [unknown],
                debugDescription: "unknown step \"\(unknown.stringValue)\"; a step has exactly one of: \(names)"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let present = container.allKeys
        guard present.count == 1, let key = present.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a step has exactly one of: \(names)"))
        }
        switch key {
        case .key: self = .key(try container.decode(Key.self, forKey: .key))
        case .text: self = .text(try container.decode(String.self, forKey: .text))
        case .tap: self = .tap(try container.decode(String.self, forKey: .tap))
        case .tab: self = .tab(try container.decode(Int.self, forKey: .tab))
        case .back:
            try Self.requireTrue(container, .back, "back")
            self = .back
        case .swipeBack: self = .swipeBack(completes: try container.decode(Bool.self, forKey: .swipeBack))
        case .backMenu: self = .backMenu(try container.decode(Int.self, forKey: .backMenu))
        case .dismiss:
            try Self.requireTrue(container, .dismiss, "dismiss")
            self = .dismiss
        case .swipeDown: self = .swipeDown(completes: try container.decode(Bool.self, forKey: .swipeDown))
        case .open: self = .open(try container.decode(String.self, forKey: .open))
        case .expect: self = .expect(try container.decode(Expectation.self, forKey: .expect))
        }
    }

    /// `{"back": true}`: anything else would read as "don't go back" and still go back.
    private static func requireTrue(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys,
                                    _ name: String) throws {
        guard try container.decode(Bool.self, forKey: key) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                debugDescription: "\"\(name)\" takes true; to skip the step, leave it out")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .key(key): try container.encode(key, forKey: .key)
        case let .text(text): try container.encode(text, forKey: .text)
        case let .tap(label): try container.encode(label, forKey: .tap)
        case let .tab(number): try container.encode(number, forKey: .tab)
        case .back: try container.encode(true, forKey: .back)
        case let .swipeBack(completes): try container.encode(completes, forKey: .swipeBack)
        case let .backMenu(level): try container.encode(level, forKey: .backMenu)
        case .dismiss: try container.encode(true, forKey: .dismiss)
        case let .swipeDown(completes): try container.encode(completes, forKey: .swipeDown)
        case let .open(url): try container.encode(url, forKey: .open)
        case let .expect(expectation): try container.encode(expectation, forKey: .expect)
        }
    }
}

extension Expectation: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, text, depth, children, noLeaks, screen, badge, `switch`, barButton, invariant
    }

    /// Rejects unknown fields and an empty or double expectation, so a typo such as
    /// `{"titel": "Checkout"}` is an error instead of a check that always passes.
    public init(from decoder: Decoder) throws {
        let names = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
        let raw = try decoder.container(keyedBy: AnyKey.self)
        if let unknown = raw.allKeys.first(where: { CodingKeys(rawValue: $0.stringValue) == nil }) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [unknown],
                debugDescription: "unknown expectation \"\(unknown.stringValue)\"; use one of: \(names)"))
        }
        guard raw.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "an expectation has exactly one of: \(names); write one expect step per check"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        depth = try container.decodeIfPresent(Int.self, forKey: .depth)
        if let count = try? container.decodeIfPresent(Int.self, forKey: .children) {
            throw DecodingError.dataCorruptedError(forKey: .children, in: container, debugDescription:
                "names the coordinator it counts under now: {\"children\": {\"count\": \(count), \"under\": \"TypeName\"}}")
        }
        children = try container.decodeIfPresent(ChildCount.self, forKey: .children)
        noLeaks = try container.decodeIfPresent(Bool.self, forKey: .noLeaks)
        screen = try container.decodeIfPresent(String.self, forKey: .screen)
        badge = try container.decodeIfPresent(TabBadge.self, forKey: .badge)
        `switch` = try container.decodeIfPresent(SwitchValue.self, forKey: .switch)
        barButton = try container.decodeIfPresent(BarButtonState.self, forKey: .barButton)
        invariant = try container.decodeIfPresent(String.self, forKey: .invariant)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(depth, forKey: .depth)
        try container.encodeIfPresent(children, forKey: .children)
        try container.encodeIfPresent(noLeaks, forKey: .noLeaks)
        try container.encodeIfPresent(screen, forKey: .screen)
        try container.encodeIfPresent(badge, forKey: .badge)
        try container.encodeIfPresent(`switch`, forKey: .switch)
        try container.encodeIfPresent(barButton, forKey: .barButton)
        try container.encodeIfPresent(invariant, forKey: .invariant)
    }
}

/// Any JSON object key, to find the ones a type does not know.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
