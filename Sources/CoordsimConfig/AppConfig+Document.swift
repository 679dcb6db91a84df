import CoordsimApp

/// ``AppConfig`` read straight from the parsed document, and its shape written out.
///
/// A start used to read the config twice more after parsing it: once through its `Decodable`
/// conformance with a recording decoder (to learn its shape) and once through `JSONDecoder`.
/// Both go through generic containers whose types the runtime builds on first use, and each
/// first use looks up conformances by scanning every conformance record in the binary: about a
/// fifth of the time to the first frame. The `Decodable` conformance stays the definition of
/// the format: tests check that ``ConfigShape/appConfig`` is what ``ConfigShape/of(_:)`` reads
/// from it, and that ``init(checkedDocument:)`` gives what `JSONDecoder` gives.
extension AppConfig {
    /// The config in `document`, which must have passed ``ConfigShape/appConfig``'s check; nil
    /// when a number is written in a form (`2.0`, `1e0` for a whole number) left to `JSONDecoder`.
    init?(checkedDocument document: JSONNode) {
        guard let object = DocumentObject(document),
              let defaultVariant = object.string("defaultVariant"),
              let variantNodes = object.array("variants"),
              let variants = DocumentObject.list(variantNodes, {
                  DocumentObject($0).flatMap(VariantConfig.init(checked:))
              }),
              let experiments = object.optionalList("experiments", {
                  DocumentObject($0).flatMap(ExperimentConfig.init(checked:))
              }),
              let syntheticUsers = object.optional("syntheticUsers", {
                  DocumentObject($0).flatMap(SyntheticUsersConfig.init(checked:))
              }),
              let labels = object.optional("labels", {
                  DocumentObject.map($0, { DocumentObject.map($0, DocumentObject.string) })
              }),
              let launch = object.optional("launch", { DocumentObject.map($0, DocumentObject.launchValue) })
        else { return nil }
        self.init(defaultVariant: defaultVariant, launch: launch, variants: variants, labels: labels,
                  experiments: experiments, syntheticUsers: syntheticUsers)
    }
}

extension VariantConfig {
    fileprivate init?(checked object: DocumentObject) {
        guard let name = object.string("name"), let summary = object.string("summary"),
              let node = object.member("coordinators"),
              let coordinators = DocumentObject.map(node, DocumentObject.string),
              let launch = object.optional("launch", { DocumentObject.map($0, DocumentObject.launchValue) })
        else { return nil }
        self.init(name: name, summary: summary, coordinators: coordinators, launch: launch)
    }
}

extension ExperimentConfig {
    fileprivate init?(checked object: DocumentObject) {
        guard let key = object.string("key"),
              let variantNodes = object.array("variants"),
              let variants = DocumentObject.list(variantNodes, DocumentObject.string),
              let weights = object.optionalList("weights", DocumentObject.double),
              let coverage = object.optional("coverage", DocumentObject.double),
              let hashVersion = object.optional("hashVersion", DocumentObject.int) else { return nil }
        self.init(key: key, variants: variants, weights: weights, coverage: coverage, hashVersion: hashVersion,
                  seed: object.string("seed"), forcedVariant: object.string("forcedVariant"))
    }
}

extension SyntheticUsersConfig {
    fileprivate init?(checked object: DocumentObject) {
        guard let epsilon = object.optional("epsilon", DocumentObject.double),
              let patience = object.optional("patience", DocumentObject.double),
              let budget = object.optional("budget", DocumentObject.int) else { return nil }
        self.init(model: object.string("model"), epsilon: epsilon, patience: patience, budget: budget)
    }
}

/// An object of a checked document. The shape check has refused duplicate keys, unknown keys,
/// missing required ones and wrong types, so a member that is absent or `null` is an optional
/// left out, as `decodeIfPresent` reads it.
private struct DocumentObject {
    let members: [JSONNode.Member]

    init?(_ node: JSONNode) {
        guard case let .object(members) = node.value else { return nil }
        self.members = members
    }

    func member(_ key: String) -> JSONNode? {
        guard let node = members.first(where: { $0.key == key })?.value else { return nil }
        if case .null = node.value { return nil }
        return node
    }

    func string(_ key: String) -> String? { member(key).flatMap(Self.string) }

