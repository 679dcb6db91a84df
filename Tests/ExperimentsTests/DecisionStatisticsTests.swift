import Experiments
import Foundation
import Testing

/// The statistics that make `compare` decide, against numbers computed with gbstats 0.8.0,
/// statsmodels 0.15 and scipy (the script is in ReferenceStatisticsTests, which recomputes
/// them when python has the packages). Pinned here so the check runs everywhere.
@Suite struct DecisionStatisticsTests {
    struct SequentialCase: CustomTestStringConvertible, Sendable {
        var control: Proportion
        var treatment: Proportion
        var tuning: Double
        var lower: Double
        var upper: Double
        var p: Double
        var testDescription: String { "\(treatment) vs \(control), S = \(Int(tuning))" }
    }

    /// `SequentialTwoSidedTTest(ProportionStatistic(n, sum), ..., SequentialConfig(difference_type="absolute",
    /// sequential_tuning_parameter=S))`: `confidence_interval` and `p_value`.
    static let sequentialCases = [
        SequentialCase(control: Proportion(823, of: 1024), treatment: Proportion(790, of: 976), tuning: 5000,
                       lower: -0.04947143988982908, upper: 0.0609020239062226, p: 1),
        SequentialCase(control: Proportion(100, of: 1000), treatment: Proportion(150, of: 1000), tuning: 5000,
                       lower: 0.003930877049214784, upper: 0.0960691229507852, p: 0.025838257929312044),
        SequentialCase(control: Proportion(40, of: 500), treatment: Proportion(55, of: 480), tuning: 1000,
                       lower: -0.022893151175368047, upper: 0.09205981784203471, p: 0.6759199278931326),
        SequentialCase(control: Proportion(4100, of: 5000), treatment: Proportion(4000, of: 5000), tuning: 20000,
                       lower: -0.04418587445015258, upper: 0.004185874450152772, p: 0.16611318063257263),
    ]

    @Test(arguments: sequentialCases)
    func theSequentialIntervalIsGrowthBooks(_ reference: SequentialCase) throws {
        let test = SequentialTest(control: SampleStatistic(reference.control), treatment: SampleStatistic(reference.treatment),
                                  tuning: reference.tuning)
        let interval = try #require(test.differenceInterval)
        let p = try #require(test.pValue)
        #expect(abs(interval.lower - reference.lower) < 1e-9)
        #expect(abs(interval.upper - reference.upper) < 1e-9)
        #expect(abs(p - reference.p) < 1e-9)
    }

    @Test func theSequentialIntervalOfMeansAndWelchsTestAreGrowthBooks() throws {
        // SampleMeanStatistic(n=800, sum=2400, sum_squares=8000) against (760, 2100, 6500).
        let control = SampleStatistic(count: 800, sum: 2400, sumOfSquares: 8000)
        let treatment = SampleStatistic(count: 760, sum: 2100, sumOfSquares: 6500)
        let sequential = SequentialTest(control: control, treatment: treatment)
        let interval = try #require(sequential.differenceInterval)
        #expect(abs(interval.lower - -0.39495435983322574) < 1e-9)
        #expect(abs(interval.upper - -0.07872985069309019) < 1e-9)
        #expect(abs(try #require(sequential.pValue) - 0.0005549117080310447) < 1e-9)
        let welch = MeanTest(control: control, treatment: treatment)
        let fixed = try #require(welch.differenceInterval)
        #expect(abs(fixed.lower - -0.33413883445904313) < 1e-9)
        #expect(abs(fixed.upper - -0.13954537606727282) < 1e-9)
        #expect(abs(try #require(welch.pValue) - 1.9687188241857e-06) < 1e-12)
    }

    @Test func theSequentialPValueFallsBelowAlphaExactlyWhenTheIntervalExcludesZero() throws {
        for treated in stride(from: 100, through: 160, by: 2) {
            let test = SequentialTest(control: SampleStatistic(Proportion(100, of: 1000)),
                                      treatment: SampleStatistic(Proportion(treated, of: 1000)))
            let interval = try #require(test.differenceInterval)
            #expect((try #require(test.pValue) < 0.05) == !interval.contains(0), "\(treated)/1000")
        }
    }

    @Test func aSideWithoutVarianceHasNoSequentialInterval() {
        let test = SequentialTest(control: SampleStatistic(Proportion(0, of: 100)), treatment: SampleStatistic(Proportion(5, of: 100)))
        #expect(test.differenceInterval == nil && test.pValue == nil)
        #expect(test.difference == 0.05)
    }

    struct McNemarCase: CustomTestStringConvertible, Sendable {
        /// statsmodels' table: [[both, controlOnly], [treatmentOnly, neither]].
        var both: Int, controlOnly: Int, treatmentOnly: Int, neither: Int
        var p: Double
        var testDescription: String { "b = \(controlOnly), c = \(treatmentOnly)" }
    }

