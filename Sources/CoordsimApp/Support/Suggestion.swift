/// "Did you mean": the valid name closest to a misspelt one, if it is close enough.
package enum Suggestion {
    /// ` (did you mean "name"?)` when one candidate is close to `word`; nothing otherwise.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// `unknown coordinator "X" (did you mean "Y"?); valid buying coordinators: A, B`
    package static func unknownName(_ what: String, _ name: String, valid: [String]) -> String {
        let plural = what.hasSuffix("y") && !what.hasSuffix("ey") ? what.dropLast() + "ies" : what + "s"
        return "unknown \(what) \"\(name)\"" + didYouMean(name, in: valid) + "; valid \(plural): \(valid.joined(separator: ", "))"
    }

    package static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }),
              best.1 <= max(1, min(word.count, best.0.count) / 5),
              scored.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return best.0
    }

    /// Edit distance over characters, counting a swap of two neighbours (`mian`, `main`) as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
