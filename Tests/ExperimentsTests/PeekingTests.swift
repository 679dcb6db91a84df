import Experiments
import Testing

/// Why `--until-decided` looks at the sequential interval and never at the z-test: A/A samples
/// (both sides convert at the same rate) looked at after every batch.
@Suite struct PeekingTests {
    /// Fraction of `runs` A/A runs that some look declares different, with `declares` deciding at a look.
    static func falsePositiveRate(runs: Int, looks: Int, batch: Int,
                                  declares: (Proportion, Proportion) -> Bool) -> Double {
        var generator = SplitMix64(seed: 2027)
        var declared = 0
        for _ in 0..<runs {
            var control = (0, 0), treatment = (0, 0)
            for _ in 0..<looks {
                for _ in 0..<batch {
                    control.1 += 1
                    if generator.next(below: 10) < 3 { control.0 += 1 }
                    treatment.1 += 1
                    if generator.next(below: 10) < 3 { treatment.0 += 1 }
                }
                if declares(Proportion(control.0, of: control.1), Proportion(treatment.0, of: treatment.1)) {
                    declared += 1
                    break
                }
            }
        }
        return Double(declared) / Double(runs)
    }

    @Test func peekingAtTheZTestDeclaresFarMoreThanAlphaAndTheSequentialIntervalDoesNot() {
        let peeking = Self.falsePositiveRate(runs: 400, looks: 20, batch: 200) { control, treatment in
            (TwoProportionTest(control: control, treatment: treatment).pValue ?? 1) < 0.05
        }
        let sequential = Self.falsePositiveRate(runs: 400, looks: 20, batch: 200) { control, treatment in
            (SequentialTest(control: SampleStatistic(control), treatment: SampleStatistic(treatment)).pValue ?? 1) < 0.05
        }
        // Twenty looks at a 5% test: about a quarter of A/A runs find a "difference".
        #expect(peeking > 0.15, "peeking at the z-test declared \(peeking)")
        #expect(sequential <= 0.05, "the sequential test declared \(sequential)")
    }
}
