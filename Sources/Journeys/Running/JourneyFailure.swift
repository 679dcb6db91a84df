#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a journey stopped: an input the app refused, or an expectation that did not hold.
public struct JourneyFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong at the step.
    public enum Kind: Hashable, Sendable {
        /// The Simulation did not understand the input, e.g. a tap on a label that is not on screen.
        case rejected(String)
        /// An expectation did not hold: what the journey said, and what the app showed.
        case expectation(expected: String, actual: String)
    }

    /// The step's index in the journey's `steps`.
    public var index: Int
    /// The step that failed.
    public var step: JourneyStep
    /// Whether it was refused or did not hold, and the details.
    public var kind: Kind

    package init(index: Int, step: JourneyStep, kind: Kind) {
        self.index = index
        self.step = step
        self.kind = kind
    }

    /// The step as it is written in the journey file, e.g. `{"expect":{"title":"Checkout"}}`.
    package var stepJSON: String { step.json }

    public var description: String {
        switch kind {
        case let .rejected(reason):
            return "step \(index) \(stepJSON) was rejected: \(reason)"
        case let .expectation(expected, actual):
            return "step \(index) \(stepJSON) failed\n  expected: \(expected)\n  actual:   \(actual)"
        }
    }
}

extension JourneyStep {
    /// One line of JSON, keys sorted, as a journey file would hold it.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "\(self)" }
        return String(decoding: data, as: UTF8.self)
    }
}
