// Small text helpers that stand in for Foundation-only APIs, so the coordsim binary links
// FoundationEssentials alone (no libFoundation, no ICU): each gives the same result as the
// Foundation call it replaces.

#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`: drops leading and trailing Unicode scalars of
    /// general category Zs and U+0009 (CHARACTER TABULATION), Foundation's `.whitespaces`.
    package func trimmingSpacesAndTabs() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpaceOrTab })!
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}

extension String {
    /// `replacingOccurrences(of:with:)` for one-scalar patterns: each Unicode scalar for which
    /// `replacement` gives a string is replaced by it, the others are kept.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { result.append(contentsOf: replaced.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }

    /// `String(format:arguments)` for the C conversions (`%.3f`, `%.2e`, `%%`...), through
    /// `vsnprintf`: the same text Foundation gives for them.
    package init(cFormat format: String, _ arguments: CVarArg...) {
        self = withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 64)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return String(cString: buffer) }
            buffer = [CChar](repeating: 0, count: needed + 1)
            return withVaList(arguments) { list in
                _ = vsnprintf(&buffer, buffer.count, format, list)
                return String(cString: buffer)
            }
        }
    }
}

extension Unicode.Scalar {
    /// A member of Foundation's `CharacterSet.whitespaces`.
    package var isSpaceOrTab: Bool {
        value == 0x09 || properties.generalCategory == .spaceSeparator
    }
}
