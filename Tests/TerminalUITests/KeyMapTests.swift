import CoordinatorKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Simulation
import Testing
@testable import TerminalUI

/// The key map against everything that spells a key: the docs, each language, the input
/// decoder, and what the session and the Simulation do with each binding's input.
@Suite struct KeyMapTests {
    @Test func docsKeysListsTheMapsTable() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/keys.md").standardizedFileURL
        let text = try String(contentsOf: docs, encoding: .utf8)
        #expect(text.contains(KeyMap.markdownTable + "\n"),
                "docs/keys.md's table of keys is not the key map's; it should read:\n\(KeyMap.markdownTable)")
    }

    @Test(arguments: ["en", "ko"]) func everyLanguageHasWordsForEveryBinding(language: String) {
        #expect(ChromeText.forLanguage(language).language == language)
        for binding in KeyMap.bindings {
            #expect(binding.words[language] != nil, "no \(language) words for \(binding.command)")
        }
        #expect(Set(KeyMap.bindings.map(\.command)) == Set(KeyCommand.allCases))
        #expect(KeyMap.bindings.count == KeyCommand.allCases.count)
    }

    /// The names a person reads for an input: `Enter`, `S-Tab`, `↑`, `PgUp`, `Alt-1`.
    private static func names(_ input: TerminalInput) -> [String] {
        switch input {
        case let .key(key):
            let symbols: [Key: String] = [.up: "↑", .down: "↓", .left: "←", .right: "→", .backTab: "S-Tab"]
            return [key.displayName] + (symbols[key].map { [$0] } ?? [])
        case let .journal(scroll): return [scroll.keyName]
        case let .alt(character): return ["Alt-\(character)"]
        default: return []
        }
    }

    /// Each key a binding's help line names in either language is one of its inputs (the tab
    /// keys, a button's letter and the mouse are placeholders, filled in or not keys).
    @Test(arguments: ["en", "ko"]) func eachHelpLineNamesItsBindingsKeys(language: String) {
        for binding in KeyMap.bindings where ![.selectTab, .shortcut, .click].contains(binding.command) {
            let names = Set(binding.inputs.flatMap(Self.names))
            for key in binding.words(language).keys.split(separator: " ") {
                #expect(names.contains(String(key)), "\(binding.command)'s help names \(key), not one of its inputs")
            }
        }
    }

    /// Every key the chrome's other words name in each language (`Enter: type`, `End`, `PgUp`) is bound.
    @Test(arguments: ["en", "ko"]) func theChromesWordsNameOnlyBoundKeys(language: String) {
        let text = ChromeText.forLanguage(language)
        let bound = Set(KeyMap.bindings.flatMap { $0.inputs.flatMap(Self.names) })
        let every: [Key] = [.enter, .space, .tab, .backTab, .escape, .backspace, .up, .down, .left, .right]
        let vocabulary = Set(every.flatMap { Self.names(.key($0)) } + ["PgUp", "PgDn", "End", "?"])
        let phrases = [text.typingInto("Name"), text.fieldFocused("Name"), text.linkPromptKeys, text.closeHelp,
                       text.journalPaused(3), text.olderAbove(3), text.moreListKeys, text.backMenuKeys, text.hint]
        for phrase in phrases {
            let words = phrase.split { " ·:/;(),".contains($0) }.map(String.init)
            for word in words where vocabulary.contains(word) {
                #expect(bound.contains(word), "\"\(phrase)\" names \(word), which no binding has")
            }
            #expect(words.contains { vocabulary.contains($0) }, "\"\(phrase)\" names a key")
        }
    }

    @Test func runHelpNamesEveryBindingWithAPhrase() {
        for binding in KeyMap.bindings {
            if let usage = binding.usage { #expect(KeyMap.usage.contains(usage)) }
        }
        #expect(KeyMap.usage.hasPrefix("Keys: number keys select tabs"))
    }

    /// What the terminal sends for each key the map names decodes to that binding's input.
    @Test(arguments: [
        ("1", TerminalInput.key(.character("1"))), ("\u{1B}7", .alt("7")), ("\t", .key(.tab)), ("\u{1B}[Z", .key(.backTab)),
        ("\u{1B}[A", .key(.up)), ("\u{1B}OB", .key(.down)), ("\u{1B}[C", .key(.right)), ("\u{1B}[D", .key(.left)),
        ("\r", .key(.enter)), (" ", .key(.space)), (":", .key(.character(":"))), ("i", .key(.character("i"))),
        ("L", .key(.character("L"))), ("[", .key(.character("["))), ("]", .key(.character("]"))), ("<", .key(.character("<"))), ("\u{1B}[5~", .journal(.pageUp)), ("\u{1B}[6~", .journal(.pageDown)),
        ("\u{1B}[F", .journal(.live)), ("?", .key(.character("?"))), ("q", .key(.character("q"))),
    ])
    func theDecoderDeliversTheMapsInputs(bytes: String, input: TerminalInput) {
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes) + decoder.flush() == [input])
        #expect(KeyMap.bindings.contains { $0.inputs.contains(input) })
    }

    @Test func escapeAloneIsBack() {
        var decoder = InputDecoder()
        #expect(decoder.decode("\u{1B}") + decoder.flush() == [.key(.escape)])
        #expect(KeyMap.command(for: .key(.escape), in: .screen) == .back)
    }

    /// Each binding's inputs, on the shop's Home, do what the map says they do.
    @Test(arguments: KeyMap.bindings.filter { $0.places.contains(.screen) && !$0.inputs.isEmpty }.map(\.command))
    func eachInputDoesItsCommandOnAScreen(command: KeyCommand) throws {
        for input in KeyMap.binding(command).inputs {
            let session = Sessions.shop()
            var steps: [(Event, Step)] = []
            session.onStep = { steps.append(($0, $1)) }
            switch command {
            case .selectTab:
                let tabs = session.simulation.snapshot.stacks.count
                let digit = try #require({ () -> Int? in
                    switch input {
                    case let .key(.character(character)), let .alt(character): return character.wholeNumberValue
                    default: return nil
                    }
                }())
                session.handle(.key(.character("b")))   // away from the tab's root: selecting it again pops
                session.handle(input)
                if digit <= tabs {
                    #expect(session.simulation.snapshot.selectedTab == digit - 1, "\(input)")
                } else {
                    #expect(steps.last?.1.reason == .noSuchTab(number: digit, count: tabs), "\(input)")
                }
            case .moveFocus, .moveWithin, .activate:
                session.handle(input)
                #expect(steps.count == 1 && steps[0].1.reason == nil, "\(input)")
                if case let .key(key) = input { #expect(steps.first?.0 == .key(key)) }
            case .back:
                session.handle(.key(.character("b")))
                let depth = session.simulation.snapshot.activeStack?.screens.count ?? 0
                session.handle(input)
                #expect(session.simulation.snapshot.activeStack?.screens.count == depth - 1)
            case .barButton:
                // The shop has no bar buttons; Create, in the shapes app, has one on each side.
                let shapes = Sessions.shapes(tabs: 2)
                shapes.simulation.send(.deepLink("shapes://items"))
                shapes.simulation.send(.tap("+"))
                shapes.simulation.send(.tap("Ready"))
                shapes.handle(input)
                #expect(shapes.simulation.snapshot.modal == nil, "\(input) taps Hide or Save, which both dismiss")
                #expect(session.simulation.send(.key(.character("]"))).reason == .noBarButton(left: false, screen: "Home"))
            case .backMenu:
                session.handle(.key(.character("b")))   // Buy, over Home
                session.handle(input)
                #expect(session.backMenu == ["Home"])
                session.handle(.key(.character("1")))
                #expect(session.backMenu == nil)
                #expect(steps.last?.0 == .backMenu(level: 1) && steps.last?.1.reason == nil)
                #expect(session.simulation.snapshot.activeStack?.screens.count == 1)
            case .typeIntoField:
                session.handle(.key(.character("c")))   // Create account: its first field has focus
                session.handle(input)
                #expect(session.simulation.snapshot.active?.isEditing == true)
            case .openDeepLink:
                session.handle(input)
                #expect(session.linkPrompt == "")
            case .toggleInspector:
                session.handle(input)
                #expect(!session.simulation.chrome.showsInspector)
            case .toggleCallbacks:
                session.handle(input)
                #expect(session.simulation.chrome.showsCallbacks)
            case .pageJournal:
                for _ in 0..<12 { session.handle(.key(.character("b"))); session.handle(.key(.escape)) }
                if input != .journal(.pageUp) && input != .journal(.wheelUp) { session.handle(.journal(.pageUp)) }
                let before = session.frame
                session.handle(input)
                #expect(session.frame != before, "\(input)")
            case .help:
                session.handle(input)
                #expect(session.simulation.chrome.showsHelp)
            case .quit:
                session.handle(input)
                #expect(session.isFinished)
            case .shortcut, .click:
                Issue.record("\(command) has no fixed inputs")
            }
        }
    }

    /// While the terminal is too small only the bindings placed there act; every other input changes nothing.
    @Test func onlyTheTooSmallBindingsActWhileTooSmall() {
        for binding in KeyMap.bindings {
            for input in binding.inputs {
                let session = Sessions.shop(columns: 30, rows: 10)
                let before = session.simulation.snapshot
                session.handle(input)
                if binding.places.contains(.tooSmall) {
                    #expect(binding.command == .quit && session.isFinished)
                } else {
                    #expect(session.simulation.snapshot == before && !session.isFinished, "\(input)")
                }
            }
        }
    }

    /// While help is shown, only the bindings placed there act (`?` and `Esc` close it, `q` quits).
    @Test func onlyTheHelpBindingsActWhileHelpIsShown() {
        for binding in KeyMap.bindings {
            for input in binding.inputs {
                let session = Sessions.shop()
                session.handle(.key(.character("?")))
                let before = session.simulation.snapshot
                session.handle(input)
                if binding.places.contains(.help) {
                    #expect(!session.simulation.chrome.showsHelp, "\(input)")
                    #expect(session.isFinished == (binding.command == .quit))
                } else if case .journal = input {
                    // The journal pages under the help; it is the terminal's, not the app's.
                    #expect(session.simulation.chrome.showsHelp)
                } else {
                    #expect(session.simulation.snapshot == before && session.simulation.chrome.showsHelp, "\(input)")
                }
            }
        }
    }
}
