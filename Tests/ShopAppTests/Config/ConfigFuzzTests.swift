import Foundation
import ShopApp
import TestSupport
import Testing
import CoordsimConfig

/// Mutated copies of Configs/default.json never crash the loader: each one loads (and then
/// really starts in every variant) or fails with a FileError naming its file.
@Suite struct ConfigFuzzTests {
    /// SplitMix64: small, fast and the same on every platform, so a failing case can be replayed by its number.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Mutation: CaseIterable { case truncate, swapType, insertBytes, deleteRange, duplicateRange }

    enum Outcome: Hashable { case loaded, syntaxError, pathError, otherError }

    static let original: [UInt8] = Array(FileManager.default.contents(atPath: Fixtures.defaultConfigPath) ?? Data())

    @Test func thousandsOfMutatedConfigsLoadOrFailClearly() throws {
        let document = try JSONParser.parse(Self.original)
        let paths = Self.allPaths(in: document)
        var rng = SeededGenerator(state: 20_261_122)
        var outcomes: [Mutation: [Outcome: Int]] = [:]
        let perMutation = 300
        for mutation in Mutation.allCases {
            for index in 0..<perMutation {
                let bytes = Self.mutate(mutation, document: document, paths: paths, using: &rng)
                let file = "fuzz/\(mutation)-\(index).json"
                let outcome = Self.check(bytes, file: file)
                outcomes[mutation, default: [:]][outcome, default: 0] += 1
            }
        }
        let total = outcomes.values.flatMap(\.values).reduce(0, +)
        #expect(total == Mutation.allCases.count * perMutation)
        #expect(total >= 1_000)
        // The mutations reach every stage of the loader, not only the syntax check.
        let all = outcomes.values.reduce(into: [Outcome: Int]()) { $0.merge($1, uniquingKeysWith: +) }
        #expect(all[.otherError] == nil)
        #expect(all[.loaded, default: 0] > 0)
        #expect(all[.syntaxError, default: 0] > 100)
        #expect(all[.pathError, default: 0] > 100)
        #expect(outcomes[.swapType]?[.pathError, default: 0] ?? 0 > perMutation / 2)
    }

    /// Loads `bytes`; a success must start in every variant, a failure must be a clear FileError.
    static func check(_ bytes: [UInt8], file: String, sourceLocation: SourceLocation = #_sourceLocation) -> Outcome {
        do {
            let config = try ConfigLoader.parse(Data(bytes), file: file, app: ShopApp.configuration)
            for variant in config.variantNames {
                #expect(throws: Never.self, "\(file): variant \(variant) does not start", sourceLocation: sourceLocation) {
                    _ = try AppVariant(ShopApp.self, config: config, variant: variant)
                }
            }
            return .loaded
        } catch let error as FileError {
            #expect(error.file == file, sourceLocation: sourceLocation)
            #expect(!error.message.isEmpty, "\(file): empty message", sourceLocation: sourceLocation)
            #expect(error.description.hasPrefix(file + ":"), "\(file): \(error)", sourceLocation: sourceLocation)
            if let position = error.position {
                let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
                #expect((1...lines).contains(position.line) && position.column >= 1,
                        "\(file): bad location \(position)", sourceLocation: sourceLocation)
            }
            // A file with no path in it is one the parser refused.
            #expect((error.path == nil) == (error.problem == .syntax), "\(file): \(error)", sourceLocation: sourceLocation)
            return error.path == nil ? .syntaxError : .pathError
        } catch {
            Issue.record("\(file): threw \(type(of: error)), not a FileError: \(error)", sourceLocation: sourceLocation)
            return .otherError
        }
    }

    static func mutate(_ mutation: Mutation, document: JSONNode, paths: [JSONPath],
                       using rng: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        switch mutation {
        case .truncate:
            bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &rng)...)
        case .swapType:
            let path = paths.randomElement(using: &rng)!
            bytes = Array(serialize(replacing(path, in: document, using: &rng)).utf8)
        case .insertBytes:
            let count = Int.random(in: 1...8, using: &rng)
            let inserted = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            bytes.insert(contentsOf: inserted, at: Int.random(in: 0...bytes.count, using: &rng))
        case .deleteRange:
            let start = Int.random(in: 0..<bytes.count, using: &rng)
            bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...16, using: &rng)))
        case .duplicateRange:
            let start = Int.random(in: 0..<bytes.count, using: &rng)
            let range = start..<min(bytes.count, start + Int.random(in: 1...64, using: &rng))
            bytes.insert(contentsOf: bytes[range], at: Int.random(in: 0...bytes.count, using: &rng))
        }
        return bytes
    }

    /// `document` with the value at `path` replaced by one of another type.
    static func replacing(_ path: JSONPath, in document: JSONNode, using rng: inout SeededGenerator) -> JSONNode {
        let values: [JSONNode.Value] = [.null, .bool(true), .number("42"), .number("-0.5"), .string("Bicycle"),
                                        .string(""), .array([]), .array([JSONNode(.number("1"), at: document.position)]),
                                        .object([])]
        func replace(_ node: JSONNode, _ components: ArraySlice<JSONPath.Component>) -> JSONNode {
            guard let first = components.first else {
                let others = values.filter { !sameKind($0, node.value) }
                return JSONNode(others.randomElement(using: &rng)!, at: node.position)
            }
            switch (first, node.value) {
            case let (.key(key), .object(members)):
                return JSONNode(.object(members.map { member in
                    member.key == key ? JSONNode.Member(key: member.key, keyPosition: member.keyPosition,
                                                        value: replace(member.value, components.dropFirst())) : member
                }), at: node.position)
            case let (.index(index), .array(elements)):
                var elements = elements
                elements[index] = replace(elements[index], components.dropFirst())
                return JSONNode(.array(elements), at: node.position)
            default:
                return node
            }
        }
        return replace(document, path.components[...])
    }

    static func sameKind(_ a: JSONNode.Value, _ b: JSONNode.Value) -> Bool {
        switch (a, b) {
        case (.null, .null), (.bool, .bool), (.number, .number), (.string, .string), (.array, .array), (.object, .object):
            return true
        default:
            return false
        }
    }

    static func allPaths(in node: JSONNode, at path: JSONPath = .root) -> [JSONPath] {
        switch node.value {
        case let .object(members):
            return [path] + members.flatMap { allPaths(in: $0.value, at: path.appending($0.key)) }
        case let .array(elements):
            return [path] + elements.enumerated().flatMap { allPaths(in: $1, at: path.appending($0)) }
        default:
            return [path]
        }
    }

    /// Writes a node back as pretty JSON, two spaces an indent, like the file it came from.
    static func serialize(_ node: JSONNode, indent: String = "") -> String {
        let inner = indent + "  "
        switch node.value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(text): return text
        case let .string(text): return quote(text)
        case let .array(elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + serialize($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + quote($0.key) + ": " + serialize($0.value, indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The serializer round-trips the default config, so swapped documents differ only where swapped.
    @Test func serializingTheDefaultConfigGivesTheSameConfig() throws {
        let document = try JSONParser.parse(Self.original)
        let text = Self.serialize(document)
        let again = try ConfigLoader.parse(Data(text.utf8), file: "round-trip.json", app: ShopApp.configuration)
        #expect(again == Fixtures.defaultConfig)
    }
}
