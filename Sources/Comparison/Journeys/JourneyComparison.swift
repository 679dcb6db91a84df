import CoordinatorKit
import Journeys
import Exploration
import CoordsimApp

/// One journey run on several variants side by side.
public struct JourneyComparison: Hashable, Codable, Sendable {
    /// The journey's name.
    public var journey: String
    /// The file the journey came from, when it came from one.
    public var path: String?
    /// The journey's goal in words; nil when it has none.
    public var goal: String?
    /// What the journey did on each variant, in the order run; the first is the baseline.
    public var variants: [VariantMetrics]
    /// For each variant after the first, the first step where its screens differ from the first variant's.
    public var differences: [ScreenDifference]

    /// A comparison of runs made elsewhere; ``run(_:path:variants:)`` makes one from a journey.
    public init(journey: String, path: String?, goal: String?, variants: [VariantMetrics],
                differences: [ScreenDifference]) {
        self.journey = journey
        self.path = path
        self.goal = goal
        self.variants = variants
        self.differences = differences
    }

    /// True when the journey passed on every variant.
    public var passed: Bool { variants.allSatisfy(\.passed) }

    /// Runs `journey` on each variant (in order; the first is the baseline of the differences).
    public static func run(_ journey: Journey, path: String? = nil, variants: [AppVariant]) throws -> JourneyComparison {
        let runs = try variants.map { variant in try JourneyRunner(variant, judge: JourneyChecks(variant)).run(journey) }
        let differences = runs.dropFirst().map { ScreenDifference(baseline: runs[0], other: $0) }
        return JourneyComparison(journey: journey.name, path: path, goal: journey.goal?.summary,
                                 variants: runs.map(VariantMetrics.init), differences: differences)
    }

    /// Runs `journey` on the named variants of `app` under `config`.
    public static func run(_ journey: Journey, path: String? = nil, app: any SimulatedApp.Type, config: AppConfig,
                           variants: [String], language: Language = .en) throws -> JourneyComparison {
        try run(journey, path: path, variants: variants.map { name in
            try AppVariant(app, config: config, variant: name, language: language)
        })
    }
}

/// The first step at which two variants show different screens (see `Snapshot.screenSignature`).
public struct ScreenDifference: Hashable, Codable, Sendable {
    /// The first variant's name, compared against.
    public var baseline: String
    /// The other variant's name.
    public var variant: String
    /// The step's index in the journey; nil when the screens never differ (or differ only at launch, index -1).
    public var stepIndex: Int?
    /// The step as JSON.
    public var step: String?
    /// The two variants' screens at that step, e.g. `List>Checkout` and `List ^Checkout`.
    public var baselineScreens: String?
    /// The other variant's screens at that step, or `(stopped)` when its run had ended.
    public var variantScreens: String?

    /// Where `other`'s screens first differ from `baseline`'s: at launch, at a step, or at the first
    /// step only the longer run ran.
    public init(baseline: JourneyRun, other: JourneyRun) {
        self.baseline = baseline.variant
        variant = other.variant
        if baseline.launch.screenSignature != other.launch.screenSignature {
            stepIndex = -1
            step = "launch"
            baselineScreens = baseline.launch.screenSignature
            variantScreens = other.launch.screenSignature
            return
        }
        let left = baseline.inputRecords
        let right = other.inputRecords
        for (a, b) in zip(left, right) where a.snapshot.screenSignature != b.snapshot.screenSignature {
            stepIndex = a.index
            step = a.step.json
            baselineScreens = a.snapshot.screenSignature
            variantScreens = b.snapshot.screenSignature
            return
        }
        // One run stopped earlier (a failure): the first step only one of them ran.
        if left.count != right.count {
            let longer = left.count > right.count ? left : right
            let record = longer[min(left.count, right.count)]
            stepIndex = record.index
            step = record.step.json
            baselineScreens = left.count > right.count ? record.snapshot.screenSignature : "(stopped)"
            variantScreens = left.count > right.count ? "(stopped)" : record.snapshot.screenSignature
        }
    }

    /// One line: where the screens first differ and the two screen lists, or `none`.
    public var summary: String {
        guard let stepIndex, let step else { return "none" }
        let index = stepIndex < 0 ? "at launch" : "step \(stepIndex) \(step)"
        return "\(index): \(baseline) \(baselineScreens ?? "") vs \(variant) \(variantScreens ?? "")"
    }
}
