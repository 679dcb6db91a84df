/// Word wrapping by display columns, so Hangul lines break at the right place.
enum TextWrap {
    /// Splits `text` into lines of at most `width` columns, breaking at spaces where it can
    /// and inside a word only when the word alone is too wide.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                var wordWidth = word.displayWidth
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    // String's own append of a Substring: `" " + word` is generic code whose first
                    // use has the runtime scan every conformance record, on the first frame.
                    line.append(" ")
                    line.append(contentsOf: word)
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {   // a word wider than the line: cut it by columns
                    var cut = word.startIndex
                    var cutWidth = 0
                    while cut < word.endIndex, cutWidth + word[cut].displayWidthOfCharacter <= width {
                        cutWidth += word[cut].displayWidthOfCharacter
                        cut = word.index(after: cut)
                    }
                    if cut == word.startIndex { cut = word.index(after: cut) }
                    lines.append(String(word[..<cut]))
                    word = word[cut...]
                    wordWidth = word.displayWidth
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}

extension Character {
    var displayWidthOfCharacter: Int { DisplayWidth.of(String(self)) }
}
