@testable import Comparison
import Experiments
import Testing

/// Paired users' common random numbers: how one user's choices align on two variants' screens.
@Suite struct CoupledChoiceTests {
    func walker(_ user: Int) -> Walker {
        var walker = Walker(user: "u\(user)", seed: 7, model: .default, stages: [], recordsInputs: false)
        walker.coupled = true
        return walker
    }

    @Test func theSameInputsInAnotherOrderGetTheSameChoice() {
        let keys: [UInt64] = [11, 22, 33, 44]
        let shuffled: [UInt64] = [33, 11, 44, 22]
        for user in 0..<500 {
            var onA = walker(user), onB = walker(user)
            let a = onA.choose(among: 4, plan: [], keys: keys)
            let b = onB.choose(among: 4, plan: [], keys: shuffled)
            #expect(keys[a] == shuffled[b], "user \(user)")
            // One draw each: the streams stay in step for the next input.
            #expect(onA.generator.state == onB.generator.state)
        }
    }

    @Test func screensThatShareSomeInputsAgreeAsOftenAsTheyOverlapAndStayUniform() {
        let a: [UInt64] = [1, 2, 3, 4]
        let b: [UInt64] = [1, 2, 5, 6]
        var same = 0
        var counts = [UInt64: Int]()
        let users = 6_000
        for user in 0..<users {
            var onA = walker(user), onB = walker(user)
            let chosenA = a[onA.choose(among: 4, plan: [], keys: a)]
            let chosenB = b[onB.choose(among: 4, plan: [], keys: b)]
            if chosenA == chosenB { same += 1 }
            counts[chosenA, default: 0] += 1
        }
        // The same input exactly when the race's winner over both screens (6 inputs) is one of the 2 shared.
        let share = Double(same) / Double(users)
        #expect(abs(share - 2.0 / 6.0) < 0.03, "agreed on \(share)")
        for key in a { #expect(abs(Double(counts[key, default: 0]) / Double(users) - 0.25) < 0.03, "input \(key)") }
    }

    @Test func aPlanNarrowsTheRaceToItsSteps() {
        let keys: [UInt64] = [5, 6, 7]
        for user in 0..<200 {
            var walker = walker(user)
            #expect([0, 2].contains(walker.choose(among: 3, plan: [0, 2], keys: keys)))
        }
    }
}
