import Foundation
import Testing

/// Issue 23's screens in a real terminal, each on its own: the journal paged by keys and the
/// wheel, a full-screen modal, and badges (on a tab, on More, and in More's list).
extension EndToEndTests {
    /// The inspector's journal rows at 80x24: the lines from its title down.
    private static func journal(_ screen: [String]) -> [String] {
        guard let title = screen.firstIndex(where: { $0.contains("│ Journal") }) else { return [] }
        return Array(screen[title...])
    }

    /// PgUp pauses the journal on older entries, PgDn pages back, End and the wheel move it too,
    /// and the pushed and popped screen's entries are there to page through.
    @Test func theJournalPagesWithPgUpPgDnEndAndTheWheel() throws {
        var steps = ["wait=Log in", "key=l", "wait=Buy subscription"]
        for _ in 0..<4 { steps += ["key=b", "wait=Selected product", #"key=\x1b"#, "gone=Selected product"] }
        steps += [
            "screen",
            #"key=\x1b[5~"#, "wait=newer · End", "screen",
            #"key=\x1b[5~"#, "screen",
            #"key=\x1b[6~"#, "screen",
            #"key=\x1b[F"#, "gone=newer · End", "screen",
            // The wheel over the inspector: SGR button 64 is up, 65 down.
            #"key=\x1b[<64;60;12M"#, "wait=newer · End", "screen",
            #"key=\x1b[<65;60;12M\x1b[<65;60;12M\x1b[<65;60;12M"#, "gone=newer · End", "screen",
            "key=q", "signal=CONT",
        ]
        let run = try PseudoTerminalRun(steps: steps)
        #expect(run.error == nil)
        #expect(run.screens.count == 7)
        guard run.screens.count == 7 else { return }
        let live = Self.journal(run.screens[0]), once = Self.journal(run.screens[1])
        let twice = Self.journal(run.screens[2]), back = Self.journal(run.screens[3])
        #expect(live.first?.contains("live") == true, "\(live)")
        #expect(live.contains { $0.contains("-child ChildBuyCoordinator") }, "the last pop is in sight: \(live)")
        #expect(once.first?.contains("paused ·") == true, "\(once)")
        #expect(once != live && twice != once, "each PgUp shows older entries")
        #expect(back != twice, "PgDn pages back toward live")
        #expect(Self.journal(run.screens[4]) == live, "End goes live")
        #expect(Self.journal(run.screens[5]).first?.contains("paused ·") == true, "the wheel up pauses it")
        #expect(Self.journal(run.screens[6]) == live, "the wheel down comes back to live")
        #expect(run.status == 0)
    }

    /// A full-screen modal covers the whole phone, tab bar included; Esc cannot dismiss it and
    /// says why; its own button does.
    @Test func aFullScreenModalCoversTheTabBarUntilItsButton() throws {
        let run = try PseudoTerminalRun(arguments: ["run", "--launch", "tabs=4"], steps: [
            "wait=1 Appo", #"key=\t"#, "key=f", "wait=Modal (full screen)", "screen",
            #"key=\x1b"#, "wait=cannot be dismissed", "screen",
            "key=d", "gone=Modal (full screen)", "wait=1 Appo", "screen",
            "key=q", "signal=CONT",
        ], program: "shapes")
        #expect(run.error == nil)
        #expect(run.screens.count == 3)
        guard run.screens.count == 3 else { return }
        let modal = run.screens[0], refused = run.screens[1], after = run.screens[2]
        #expect(!modal.contains { $0.contains("1 Appo") }, "the tab bar is covered: \(modal)")
        #expect(modal.contains { $0.contains("[d] Done") })
        #expect(!modal.contains { $0.contains("Close") }, "no Close on a full-screen modal")
        #expect(refused.first?.contains("this modal cannot be dismissed by the user") == true, "\(refused.first ?? "")")
        #expect(refused.contains { $0.contains("Modal (full screen)") })
        #expect(after.contains { $0.contains("Modal: none") })
        #expect(run.status == 0)
    }

    /// A badge follows its tab's title and grows with Badge +1; with seven tabs More carries `•`
    /// for a badge under it, and More's list (a click on More) shows the badge on its row.
    @Test func badgesOnATabOnMoreAndInMoresList() throws {
        let two = try PseudoTerminalRun(arguments: ["run", "--launch", "tabs=2", "--launch", "badge=2"], steps: [
            "wait=(3)", "screen", "key=2", #"key=\t"#, "key=b", "wait=(4)", "screen", "key=q", "signal=CONT",
        ], program: "shapes")
        #expect(two.error == nil)
        #expect(two.screens.first?.contains { $0.contains("2 Doctors (3)") } == true, "\(two.screens.first ?? [])")
        #expect(two.screens.last?.contains { $0.contains("2 Doctors (4)") } == true, "\(two.screens.last ?? [])")
        #expect(two.status == 0)

        // More is the fifth item, at columns 31-36 of the tab bar on row 23 (1-based) at 80x24.
        let seven = try PseudoTerminalRun(arguments: ["run", "--launch", "tabs=7", "--launch", "badge=6"], steps: [
            "wait=More•", "screen", #"key=\x1b[<0;32;23M\x1b[<0;32;23m"#, "wait=6 Billing (3)", "screen",
            #"key=\x1b[B\r"#, "wait=< More", "screen", "key=q", "signal=CONT",
        ], program: "shapes")
        #expect(seven.error == nil)
        #expect(seven.screens.count == 3)
        guard seven.screens.count == 3 else { return }
        #expect(seven.screens[0].contains { $0.contains("4 Pro") && $0.contains("More•") }, "\(seven.screens[0])")
        #expect(seven.screens[1].contains { $0.contains("5 Settings") })
        #expect(seven.screens[1].contains { $0.contains("7 Help") })
        #expect(seven.screens[2].contains { $0.contains("▸Billing") }, "↓ Enter chose Billing: \(seven.screens[2])")
        #expect(seven.status == 0)
    }
}
