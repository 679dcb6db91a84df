#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CoordsimApp
import CoordsimConfig

/// Reads journey files and checks them before anything runs.
public enum JourneyLoader {
    /// Loads the journey at `path`, or throws a `FileError` naming the file and the step.
    public static func load(path: String) throws(FileError) -> Journey {
        try load(path: path, app: nil)
    }

    /// Loads the journey at `path` and checks the names it uses against `app`, when given: screens,
    /// the goal's outcome, coordinators and tab numbers, each when the app declares them. A name
    /// it does not declare throws a `FileError` at its place in the file.
    public static func load(path: String, app: AppConfiguration?) throws(FileError) -> Journey {
        try load(path: path, app: app, config: nil)
    }

    /// The same, and with `config`, a `tap` is checked against the labels the app's controls can
    /// show (``AppConfiguration/controlLabels``, from the config's label texts).
    public static func load(path: String, app: AppConfiguration?, config: AppConfig?) throws(FileError) -> Journey {
        try load(path: path, app: app, config: config, invariants: nil)
    }

    /// The same, and with `invariants`, an `invariant` expectation is checked against those
    /// names (the explorer's checks, generic and the app's own).
    package static func load(path: String, app: AppConfiguration?, config: AppConfig?,
                             invariants: [String]?) throws(FileError) -> Journey {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard let type else { throw FileError(file: path, problem: .notFound, what: "no such journey file") }
        guard type != .typeDirectory else {
            throw FileError(file: path, problem: .notAFile, what: "is a directory, not a journey file")
        }
        // `contents(atPath:)` gives nil for a readable device such as /dev/null: read it with POSIX calls.
        guard let data = readAll(path) else {
            throw FileError(file: path, problem: .unreadable, what: "cannot read the file", fix: "check its permissions")
        }
        guard !data.isEmpty else {
            throw FileError(file: path, problem: .unreadable, what: "is empty",
                            fix: "a journey is a JSON object with \"name\" and \"steps\" (see docs/journeys.md)")
        }
        return try parse(data, path: path, app: app, config: config, invariants: invariants)
    }

