/// What the runtime knows about an app before launching it, as a value.
///
/// Only ``name`` is required. Everything else describes an optional part: roles a config can
/// fill, named launch parameters, labels, outcomes, sample text for fields, deep links and
/// invariants of the app's own.
public struct AppConfiguration: Sendable {
    /// The app's name: messages name the app by it, and its state file lives under it.
    public var name: String
    /// One line on what the app is, for `--help`.
    public var abstract: String
    /// The roles a config's variants fill, each with the coordinator types it may choose.
    public var roles: [Role]
    /// Named, typed launch parameters: the config's `launch`, a variant's, a journey's and
    /// `--launch` set them, in that order of precedence (the last wins).
    public var launchParameters: [LaunchParameter]
    /// Every label key the config gives texts for; English must give all of them.
    public var labelKeys: [String]
    /// The `{placeholders}` each label key's text may use, e.g. `checkout.total` to
    /// `["amount"]`; a key left out takes none. Nil: the app does not say, and a language's
    /// text may use the placeholders of the English text of the same key.
    public var labelPlaceholders: [String: [String]]?
    /// The languages the config may give labels in; English always.
    public var languages: [Language]
    /// The business outcomes the app records with `Application.recordOutcome`, e.g. `order`:
    /// what `compare --users --goal` accepts besides the outcomes of the journeys it finds.
    public var outcomes: [String]
    /// The text typed into fields by `explore` and by synthetic users, by element id.
    public var sampleText: [String: SampleText]
    /// The deep links the app opens, as an error for a bad link lists them.
    public var deepLinkRoutes: [String]
    /// Checks of the app's own, run by `explore` on every state it reaches.
    public var invariants: [AppInvariant]
    /// The config used when `--config` is not given, relative to the working directory. Nil: a
    /// config with one variant, `default`, that picks each role's first choice.
    public var defaultConfigPath: String?
    /// Where `compare` looks for journeys when none are given.
    public var journeysDirectory: String?
    /// The default config's JSON text, shipped inside the tool so that it runs from any directory.
    /// When `--config` is not given, a file at ``defaultConfigPath`` (relative to the working
    /// directory) still wins; this text is used when there is none. Nil: the file is required.
    public var defaultConfigText: String?
    /// The moves from one tab into another that the app makes on purpose (``CrossTabMove``):
    /// `explore` explores them and does not report them as tabs that depend on each other.
    public var crossTabMoves: [CrossTabMove]
    /// The identifiers of the screens the app can show (`Screen.identifier`): `explore` lists
    /// those it never reached, a sign of a flow cut off (a button whose coordinator was released).
    /// Empty: the app does not say.
    public var screens: [String]
    /// The type names of the app's coordinators, as the inspector shows them: a journey's
    /// `children.under` is checked against them when it is loaded. Empty: the app does not say.
    public var coordinators: [String]
    /// The most tabs the app's tab bar shows: a journey's `tab` steps and badge checks past it are
    /// refused when it is loaded. Nil: the app does not say.
    public var tabCount: Int?
    /// Where the labels of the app's controls (buttons, text fields, segments, list rows) come
    /// from: a journey's `tap` of a label no control can have is refused when it is loaded. Nil:
    /// the app does not say, and a tap is checked only as the journey runs.
    public var controlLabels: ControlLabels?

    /// An app's description; only `name` is required, and English is added to `languages` when missing.
    public init(name: String, abstract: String = "", roles: [Role] = [], launchParameters: [LaunchParameter] = [],
                labelKeys: [String] = [], labelPlaceholders: [String: [String]]? = nil,
                languages: [Language] = [.en], outcomes: [String] = [],
                sampleText: [String: SampleText] = [:], deepLinkRoutes: [String] = [],
                invariants: [AppInvariant] = [], defaultConfigPath: String? = nil, journeysDirectory: String? = nil,
                defaultConfigText: String? = nil, crossTabMoves: [CrossTabMove] = [], screens: [String] = [],
                coordinators: [String] = [], tabCount: Int? = nil, controlLabels: ControlLabels? = nil) {
        self.controlLabels = controlLabels
        self.screens = screens
        self.coordinators = coordinators
        self.tabCount = tabCount
        self.defaultConfigText = defaultConfigText
        self.crossTabMoves = crossTabMoves
        self.name = name
        self.abstract = abstract
        self.roles = roles
        self.launchParameters = launchParameters
        self.labelKeys = labelKeys
        self.labelPlaceholders = labelPlaceholders
        self.languages = languages.contains(.en) ? languages : [.en] + languages
        self.outcomes = outcomes
        self.sampleText = sampleText
        self.deepLinkRoutes = deepLinkRoutes
        self.invariants = invariants
        self.defaultConfigPath = defaultConfigPath
        self.journeysDirectory = journeysDirectory
    }

