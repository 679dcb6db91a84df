/// A named value an app reads at launch, such as whether the user starts logged in or how many
/// tabs a generated app has: its name, type, default and a one-line help.
///
/// The config's `launch`, a variant's `launch`, a journey's `launch` and `--launch NAME=VALUE`
/// set it, each over the one before; the default fills the rest.
public struct LaunchParameter: Hashable, Sendable {
    /// A launch parameter's type.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `true` or `false`.
        case bool = "Bool"
        /// A whole number, possibly limited to a range.
        case int = "Int"
        /// Any text.
        case string = "String"

        /// What a value of this type is, as the config's errors say it: `a boolean (true or false)`.
        public var expectation: String {
            switch self {
            case .bool: return "a boolean (true or false)"
            case .int: return "a whole number"
            case .string: return "a string"
            }
        }
    }

    /// The name configs, journeys and `--launch` set it by, e.g. `signedIn`.
    public var name: String
    /// The value when nothing sets it; its case is the parameter's ``kind``.
    public var defaultValue: LaunchValue
    /// One line on what the parameter does, for error messages and `validate`.
    public var summary: String
    /// The values an `Int` parameter accepts; nil: any.
    public var range: ClosedRange<Int>?
    /// The values a `String` parameter accepts, in the order listed; nil: any text.
    public var choices: [String]?

    /// A `Bool` parameter.
    public init(_ name: String, default defaultValue: Bool, summary: String = "") {
        self.name = name
        self.defaultValue = .bool(defaultValue)
        self.summary = summary
    }

    /// An `Int` parameter; values outside `range`, when given, are refused.
    public init(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>? = nil, summary: String = "") {
        precondition(range.map { $0.contains(defaultValue) } ?? true,
                     "Launch parameter \(name)'s default \(defaultValue) is outside its range \(range.map { "\($0)" } ?? "").")
        self.name = name
        self.defaultValue = .int(defaultValue)
        self.range = range
        self.summary = summary
    }

    /// A `String` parameter; when `choices` are given, any other text is refused, with the
    /// choices listed (a misspelt value would otherwise launch the app as it is meant to, silently).
    ///
    /// ```swift
    /// LaunchParameter("plantBug", default: "none", in: ["none", "childNotRemoved", "retainCycle"],
    ///                 summary: "the coordinator bug to plant")
    /// ```
    public init(_ name: String, default defaultValue: String, in choices: [String]? = nil, summary: String = "") {
        precondition(choices.map { $0.contains(defaultValue) } ?? true,
                     "Launch parameter \(name)'s default \"\(defaultValue)\" is not among its choices \(choices ?? []).")
        self.name = name
        self.defaultValue = .string(defaultValue)
        self.choices = choices
        self.summary = summary
    }

    /// The parameter's type, the case of its default.
    public var kind: LaunchParameter.Kind { defaultValue.kind }

    /// `value` if this parameter can take it; otherwise the error that says why not.
    package func check(_ value: LaunchValue, among parameters: [LaunchParameter]) throws(LaunchParameterError) -> LaunchValue {
        guard value.kind == kind else {
            throw LaunchParameterError(name: name, problem: .wrongType(value), parameters: parameters)
        }
        if let range, case let .int(number) = value, !range.contains(number) {
            throw LaunchParameterError(name: name, problem: .outOfRange(number), parameters: parameters)
        }
        if let choices, case let .string(text) = value, !choices.contains(text) {
            throw LaunchParameterError(name: name, problem: .notAChoice(text), parameters: parameters)
        }
        return value
    }

    /// The value `text` spells for this parameter, as `--launch NAME=TEXT` gives it: `true` or
    /// `false` for a `Bool`, a whole number for an `Int` (within its range), any text for a
    /// `String` (one of its choices, when it has them).
    package func value(parsing text: String, among parameters: [LaunchParameter]) throws(LaunchParameterError) -> LaunchValue {
        let value: LaunchValue
        switch kind {
        case .bool:
            guard let flag = Bool(text) else {
                throw LaunchParameterError(name: name, problem: .unreadable(text), parameters: parameters)
            }
            value = .bool(flag)
        case .int:
            guard let number = Int(text) else {
                throw LaunchParameterError(name: name, problem: .unreadable(text), parameters: parameters)
            }
            value = .int(number)
        case .string:
            value = .string(text)
        }
        return try check(value, among: parameters)
    }

    /// What a value must be, for messages: `true or false`, `a whole number from 1 to 7`.
    public var expectation: String {
        switch kind {
        case .bool: return "true or false"
        case .int: return range.map { "a whole number from \($0.lowerBound) to \($0.upperBound)" } ?? "a whole number"
        case .string: return choices.map { "one of " + $0.map(LaunchValue.quoted).joined(separator: ", ") } ?? "a string"
        }
    }

    /// `Int 1...7`: the type column of ``table(_:)``.
    var typeDescription: String {
        guard let range else { return kind.rawValue }
        return "\(kind.rawValue) \(range.lowerBound)...\(range.upperBound)"
    }

    /// The summary column of ``table(_:)``: the summary, then a `String` parameter's choices (last,
    /// where a long list pads no other column).
    var summaryDescription: String {
        guard let choices else { return summary }
        return summary + (summary.isEmpty ? "" : "; ") + "one of " + choices.joined(separator: ", ")
    }

    /// The parameters as an aligned table, one a line: name, type, default and summary.
    package static func table(_ parameters: [LaunchParameter], indent: String = "  ") -> String {
        let nameWidth = parameters.map(\.name.count).max() ?? 0
        let typeWidth = parameters.map(\.typeDescription.count).max() ?? 0
        let defaults = parameters.map { "default \($0.defaultValue.literal)" }
        let defaultWidth = defaults.map(\.count).max() ?? 0
        return zip(parameters, defaults).map { parameter, defaultText in
            let summary = parameter.summaryDescription
            let columns = [parameter.name.padded(to: nameWidth), parameter.typeDescription.padded(to: typeWidth),
                           summary.isEmpty ? defaultText : defaultText.padded(to: defaultWidth), summary]
            return indent + columns.filter { !$0.isEmpty }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

/// A launch parameter's value: in JSON `true`, `3` or `"text"`.
///
/// Literals make one, so `["startLoggedIn": true, "tabs": 3]` is a `[String: LaunchValue]`.
public enum LaunchValue: Hashable, Sendable, CustomStringConvertible {
    /// A `Bool` parameter's value.
    case bool(Bool)
    /// An `Int` parameter's value.
    case int(Int)
    /// A `String` parameter's value.
    case string(String)

    /// The type of parameter the value fits.
    public var kind: LaunchParameter.Kind {
        switch self {
        case .bool: return .bool
        case .int: return .int
        case .string: return .string
        }
    }

    /// The flag, or nil when the value is not a `Bool`.
    public var boolValue: Bool? {
        if case let .bool(flag) = self { return flag }
        return nil
    }

    /// The number, or nil when the value is not an `Int`.
    public var intValue: Int? {
        if case let .int(number) = self { return number }
        return nil
    }

    /// The text, or nil when the value is not a `String`.
    public var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The value as `--launch` spells it: `true`, `3`, `text`.
    public var description: String {
        switch self {
        case let .bool(flag): return "\(flag)"
        case let .int(number): return "\(number)"
        case let .string(text): return text
        }
    }

    /// The value as JSON spells it: `true`, `3`, `"text"`.
    package var literal: String {
        switch self {
        case let .bool(flag): return "\(flag)"
        case let .int(number): return "\(number)"
        case let .string(text): return Self.quoted(text)
        }
    }

    /// `text` in double quotes, with `"` and `\` escaped, as JSON writes it.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

extension LaunchValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

extension LaunchValue: Codable {
    /// A JSON boolean, whole number or string; anything else is refused.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            throw DecodingError.typeMismatch(LaunchValue.self, .init(
                codingPath: decoder.codingPath, debugDescription: "expected true, false, a whole number or a string"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .bool(flag): try container.encode(flag)
        case let .int(number): try container.encode(number)
        case let .string(text): try container.encode(text)
        }
    }
}

/// A launch value the app cannot take: a name it does not declare, a value of another type, a
/// number outside the parameter's range, or text none of its choices. ``parameters`` are the
/// app's, to list.
public struct LaunchParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the value.
    public enum Problem: Hashable, Sendable {
        /// The app declares no parameter of this name.
        case unknown
        /// A value of another type, from JSON.
        case wrongType(LaunchValue)
        /// Text that does not spell a value of the parameter's type, from `--launch`.
        case unreadable(String)
        /// A number outside the parameter's range.
        case outOfRange(Int)
        /// Text that is none of the parameter's choices.
        case notAChoice(String)
    }

    /// The parameter name given.
    public var name: String
    /// What is wrong with its value.
    public var problem: Problem
    /// Every launch parameter the app declares.
    public var parameters: [LaunchParameter]

    /// The error for `name`; `parameters` are the app's, listed for an unknown name.
    public init(name: String, problem: Problem, parameters: [LaunchParameter]) {
        self.name = name
        self.problem = problem
        self.parameters = parameters
    }

    /// One line: what is wrong, and for an unknown name, the valid ones.
    public var description: String {
        let valid = parameters.map(\.name)
        let unknown = valid.isEmpty ? "unknown launch parameter \"\(name)\"; this app has no launch parameters"
                                    : Suggestion.unknownName("launch parameter", name, valid: valid)
        guard let parameter = parameters.first(where: { $0.name == name }) else { return unknown }
        let given: String
        switch problem {
        case .unknown: return unknown
        case let .wrongType(value): given = (value.kind == .string ? "the string " : "") + value.literal
        case let .unreadable(text): given = LaunchValue.quoted(text)
        case let .outOfRange(number): given = "\(number)"
        case let .notAChoice(text):
            given = LaunchValue.quoted(text) + Suggestion.didYouMean(text, in: parameter.choices ?? [])
        }
        return "launch parameter \"\(name)\" takes \(parameter.expectation) (\(parameter.kind.rawValue)), not \(given)"
    }

    /// The app's parameters as a table under a heading, for the command line's message.
    package var parameterList: String {
        parameters.isEmpty ? "the app has no launch parameters"
            : "launch parameters (name, type, default):\n" + LaunchParameter.table(parameters)
    }
}

/// The error's old name, from when every launch parameter was a `Bool` and the only problem an unknown name.
@available(*, deprecated, renamed: "LaunchParameterError")
public typealias UnknownLaunchParameter = LaunchParameterError

extension String {
    fileprivate func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
