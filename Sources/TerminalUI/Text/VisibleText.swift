/// Makes text safe to draw: nothing from a config, a journey or the keyboard can reach the
/// terminal as a control character, so nothing can send an escape sequence.
///
/// - C0 controls and DEL use caret notation: ESC is `^[`, BEL `^G`, newline `^J`, DEL `^?`.
/// - C1 controls use `cat -v` notation: U+009B (CSI) is `M-^[`.
/// - Unassigned scalars and line/paragraph separators become U+FFFD.
/// - Invisible format characters (bidi overrides, zero-width spaces) are dropped, so they
///   cannot reorder or hide what is drawn. The zero-width joiner is kept for emoji.
package enum VisibleText {
    package static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            append(scalar, to: &result)
        }
        return String(result)
    }

    /// True when ``escape(_:)`` would change the text.
    package static func needsEscaping(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) || (scalar.value >= 0x300 && !isPlain(scalar))
        }
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator, .format: return scalar.value == 0x200D
        default: return true
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
        let value = scalar.value
        switch value {
        case 0..<0x20:
            result.append("^")
            result.append(Unicode.Scalar(UInt8(value + 0x40)))
        case 0x7F:
            result.append(contentsOf: "^?".unicodeScalars)
        case 0x80..<0xA0:
            result.append(contentsOf: "M-^".unicodeScalars)
            result.append(Unicode.Scalar(UInt8(value - 0x80 + 0x40)))
        default:
            switch scalar.properties.generalCategory {
            case .format where value != 0x200D:
                break
            case .control, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
    }
}