    /// `mcnemar(np.array([[both, controlOnly], [treatmentOnly, neither]]), exact=True).pvalue`.
    static let mcnemarCases = [
        McNemarCase(both: 700, controlOnly: 30, treatmentOnly: 45, neither: 225, p: 0.10534226887460482),
        McNemarCase(both: 10, controlOnly: 3, treatmentOnly: 9, neither: 5, p: 0.14599609375),
        McNemarCase(both: 5, controlOnly: 0, treatmentOnly: 0, neither: 7, p: 1),
        McNemarCase(both: 100, controlOnly: 400, treatmentOnly: 460, neither: 40, p: 0.04416954819458914),
    ]

    @Test(arguments: mcnemarCases)
    func mcnemarsExactTestIsStatsmodels(_ reference: McNemarCase) {
        let test = PairedProportionTest(both: reference.both, controlOnly: reference.controlOnly,
                                        treatmentOnly: reference.treatmentOnly, neither: reference.neither)
        #expect(abs(test.pValue - reference.p) <= 1e-12 * max(reference.p, 1e-300))
    }

    @Test func thePairedIntervalIsTheMeanOfEachUsersDifference() throws {
        // 1,000 users: 30 converted on the control only, 45 on the treatment only. Each user's
        // difference is -1 (30), +1 (45) or 0: mean 0.015, variance (75 - 1000 * 0.015²) / 1000.
        let test = PairedProportionTest(both: 700, controlOnly: 30, treatmentOnly: 45, neither: 225)
        #expect(test.control == Proportion(730, of: 1000))
        #expect(test.treatment == Proportion(745, of: 1000))
        let error = ((75 - 1000 * 0.015 * 0.015) / 1000).squareRoot() / 1000.0.squareRoot()
        let interval = try #require(test.differenceInterval)
        #expect(abs(test.difference - 0.015) < 1e-15)
        #expect(abs(interval.lower - (0.015 - Distributions.z95 * error)) < 1e-12)
        #expect(abs(interval.upper - (0.015 + Distributions.z95 * error)) < 1e-12)
        #expect(test.differences.count == 1000 && abs(test.differences.mean - 0.015) < 1e-15)
        // No discordant user in 12: the difference lies within the exact 95% bound of the
        // discordant share, 1 − 0.05^(1/12).
        let agreeing = try #require(PairedProportionTest(both: 5, controlOnly: 0, treatmentOnly: 0, neither: 7).differenceInterval)
        #expect(abs(agreeing.upper - (1 - pow(0.05, 1.0 / 12))) < 1e-15 && agreeing.lower == -agreeing.upper)
        #expect(PairedProportionTest(both: 0, controlOnly: 0, treatmentOnly: 0, neither: 0).differenceInterval == nil)
    }

    @Test func thePairedTTestIsScipysTtestRel() throws {
        // ttest_rel(d, zeros) for d = [1, -2, 0, 3, 1, 1, -1, 2, 0, 4, -3, 2]: sum 8, sum of squares 50.
        let test = PairedMeanTest(differences: SampleStatistic(count: 12, sum: 8, sumOfSquares: 50))
        #expect(abs(try #require(test.t) - 1.1460509743553713) < 1e-12)
        #expect(abs(try #require(test.pValue) - 0.2760940742877931) < 1e-12)
    }

    @Test func holmAndBenjaminiHochbergAreStatsmodelsMultipletests() {
        let p = [0.01, 0.04, 0.03, 0.2, 0.005]
        let holm = Correction.holm.adjust(p)
        let bh = Correction.bh.adjust(p)
        for (got, want) in zip(holm, [0.04, 0.09, 0.09, 0.2, 0.025]) { #expect(abs(got - want) < 1e-15) }
        for (got, want) in zip(bh, [0.025, 0.05, 0.05, 0.2, 0.025]) { #expect(abs(got - want) < 1e-15) }
        #expect(Correction.none.adjust(p) == p)
        #expect(Correction.holm.adjust([]) == [])
    }

    @Test func theTDistributionAgreesWithTheNormalForManyDegreesOfFreedom() {
        #expect(abs(Distributions.studentTQuantile(0.975, degreesOfFreedom: 1e7) - Distributions.z95) < 1e-6)
        // t(1) is Cauchy: P(T <= 1) = 3/4.
        #expect(abs(Distributions.studentTCDF(1, degreesOfFreedom: 1) - 0.75) < 1e-14)
        #expect(abs(Distributions.studentTQuantile(0.75, degreesOfFreedom: 1) - 1) < 1e-12)
    }
}
