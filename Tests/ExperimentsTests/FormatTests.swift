import Experiments
import Testing

/// The numbers reports print: no negative zero, statistics with a fixed number of digits.
@Suite struct FormatTests {
    @Test(arguments: [(-0.00001, "0.0%"), (0.00001, "0.0%"), (-0.0004, "0.0%"), (0.1234, "12.3%"), (-0.035, "-3.5%")])
    func percentsNeverShowANegativeZero(_ value: Double, _ text: String) {
        #expect(Format.percent(value) == text)
    }

    @Test(arguments: [(-0.00001, "0.0%"), (0.00001, "0.0%"), (0.015, "+1.5%"), (-0.027, "-2.7%")])
    func signedPercentsSignOnlyWhatIsNotZero(_ value: Double, _ text: String) {
        #expect(Format.signedPercent(value) == text)
    }

    /// A difference of rates is in percentage points: 50% to 52% is +2.0pp, never "+2.0%" (a relative change).
    @Test(arguments: [(0.52 - 0.50, "+2.0pp"), (-0.027, "-2.7pp"), (-0.00001, "0.0pp"), (1.0, "+100.0pp")])
    func differencesAreInPercentagePoints(_ value: Double, _ text: String) {
        #expect(Format.signedPoints(value) == text)
    }

    @Test(arguments: [(-1.1, "-1.100"), (2.9087, "2.909"), (0, "0.000"), (-0.0001, "0.000"), (10.37749, "10.377")])
    func statisticsHaveThreeDecimals(_ value: Double, _ text: String) {
        #expect(Format.fixed(value, digits: 3) == text)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (100_000, "100,000"), (-1234567, "-1,234,567")])
    func countsHaveThousandsSeparators(_ value: Int, _ text: String) {
        #expect(Format.count(value) == text)
    }
}
