import Experiments

extension ExperimentReport {
    /// What `compare --users` prints for a deciding run: each goal's report, then its decisions.
    public var text: String {
        var out = ""
        if reports.count > 1 {
            out += "goals: \(goals.joined(separator: ", ")); their tests corrected together: \(correction.summary)\n\n"
        }
        for (index, report) in reports.enumerated() {
            if reports.count > 1 { out += "=== goal \(index + 1) of \(reports.count): \(goals[index]) ===\n" }
            out += report.text
            out += report.decisionText(alpha: alpha)
            if index < reports.count - 1 { out += "\n" }
        }
        return out
    }
}

extension SyntheticReport {
    /// The paired, sequential and guardrail tests and the decisions, after ``text``.
    func decisionText(alpha: Double) -> String {
        var out = ""
        if paired == true {
            out += "\npaired: every user walked every variant with the same random draws (common random numbers)\n"
        }
        if let stopping {
            out += "\nstopping: \(Format.count(stopping.usersUsed)) users"
            out += paired == true ? " (each on every variant)" : ""
            out += stopping.decided ? ", every goal decided" : ", the cap (--max-users \(Format.count(stopping.maxUsers))) before a decision"
            out += "; batches of \(Format.count(stopping.batch))\n"
        }
        for entry in tests {
            out += "\n\(entry.treatment) vs \(entry.control)\n"
            if let paired = entry.paired {
                out += "  paired (the same \(Format.count(entry.test.control.trials)) users in both):\n"
                var rows = [["", "\(entry.treatment) converted", "\(entry.treatment) did not"]]
                rows.append(["\(entry.control) converted", Format.count(paired.both), Format.count(paired.discordant.controlOnly)])
                rows.append(["\(entry.control) did not", Format.count(paired.discordant.treatmentOnly), Format.count(paired.neither)])
                out += Table.render(rows).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
                out += "    difference \(Self.pp(paired.difference)); McNemar's exact test: p = \(Format.pValue(paired.pValue))\n"
                out += "    95% CI of the paired difference: \(paired.differenceInterval.map(Self.ppInterval) ?? "n/a (no user converted in one variant only)")\n"
                let inputs = paired.inputsToGoal
                if let p = inputs.pValue, let interval = inputs.differenceInterval {
                    out += "    inputs to goal (\(Format.count(inputs.differences.count)) users who reached it in both): mean difference "
                    out += "\(Self.signed(inputs.difference)), paired t-test p = \(Format.pValue(p)), 95% CI \(Self.numberInterval(interval))\n"
                } else {
                    out += "    inputs to goal: paired t-test n/a (\(Format.count(inputs.differences.count)) users reached it in both, "
                    out += "with no variation in the difference)\n"
                }
                if let sequential = paired.sequential {
                    out += "    anytime-valid 95% CI of the paired difference (S = \(Format.number(sequential.tuning))): "
                    out += Self.sequentialText(sequential) + "\n"
                }
            }
            if let sequential = entry.sequential {
                out += "  sequential (GrowthBook, S = \(Format.number(sequential.tuning))): 95% CI of the difference "
                out += Self.sequentialText(sequential) + "\n"
            }
            if let guardrails = entry.guardrails {
                for guardrail in guardrails {
                    let isRate = guardrail.metric == .gaveUp
                    let value: (Double) -> String = { isRate ? Format.percent($0) : Format.number($0, digits: 2) }
                    out += "  guardrail \(guardrail.metric.rawValue): \(value(guardrail.treatment)) vs \(value(guardrail.control))"
                    out += ", difference " + (isRate ? Self.pp(guardrail.difference) : Self.signed(guardrail.difference))
                    out += guardrail.pValue.map { ", p = \(Format.pValue($0))" } ?? ", p n/a"
                    if let sequential = guardrail.sequential?.pValue { out += ", sequential p = \(Format.pValue(sequential))" }
                    out += guardrail.isWorse ? " -> WORSE\n" : " -> ok\n"
                }
            }
            if let decision = entry.decision {
                var p = "p n/a"
                if let adjusted = entry.adjustedPValue {
                    p = "p = \(Format.pValue(adjusted))"
                    if let correction, correction != .none { p += " after \(correction.rawValue)" }
                }
                out += "  decision: \(Self.decisionSentence(decision, entry)) (\(p), α = \(Format.number(alpha)))\n"
            }
        }
        return out
    }

    static func decisionSentence(_ decision: Decision, _ entry: VariantTest) -> String {
        switch decision {
        case .treatment: return "treatment: \(entry.treatment) converts better than \(entry.control)"
        case .control: return "control: \(entry.control) converts better than \(entry.treatment)"
        case .equivalent: return "equivalent: \(entry.treatment) and \(entry.control) differ by less than the --mde lift"
        case .undecided: return "undecided: add users"
        }
    }

    static func sequentialText(_ sequential: SequentialResult) -> String {
        guard let interval = sequential.differenceInterval, let p = sequential.pValue else { return "n/a (no variance: every value, or every paired difference, is the same)" }
        return "\(ppInterval(interval)), p = \(Format.pValue(p))"
    }

    /// A difference of rates in percentage points with two decimals, so a bound near 0 shows its
    /// side: `+1.20pp`, `+0.04pp`, `-0.10pp`.
    static func pp(_ difference: Double) -> String {
        let text = String(cFormat: "%.2f", difference * 100)
        return (text.hasPrefix("-") ? (text == "-0.00" ? "0.00" : text) : "+" + text) + "pp"
    }

    static func ppInterval(_ interval: Interval) -> String { "[\(pp(interval.lower)), \(pp(interval.upper))]" }

    static func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + Format.number(value, digits: 2) }

    static func numberInterval(_ interval: Interval) -> String { "[\(signed(interval.lower)), \(signed(interval.upper))]" }
}
