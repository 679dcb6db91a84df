#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Exploration

/// The search's progress on stderr, only when stderr is a terminal, drawn once a search has
/// taken half a second (short ones stay quiet): states, frontier and states per second.
final class ExplorationProgressBar {
    private var drawn = false

    /// Nil when stderr is not a TTY.
    init?() {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
    }

    /// How long a product search of a tab bar runs before its line suggests `--compose`.
    static let composeHintAfter = 10.0

    func update(_ progress: ExplorationProgress) {
        let seconds = progress.elapsed.seconds
        guard drawn || seconds > 0.5 else { return }
        drawn = true
        // The frontier's share of what is known: the bar empties as the search nears its fixed point.
        let width = 20
        // A check after a composed search's groups fills the bar with its own share done.
        let (done, all) = progress.check.map { ($0.done, $0.total) }
            ?? (progress.states - progress.frontier, progress.states)
        let filled = all == 0 ? 0 : width * min(done, all) / all
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let rate = seconds > 0 ? Int(Double(progress.states) / seconds) : 0
        let line: String
        if let check = progress.check {
            line = "explore --compose [\(bar)] \(check.name): \(check.done) of \(check.total) \(check.unit); "
                + "\(progress.states) states searched, \(String(cFormat: "%.1f", seconds)) s"
        } else if let group = progress.group {
            // A composed search: the group of tabs being searched on its own, and its states so far.
            line = "explore --compose [\(bar)] tab\(group.count == 1 ? "" : "s") "
                + "\(group.map(String.init).joined(separator: "+")): \(progress.groupStates) states, "
                + "\(progress.frontier) in its frontier; \(progress.states) in all, \(rate) states/s"
        } else if seconds > Self.composeHintAfter, progress.tabs > 1 {
            // A long product search of a tab bar says what else there is, within 80 columns: no bar.
            line = "explore: \(progress.states) states, \(progress.frontier) to go, \(rate)/s; "
                + "\(progress.tabs) tabs multiply: try --compose"
        } else {
            line = "explore [\(bar)] \(progress.states) states, \(progress.frontier) in the frontier, "
                + "depth \(progress.depth), \(rate) states/s"
        }
        // A line wider than the terminal wraps, and `\r` then goes back to its last row only:
        // each update would leave a row behind. Three columns stay free for the terminal's `^C`.
        StandardError.write("\r\u{1B}[K" + String(line.prefix(max(1, Self.columns() - 3))))
    }

    /// The terminal's width, read on each update so that a resize takes effect; 80 when unknown.
    private static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    func finish() {
        if drawn { StandardError.write("\r\u{1B}[K") }
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// The process's peak resident set size (`VmHWM` in `/proc/self/status`), in kB; nil where there is no `/proc`.
func peakResidentKilobytes() -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("VmHWM:") else { continue }
        return Int(text.dropFirst(6).filter(\.isNumber))
    }
    return nil
}