    /// The bytes of `path`, or nil when it cannot be opened or read.
    private static func readAll(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Parses, shape-checks, decodes and validates journey bytes, with the config's parser and
    /// checker: every error has the JSON path and `line:column`. `path` only labels errors.
    package static func parse(_ data: Data, path: String) throws(FileError) -> Journey {
        try parse(data, path: path, app: nil)
    }

    /// The same, and with `app`, the names the journey uses are checked against it.
    package static func parse(_ data: Data, path: String, app: AppConfiguration?,
                              config: AppConfig? = nil, invariants: [String]? = nil) throws(FileError) -> Journey {
        let document = try JSONFile.parse(data, file: path)
        if let moved = movedLaunchParameter(in: document) {
            throw FileError(file: path, position: moved.keyPosition, path: JSONPath.root.appending(moved.key),
                            problem: .movedKey(moved.key), what: "\"\(moved.key)\" is not a journey key",
                            fix: "launch parameters go in \"launch\": \"launch\": {\"\(moved.key)\": \(moved.value.value == .bool(true))}")
        }
        try JSONFile.check(document, against: Journey.shape, file: path)
        let journey = try JSONFile.decode(Journey.self, from: data, document: document, file: path)
        try validate(journey, path: path, document: document)
        if let app {
            try check(journey, against: app, config: config, invariants: invariants, path: path, document: document)
        }
        return journey
    }

    /// Checks the names a journey uses against the app before it runs, so a typo is a malformed
    /// journey (exit 2) rather than a navigation failure: screens (`goal.screen`, `expect.screen`)
    /// against ``AppConfiguration/screens``, the goal's outcome against ``AppConfiguration/outcomes``,
    /// coordinators (`expect.children.under`) against ``AppConfiguration/coordinators``, and tab numbers (`tab`, `expect.badge.tab`) against
    /// ``AppConfiguration/tabCount``, each when the app declares them; with `config`, tap labels
    /// against ``AppConfiguration/controlLabels`` and the config's label texts; with `invariants`,
    /// `expect.invariant` against those names.
    package static func check(_ journey: Journey, against app: AppConfiguration, config: AppConfig? = nil,
                             invariants: [String]? = nil, path: String, document: JSONNode? = nil) throws(FileError) {
        func unknown(_ what: String, _ name: String, known: [String], at jsonPath: JSONPath) -> FileError {
            FileError(file: path, position: document?.position(of: jsonPath), path: jsonPath,
                      problem: .unknownName(kind: what, name: name),
                      what: "unknown \(what) \"\(name)\"" + Suggestion.didYouMean(name, in: known),
                      fix: "\(app.name)'s \(what)s: \(known.joined(separator: ", "))")
        }
        let root = JSONPath.root
        if let goal = journey.goal {
            if let screen = goal.screen, !app.screens.isEmpty, !app.screens.contains(screen) {
                throw unknown("screen", screen, known: app.screens, at: root.appending("goal").appending("screen"))
            }
            if let outcome = goal.outcome, !app.outcomes.isEmpty, !app.outcomes.contains(outcome) {
                throw unknown("outcome", outcome, known: app.outcomes, at: root.appending("goal").appending("outcome"))
            }
        }
        let coordinators = app.coordinators
        for (index, step) in journey.steps.enumerated() {
            let at = root.appending("steps").appending(index)
            if case let .tab(number) = step, let count = app.tabCount, number > count {
                throw tabError(number, count: count, app: app, at: at.appending("tab"), path: path, document: document)
            }
            if case let .tap(label) = step, let config, let labels = app.controlLabels,
               !labels.allows(label, texts: config.labels, keys: app.labelKeys) {
                throw tapError(label, labels: labels, app: app, config: config, at: at.appending("tap"), path: path,
                               document: document)
            }
            guard case let .expect(expectation) = step else { continue }
            if let screen = expectation.screen, !app.screens.isEmpty, !app.screens.contains(screen) {
                throw unknown("screen", screen, known: app.screens, at: at.appending("expect").appending("screen"))
            }
            if let under = expectation.children?.under, !coordinators.isEmpty, !coordinators.contains(under) {
                throw unknown("coordinator", under, known: coordinators,
                              at: at.appending("expect").appending("children").appending("under"))
            }
            if let invariant = expectation.invariant, let invariants, !invariants.contains(invariant) {
                throw FileError(file: path, position: document?.position(of: at.appending("expect").appending("invariant")),
                                path: at.appending("expect").appending("invariant"),
                                problem: .unknownName(kind: "check", name: invariant),
                                what: "no check is named \"\(invariant)\"" + Suggestion.didYouMean(invariant, in: invariants),
                                fix: "\(app.name)'s checks: \(invariants.joined(separator: ", "))")
            }
            if let tab = expectation.badge?.tab, let count = app.tabCount, !(1...count).contains(tab) {
                throw tabError(tab, count: count, app: app, at: at.appending("expect").appending("badge").appending("tab"),
                               path: path, document: document)
            }
        }
    }

    /// `no control of shop can show "Buy now" (did you mean "Buy"?); ...`: the label is in no
    /// language of the config and not among the app's own, so it is on no screen in any state.
    private static func tapError(_ label: String, labels: ControlLabels, app: AppConfiguration, config: AppConfig,
                                 at jsonPath: JSONPath, path: String, document: JSONNode?) -> FileError {
        let known = labels.templates(texts: config.labels, keys: app.labelKeys)
        let listed = labels.templates(texts: config.labels, keys: app.labelKeys, english: true)
        let translated = labels.usesConfigLabels && config.languages.count > 1 ? " (and their translations)" : ""
        let source = labels.usesConfigLabels ? "the config's label texts" + (labels.others.isEmpty ? "" : " and its own") : "its own labels"
        return FileError(file: path, position: document?.position(of: jsonPath), path: jsonPath,
                         problem: .unknownName(kind: "control label", name: label),
                         what: "no control of \(app.name) can show \"\(label)\"" + Suggestion.didYouMean(label, in: known),
                         fix: "\(app.name)'s controls show \(source): \(listed.joined(separator: ", "))\(translated)")
    }

    /// `tab 4 does not exist; shop has 3 tabs, numbered from 1`.
    private static func tabError(_ number: Int, count: Int, app: AppConfiguration, at jsonPath: JSONPath, path: String,
                                 document: JSONNode?) -> FileError {
        FileError(file: path, position: document?.position(of: jsonPath), path: jsonPath,
                  problem: .unknownName(kind: "tab", name: "\(number)"), what: "tab \(number) does not exist",
                  fix: "\(app.name) has \(count) \(count == 1 ? "tab" : "tabs"), numbered from 1")
    }

    /// A top-level boolean under a key a journey does not have: most likely a launch parameter
    /// in the form journeys had before parameters were named (`"skipOnboarding": true`).
    static func movedLaunchParameter(in document: JSONNode) -> JSONNode.Member? {
        guard case let .object(members) = document.value else { return nil }
        let keys = Journey.shape.fieldNames
        return members.first { member in
            guard !keys.contains(member.key), case .bool = member.value.value else { return false }
            return true
        }
    }

    /// Checks what decoding cannot: at least one step, tab numbers, back menu levels, counts and
    /// depths that can exist, a goal that says something.
    /// With the parsed `document`, errors say `line:column` too.
    package static func validate(_ journey: Journey, path: String, document: JSONNode? = nil) throws(FileError) {
        func error(_ jsonPath: JSONPath, _ what: String, fix: String? = nil,
                   problem: FileError.Problem = .invalidValue) -> FileError {
            FileError(file: path, position: document?.position(of: jsonPath), path: jsonPath, problem: problem,
                      what: what, fix: fix)
        }
        let root = JSONPath.root
        guard !journey.steps.isEmpty else {
            throw error(root.appending("steps"), "has no steps", fix: "add at least one")
        }
        if let goal = journey.goal, goal.outcome == nil, goal.screen == nil {
            throw error(root.appending("goal"), "says nothing", fix: "set \"outcome\" (with an optional \"value\") or \"screen\"")
        }
        if let goal = journey.goal, goal.value != nil, goal.outcome == nil {
            throw error(root.appending("goal").appending("value"), "needs an \"outcome\" to belong to")
        }
        for (index, step) in journey.steps.enumerated() {
            if case let .tab(number) = step, !(1...9).contains(number) {
                throw error(root.appending("steps").appending(index).appending("tab"), "tab \(number) does not exist",
                            fix: "tabs are numbered from 1", problem: .unknownName(kind: "tab", name: "\(number)"))
            }
            if case let .text(text) = step, text.isEmpty {
                throw error(root.appending("steps").appending(index).appending("text"), "is empty",
                            fix: "type at least one character")
            }
            if case let .backMenu(level) = step, level < 1 {
                throw error(root.appending("steps").appending(index).appending("backMenu"),
                            "back menu level \(level) does not exist",
                            fix: "levels are numbered from 1, the stack's root, up to the screen below the top")
            }
            if case let .expect(expectation) = step {
                let at = root.appending("steps").appending(index).appending("expect")
                if let depth = expectation.depth, depth < 0 {
                    throw error(at.appending("depth"), "is \(depth)", fix: "a stack has 0 screens or more")
                }
                if let children = expectation.children, children.count < 0 {
                    throw error(at.appending("children").appending("count"), "is \(children.count)",
                                fix: "a coordinator has 0 children or more")
                }
                if let badge = expectation.badge, badge.tab < 1 {
                    throw error(at.appending("badge").appending("tab"), "tab \(badge.tab) does not exist",
                                fix: "tabs are numbered from 1", problem: .unknownName(kind: "tab", name: "\(badge.tab)"))
                }
                if let index = expectation.children?.index, index < 0 {
                    throw error(at.appending("children").appending("index"), "is \(index)",
                                fix: "coordinators of a type are counted from 0")
                }
            }
        }
    }
}
