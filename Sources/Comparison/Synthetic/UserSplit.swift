import Experiments
import CoordsimApp

/// Which variant each synthetic user runs: an experiment of the config, with its weights,
/// coverage and forced variant (GrowthBook's rules, as `assign`), or an even split of
/// variants named on the command line with no experiment at all.
public struct UserSplit: Hashable, Codable, Sendable {
    /// One side of the comparison: a label and the variant it runs. Labels are unique; a
    /// variant named twice (an A/A check) is `B` and `B (2)`.
    public struct Arm: Hashable, Codable, Sendable {
        /// The arm's unique label, as reports name it: `B`, or `B (2)` for a variant named twice.
        public var label: String
        /// The variant the arm runs.
        public var variant: String
    }

    /// The arms, in order; the first is the control.
    public var arms: [Arm]
    /// The experiment's key, or nil for an ad-hoc split.
    public var experiment: String?
    /// The share of users each arm should get, for the sample-ratio check.
    public var weights: [Double]
    /// How users are split, in a sentence.
    public var summary: String
    /// The ad-hoc split's hash seed.
    var seed: String

    /// True for an even split of variants named with no experiment.
    public var isAdHoc: Bool { experiment == nil }

    /// The split `compare --users` uses: an even split of `variants` when given (an experiment
    /// may not be named as well), else the experiment `key`, else the config's first.
    public init(config: AppConfig, experiment key: String?, variants: [String]?) throws {
        if let variants {
            guard key == nil else {
                throw AssignmentError(message: "name the variants (ad hoc) or an experiment, not both")
            }
            guard variants.count >= 2 else {
                throw AssignmentError(message: "an ad-hoc comparison needs at least two variants, e.g. A,B")
            }
            for name in variants where config.variant(named: name) == nil {
                throw AssignmentError(message: Suggestion.unknownName("variant", name, valid: config.variantNames))
            }
            var labels: [String] = []
            arms = variants.map { name in
                let repeats = labels.filter { $0 == name || $0.hasPrefix(name + " (") }.count
                let label = repeats == 0 ? name : "\(name) (\(repeats + 1))"
                labels.append(label)
                return Arm(label: label, variant: name)
            }
            experiment = nil
            weights = Array(repeating: 1 / Double(variants.count), count: variants.count)
            seed = "coordsim-ad-hoc:" + variants.joined(separator: ",")
            summary = "none: an even split of \(arms.map(\.label).joined(separator: ", ")) "
                + "(GrowthBook hash v2, seed \"\(seed)\")"
            return
        }
        let probe = try Assignment.resolve(config: config, user: nil, experiment: key)
        guard let found = probe.experiment, let definition = config.experiments?.first(where: { $0.key == found }) else {
            throw AssignmentError(message: "synthetic users need variants to compare: name them with --variants A,B "
                + "(an even split), or add an experiment to the config")
        }
        arms = definition.variants.map { Arm(label: $0, variant: $0) }
        experiment = definition.key
        weights = definition.forcedVariant.map { forced in definition.variants.map { $0 == forced ? 1 : 0 } }
            ?? definition.effectiveWeights
        seed = definition.hashSeed
        var details = ["GrowthBook hash v\(definition.hashVersion ?? 1)", "seed \"\(definition.hashSeed)\""]
        if definition.weights != nil { details.append("weights " + definition.effectiveWeights.map { Format.number($0) }.joined(separator: "/")) }
        if let coverage = definition.coverage, coverage < 1 { details.append("coverage \(Format.number(coverage))") }
        if let forced = definition.forcedVariant { details.append("forced to \(forced)") }
        summary = "\(definition.key) (\(details.joined(separator: ", ")))"
    }

    /// Where a user goes: an arm, or outside the experiment.
    public enum Placement: Hashable, Sendable {
        /// In the arm at this index of ``arms``.
        case arm(Int)
        /// Not in the experiment, with the `Assignment.Reason` raw value.
        case excluded(String)
    }

    /// Where `user` goes.
    public func arm(for user: String, config: AppConfig) throws -> Placement {
        guard let experiment else {
            // Version 2 always hashes; equal ranges cover [0, 1).
            let hash = Bucketing.hash(seed: seed, value: user, version: 2) ?? 0
            let ranges = Bucketing.bucketRanges(count: arms.count)
            return .arm(Bucketing.chooseVariation(hash, ranges: ranges) ?? 0)
        }
        let assignment = try Assignment.resolve(config: config, user: user, experiment: experiment)
        guard assignment.isInExperiment, let index = arms.firstIndex(where: { $0.variant == assignment.variant }) else {
            return .excluded(assignment.reason.rawValue)
        }
        return .arm(index)
    }
}
