import Experiments

extension SyntheticReport {
    static let zeroVariance = "n/a (zero variance)"

    /// The report `coordsim compare --users` prints.
    public var text: String {
        var out = "synthetic users: \(users), seed \(seed), budget \(budget) inputs each\n"
        out += "experiment: \(experiment)\n"
        out += "goal: \(goal) (from \(goalSource))\n"
        if !excluded.isEmpty {
            out += "not in the experiment: " + excluded.sorted { $0.key < $1.key }
                .map { "\($0.value) (\($0.key))" }.joined(separator: ", ") + "\n"
        }
        for funnel in funnels {
            out += "\nvariant \(funnel.variant): \(funnel.users) users\n"
            var rows = [["step", "reached", "reach", "step conversion", "drop-off"]]
            for step in funnel.steps {
                rows.append([step.name, "\(step.reached)", Format.percent(step.reach),
                             step.conversion.map(Format.percent) ?? "-", "\(step.dropOff)"])
            }
            out += Table.render(rows).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
            out += "  converted (goal by any path): \(funnel.converted) = \(Format.percent(funnel.converted.rate))"
            out += ", 95% Wilson \(funnel.wilson.map(Self.percentInterval) ?? "n/a (no users)")\n"
            out += "  median keys to goal: \(funnel.medianInputsToGoal.map { Format.number($0, digits: 1) } ?? "n/a (nobody reached it)")"
            out += " (each key, tap or typed text counts one)\n"
        }
        out += "\nstatistics (95%, two-sided)\n"
        for entry in tests {
            let test = entry.test
            out += "  \(entry.treatment) vs \(entry.control): \(Format.percent(test.treatment.rate)) vs \(Format.percent(test.control.rate))"
            out += ", difference \(Self.signedPercent(test.difference))\n"
            if let z = test.z, let p = test.pValue, let interval = test.differenceInterval {
                out += "    two-proportion z-test: z = \(Format.number(z, digits: 3)), p = \(Format.pValue(p))\n"
                out += "    95% CI of the difference: [\(Self.signedPercent(interval.lower)), \(Self.signedPercent(interval.upper))]\n"
            } else {
                out += "    two-proportion z-test: \(Self.zeroVariance)\n"
                out += "    95% CI of the difference: \(Self.zeroVariance)\n"
            }
        }
        let srm = assignment
        out += "  sample ratio: observed \(srm.observed.map(String.init).joined(separator: " / "))"
        out += ", expected \(srm.expected.map { Format.number($0, digits: 1) }.joined(separator: " / "))"
        out += "; chi2 = \(Format.number(srm.chiSquare, digits: 3)) (df \(srm.degreesOfFreedom)), p = \(Format.pValue(srm.pValue))"
        out += srm.isMismatch ? " -> SAMPLE RATIO MISMATCH: do not trust this test\n" : " -> ok\n"
        return out
    }

    static func percentInterval(_ interval: Interval) -> String {
        "[\(Format.percent(interval.lower)), \(Format.percent(interval.upper))]"
    }

    static func signedPercent(_ value: Double) -> String {
        (value > 0 ? "+" : "") + Format.percent(value)
    }
}
