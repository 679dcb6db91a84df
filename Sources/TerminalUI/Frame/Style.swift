/// How a cell is drawn. Meaning never rests on colour alone: every colour comes with an
/// attribute or a marker that still reads on a monochrome terminal, where colour is dropped.
public struct Style: Hashable, Sendable {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let reverse = Attributes(rawValue: 1 << 1)
        public static let underline = Attributes(rawValue: 1 << 2)
        public static let dim = Attributes(rawValue: 1 << 3)
    }

    /// Foreground colours, named for the terminal's basic eight.
    public enum Color: UInt8, Hashable, Sendable, CaseIterable {
        case red = 1, green, yellow, blue, magenta, cyan
    }

    public var attributes: Attributes
    public var color: Color?

    public init(_ attributes: Attributes = [], color: Color? = nil) {
        self.attributes = attributes
        self.color = color
    }

    public static let plain = Style()

    public func adding(_ more: Attributes) -> Style {
        Style(attributes.union(more), color: color)
    }

    /// True when the style changes nothing on a blank cell: no reverse, no underline.
    public var showsOnlyOnInk: Bool {
        attributes.isDisjoint(with: [.reverse, .underline])
    }
}

extension Style: CustomStringConvertible {
    /// Such as `bold reverse cyan`, or `plain`; used in golden files.
    public var description: String {
        var words: [String] = []
        if attributes.contains(.bold) { words.append("bold") }
        if attributes.contains(.reverse) { words.append("reverse") }
        if attributes.contains(.underline) { words.append("underline") }
        if attributes.contains(.dim) { words.append("dim") }
        if let color { words.append("\(color)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}

/// The styles the renderer uses, by role, so the look is decided in one place.
public enum Theme {
    public static let header = Style([.bold, .reverse], color: .cyan)
    public static let headerHint = Style([.reverse], color: .cyan)
    // Plain, not dim: a dim border between plain text costs two attribute changes at every border
    // cell a row crosses (~450 of a 2,800-byte first frame at 80x24, and on every repainted row).
    public static let border = Style.plain
    public static let navBar = Style.plain   // bold cost 15 bytes a key: an SGR on and off around every new title
    public static let backButton = Style.plain
    public static let heading = Style([.bold])
    public static let error = Style([.bold], color: .red)
    public static let success = Style([.bold], color: .green)
    public static let focusMarker = Style.plain
    public static let focused = Style([.reverse])
    public static let selectedOption = Style([.reverse, .bold])
    public static let placeholder = Style([.dim])
    public static let selectedTab = Style([.reverse, .bold])
    public static let sectionTitle = Style([.bold, .underline], color: .cyan)
    public static let leak = Style([.bold], color: .red)
    public static let old = Style([.dim])
    public static let status = Style([.bold], color: .yellow)
}
