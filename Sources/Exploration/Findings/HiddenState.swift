import CoordinatorKit
import CoordsimApp
import Journeys

/// A state that is really more than one: two histories reach the same state (the same screens,
/// parameters, tree and `Snapshot.appState`) and then the same inputs do different things.
///
/// The app keeps something the state does not show, usually model state (a booking, a flag, a
/// link waiting for login). The explorer's counts are then a lower bound and its paths may not
/// replay; the fix is to show that state in a screen's `parameters` or to return it from
/// `SimulatedApp.explorationState`. `explore` reports each one with both histories as journeys
/// that replay, what differs, and the part of the first history that makes the difference.
public struct HiddenState: Hashable, Sendable, CustomStringConvertible {
    /// One line: what was seen.
    public var summary: String
    /// The state both histories reach, structurally; nil when the finding is a path that did not replay.
    public var state: Snapshot?
    /// The inputs whose outcomes differ, sent after either history.
    public var inputs: [Input]
    /// A history from launch to ``state`` after which ``inputs`` do one thing.
    public var first: [Input]
    /// Another history from launch to ``state`` (the one the search recorded), after which they do another.
    public var second: [Input]?
    /// Inputs of ``first`` that still make the difference, none of which can be left out (nor two
    /// alike), when the search could find them.
    public var cause: [Input]?
    /// What differs between the two outcomes, one line each: a stack, a screen, a parameter, from → to.
    public var differences: [String]
    /// An expectation that holds after ``first`` and ``inputs`` and fails after ``second`` and ``inputs``.
    public var firstExpectation: Expectation?
    /// The one that holds after ``second`` and ``inputs``.
    public var secondExpectation: Expectation?

    init(summary: String, state: Snapshot?, inputs: [Input], first: [Input], second: [Input]?,
                cause: [Input]?, differences: [String], firstExpectation: Expectation?,
                secondExpectation: Expectation?) {
        self.summary = summary
        self.state = state
        self.inputs = inputs
        self.first = first
        self.second = second
        self.cause = cause
        self.differences = differences
        self.firstExpectation = firstExpectation
        self.secondExpectation = secondExpectation
    }

    public var description: String {
        var lines = [summary]
        let then = inputs.isEmpty ? "" : ", then " + Input.text(inputs)
        lines.append("  A: \(Input.text(cause ?? first))\(then)")
        if let second { lines.append("  B: \(Input.text(second))\(then)") }
        lines += differences.map { "  differs, B → A: \($0)" }
        if let cause, cause.count < first.count {
            lines.append("  cause: \(Input.text(cause)) (of A's \(first.count) inputs, these still make the difference; none can be left out)")
        }
        return lines.joined(separator: "\n")
    }

    /// The two histories as journeys that replay from launch, each ending with the expectation
    /// that tells its outcome from the other's.
    public func journeys(variant: String, launch: [String: LaunchValue]) -> [Journey] {
        var made = [Journey(name: "explore \(variant): hidden state, history A", launch: launch.isEmpty ? nil : launch,
                            steps: (cause ?? first).flatMap(\.steps) + inputs.flatMap(\.steps)
                                + (firstExpectation.map { [.expect($0)] } ?? []))]
        if let second {
            made.append(Journey(name: "explore \(variant): hidden state, history B", launch: launch.isEmpty ? nil : launch,
                                steps: second.flatMap(\.steps) + inputs.flatMap(\.steps)
                                    + (secondExpectation.map { [.expect($0)] } ?? [])))
        }
        return made
    }
}

extension HiddenState {
    /// A replay from launch of the recorded `path` to `expected` that reached `reached`: the path
    /// is not the state's, so a finding on it would not replay.
    static func replayArrivedElsewhere(_ path: [Input], expected: Snapshot, reached: Snapshot) -> HiddenState {
        HiddenState(summary: "a replay from launch of the recorded path to [\(Search.screens(of: expected))] "
                        + "reaches another state",
                    state: expected, inputs: [], first: path, second: nil, cause: nil,
                    differences: SnapshotDiff(from: expected, to: reached).changes.map(\.description),
                    firstExpectation: nil, secondExpectation: nil)
    }
}

extension HiddenState {
    /// Adds `hidden` to `list` unless one there has its summary: two states alike in their
    /// summary (they differ in another tab, or in the history that wrote the state) would print
    /// one headline twice, for one thing to key. One with a cause replaces one without.
    static func add(_ hidden: HiddenState, to list: inout [HiddenState]) {
        guard let kept = list.firstIndex(where: { $0.summary == hidden.summary }) else {
            list.append(hidden)
            return
        }
        if list[kept].cause == nil, hidden.cause != nil { list[kept] = hidden }
    }

    /// The section the key checks' line sends the reader to for its conflicts.
    static func sectionSeen(_ hiddenStates: [HiddenState], launchDiffers: Bool) -> String {
        hiddenStates.isEmpty && launchDiffers ? "LAUNCH" : "HIDDEN STATE"
    }

    /// The report's lines for the hidden states found, the conflicts counted and the walks or
    /// replays no history explains; none when the key held.
    static func reportLines(_ hiddenStates: [HiddenState], conflictsSeen: Int, unexplained: Int,
                            launchDiffers: Bool) -> [String] {
        var lines: [String] = []
        for hidden in hiddenStates {
            lines.append("  HIDDEN STATE " + hidden.description.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n             "))
        }
        if conflictsSeen > hiddenStates.count, !hiddenStates.isEmpty {
            lines.append("               (\(conflictsSeen) conflicts seen in all; \(hiddenStates.count) shown, the rest not "
                + "analysed or saying the same)")
        }
        if unexplained > 0 {
            lines.append("  UNEXPLAINED  \(unexplained) walks or replays arrived elsewhere than recorded, and replaying both "
                + "histories from launch gave one outcome: "
                + (conflictsSeen > 0
                    ? "most likely more of the hidden state above, reached by a longer history than the one replayed"
                    : "the app depends on something besides its inputs (time, randomness, state kept between launches), "
                        + "or on model state written by an input that no history the explorer replayed holds"))
        }
        if hiddenStates.isEmpty, conflictsSeen > 0 {
            // Each was counted where the replays from launch themselves went elsewhere: nothing to show.
            lines.append("  HIDDEN STATE \(conflictsSeen) walks or probes arrived elsewhere than recorded, and "
                + (launchDiffers ? "the launch is not repeatable (see LAUNCH), so no replay from launch can tell two "
                    + "histories apart; reset that state first"
                    : "the replays from launch that would tell two histories apart did not arrive where they were "
                        + "recorded either: the app depends on something besides its inputs (time, randomness, state "
                        + "kept between launches)"))
        }
        if !hiddenStates.isEmpty {
            lines.append("               so: show that state in a screen's `parameters`, or return it from the app's "
                + "`explorationState`; until then the counts above are a lower bound")
        }
        return lines
    }
}
