/// The first syntax error in a JSON text, with where it is.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    package var position: SourcePosition
    package var message: String

    package init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    package var description: String { "\(position): \(message)" }
}

/// A strict JSON parser (RFC 8259) that keeps each value's `line:column` and reports the
/// first error precisely, e.g. `expected ',' or '}' after an object member, found '"'` at `12:5`.
///
/// Foundation's parsers on Linux don't reliably say where an error is, which is the one
/// thing a person fixing a config by hand needs.
package struct JSONParser {
    /// Deeper nesting is rejected rather than risking the stack on a hostile file.
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON value filling the whole text (whitespace around it allowed).
    package static func parse<Bytes: Collection>(_ bytes: Bytes) throws(JSONSyntaxError) -> JSONNode
    where Bytes.Element == UInt8 {
        var parser = JSONParser(Array(bytes))
        return try parser.parseDocument()
    }

    // MARK: Reading

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // A UTF-8 continuation byte belongs to the scalar already counted.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: column += 1
            case 0x0A: line += 1; column = 1
            default: return
            }
            index += 1
        }
    }

    private func error(_ message: String, at position: SourcePosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(position: position ?? self.position, message: message)
    }

    /// `found 'x'`, `found the end of the file`, naming the byte at the cursor for a person.
    private var found: String {
        guard let byte = current else { return "found the end of the file" }
        switch byte {
        case 0x0A: return "found a line break"
        case 0x09: return "found a tab"
        case 0x20...0x7E: return "found '\(Character(UnicodeScalar(byte)))'"
        case 0x00..<0x20, 0x7F: return "found control character U+\(hex(byte, width: 4))"
        default:
            if let scalar = scalarAtCursor() { return "found '\(Character(scalar))'" }
            return "found invalid UTF-8 byte 0x\(hex(byte, width: 2))"
        }
    }

    private func hex(_ value: UInt8, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The non-ASCII scalar starting at the cursor, if its UTF-8 is valid.
    private func scalarAtCursor() -> Unicode.Scalar? {
        guard let lead = current else { return nil }
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        guard let text = String(validating: bytes[index..<index + length], as: UTF8.self) else { return nil }
        return text.unicodeScalars.first
    }

    // MARK: Grammar

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        // A UTF-8 byte order mark is tolerated, as editors on some systems write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        if current == nil {
            throw error(bytes.isEmpty ? "the file is empty; expected a JSON object"
                                      : "the file has only whitespace; expected a JSON object")
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if current != nil {
            throw error("unexpected text after the end of the JSON value; \(found)")
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "'"): throw error("expected a value, \(found); JSON strings use double quotes")
        case UInt8(ascii: "/"), UInt8(ascii: "#"): throw error("expected a value, \(found); JSON has no comments")
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            throw error("expected a value, \(found); strings need double quotes")
        default: throw error("expected a value, \(found)")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = position
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in text {
            guard current == expected else {
                throw error("invalid literal; expected true, false or null", at: start)
            }
            advance()
        }
        if let next = current, isWordByte(next) {
            throw error("invalid literal; expected true, false or null", at: start)
        }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
        advance() // {
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return JSONNode(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}"), !members.isEmpty {
                    throw error("expected a key in double quotes, found '}'; remove the trailing comma before it")
                }
                if current == UInt8(ascii: "'") {
                    throw error("expected a key in double quotes, \(found); JSON strings use double quotes")
                }
                throw error("expected a key in double quotes, \(found)")
            }
            let keyPosition = position
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\", \(found)") }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                return JSONNode(.object(members), at: start)
            default:
                throw error("expected ',' or '}' after an object member, \(found)")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
        advance() // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return JSONNode(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]"), !elements.isEmpty {
                throw error("expected a value, found ']'; remove the trailing comma before it")
            }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                return JSONNode(.array(elements), at: start)
            default:
                throw error("expected ',' or ']' after an array element, \(found)")
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let startIndex = index
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, isDigit(first) else { throw error("expected a digit, \(found)") }
        advance()
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw error("numbers cannot have leading zeros")
        }
        while let byte = current, isDigit(byte) { advance() }
        if current == UInt8(ascii: ".") {
            advance()
            guard let byte = current, isDigit(byte) else { throw error("expected a digit after '.', \(found)") }
            while let byte = current, isDigit(byte) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let byte = current, isDigit(byte) else { throw error("expected a digit in the exponent, \(found)") }
            while let byte = current, isDigit(byte) { advance() }
        }
        return String(decoding: bytes[startIndex..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        advance() // "
        // UTF-8 is collected as bytes and decoded once: every scalar has been validated on the way.
        var utf8: [UInt8] = []
        while true {
            // Fast path: a run of plain printable ASCII, the bulk of any config.
            var end = index
            while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x80,
                  bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
                end += 1
            }
            if end > index {
                utf8.append(contentsOf: bytes[index..<end])
                column += end - index
                index = end
            }
            guard let byte = current else {
                throw error("the string starting at \(start) is not closed; add the missing '\"'")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: String(try parseEscape()).utf8)
            case 0x0A, 0x0D:
                throw error("the string starting at \(start) is not closed before the end of the line; add the missing '\"'")
            case 0x00..<0x20:
                throw error("control character U+\(hex(byte, width: 4)) in a string; escape it, e.g. \\t or \\u0009")
            default:
                guard let scalar = scalarAtCursor() else { throw error("invalid UTF-8 byte 0x\(hex(byte, width: 2)) in a string") }
                let length = String(scalar).utf8.count
                utf8.append(contentsOf: bytes[index..<index + length])
                for _ in 0..<length { advance() }
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = position
        advance() // backslash
        guard let byte = current else { throw error("the string is not closed; add the missing '\"'") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("\\u\(String(high, radix: 16, uppercase: true)) is half of a surrogate pair; the low half must follow",
                                at: start)
                }
                let lowStart = position
                advance()
                advance()
                let low = try parseHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("expected the low half of a surrogate pair (\\uDC00-\\uDFFF)", at: lowStart)
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("\\u\(String(high, radix: 16, uppercase: true)) is a lone low surrogate", at: start)
            }
            return scalar
        default:
            let shown = (0x21...0x7E).contains(byte) ? String(Character(UnicodeScalar(byte))) : "U+\(hex(byte, width: 4))"
            throw error("invalid escape '\\\(shown)'; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX", at: start)
        }
    }

    private mutating func parseHex4(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw error("expected four hex digits after \\u", at: escapeStart)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
