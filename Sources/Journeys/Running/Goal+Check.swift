import CoordinatorKit

extension Goal {
    /// Whether the goal holds, given the outcomes recorded so far and the current state.
    /// Every condition the goal sets must hold.
    package func isReached(outcomes: [Outcome], snapshot: Snapshot) -> Bool {
        if outcome != nil, !outcomes.contains(where: matches) { return false }
        if let screen, snapshot.active?.identifier != screen { return false }
        return outcome != nil || screen != nil
    }

    /// Whether one outcome satisfies the goal's outcome part.
    package func matches(_ candidate: Outcome) -> Bool {
        guard let outcome else { return false }
        return candidate.name == outcome && (value == nil || candidate.value == value)
    }

    /// `outcome order=book`, `screen Confirmation`, or both.
    public var summary: String {
        var parts: [String] = []
        if let outcome { parts.append("outcome " + outcome + (value.map { "=\($0)" } ?? "")) }
        if let screen { parts.append("screen \(screen)") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " and ")
    }
}
