import Experiments
import Foundation
import Testing

@Suite struct PowerTests {
    @Test func usersNeededMatchTheHandComputedCase() throws {
        // 50% against 55% (+5 points), two-sided α = 0.05, 80% power:
        // z(0.975) = 1.959964, z(0.8) = 0.841621, p̄ = 0.525,
        // n = (1.959964·√(2·0.525·0.475) + 0.841621·√(0.5·0.5 + 0.55·0.45))² / 0.05²
        //   = (1.959964·0.706222 + 0.841621·0.705337)² / 0.0025 = 1.977797² / 0.0025 = 1564.67 → 1565.
        #expect(Power().usersNeeded(control: 0.5, difference: 0.05) == 1565)
        // A relative lift of 10% over 50% is the same 5 points.
        #expect(Power().usersNeeded(control: 0.5, difference: Lift.relative(0.1).difference(over: 0.5)) == 1565)
        #expect(Power().usersNeeded(control: 0.98, difference: 0.05) == nil, "a rate above 100% cannot be detected")
    }

    @Test func theMinimumDetectableEffectOfASampleIsTheLiftItNeeds() throws {
        // With 1565 users a side at 50%, the effect detected 80% of the time is the 5 points above (to 1e-4).
        let mde = try #require(Power().minimumDetectableEffect(control: 0.5, controlUsers: 1565, treatmentUsers: 1565))
        #expect(abs(mde - 0.05) < 1e-4)
        // Its power is 80% by construction: Φ((δ − 1.959964·SE0) / SE1).
        #expect(abs(Power().power(against: mde, control: 0.5, controlUsers: 1565, treatmentUsers: 1565) - 0.8) < 1e-9)
        // Ten users cannot detect anything from 99%: there is no room above it.
        #expect(Power().minimumDetectableEffect(control: 0.99, controlUsers: 10, treatmentUsers: 10) == nil)
    }

    @Test func theNormalQuantileInvertsTheCDF() {
        #expect(abs(Distributions.normalQuantile(0.975) - 1.959963984540054) < 1e-12)
        #expect(abs(Distributions.normalQuantile(0.8) - 0.8416212335729143) < 1e-12)
        #expect(abs(Distributions.normalQuantile(0.001) + 3.090232306167813) < 1e-12)
    }

    @Test(arguments: [("2pp", Lift.points(0.02)), ("10%", Lift.relative(0.1)), ("-1.5pp", Lift.points(-0.015))])
    func liftsAreWrittenInPointsOrPercent(_ text: String, _ lift: Lift) {
        #expect(Lift(text) == lift)
    }

    @Test func liftsAreWrittenAsTheyAreTypedInJSON() throws {
        let data = try JSONEncoder().encode([Lift.points(0.02), .relative(0.1)])
        #expect(String(decoding: data, as: UTF8.self) == #"["2pp","10%"]"#)
        #expect(try JSONDecoder().decode([Lift].self, from: data) == [.points(0.02), .relative(0.1)])
    }

    @Test(arguments: ["2", "0pp", "x%", "", "200pp"])
    func aBareOrZeroLiftIsRefused(_ text: String) {
        #expect(Lift(text) == nil)
    }
}
