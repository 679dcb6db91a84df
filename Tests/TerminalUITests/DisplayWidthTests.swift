import Foundation
import Testing
@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Buy subscription", 16),
        ("컴퓨터", 6),
        ("자전거 | Bicycle", 16),
        ("로그아웃", 8),
        ("e\u{301}", 1),          // e + combining acute: one column
        ("日本", 4),
        ("", 0),
    ])
    func columns(text: String, expected: Int) {
        #expect(text.displayWidth == expected)
    }

    @Test func hangulSyllablesAreTwoColumnsAndMedialJamoZero() {
        #expect(DisplayWidth.of(Unicode.Scalar(0xAC00)!) == 2)   // 가
        #expect(DisplayWidth.of(Unicode.Scalar(0xD7A3)!) == 2)   // 힣
        #expect(DisplayWidth.of(Unicode.Scalar(0x1100)!) == 2)   // leading jamo
        #expect(DisplayWidth.of(Unicode.Scalar(0x1161)!) == 0)   // medial vowel jamo
    }

    /// The tables are generated from glibc; this checks them against the `wcwidth` that
    /// ncurses and the terminal use here, over the Basic Multilingual Plane and the emoji.
    @Test func agreesWithTheSystemWcwidth() throws {
        let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        guard setlocale(LC_CTYPE, "C.UTF-8") != nil else {
            try Test.cancel("no C.UTF-8 locale to compare with")
        }
        defer { _ = previous.map { setlocale(LC_CTYPE, $0) } }
        // Glibc's module map hides wcwidth (it needs _XOPEN_SOURCE), so look it up by name.
        guard let symbol = dlsym(nil, "wcwidth") else { try Test.cancel("no wcwidth in libc") }
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        var mismatches: [String] = []
        for value in Array(0x20...0xFFFF) + Array(0x1F000...0x1FAFF) + Array(0x20000...0x20100) {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let system = Int(wcwidth(wchar_t(value)))
            guard system >= 0 else { continue }   // unassigned or control: VisibleText replaces those
            if DisplayWidth.of(scalar) != system { mismatches.append(String(format: "U+%04X ours %d, wcwidth %d", value, DisplayWidth.of(scalar), system)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ, e.g. \(mismatches.prefix(5))")
    }
}
