import CoordsimApp
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Restoration
import Testing

/// A signal that ends the process while it saves the state file, and nothing else: the file is
/// the old state or the new one, whole, and no temp file is left beside it. Saves hold SIGINT,
/// SIGTERM and SIGHUP until the rename; without that, a kill mid-write leaves the temp file (this
/// test then fails: checked by removing the block).
@Suite struct StateFileSignalTests {
    /// Two small states: a small save is mostly its write and fsync, so most kills land in them.
    static func state(_ item: String) -> NavigationState {
        let screens = (0..<3).map { ScreenState(screen: "List", parameters: ["item": "\(item)-\($0)"]) }
        return NavigationState(variant: "B", root: .tabBar, selectedTab: 0, stacks: [StackState(screens: screens)])
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringASaveLeavesTheOldFileOrTheNewOneWhole(_ signal: Int32) throws {
        let old = Self.state("old"), new = Self.state("new")
        var interrupted = 0
        defer { #expect(interrupted > 0, "no save was interrupted: the signals never arrived") }
        for attempt in 0..<8 {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coordsim-signal-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("state.json").path
            try StateFile.save(old, to: path)
            // The child only saves, over and over, until the signal ends it; its default action is restored
            // and its mask cleared, since the test runner's thread may block the signal.
            let child = fork()
            try #require(child >= 0)
            if child == 0 {
                var empty = sigset_t()
                sigemptyset(&empty)
                sigprocmask(SIG_SETMASK, &empty, nil)
                Glibc.signal(signal, SIG_DFL)
                while true { try? StateFile.save(new, to: path) }
            }
            usleep(UInt32(5_000 + (attempt * 7_919) % 60_000))
            kill(child, signal)
            var status: Int32 = 0
            // A child stuck on a lock another thread held at the fork would hold the signal forever: end it.
            var waited = 0
            while waitpid(child, &status, WNOHANG) == 0 {
                guard waited < 1_000 else {
                    kill(child, SIGKILL)
                    waitpid(child, &status, 0)
                    Issue.record("attempt \(attempt): the child did not end within 10 s of the signal")
                    break
                }
                usleep(10_000)
                waited += 1
            }
            // Killed by that signal (WIFSIGNALED, WTERMSIG): the loop has no other way out.
            #expect(status & 0x7f == signal, "attempt \(attempt): status \(status)")
            if status & 0x7f == signal { interrupted += 1 }
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(left == ["state.json"], "attempt \(attempt): \(left)")
            let saved = try StateFile.load(path).get()
            #expect(saved == old || saved == new, "attempt \(attempt): the file is neither state")
        }
    }
}
