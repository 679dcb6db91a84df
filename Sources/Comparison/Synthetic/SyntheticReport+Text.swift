import Experiments

extension SyntheticReport {
    /// The report `coordsim compare --users` prints.
    public var text: String {
        var out = "synthetic users: \(Format.count(users)), seed \(seed), budget \(budget) inputs each\n"
        out += "model: \(model)\n"
        out += "experiment: \(split)\n"
        out += "goal: \(goal) (from \(goalSource))\n"
        let paths = funnels.map { funnel -> String in
            return "\(funnel.variant) " + (shortestPaths[funnel.variant].map { "\($0) input\($0 == 1 ? "" : "s")" } ?? "unreachable")
        }
        out += "shortest path from launch to the goal: \(paths.joined(separator: ", "))\n"
        for warning in warnings { out += "warning: \(warning)\n" }
        if !excluded.isEmpty {
            out += "not in the experiment: " + excluded.sorted { $0.key < $1.key }
                .map { "\(Format.count($0.value)) (\($0.key))" }.joined(separator: ", ") + "\n"
        }
        for funnel in funnels {
            out += "\nvariant \(funnel.variant): \(Format.count(funnel.users)) users\n"
            var rows = [["step", "reached", "reach", "step conversion", "drop-off"]]
            for step in funnel.steps {
                rows.append([step.name, Format.count(step.reached), Format.percent(step.reach),
                             step.conversion.map(Format.percent) ?? "-", Format.count(step.dropOff)])
            }
            out += Table.render(rows).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
            out += "  converted (goal by any path): \(funnel.converted.successes)/\(funnel.converted.trials)"
            out += " = \(Format.percent(funnel.converted.rate))"
            out += ", 95% Wilson \(funnel.wilson.map(Self.percentInterval) ?? "n/a (no users)")\n"
            let median = funnel.medianInputsToGoal.map { Format.number($0, digits: 1) } ?? "n/a (nobody reached it)"
            if case .uniform = model {
                out += "  median keys to goal: \(median) (each key, tap or typed text counts one)\n"
            } else {
                out += "  median inputs to goal: \(median) (an input is a tap, a tab, back, or filling a field)\n"
            }
            if case .goalDirected = model {
                out += "  gave up before the goal (patience): \(Format.count(funnel.abandoned))\n"
            }
        }
        out += "\nstatistics (95%, two-sided)\n"
        for entry in tests {
            let test = entry.test
            out += "  \(entry.treatment) vs \(entry.control): \(Format.percent(test.treatment.rate)) vs \(Format.percent(test.control.rate))"
            out += ", difference \(Format.signedPoints(test.difference))\n"
            if let z = test.z, let p = test.pValue, let interval = test.differenceInterval {
                out += "    two-proportion z-test: z = \(Format.fixed(z, digits: 3)), p = \(Format.pValue(p))\n"
                out += "    95% CI of the difference: [\(Format.signedPoints(interval.lower)), \(Format.signedPoints(interval.upper))]\n"
            } else {
                let reason = Self.undefinedReason(test)
                out += "    two-proportion z-test: n/a (\(reason))\n"
                out += "    95% CI of the difference: n/a (\(reason))\n"
            }
            let control = "\(entry.control)'s \(Format.percent(test.control.rate))"
            if let mde = entry.minimumDetectableEffect {
                out += "    power: with \(Format.count(test.control.trials)) and \(Format.count(test.treatment.trials)) users, "
                out += "an increase of \(Self.points(mde)) over \(control) is detected 80% of the time "
                out += "(minimum detectable effect)\n"
            } else {
                out += "    power: with \(Format.count(test.control.trials)) and \(Format.count(test.treatment.trials)) users, "
                out += "no increase over \(control) is detected 80% of the time; add users\n"
            }
            if let lift {
                let difference = lift.difference(over: test.control.rate)
                out += "    to detect \(lift) (\(Format.percent(test.control.rate)) -> \(Format.percent(test.control.rate + difference))): "
                out += entry.usersNeeded.map { "\(Format.count($0)) users per variant at 80% power\n" }
                    ?? "n/a (the rate would leave 0-100%)\n"
            }
        }
        let srm = assignment
        out += "  sample ratio: observed \(srm.observed.map(String.init).joined(separator: " / "))"
        out += ", expected \(srm.expected.map { Format.number($0, digits: 1) }.joined(separator: " / "))"
        out += "; chi2 = \(Format.fixed(srm.chiSquare, digits: 3)) (df \(srm.degreesOfFreedom)), p = \(Format.pValue(srm.pValue))"
        out += srm.isMismatch ? " -> SAMPLE RATIO MISMATCH: do not trust this test\n" : " -> ok\n"
        return out
    }

    /// Why the z-test is undefined: the pooled rate has no variance.
    static func undefinedReason(_ test: TwoProportionTest) -> String {
        if test.control.trials == 0 || test.treatment.trials == 0 { return "a variant has no users" }
        return test.control.rate == 0 ? "both rates are 0%: no variance" : "both rates are 100%: no variance"
    }

    static func percentInterval(_ interval: Interval) -> String {
        "[\(Format.percent(interval.lower)), \(Format.percent(interval.upper))]"
    }

    /// Rate points: `+6.9 points`.
    static func points(_ difference: Double) -> String {
        "+" + Format.number(difference * 100, digits: 1) + " points"
    }
}
