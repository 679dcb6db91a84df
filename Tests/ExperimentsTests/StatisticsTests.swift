import Experiments
import ShopApp
import TestSupport
import Testing

@Suite struct StatisticsTests {
    @Test func twoProportionZTestMatchesTheHandComputedCase() throws {
        // 100/1000 vs 150/1000: pooled p = 0.125, SE = sqrt(0.125 * 0.875 * 2/1000) = 0.014790,
        // z = 0.05 / 0.014790 = 3.3806, two-sided p = erfc(z / sqrt 2) = 0.000723.
        let test = TwoProportionTest(control: Proportion(100, of: 1000), treatment: Proportion(150, of: 1000))
        let z = try #require(test.z)
        let p = try #require(test.pValue)
        #expect(abs(z - 3.3806170) < 1e-6)
        #expect(abs(p - 0.00072323) < 1e-7)
        // Unpooled CI of the difference: 0.05 ± 1.96 * sqrt(0.1*0.9/1000 + 0.15*0.85/1000).
        let interval = try #require(test.differenceInterval)
        #expect(abs(interval.lower - 0.0210947) < 1e-6)
        #expect(abs(interval.upper - 0.0789053) < 1e-6)
    }

    /// Reference values from statsmodels 0.15: `proportions_ztest([treatment, control], [n2, n1])`
    /// and `confint_proportions_2indep(treatment, n2, control, n1, method="wald", compare="diff")`.
    struct StatsmodelsCase: CustomTestStringConvertible, Sendable {
        var control: Proportion
        var treatment: Proportion
        var z: Double
        var p: Double
        var lower: Double
        var upper: Double
        var testDescription: String { "\(treatment) vs \(control)" }
    }

    static let statsmodelsCases = [
        // The case: one rate is 0, the pooled rate is not, so the test is defined.
        StatsmodelsCase(control: Proportion(2, of: 57), treatment: Proportion(0, of: 43),
                        z: -1.2407913578, p: 0.2146828346, lower: -0.0828551795, upper: 0.0126797409),
        StatsmodelsCase(control: Proportion(0, of: 100), treatment: Proportion(5, of: 100),
                        z: 2.2645540683, p: 0.02354005826, lower: 0.0072835753, upper: 0.0927164247),
        StatsmodelsCase(control: Proportion(30, of: 100), treatment: Proportion(100, of: 100),
                        z: 10.3774904333, p: 3.139186294e-25, lower: 0.6101831668, upper: 0.7898168332),
        StatsmodelsCase(control: Proportion(100, of: 1000), treatment: Proportion(150, of: 1000),
                        z: 3.3806170189, p: 0.0007232327164, lower: 0.0210946840, upper: 0.0789053160),
        // 0 against 1: the pooled z is defined; the Wald interval has width 0, as statsmodels gives it.
        StatsmodelsCase(control: Proportion(0, of: 43), treatment: Proportion(43, of: 43),
                        z: 9.2736184955, p: 1.799356394e-20, lower: 1, upper: 1),
    ]

    @Test(arguments: statsmodelsCases)
    func theZTestAndIntervalAgreeWithStatsmodels(_ reference: StatsmodelsCase) throws {
        let test = TwoProportionTest(control: reference.control, treatment: reference.treatment)
        let z = try #require(test.z)
        let p = try #require(test.pValue)
        let interval = try #require(test.differenceInterval)
        #expect(abs(z - reference.z) < 1e-9)
        #expect(abs(p - reference.p) <= 1e-9 * reference.p)
        #expect(abs(interval.lower - reference.lower) < 1e-9)
        #expect(abs(interval.upper - reference.upper) < 1e-9)
    }

    /// The pooled rate has no variance only when both rates are 0 or both are 1 (or a side has no users).
    @Test(arguments: [(Proportion(0, of: 50), Proportion(0, of: 70)), (Proportion(50, of: 50), Proportion(70, of: 70)),
                      (Proportion(0, of: 0), Proportion(3, of: 10))])
    func theZTestIsUndefinedOnlyWhenThePooledRateIsZeroOrOne(_ control: Proportion, _ treatment: Proportion) {
        let test = TwoProportionTest(control: control, treatment: treatment)
        #expect(test == TwoProportionTest.undefined(control: control, treatment: treatment))
        #expect(test.isUndefined)
    }

