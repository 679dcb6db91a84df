import CoordinatorKit

extension FrameRenderer {
    /// The tabs UIKit's tab bar has no room for, past the fourth, when there are more than five:
    /// More's list shows them. Empty with five tabs or fewer.
    static func moreTabs(_ snapshot: Snapshot) -> Range<Int> {
        let count = snapshot.rootKind == .tabBar ? snapshot.stacks.count : 0
        return count > maximumTabItems ? (maximumTabItems - 1)..<count : 0..<0
    }

    /// Whether the selected tab is one of More's: its root then has `< More` in its nav bar.
    static func isUnderMore(_ snapshot: Snapshot) -> Bool {
        guard let selected = snapshot.selectedTab else { return false }
        return moreTabs(snapshot).contains(selected)
    }

    /// More's list, as UIKit's more navigation controller shows it: a row per tab past the
    /// fourth (its key, title and badge), `highlighted` marked, each row a click on its tab.
    func drawMoreList(_ snapshot: Snapshot, highlighted: Int, in rect: Rect, into frame: inout Frame) {
        let textX = rect.x + 3
        let textWidth = rect.maxX - 1 - textX
        let tabs = Self.moreTabs(snapshot)
        // Scrolled, as a screen's content is, to keep the highlighted row in sight.
        let offset = max(0, highlighted + 1 - rect.height)
        for (row, tab) in tabs.dropFirst(offset).prefix(max(0, rect.height)).enumerated() {
            let stack = snapshot.stacks[tab]
            let title = VisibleText.escape(stack.tabTitle ?? stack.screens.first?.title ?? "Tab")
            let badge = stack.tabBadge.map { " (" + VisibleText.escape($0) + ")" } ?? ""
            let y = rect.y + row
            let isHighlighted = tab - tabs.lowerBound == highlighted
            if isHighlighted { frame.put("›", x: rect.x + 1, y: y, style: Theme.focusMarker) }
            let used = frame.put("\(tab + 1) \(title)\(badge)", x: textX, y: y, maxWidth: textWidth,
                                 style: isHighlighted ? Theme.focused : .plain)
            frame.addHitRegion(Rect(x: textX, y: y, width: used, height: 1), .tab(tab))
        }
    }
}
