import CoordinatorKit

extension FrameRenderer {
    /// The phone: nav bar, content, tab bar, and a modal sheet drawn over them.
    func drawPhone(_ snapshot: Snapshot, in phone: Rect, text: ChromeText = .english, into frame: inout Frame) {
        frame.box(phone)
        let inner = phone.inset(by: 1)
        let showsTabBar = snapshot.rootKind == .tabBar
        let contentBottom = showsTabBar ? inner.maxY - 2 : inner.maxY
        let visible = snapshot.visibleStack

        // The screen under any modal. Its elements are known only when it is the active one.
        let underActive = snapshot.modal == nil ? snapshot.active : nil
        let title = underActive?.title ?? visible?.top?.title ?? ""
        let backTitle = underActive.map(\.backTitle) ?? visible.flatMap(Self.backTitle)
        drawNavBar(title: title, backTitle: backTitle, row: Rect(x: inner.x, y: inner.y, width: inner.width, height: 1),
                   isActive: underActive != nil, into: &frame)
        separator(phone, y: inner.y + 1, into: &frame)
        let content = Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: contentBottom - inner.y - 2)
        if let underActive {
            drawContent(underActive, in: content, into: &frame)
        } else if snapshot.rootKind == .none {
            frame.put(text.nothingOnScreen, x: content.x + 2, y: content.y + 1, maxWidth: content.width - 3, style: Theme.placeholder)
        }
        if showsTabBar {
            separator(phone, y: inner.maxY - 2, into: &frame)
            drawTabBar(snapshot, row: Rect(x: inner.x, y: inner.maxY - 1, width: inner.width, height: 1), into: &frame)
        }
        if snapshot.modal != nil {
            drawSheet(snapshot, phone: phone, text: text, into: &frame)
        }
    }

    /// The title of the screen below the top, which the nav bar's back button names.
    static func backTitle(_ stack: StackSnapshot) -> String? {
        stack.screens.count > 1 ? stack.screens[stack.screens.count - 2].title : nil
    }

    /// A line across the phone that joins its border: `├────┤`.
    private func separator(_ box: Rect, y: Int, into frame: inout Frame) {
        frame.put("├", x: box.x, y: y, style: Theme.border)
        frame.horizontalLine(x: box.x + 1, y: y, length: box.width - 2)
        frame.put("┤", x: box.maxX - 1, y: y, style: Theme.border)
    }

    /// `< Previous` on the left when back is possible, the title centred (pushed right if
    /// they would overlap), and on a sheet's root `Close` on the right.
    func drawNavBar(title: String, backTitle: String?, row: Rect, isActive: Bool, closes: Bool = false,
                    closeText: String = ChromeText.english.close, into frame: inout Frame) {
        var left = row.x + 1
        if let backTitle {
            let maxWidth = max(6, row.width * 2 / 5)
            let used = frame.put("< " + backTitle, x: left, y: row.y, maxWidth: maxWidth,
                                 style: isActive ? Theme.backButton : Theme.placeholder)
            if isActive { frame.addHitRegion(Rect(x: left, y: row.y, width: used, height: 1), .back) }
            left += used + 1
        }
        var right = row.maxX - 1
        if closes {
            let close = closeText
            right -= close.displayWidth
            frame.put(close, x: right, y: row.y, style: Theme.backButton)
            frame.addHitRegion(Rect(x: right, y: row.y, width: close.displayWidth, height: 1), .dismissModal)
            right -= 1
        }
        let titleWidth = VisibleText.escape(title).displayWidth
        var x = row.x + (row.width - titleWidth) / 2
        if x + titleWidth > right { x = right - titleWidth }
        x = max(x, left)
        frame.put(title, x: x, y: row.y, maxWidth: right - x, style: isActive ? Theme.navBar : Theme.placeholder)
    }

    /// ` 1 Feed  2 Orders  3 Profile `, the selected tab highlighted, each one clickable.
    private func drawTabBar(_ snapshot: Snapshot, row: Rect, into frame: inout Frame) {
        var x = row.x
        for (index, stack) in snapshot.stacks.enumerated() {
            guard x < row.maxX else { break }
            let title = stack.tabTitle ?? stack.screens.first?.title ?? "Tab"
            let selected = index == snapshot.selectedTab
            let used = frame.put(" \(index + 1) \(title) ", x: x, y: row.y, maxWidth: row.maxX - x,
                                 style: selected ? Theme.selectedTab : .plain)
            frame.addHitRegion(Rect(x: x, y: row.y, width: used, height: 1), .tab(index))
            x += used
        }
    }

    /// The modal as a sheet over the phone's content and tab bar, leaving the nav bar of the
    /// screen beneath in sight, as an iOS page sheet does.
    private func drawSheet(_ snapshot: Snapshot, phone: Rect, text: ChromeText, into frame: inout Frame) {
        let inner = phone.inset(by: 1)
        let sheet = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1)
        frame.removeHitRegions(inside: sheet)
        frame.fill(sheet)
        for y in sheet.y..<sheet.maxY {   // the phone's own border, where separators were
            frame.put("│", x: phone.x, y: y, style: Theme.border)
            frame.put("│", x: phone.maxX - 1, y: y, style: Theme.border)
        }
        frame.box(sheet)
        let sheetInner = sheet.inset(by: 1)
        guard let active = snapshot.active, sheetInner.height >= 3 else { return }
        drawNavBar(title: active.title, backTitle: active.backTitle,
                   row: Rect(x: sheetInner.x, y: sheetInner.y, width: sheetInner.width, height: 1),
                   isActive: true, closes: active.backTitle == nil, closeText: text.close, into: &frame)
        separator(sheet, y: sheetInner.y + 1, into: &frame)
        drawContent(active, in: Rect(x: sheetInner.x, y: sheetInner.y + 2, width: sheetInner.width, height: sheetInner.height - 2),
                    into: &frame)
    }
}
