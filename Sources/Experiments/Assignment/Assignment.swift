import CoordsimApp

/// The variant a user runs, and why. Every assignment states its reason.
///
/// The `--variant` flag wins. Otherwise GrowthBook's order (its SDK's `run`): an experiment
/// with fewer than two variants, a user without an id, or an unknown hash version leaves the
/// user out; then the hash must fall inside a bucket (coverage); only then does a
/// `forcedVariant` apply; else the hash's bucket picks. A user left out gets the config's
/// `defaultVariant`.
public struct Assignment: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The variant the user runs, by name.
    public var variant: String
    /// Why the user runs it.
    public var reason: Reason
    /// The experiment consulted, if any.
    public var experiment: String?
    /// The user's hash in [0, 1), when it was computed.
    public var hash: Double?
    /// The hash version used, when the hash was computed or attempted.
    public var hashVersion: Int?
    /// The seed hashed with the user id.
    public var seed: String?
    /// Each variant's bucket, in experiment order.
    public var buckets: [Bucket]?

    /// Why a user gets a variant. The raw values are the codes `assign --json` and reports print.
    public enum Reason: String, Hashable, Codable, Sendable {
        /// `--variant` was given.
        case flag
        /// The experiment's `forcedVariant` is set.
        case forced
        /// The user's hash fell into this variant's bucket.
        case hash
        /// The user's hash fell outside every bucket (coverage below 1): the default variant.
        case notCovered
        /// The experiment has a single variant, so nobody is in it (as in GrowthBook): the default variant.
        case singleVariation
        /// The experiment's hash version is unknown, so nobody is in it: the default variant.
        case unknownHashVersion
        /// No user id was given: the default variant.
        case noUser
        /// The config has no experiments: the default variant.
        case noExperiment
    }

    /// One variant's share of the hash range.
    public struct Bucket: Hashable, Codable, Sendable {
        /// The variant, by name.
        public var variant: String
        /// The hashes in [0, 1) that pick it; empty when its weight is 0.
        public var range: BucketRange
    }

    /// Why, in one sentence, as `assign` prints it and `run` can show it.
    public var description: String {
        let experimentName = experiment.map { "experiment \"\($0)\"" } ?? "the experiment"
        let bucket = buckets?.first { $0.variant == variant }
        let hashText = "hash \(hash.map { Format.number($0) } ?? "?") (v\(hashVersion ?? 1), seed \"\(seed ?? "")\")"
        switch reason {
        case .flag:
            return "the --variant flag overrides any assignment"
        case .forced:
            return "\(hashText) is inside the coverage of \(experimentName), which forces every such user into \(variant) "
                + "(forcedVariant)"
        case .hash:
            return "\(hashText) is in \(variant)'s bucket \(bucket.map { "\($0.range)" } ?? "") of \(experimentName)"
        case .notCovered:
            return "\(hashText) is outside every bucket of \(experimentName) (coverage below 1), "
                + "so the user is not in it and gets the default variant"
        case .singleVariation:
            return "\(experimentName) has a single variant, so nobody is in it (as in GrowthBook); the default variant"
        case .unknownHashVersion:
            return "\(experimentName) has unknown hash version \(hashVersion ?? 0), so nobody is in it; "
                + "the default variant"
        case .noUser:
            return "no user id given, so the default variant"
        case .noExperiment:
            return "the config has no experiments, so the default variant"
        }
    }

    /// True when the user counts as in the experiment (hashed into a bucket or forced).
    public var isInExperiment: Bool { reason == .hash || reason == .forced }
}

/// A wrong experiment key or variant name given on the command line.
public struct AssignmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong and the valid names, as the command line prints it.
    public var message: String
    package init(message: String) { self.message = message }
    public var description: String { message }
}

extension Assignment {
    /// Resolves the variant for `user` in `experiment` (the config's first experiment when
    /// nil), honouring the precedence above. Throws for an unknown experiment or variant.
    public static func resolve(config: AppConfig, user: String?, experiment key: String? = nil,
                               variantFlag: String? = nil) throws -> Assignment {
        let experiments = config.experiments ?? []
        let experiment: ExperimentConfig?
        if let key {
            guard let found = experiments.first(where: { $0.key == key }) else {
                let valid = experiments.map(\.key)
                throw AssignmentError(message: "unknown experiment \"\(key)\"; "
                    + (valid.isEmpty ? "the config defines no experiments" : "valid experiments: \(valid.joined(separator: ", "))"))
            }
            experiment = found
        } else {
            experiment = experiments.first
        }
        if let variantFlag {
            guard config.variant(named: variantFlag) != nil else {
                throw AssignmentError(message: "unknown variant \"\(variantFlag)\"; valid variants: "
                    + config.variantNames.joined(separator: ", "))
            }
            return Assignment(variant: variantFlag, reason: .flag, experiment: experiment?.key)
        }
        guard let experiment else {
            return Assignment(variant: config.defaultVariant, reason: .noExperiment)
        }
        let buckets = zip(experiment.variants, experiment.bucketRanges).map { Bucket(variant: $0, range: $1) }
        let version = experiment.hashVersion ?? 1
        guard experiment.variants.count >= 2 else {
            return Assignment(variant: config.defaultVariant, reason: .singleVariation, experiment: experiment.key,
                              buckets: buckets)
        }
        guard let user, !user.isEmpty else {
            return Assignment(variant: config.defaultVariant, reason: .noUser, experiment: experiment.key,
                              buckets: buckets)
        }
        let seed = experiment.hashSeed
        guard let hash = Bucketing.hash(seed: seed, value: user, version: version) else {
            return Assignment(variant: config.defaultVariant, reason: .unknownHashVersion, experiment: experiment.key,
                              hashVersion: version, seed: seed, buckets: buckets)
        }
        guard let index = Bucketing.chooseVariation(hash, ranges: buckets.map(\.range)) else {
            return Assignment(variant: config.defaultVariant, reason: .notCovered, experiment: experiment.key,
                              hash: hash, hashVersion: version, seed: seed, buckets: buckets)
        }
        if let forced = experiment.forcedVariant {
            return Assignment(variant: forced, reason: .forced, experiment: experiment.key, hash: hash,
                              hashVersion: version, seed: seed, buckets: buckets)
        }
        return Assignment(variant: experiment.variants[index], reason: .hash, experiment: experiment.key,
                          hash: hash, hashVersion: version, seed: seed, buckets: buckets)
    }
}

extension ExperimentConfig {
    /// The seed hashed with user ids: `seed`, or the key when it is unset or empty (as
    /// GrowthBook's `experiment.seed || experiment.key`).
    package var hashSeed: String {
        if let seed, !seed.isEmpty { return seed }
        return key
    }

    /// GrowthBook's bucket ranges for this experiment's variants, weights and coverage.
    package var bucketRanges: [BucketRange] {
        Bucketing.bucketRanges(count: variants.count, coverage: coverage ?? 1, weights: weights)
    }

    /// The weights, equal when the config leaves them out.
    package var effectiveWeights: [Double] {
        weights ?? Array(repeating: 1 / Double(variants.count), count: variants.count)
    }
}
