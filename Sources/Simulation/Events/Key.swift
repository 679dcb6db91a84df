/// A key as the Simulation understands it: a pure value, not a curses code.
public enum Key: Hashable, Codable, Sendable {
    /// A printable character, such as `b`, `1` or `한`.
    case character(Character)
    /// Return (`enter`; `return` also reads as it).
    case enter
    /// The space bar (`space`).
    case space
    /// Tab (`tab`).
    case tab
    /// Shift-Tab (`backtab`; `shift-tab` also reads as it).
    case backTab
    /// Esc (`esc`), which the key map takes as back.
    case escape
    /// Backspace (`backspace`): deletes a character of the focused text field.
    case backspace
    /// The up arrow (`up`).
    case up
    /// The down arrow (`down`).
    case down
    /// The left arrow (`left`).
    case left
    /// The right arrow (`right`).
    case right

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let key = Key(name: name) else {
            throw DecodingError.dataCorruptedError(in: container,
                debugDescription: "unknown key \"\(name)\"; use one character or one of \(Key.namedKeys.joined(separator: ", "))")
        }
        self = key
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Names used in journeys and reports: `enter`, `esc`, `tab`, … or the character itself.
    package static let namedKeys = ["enter", "space", "tab", "backtab", "esc", "backspace", "up", "down", "left", "right"]

    /// The key a journey names: `enter`, `space`, `tab`, `backtab`, `esc`, `backspace`, an arrow,
    /// an alias (`return`, `shift-tab`, `escape`), in any case, or one character; nil for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "enter", "return": self = .enter
        case "space": self = .space
        case "tab": self = .tab
        case "backtab", "shift-tab": self = .backTab
        case "esc", "escape": self = .escape
        case "backspace": self = .backspace
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        default:
            guard name.count == 1, let character = name.first else { return nil }
            self = .character(character)
        }
    }

    /// The key's name in journeys and reports: `enter`, `esc`, … or the character itself.
    /// ``init(name:)`` reads it back.
    public var name: String {
        switch self {
        case let .character(character): return String(character)
        case .enter: return "enter"
        case .space: return "space"
        case .tab: return "tab"
        case .backTab: return "backtab"
        case .escape: return "esc"
        case .backspace: return "backspace"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        }
    }
}
