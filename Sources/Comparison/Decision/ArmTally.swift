import Experiments

/// One arm's users summed up as they finish, so a run keeps no user's result: how far each got,
/// conversions, give-ups and inputs to the goal (counted by value, for the median).
package struct ArmTally: Hashable, Sendable {
    package private(set) var users = 0
    /// Users by the number of funnel stages they reached (the last slot: all of them).
    var reachedStage: [Int]
    package private(set) var converted = 0
    var convertedThroughStages = 0
    package private(set) var abandoned = 0
    /// Users who reached the goal, by inputs to it.
    var inputsHistogram: [Int] = []
    /// Inputs to the goal of users who reached it.
    package private(set) var inputsToGoal = RunningSum()

    package init(stages: Int) {
        reachedStage = Array(repeating: 0, count: stages + 1)
    }

    init(_ results: [UserResult], stages: Int) {
        self.init(stages: stages)
        for result in results { add(result) }
    }

    package mutating func add(_ result: UserResult) {
        users += 1
        reachedStage[min(result.stagesReached, reachedStage.count - 1)] += 1
        if result.goalReached {
            converted += 1
            if result.stagesReached == reachedStage.count - 1 { convertedThroughStages += 1 }
            if let count = result.inputsToGoal {
                if inputsHistogram.count <= count { inputsHistogram += Array(repeating: 0, count: count + 1 - inputsHistogram.count) }
                inputsHistogram[count] += 1
                inputsToGoal.add(Double(count))
            }
        }
        if result.abandoned { abandoned += 1 }
    }

    package var conversion: Proportion { Proportion(converted, of: users) }
    package var gaveUp: Proportion { Proportion(abandoned, of: users) }

    /// The median inputs to the goal among users who reached it; nil when none did.
    var medianInputsToGoal: Double? {
        let count = inputsToGoal.count
        guard count > 0 else { return nil }
        func value(at rank: Int) -> Int {
            var seen = 0
            for (inputs, users) in inputsHistogram.enumerated() {
                seen += users
                if seen > rank { return inputs }
            }
            return inputsHistogram.count - 1
        }
        return count % 2 == 1 ? Double(value(at: count / 2)) : Double(value(at: count / 2 - 1) + value(at: count / 2)) / 2
    }

    /// The arm's funnel: each stage with the users who reached it, then the goal.
    func funnel(variant: String, stages: [String], goal: String) -> SyntheticReport.Funnel {
        // Users who reached at least stage i: the sum of those who stopped at i or later.
        var counts = stages.indices.map { index in reachedStage[(index + 1)...].reduce(0, +) }
        counts.append(convertedThroughStages)
        let names = stages + ["goal: \(goal)" + (stages.isEmpty ? "" : " (after the screens above)")]
        var steps: [SyntheticReport.FunnelStep] = []
        for (index, count) in counts.enumerated() {
            let previous = index == 0 ? users : counts[index - 1]
            steps.append(SyntheticReport.FunnelStep(
                name: names[index], reached: count, reach: users == 0 ? 0 : Double(count) / Double(users),
                conversion: index == 0 || previous == 0 ? nil : Double(count) / Double(previous), dropOff: previous - count))
        }
        let proportion = conversion
        return SyntheticReport.Funnel(variant: variant, users: users, steps: steps, converted: proportion,
                                      wilson: proportion.wilsonInterval(), medianInputsToGoal: medianInputsToGoal,
                                      abandoned: abandoned)
    }
}

/// The same users' results in a control and a treatment variant (paired users), summed up.
package struct PairTally: Hashable, Sendable {
    package private(set) var both = 0
    package private(set) var controlOnly = 0
    package private(set) var treatmentOnly = 0
    package private(set) var neither = 0
    /// Treatment − control inputs to the goal, of users who reached it in both.
    package private(set) var inputsDifference = RunningSum()

    package init() {}

    package mutating func add(control: UserResult, treatment: UserResult) {
        switch (control.goalReached, treatment.goalReached) {
        case (true, true):
            both += 1
            if let a = control.inputsToGoal, let b = treatment.inputsToGoal { inputsDifference.add(Double(b - a)) }
        case (true, false): controlOnly += 1
        case (false, true): treatmentOnly += 1
        case (false, false): neither += 1
        }
    }

    package var conversion: PairedProportionTest {
        PairedProportionTest(both: both, controlOnly: controlOnly, treatmentOnly: treatmentOnly, neither: neither)
    }
}
