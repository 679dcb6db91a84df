import Foundation
import TestSupport
import Testing

/// Headless commands print names and labels from configs and journeys: an ESC in one must reach
/// the user's terminal as visible text (`^[`), never as an escape sequence.
@Suite struct ControlCharacterTests {
    static let escape = "\u{1B}"

    @Test func validateShowsAControlCharacterInAVariantSummaryAsText() throws {
        let scratch = try ScratchDirectory()
        let text = try String(contentsOfFile: Fixtures.defaultConfigPath, encoding: .utf8)
            .replacingOccurrences(of: #""summary": "Buying in a modal sheet"#,
                                  with: #""summary": "\u001b[2J\u001b]0;pwned\u0007Buying in a modal sheet"#)
        let path = try scratch.write("config.json", text)
        let result = try CoordsimBinary.run(["validate", "--config", path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("C: ^[[2J^[]0;pwned^GBuying in a modal sheet"))
        #expect(!result.stdout.contains(Self.escape))
    }

    /// A label no control can show is refused when the journey loads (exit 2), its ESC shown as text.
    @Test func scriptShowsARejectedLabelWithAControlCharacterAsText() throws {
        let scratch = try ScratchDirectory()
        let journey = try scratch.write("journey.json", #"""
            { "name": "tap \u001b[31mred", "launch": {"startLoggedIn": true},
              "steps": [ { "tap": "\u001b[2JBuy" } ] }
            """#)
        let result = try CoordsimBinary.run(["script", journey, "--variant", "B"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"step 0 ($.steps[0].tap): no control of shop can show "^[[2JBuy""#))
        #expect(!result.stderr.contains(Self.escape))
        #expect(!result.stdout.contains(Self.escape))
    }

    /// A label the app has but not on this screen is refused as the journey runs (exit 1), and the
    /// journey's name keeps its ESC as text in the report.
    @Test func scriptShowsAJourneyNameWithAControlCharacterAsText() throws {
        let scratch = try ScratchDirectory()
        let journey = try scratch.write("journey.json", #"""
            { "name": "tap \u001b[31mred", "launch": {"startLoggedIn": true},
              "steps": [ { "tap": "Sign up" } ] }
            """#)
        let result = try CoordsimBinary.run(["script", journey, "--variant", "B"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"no element labelled "Sign up" on Home"#), "\(result.stderr)")
        #expect(result.stderr.contains("^[[31mred"), "\(result.stderr)")
        #expect(!result.stderr.contains(Self.escape))
        #expect(!result.stdout.contains(Self.escape))
    }
}
