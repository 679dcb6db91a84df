import ShopApp
import Testing
import CoordsimConfig

/// The strict parser reports the first syntax error with its line:column, as an editor counts them.
@Suite struct JSONParserTests {
    struct SyntaxCase: CustomTestStringConvertible, Sendable {
        var text: String
        var expected: String
        var testDescription: String { expected }
    }

    static let syntaxCases: [SyntaxCase] = [
        SyntaxCase(text: "", expected: "1:1: the file is empty; expected a JSON object"),
        SyntaxCase(text: "  \n ", expected: "2:2: the file has only whitespace; expected a JSON object"),
        SyntaxCase(text: "{\n  \"a\": 1\n  \"b\": 2\n}", expected: "3:3: expected ',' or '}' after an object member, found '\"'"),
        SyntaxCase(text: "[1, 2,]", expected: "1:7: expected a value, found ']'; remove the trailing comma before it"),
        SyntaxCase(text: "{\"a\": 1,}", expected: "1:9: expected a key in double quotes, found '}'; remove the trailing comma before it"),
        SyntaxCase(text: "{\"a\" 1}", expected: "1:6: expected ':' after the key \"a\", found '1'"),
        SyntaxCase(text: "{'a': 1}", expected: "1:2: expected a key in double quotes, found '''; JSON strings use double quotes"),
        SyntaxCase(text: "{\"a\": tru}", expected: "1:7: invalid literal; expected true, false or null"),
        SyntaxCase(text: "{\"a\": Bicycle}", expected: "1:7: expected a value, found 'B'; strings need double quotes"),
        SyntaxCase(text: "{\"a\": 01}", expected: "1:8: numbers cannot have leading zeros"),
        SyntaxCase(text: "{\"a\": 1.}", expected: "1:9: expected a digit after '.', found '}'"),
        SyntaxCase(text: "{\"a\": -}", expected: "1:8: expected a digit, found '}'"),
        SyntaxCase(text: "{\"a\": 1e}", expected: "1:9: expected a digit in the exponent, found '}'"),
        SyntaxCase(text: "{\"a\": \"x\n\"}", expected: "1:9: the string starting at 1:7 is not closed before the end of the line; add the missing '\"'"),
        SyntaxCase(text: "{\"a\": \"x", expected: "1:9: the string starting at 1:7 is not closed; add the missing '\"'"),
        SyntaxCase(text: "{\"a\": \"\\x\"}", expected: "1:8: invalid escape '\\x'; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"),
        SyntaxCase(text: "{\"a\": \"\\u12\"}", expected: "1:8: expected four hex digits after \\u"),
        SyntaxCase(text: "{\"a\": \"\\uD800\"}", expected: "1:8: \\uD800 is half of a surrogate pair; the low half must follow"),
        SyntaxCase(text: "{\"a\": \"\t\"}", expected: "1:8: control character U+0009 in a string; escape it, e.g. \\t or \\u0009"),
        SyntaxCase(text: "{} {}", expected: "1:4: unexpected text after the end of the JSON value; found '{'"),
        SyntaxCase(text: "{\"a\": 1} // note", expected: "1:10: unexpected text after the end of the JSON value; found '/'"),
        SyntaxCase(text: "{\"a\": // note\n1}", expected: "1:7: expected a value, found '/'; JSON has no comments"),
        SyntaxCase(text: "{\"a\": [1, 2}", expected: "1:12: expected ',' or ']' after an array element, found '}'"),
        SyntaxCase(text: "{\"a\": {\"b\": 1}", expected: "1:15: expected ',' or '}' after an object member, found the end of the file"),
        // Columns count characters, not bytes: 자전거 is three columns.
        SyntaxCase(text: "{\"자전거\": 1 2}", expected: "1:11: expected ',' or '}' after an object member, found '2'"),
        SyntaxCase(text: "{\"a\": 한}", expected: "1:7: expected a value, found '한'"),
        SyntaxCase(text: String(repeating: "[", count: 300), expected: "1:257: nesting is deeper than 256 levels"),
    ]

    @Test(arguments: syntaxCases)
    func reportsTheFirstErrorWithLineAndColumn(_ syntaxCase: SyntaxCase) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(syntaxCase.text.utf8)) }
        do {
            _ = try JSONParser.parse(Array(syntaxCase.text.utf8))
        } catch {
            #expect(error.description == syntaxCase.expected)
        }
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        let bytes: [UInt8] = Array("{\"a\": \"ok".utf8) + [0xFF] + Array("\"}".utf8)
        #expect(throws: JSONSyntaxError(position: SourcePosition(line: 1, column: 10),
                                        message: "invalid UTF-8 byte 0xFF in a string")) {
            try JSONParser.parse(bytes)
        }
    }

    @Test func parsesValuesWithTheirPositions() throws {
        let text = "\u{FEFF}{\n  \"name\": \"A\\u00e9\\ud83d\\ude00\",\n  \"list\": [true, null, -1.5e3]\n}"
        let node = try JSONParser.parse(Array(text.utf8))
        let position = { (line: Int, column: Int) in SourcePosition(line: line, column: column) }
        #expect(node == JSONNode(.object([
            JSONNode.Member(key: "name", keyPosition: position(2, 3), value: JSONNode(.string("Aé😀"), at: position(2, 11))),
            JSONNode.Member(key: "list", keyPosition: position(3, 3), value: JSONNode(.array([
                JSONNode(.bool(true), at: position(3, 12)),
                JSONNode(.null, at: position(3, 18)),
                JSONNode(.number("-1.5e3"), at: position(3, 24)),
            ]), at: position(3, 11))),
        ]), at: position(1, 1)))
        #expect(node.position(of: ["list", .index(2)]) == position(3, 24))
        #expect(node.position(of: ["name"], atKey: true) == position(2, 3))
        // A path that does not exist points at the nearest ancestor that does.
        #expect(node.position(of: ["list", .index(9)]) == position(3, 11))
    }

    @Test func pathsQuoteKeysThatAreNotIdentifiers() {
        let path: JSONPath = ["labels", "ko", "tab.main"]
        #expect(path.description == "$.labels.ko[\"tab.main\"]")
        #expect(JSONPath(["variants", .index(1), "coordinators", "buying"]).description == "$.variants[1].coordinators.buying")
    }
}

extension JSONPath.Component: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .key(value) }
}