    /// The role called `name`, if the app has one.
    public func role(named name: String) -> Role? {
        roles.first { $0.name == name }
    }

    /// The launch parameter called `name`, if the app has one.
    public func launchParameter(named name: String) -> LaunchParameter? {
        launchParameters.first { $0.name == name }
    }

    /// The text typed into the field `id`: its ``SampleText``, or `text` and a blank.
    public func sampleText(for id: String) -> SampleText {
        sampleText[id] ?? SampleText(valid: "text", invalid: " ")
    }
}

/// A part of the app a config swaps: a capability protocol and the concrete coordinator types
/// that may fill it, chosen by name per variant (`"ordering": "CheckoutCoordinator"`).
public struct Role: Hashable, Sendable {
    /// The key in a variant's `coordinators`, e.g. `buying`.
    public var name: String
    /// The capability protocol the role fills, e.g. `Ordering`.
    public var capability: String
    /// The types a config may name, in the order `validate` lists them.
    public var choices: [Choice]
    /// The choice a variant that does not name this role gets. With one, adding a role to an app
    /// leaves its existing configs valid; without one, every variant must name the role.
    public var defaultChoice: String?

    /// A role; `defaultChoice`, when given, must be the name of one of `choices`.
    public init(_ name: String, capability: String, choices: [Choice], defaultChoice: String? = nil) {
        precondition(defaultChoice.map { name in choices.contains { $0.name == name } } ?? true,
                     "Role \(name)'s default \(defaultChoice ?? "") is not one of its choices.")
        self.name = name
        self.capability = capability
        self.choices = choices
        self.defaultChoice = defaultChoice
    }

    /// The names a config may use for this role.
    public var choiceNames: [String] { choices.map(\.name) }

    /// One concrete type a role may be filled with.
    public struct Choice: Hashable, Sendable {
        /// The type's name, which the config uses.
        public var name: String
        /// How the type runs the flow, for `validate` and the docs.
        public var summary: String

        /// A choice called `name`, the coordinator type's name.
        public init(_ name: String, summary: String = "") {
            self.name = name
            self.summary = summary
        }
    }
}

/// What `explore` and synthetic users type into a text field: one value the app accepts and
/// one it refuses, so a form's states stay finite.
public struct SampleText: Hashable, Sendable {
    /// Text the app accepts in the field.
    public var valid: String
    /// Text the app refuses in the field.
    public var invalid: String

    /// The two texts typed into a field.
    public init(valid: String, invalid: String) {
        self.valid = valid
        self.invalid = invalid
    }
}

/// An invariant of the app's own, checked by `explore` on every state it reaches.
public struct AppInvariant: Sendable {
    /// A short name, e.g. `signInIsAlone`: how reports and `Violation`s name it.
    public var name: String
    /// The rule, in a sentence.
    public var summary: String
    /// What is wrong with `snapshot`, or nil when the invariant holds.
    public var check: @Sendable (Snapshot) -> String?
    /// How `explore` treats a state that breaks it unless `--check` says otherwise: an error
    /// (the default) fails the run, a warning is reported and does not.
    public var level: CheckLevel

    /// An invariant called `name`; `check` returns what is wrong with a state, or nil when it holds.
    public init(_ name: String, summary: String, level: CheckLevel = .error,
                check: @escaping @Sendable (Snapshot) -> String?) {
        self.name = name
        self.summary = summary
        self.level = level
        self.check = check
    }
}

/// How `explore` treats what a check finds.
public enum CheckLevel: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Not checked.
    case off
    /// Reported, and the run still passes.
    case warn
    /// Reported, and the run fails (exit status 1).
    case error

    public var description: String { rawValue }
}
