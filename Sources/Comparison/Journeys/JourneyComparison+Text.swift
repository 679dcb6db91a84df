import CoordsimApp

/// The comparison as the table `coordsim compare` prints.
extension JourneyComparison {
    /// The table, goal and first differences, as `coordsim compare` prints them.
    public var text: String {
        var out = "journey: \(journey)" + (path.map { " (\($0))" } ?? "") + "\n"
        out += "goal: \(goal ?? "none")\n\n"
        var rows: [[String]] = [[""] + variants.map(\.variant)]
        func row(_ name: String, _ value: (VariantMetrics) -> String) {
            rows.append([name] + variants.map(value))
        }
        row("goal reached") { metrics in
            guard metrics.goalReached else { return goal == nil ? "n/a (no goal)" : "no" }
            // Numbered as the first-difference and failure lines number steps: the index in `steps`, with the step.
            return "yes (step \(metrics.goalStep ?? 0)" + (metrics.goalStepJSON.map { " \($0)" } ?? "") + ")"
        }
        row("outcome") { $0.outcomes.isEmpty ? "-" : $0.outcomes.joined(separator: ", ") }
        row("keys pressed") { "\($0.keysPressed)" }
        row("screens visited") { "\($0.screensVisited.count) (\(Set($0.screensVisited).count) distinct)" }
        row("deepest stack") { "\($0.deepestStack)" }
        row("children created") { "\($0.childrenCreated)" }
        row("children released") { "\($0.childrenReleased)" }
        row("leaks") { $0.leaks.isEmpty ? "0" : "\($0.leaks.count): \($0.leaks.joined(separator: ", "))" }
        row("final tab") { $0.finalTab }
        row("result") { $0.passed ? "passed" : "FAILED" }
        out += Table.render(rows)
        out += "\nscreen path:\n"
        let width = variants.map(\.variant.count).max() ?? 1
        for metrics in variants {
            out += "  " + metrics.variant.padding(to: width) + "  " + metrics.screenPath.joined(separator: " > ") + "\n"
        }
        out += "first screen difference:\n"
        if differences.isEmpty { out += "  (one variant: nothing to compare)\n" }
        for difference in differences {
            out += "  \(difference.variant) vs \(difference.baseline): \(difference.summary)\n"
        }
        let failures = variants.compactMap { metrics in metrics.failure.map { (metrics.variant, $0) } }
        if !failures.isEmpty {
            out += "failures:\n"
            for (variant, failure) in failures {
                out += "  \(variant): " + failure.replacingScalars { $0 == "\n" ? "\n     " : nil } + "\n"
            }
        }
        return out
    }
}

/// Left-aligned columns, two spaces apart.
enum Table {
    static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += index == row.count - 1 ? cell : cell.padding(to: widths[index]) + "  "
            }
            return line
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Pads with spaces to `width` characters (no truncation).
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