    @Test func wilsonIntervalMatchesTheHandComputedCase() throws {
        // 10/100: center (0.1 + z²/200) / (1 + z²/100) = 0.114798, half-width 0.059568.
        let interval = try #require(Proportion(10, of: 100).wilsonInterval())
        #expect(abs(interval.lower - 0.0552291) < 1e-6)
        #expect(abs(interval.upper - 0.1743657) < 1e-6)
        // 0/10: [0, z² / (n + z²)] = [0, 0.277533]; Wilson stays defined at a rate of 0.
        let zero = try #require(Proportion(0, of: 10).wilsonInterval())
        #expect(zero.lower == 0)
        #expect(abs(zero.upper - 0.2775328) < 1e-6)
        #expect(Proportion(0, of: 0).wilsonInterval() == nil)
    }

    @Test func chiSquareMatchesHandComputedCases() {
        // 48/52 against 50/50: χ² = (2² + 2²) / 50 = 0.16, df 1, p = erfc(sqrt(0.08)) = 0.689157.
        let even = SampleRatioCheck(observed: [48, 52], weights: [0.5, 0.5])
        #expect(abs(even.chiSquare - 0.16) < 1e-12)
        #expect(even.degreesOfFreedom == 1)
        #expect(abs(even.pValue - 0.6891565) < 1e-6)
        #expect(!even.isMismatch)
        // 30/30/40 against thirds: χ² = (100/9 + 100/9 + 400/9) / (100/3) = 2, df 2, p = e^-1.
        let three = SampleRatioCheck(observed: [30, 30, 40], weights: [1, 1, 1])
        #expect(abs(three.chiSquare - 2) < 1e-12)
        #expect(abs(three.pValue - 0.36787944) < 1e-7)
        // The 5% critical value of χ² with 3 df is 7.8147.
        #expect(abs(Distributions.chiSquareSurvival(7.814728, degreesOfFreedom: 3) - 0.05) < 1e-6)
        // 600/400 against 50/50: χ² = 40, p ≈ 2.5e-10, a mismatch.
        let skewed = SampleRatioCheck(observed: [600, 400], weights: [0.5, 0.5])
        #expect(abs(skewed.chiSquare - 40) < 1e-9)
        #expect(skewed.pValue < 1e-9)
        #expect(skewed.isMismatch)
    }

    @Test(arguments: ["buy-flow", "purchase-sheet"])
    func tenThousandIdsPassTheSampleRatioCheckAgainstTheConfiguredWeights(experiment key: String) throws {
        let config = Fixtures.defaultConfig
        let experiment = try #require(config.experiments?.first { $0.key == key })
        var counts = Array(repeating: 0, count: experiment.variants.count)
        var outside = 0
        for index in 0..<10_000 {
            let assignment = try Assignment.resolve(config: config, user: "user-\(index)", experiment: key)
            if assignment.isInExperiment, let at = experiment.variants.firstIndex(of: assignment.variant) {
                counts[at] += 1
            } else {
                outside += 1
            }
        }
        let check = SampleRatioCheck(observed: counts, weights: experiment.effectiveWeights)
        #expect(!check.isMismatch, "split \(counts) against \(experiment.effectiveWeights): p = \(check.pValue)")
        // Coverage too: 10,000 × coverage are in, within 4 standard deviations.
        let coverage = experiment.coverage ?? 1
        let sd = (10_000 * coverage * (1 - coverage)).squareRoot()
        #expect(abs(Double(10_000 - outside) - 10_000 * coverage) <= 4 * sd + 0.5)
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        var generator = SplitMix64(seed: 0)
        #expect([generator.next(), generator.next(), generator.next()]
                == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func boundedDrawsStayInRangeAndAreReproducible() {
        var first = SplitMix64(seed: 42, salt: "u1")
        var second = SplitMix64(seed: 42, salt: "u1")
        let a = (0..<1000).map { _ in first.next(below: 7) }
        let b = (0..<1000).map { _ in second.next(below: 7) }
        #expect(a == b)
        #expect(Set(a) == Set(0..<7))
        var other = SplitMix64(seed: 42, salt: "u2")
        #expect((0..<1000).map { _ in other.next(below: 7) } != a)
    }
}