    /// An optional member read by `read`: `.some(nil)` when it is absent or `null`, nil when
    /// `read` refuses it (a form left to `JSONDecoder`).
    func optional<Value>(_ key: String, _ read: (JSONNode) -> Value?) -> Value?? {
        guard let node = member(key) else { return .some(nil) }
        guard let value = read(node) else { return nil }
        return .some(value)
    }

    /// An optional array member, each element read by `read`: `.some(nil)` when it is left out,
    /// nil when `read` refuses an element.
    func optionalList<Value>(_ key: String, _ read: (JSONNode) -> Value?) -> [Value]?? {
        guard let nodes = array(key) else { return .some(nil) }
        guard let values = Self.list(nodes, read) else { return nil }
        return .some(values)
    }

    func array(_ key: String) -> [JSONNode]? {
        guard let node = member(key), case let .array(elements) = node.value else { return nil }
        return elements
    }

    static func string(_ node: JSONNode) -> String? {
        guard case let .string(text) = node.value else { return nil }
        return text
    }

    /// A launch value: a boolean, a whole number written as one, or a string; other spellings
    /// of a number are left to `JSONDecoder`.
    static func launchValue(_ node: JSONNode) -> LaunchValue? {
        switch node.value {
        case let .bool(flag): return .bool(flag)
        case let .string(text): return .string(text)
        case let .number(text): return Int(text).map(LaunchValue.int)
        default: return nil
        }
    }

    /// A number as `Double`: both this and `JSONDecoder` round the literal correctly.
    static func double(_ node: JSONNode) -> Double? {
        guard case let .number(text) = node.value, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A whole number written as one (`2`, `-1`); other spellings are left to `JSONDecoder`.
    static func int(_ node: JSONNode) -> Int? {
        guard case let .number(text) = node.value else { return nil }
        return Int(text)
    }

    /// An array whose every element `read` accepts.
    static func list<Value>(_ nodes: [JSONNode], _ read: (JSONNode) -> Value?) -> [Value]? {
        var values: [Value] = []
        values.reserveCapacity(nodes.count)
        for node in nodes {
            guard let value = read(node) else { return nil }
            values.append(value)
        }
        return values
    }

    /// An object whose every value `read` accepts, as a dictionary.
    static func map<Value>(_ node: JSONNode, _ read: (JSONNode) -> Value?) -> [String: Value]? {
        guard case let .object(members) = node.value else { return nil }
        var result: [String: Value] = [:]
        result.reserveCapacity(members.count)
        for member in members {
            guard let value = read(member.value) else { return nil }
            result[member.key] = value
        }
        return result
    }
}

extension ConfigShape {
    /// The shape of ``AppConfig``: what its `Decodable` conformance reads, written out (a test
    /// checks it against ``of(_:)``, so a field added to the conformance cannot be missed here).
    package static let appConfig: ConfigShape = {
        let experiment = ConfigShape.object([
            Field(name: "key", shape: .string, isRequired: true),
            Field(name: "variants", shape: .array(.string), isRequired: true),
            Field(name: "weights", shape: .array(.number), isRequired: false),
            Field(name: "coverage", shape: .number, isRequired: false),
            Field(name: "hashVersion", shape: .integer, isRequired: false),
            Field(name: "seed", shape: .string, isRequired: false),
            Field(name: "forcedVariant", shape: .string, isRequired: false),
        ])
        let variant = ConfigShape.object([
            Field(name: "name", shape: .string, isRequired: true),
            Field(name: "summary", shape: .string, isRequired: true),
            Field(name: "coordinators", shape: .map(.string), isRequired: true),
            Field(name: "launch", shape: .map(.launchValue), isRequired: false),
        ])
        let syntheticUsers = ConfigShape.object([
            Field(name: "model", shape: .string, isRequired: false),
            Field(name: "epsilon", shape: .number, isRequired: false),
            Field(name: "patience", shape: .number, isRequired: false),
            Field(name: "budget", shape: .integer, isRequired: false),
        ])
        return .object([
            Field(name: "defaultVariant", shape: .string, isRequired: true),
            Field(name: "launch", shape: .map(.launchValue), isRequired: false),
            Field(name: "variants", shape: .array(variant), isRequired: true),
            Field(name: "labels", shape: .map(.map(.string)), isRequired: false),
            Field(name: "experiments", shape: .array(experiment), isRequired: false),
            Field(name: "syntheticUsers", shape: syntheticUsers, isRequired: false),
        ])
    }()
}
