import Experiments
import Foundation
import Testing

/// The decision statistics against gbstats 0.8.0, statsmodels and scipy over many generated
/// cases, when python3 has those packages (`python3 -m pip install gbstats==0.8.0 statsmodels`).
@Suite struct ReferenceStatisticsTests {
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let hasPackages: Bool = {
        (try? run("import gbstats, statsmodels, scipy\nimport importlib.metadata as m\n"
                  + "assert m.version('gbstats') == '0.8.0'")) != nil
    }()

    /// Runs a python script with `input` on stdin; its stdout, or nil when it failed.
    static func run(_ script: String, input: String = "") throws -> String {
        guard let python else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", script]
        let stdout = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: data, as: UTF8.self)
    }

    /// Cases from a seeded generator: conversions of 20 to 20,000 users at rates across 0–1.
    static func cases() -> [(Proportion, Proportion, Double)] {
        var generator = SplitMix64(seed: 27)
        return (0..<200).map { _ in
            let n1 = 20 + generator.next(below: 20_000), n2 = 20 + generator.next(below: 20_000)
            let rate = Double(generator.next(below: 1000) + 1) / 1002
            let lift = Double(generator.next(below: 200)) / 1000 - 0.1
            let x1 = min(n1 - 1, max(1, Int(Double(n1) * rate)))
            let x2 = min(n2 - 1, max(1, Int(Double(n2) * min(0.999, max(0.001, rate + lift)))))
            let tuning = [1000.0, 5000, 20000][generator.next(below: 3)]
            return (Proportion(x1, of: n1), Proportion(x2, of: n2), tuning)
        }
    }

    @Test(.enabled(if: hasPackages, "python3 lacks gbstats 0.8.0, statsmodels or scipy; skipping the reference check"))
    func sequentialIntervalsAndPValuesMatchGbstats() throws {
        let cases = Self.cases()
        let input = cases.map { "\($0.0.successes) \($0.0.trials) \($0.1.successes) \($0.1.trials) \($0.2)" }.joined(separator: "\n")
        let output = try Self.run("""
            import sys, warnings
            warnings.filterwarnings("ignore")
            from gbstats.models.statistics import ProportionStatistic
            from gbstats.frequentist.tests import SequentialTwoSidedTTest, SequentialConfig
            for line in sys.stdin:
                x1, n1, x2, n2, s = line.split()
                t = SequentialTwoSidedTTest(ProportionStatistic(n=int(n1), sum=float(x1)), ProportionStatistic(n=int(n2), sum=float(x2)),
                                            SequentialConfig(difference_type="absolute", sequential_tuning_parameter=float(s)))
                ci = t.confidence_interval
                print(repr(ci[0]), repr(ci[1]), repr(t.p_value))
            """, input: input)
        let rows = output.split(separator: "\n").map { $0.split(separator: " ").map { Double($0)! } }
        #expect(rows.count == cases.count)
        for ((control, treatment, tuning), row) in zip(cases, rows) {
            let test = SequentialTest(control: SampleStatistic(control), treatment: SampleStatistic(treatment), tuning: tuning)
            let interval = try #require(test.differenceInterval)
            #expect(abs(interval.lower - row[0]) < 1e-9 && abs(interval.upper - row[1]) < 1e-9, "\(treatment) vs \(control)")
            #expect(abs(try #require(test.pValue) - row[2]) < 1e-9, "\(treatment) vs \(control)")
        }
    }

    @Test(.enabled(if: hasPackages, "python3 lacks gbstats 0.8.0, statsmodels or scipy; skipping the reference check"))
    func mcnemarPairedTTestAndCorrectionsMatchStatsmodelsAndScipy() throws {
        var generator = SplitMix64(seed: 72)
        let tables = (0..<100).map { _ in
            (generator.next(below: 500), generator.next(below: 300), generator.next(below: 300), generator.next(below: 500))
        }
        let pValues = (0..<12).map { _ in Double(generator.next(below: 10_000) + 1) / 10_000 }
        var input = tables.map { "\($0.0) \($0.1) \($0.2) \($0.3)" }.joined(separator: "\n")
        input += "\n" + pValues.map { "\($0)" }.joined(separator: " ")
        let output = try Self.run("""
            import sys, warnings
            warnings.filterwarnings("ignore")
            import numpy as np
            from statsmodels.stats.contingency_tables import mcnemar
            from statsmodels.stats.multitest import multipletests
            lines = sys.stdin.read().split("\\n")
            for line in lines[:-1]:
                a, b, c, d = map(int, line.split())
                print(repr(mcnemar(np.array([[a, b], [c, d]]), exact=True).pvalue))
            p = list(map(float, lines[-1].split()))
            print(" ".join(repr(x) for x in multipletests(p, method="holm")[1]))
            print(" ".join(repr(x) for x in multipletests(p, method="fdr_bh")[1]))
            """, input: input)
        let lines = output.split(separator: "\n")
        #expect(lines.count == tables.count + 2)
        for ((a, b, c, d), line) in zip(tables, lines) {
            let want = Double(line)!
            let got = PairedProportionTest(both: a, controlOnly: b, treatmentOnly: c, neither: d).pValue
            #expect(abs(got - want) <= 1e-10 * max(want, 1e-300), "table \([a, b, c, d])")
        }
        let holm = lines[tables.count].split(separator: " ").map { Double($0)! }
        let bh = lines[tables.count + 1].split(separator: " ").map { Double($0)! }
        for (got, want) in zip(Correction.holm.adjust(pValues), holm) { #expect(abs(got - want) < 1e-12) }
        for (got, want) in zip(Correction.bh.adjust(pValues), bh) { #expect(abs(got - want) < 1e-12) }
    }

    @Test(.enabled(if: hasPackages, "python3 lacks gbstats 0.8.0, statsmodels or scipy; skipping the reference check"))
    func meanTestsMatchGbstatsAndScipy() throws {
        var generator = SplitMix64(seed: 99)
        // Inputs to the goal: small whole numbers, as the reports have them.
        let samples = (0..<60).map { _ -> ([Int], [Int]) in
            let n1 = 3 + generator.next(below: 300), n2 = 3 + generator.next(below: 300)
            let shift = generator.next(below: 3)
            return ((0..<n1).map { _ in 1 + generator.next(below: 8) }, (0..<n2).map { _ in 1 + shift + generator.next(below: 8) })
        }
        let input = samples.map { "\($0.0.map(String.init).joined(separator: ",")) \($0.1.map(String.init).joined(separator: ","))" }
            .joined(separator: "\n")
        let output = try Self.run("""
            import sys, warnings
            warnings.filterwarnings("ignore")
            import numpy as np
            from scipy.stats import ttest_1samp
            from gbstats.models.statistics import SampleMeanStatistic
            from gbstats.frequentist.tests import TwoSidedTTest, SequentialTwoSidedTTest, FrequentistConfig, SequentialConfig
            for line in sys.stdin:
                a, b = [np.array(list(map(float, part.split(",")))) for part in line.split()]
                sa = SampleMeanStatistic(n=len(a), sum=a.sum(), sum_squares=(a * a).sum())
                sb = SampleMeanStatistic(n=len(b), sum=b.sum(), sum_squares=(b * b).sum())
                t = TwoSidedTTest(sa, sb, FrequentistConfig(difference_type="absolute"))
                q = SequentialTwoSidedTTest(sa, sb, SequentialConfig(difference_type="absolute"))
                m = min(len(a), len(b))
                r = ttest_1samp(b[:m] - a[:m], 0)
                print(repr(t.p_value), repr(t.confidence_interval[0]), repr(t.confidence_interval[1]),
                      repr(q.p_value), repr(q.confidence_interval[0]), repr(q.confidence_interval[1]), repr(r.pvalue))
            """, input: input)
        let rows = output.split(separator: "\n").map { $0.split(separator: " ").map { Double($0)! } }
        #expect(rows.count == samples.count)
        func statistic(_ values: [Int]) -> SampleStatistic {
            var sum = RunningSum()
            for value in values { sum.add(Double(value)) }
            return sum.statistic
        }
        for ((a, b), row) in zip(samples, rows) {
            let welch = MeanTest(control: statistic(a), treatment: statistic(b))
            let sequential = SequentialTest(control: statistic(a), treatment: statistic(b))
            let m = min(a.count, b.count)
            let paired = PairedMeanTest(differences: statistic((0..<m).map { b[$0] - a[$0] }))
            #expect(abs(try #require(welch.pValue) - row[0]) < 1e-9)
            #expect(abs(try #require(welch.differenceInterval).lower - row[1]) < 1e-9)
            #expect(abs(try #require(welch.differenceInterval).upper - row[2]) < 1e-9)
            #expect(abs(try #require(sequential.pValue) - row[3]) < 1e-9)
            #expect(abs(try #require(sequential.differenceInterval).lower - row[4]) < 1e-9)
            #expect(abs(try #require(sequential.differenceInterval).upper - row[5]) < 1e-9)
            #expect(abs(try #require(paired.pValue) - row[6]) < 1e-9)
        }
    }
}
