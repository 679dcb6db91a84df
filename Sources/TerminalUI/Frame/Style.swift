/// How a cell is drawn. Meaning never rests on colour alone: every colour comes with an
/// attribute or a marker that still reads on a monochrome terminal, where colour is dropped.
package struct Style: Hashable, Sendable {
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let bold = Attributes(rawValue: 1 << 0)
        package static let reverse = Attributes(rawValue: 1 << 1)
        package static let underline = Attributes(rawValue: 1 << 2)
        package static let dim = Attributes(rawValue: 1 << 3)
    }

    /// Foreground colours, named for the terminal's basic eight.
    package enum Color: UInt8, Hashable, Sendable, CaseIterable {
        case red = 1, green, yellow, blue, magenta, cyan
    }

    package var attributes: Attributes
    package var color: Color?

    package init(_ attributes: Attributes = [], color: Color? = nil) {
        self.attributes = attributes
        self.color = color
    }

    package static let plain = Style()

    package func adding(_ more: Attributes) -> Style {
        Style(attributes.union(more), color: color)
    }

    /// True when the style changes nothing on a blank cell: no reverse, no underline.
    package var showsOnlyOnInk: Bool {
        attributes.isDisjoint(with: [.reverse, .underline])
    }
}

extension Style: CustomStringConvertible {
    /// Such as `bold reverse cyan`, or `plain`; used in golden files.
    package var description: String {
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
package enum Theme {
    package static let header = Style([.bold, .reverse], color: .cyan)
    package static let headerHint = Style([.reverse], color: .cyan)
    // Plain, not dim: a dim border between plain text costs two attribute changes at every border
    // cell a row crosses (~450 of a 2,800-byte first frame at 80x24, and on every repainted row).
    package static let border = Style.plain
    package static let navBar = Style.plain   // bold cost 15 bytes a key: an SGR on and off around every new title
    package static let backButton = Style.plain
    package static let heading = Style([.bold])
    package static let error = Style([.bold], color: .red)
    package static let success = Style([.bold], color: .green)
    package static let focusMarker = Style.plain
    package static let focused = Style([.reverse])
    package static let selectedOption = Style([.reverse, .bold])
    package static let placeholder = Style([.dim])
    package static let selectedTab = Style([.reverse, .bold])
    package static let sectionTitle = Style([.bold, .underline], color: .cyan)
    package static let leak = Style([.bold], color: .red)
    package static let old = Style([.dim])
    package static let status = Style([.bold], color: .yellow)
}
