import CoordinatorKit
import CoordsimApp
import Journeys

/// The explorer's checks, judging a journey's `invariant` expectations as `explore` judges the
/// state at the end of a finding's path: the state reached, and the last input as a transition.
/// Every error `explore` finds can so be written as a journey that fails under `script`, an app's
/// own invariants and the ownership checks included.
package struct JourneyChecks: InvariantJudge {
    private let configuration: AppConfiguration

    package init(_ app: AppVariant) {
        configuration = app.app.configuration
    }

    package var invariantNames: [String] { Explorer.checkNames(of: configuration) }

    package func problem(_ name: String, after run: JourneyRun) -> String? {
        guard let invariant = Invariant.all(of: configuration).first(where: { $0.name == name }) else { return nil }
        let last = Self.lastInput(of: run).map { (before: $0.before.structural, input: $0.input) }
        // The journey stops at a refused input, so the input that got here was not refused.
        return Checks(enabled: [invariant], app: configuration)
            .atEnd(of: last, reached: run.finalSnapshot, keyed: nil, rejection: nil).first?.1
    }

    /// The last input of `run` as the explorer sends it, and the state before it; nil before the
    /// first input, or where the last steps are no input the explorer sends (a key, a dismissal),
    /// which are judged on their state alone.
    static func lastInput(of run: JourneyRun) -> (before: Snapshot, input: Input)? {
        let records = run.inputRecords
        guard let last = records.last else { return nil }
        func before(_ position: Int) -> Snapshot { position > 0 ? records[position - 1].snapshot : run.launch }
        let position = records.count - 1
        switch last.step {
        case let .text(value):
            // A fill: a tap on the field, the deletions, then the text.
            var start = position - 1
            while start >= 0, case .key(.backspace) = records[start].step { start -= 1 }
            guard start >= 0, case let .tap(field) = records[start].step else { return nil }
            return (before(start), .fill(field: field, value: value, clearing: position - 1 - start))
        case let .tap(label): return (before(position), .tap(label))
        case let .tab(number): return (before(position), .tab(number))
        case .back: return (before(position), .back)
        case .swipeBack(completes: false): return (before(position), .cancelledSwipeBack)
        case let .backMenu(level): return (before(position), .backMenu(level: level))
        case let .open(url): return (before(position), .open(url))
        case .key, .swipeBack, .dismiss, .swipeDown, .expect: return nil
        }
    }
}
