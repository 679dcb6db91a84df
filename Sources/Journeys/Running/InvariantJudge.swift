/// Judges a journey's `invariant` expectations (`{"expect": {"invariant": "childOwnsScreen"}}`).
/// The checks are the explorer's, in a module above this one, so whoever runs journeys hands
/// them to ``JourneyRunner`` (Exploration's `JourneyChecks`).
package protocol InvariantJudge: Sendable {
    /// The invariants it can judge, by name: the generic checks and the app's own.
    var invariantNames: [String] { get }
    /// What breaks `invariant` after the steps `run` has recorded so far: on the state reached,
    /// and on the input that reached it. Nil where it holds.
    func problem(_ invariant: String, after run: JourneyRun) -> String?
}
