import TerminalUI

/// Text the commands print for a person: names and labels come from configs and journeys, so
/// every line has its control characters made visible (as the terminal UI draws them), and an
/// ESC in a label cannot reach the user's terminal. Newlines and tabs between lines stay.
/// JSON output is data and goes out as the encoder wrote it.
enum TerminalText {
    static func visible(_ text: String) -> String {
        guard VisibleText.needsEscaping(text) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { VisibleText.escape(String($0)) }.joined(separator: "\t")
        }.joined(separator: "\n")
    }
}

/// `print` for text meant for a person's terminal.
func printText(_ text: String, terminator: String = "\n") {
    print(TerminalText.visible(text), terminator: terminator)
}
