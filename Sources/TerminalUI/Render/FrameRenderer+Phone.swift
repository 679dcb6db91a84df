import CoordinatorKit

extension FrameRenderer {
    /// The phone: nav bar, content, tab bar, and a modal drawn over them: a sheet as a card over
    /// the presenter's nav bar, a full-screen modal over everything, tab bar included. With
    /// `moreList` (its highlighted row), More's list of the tabs past the fourth takes the screen's place.
    func drawPhone(_ snapshot: Snapshot, in phone: Rect, text: ChromeText = .english, moreList: Int? = nil,
                   into frame: inout Frame) {
        frame.box(phone)
        if snapshot.modal != nil, snapshot.presentation?.style.coversScreen == true {
            drawFullScreenModal(snapshot, phone: phone, into: &frame)
            return
        }
        let inner = phone.inset(by: 1)
        // A tab whose stack has a screen with `hidesBottomBarWhenPushed` hides the tab bar, and its
        // content takes the bar's rows.
        let showsTabBar = snapshot.rootKind == .tabBar && !snapshot.isTabBarHidden
        let contentBottom = showsTabBar ? inner.maxY - 2 : inner.maxY
        let visible = snapshot.visibleStack

        // The screen under any modal. Its elements are known only when it is the active one.
        let underActive = snapshot.modal == nil ? snapshot.active : nil
        let showsMoreList = moreList != nil && snapshot.modal == nil
        // `isNavigationBarHidden`: no bar, and the content starts at the top.
        let hidesNavBar = !showsMoreList && underActive?.navigationBar?.isHidden == true
        // A plain tab (not a navigation controller) has no bar: its row stays blank, with no line
        // under it, so its content starts where every tab's does. Under More it is in More's
        // navigation controller, which gives it a bar with `< More`, as in UIKit.
        let hasNoBar = !showsMoreList && visible?.isPlainTab == true && !Self.isUnderMore(snapshot)
        let contentTop = hidesNavBar ? inner.y : inner.y + 2
        let navBar = Rect(x: inner.x, y: inner.y, width: inner.width, height: 1)
        let content = Rect(x: inner.x, y: contentTop, width: inner.width, height: contentBottom - contentTop)
        if showsMoreList {
            drawNavBar(title: text.moreTab, backTitle: nil, row: navBar, isActive: true, into: &frame)
        } else if !hidesNavBar, !hasNoBar {
            let title = underActive.map { $0.navigationBar?.title ?? $0.title } ?? visible?.top?.title ?? ""
            var backTitle = underActive.map(\.backTitle) ?? visible.flatMap(Self.backTitle)
            // A tab under More shows its root below More's list, as UIKit's more navigation controller does.
            let backsToMore = backTitle == nil && Self.isUnderMore(snapshot)
            if backsToMore { backTitle = text.moreTab }
            drawNavBar(title: title, backTitle: backTitle, row: navBar, isActive: underActive != nil,
                       backTarget: backsToMore ? .more : .back, bar: underActive?.navigationBar, into: &frame)
        }
        if !hidesNavBar, !hasNoBar { separator(phone, y: inner.y + 1, into: &frame) }
        if let row = moreList, showsMoreList {
            drawMoreList(snapshot, highlighted: row, in: content, into: &frame)
        } else if let underActive {
            drawContent(underActive, in: content, into: &frame)
        } else if snapshot.rootKind == .none {
            frame.put(text.nothingOnScreen, x: content.x + 2, y: content.y + 1, maxWidth: content.width - 3, style: Theme.placeholder)
        }
        if showsTabBar {
            separator(phone, y: inner.maxY - 2, into: &frame)
            drawTabBar(snapshot, row: Rect(x: inner.x, y: inner.maxY - 1, width: inner.width, height: 1), text: text,
                       showsMoreList: showsMoreList, into: &frame)
        }
        if snapshot.modal != nil {
            drawSheet(snapshot, phone: phone, text: text, into: &frame)
        }
    }

    /// A bar button as the nav bar draws it: `[Hide]`, `[+]`.
    static func barButtonLabel(_ item: BarButtonSnapshot) -> String {
        "[" + VisibleText.escape(item.title) + "]"
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
    /// they would overlap), and on a sheet's root `Close` on the right. `bar`'s buttons, as
    /// `[Hide]` and `[+]`, go on its sides, the left ones in the back button's place (unless they
    /// supplement it), the right ones in Close's: each clickable, a disabled one dimmed.
    func drawNavBar(title: String, backTitle: String?, row: Rect, isActive: Bool, closes: Bool = false,
                    closeText: String = ChromeText.english.close, backTarget: HitRegion.Target = .back,
                    bar: NavigationBarSnapshot? = nil, into frame: inout Frame) {
        var left = row.x + 1
        if let backTitle, bar?.hidesBackButton != true {
            let maxWidth = max(6, row.width * 2 / 5)
            let used = frame.put("< " + backTitle, x: left, y: row.y, maxWidth: maxWidth,
                                 style: isActive ? Theme.backButton : Theme.placeholder)
            if isActive { frame.addHitRegion(Rect(x: left, y: row.y, width: used, height: 1), backTarget) }
            left += used + 1
        }
        var right = row.maxX - 1
        // Each side gets at most two fifths of the bar; a button that no longer fits is left out.
        let sideRoom = max(6, row.width * 2 / 5)
        if let bar {
            let start = left
            for item in bar.leftItems {
                let label = Self.barButtonLabel(item)
                guard left - start + label.displayWidth <= sideRoom else { break }
                let used = frame.put(label, x: left, y: row.y, style: item.isEnabled && isActive ? Theme.backButton : Theme.placeholder)
                if item.isEnabled, isActive { frame.addHitRegion(Rect(x: left, y: row.y, width: used, height: 1), .tap(item.title)) }
                left += used + 1
            }
            let end = right
            for item in bar.rightItems {
                let label = Self.barButtonLabel(item)
                guard end - right + label.displayWidth <= sideRoom else { break }
                right -= label.displayWidth
                frame.put(label, x: right, y: row.y, style: item.isEnabled && isActive ? Theme.backButton : Theme.placeholder)
                if item.isEnabled, isActive {
                    frame.addHitRegion(Rect(x: right, y: row.y, width: label.displayWidth, height: 1), .tap(item.title))
                }
                right -= 1
            }
        }
        if closes, bar?.rightItems.isEmpty != false {
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

    /// ` 1 Feed  2 Orders  3 Profile `, the selected tab highlighted, each one clickable. Labels
    /// shorten as UIKit's do when they don't all fit: the longest are cut first, with `…`. With
    /// more than five tabs the fifth item is More, as UIKit's tab bar shows at most five; a click
    /// on it shows its list, and it is highlighted while the list or a tab under it is shown. Its
    /// tabs' keys are in the header's hint. A badge follows its label: ` 2 Inbox(3)`.
    func drawTabBar(_ snapshot: Snapshot, row: Rect, text: ChromeText = .english, showsMoreList: Bool = false,
                    into frame: inout Frame) {
        let items = Self.tabItems(snapshot, width: row.width, text: text, showsMoreList: showsMoreList)
        var x = row.x
        for item in items {
            guard x < row.maxX else { break }
            let used = frame.put(item.label, x: x, y: row.y, maxWidth: row.maxX - x,
                                 style: item.selected ? Theme.selectedTab : .plain)
            frame.addHitRegion(Rect(x: x, y: row.y, width: used, height: 1), item.target)
            x += used
        }
    }

    /// One item of the tab bar as drawn: its label (padded), what a click on it does (a tab, or
    /// More's list), whether it is lit.
    struct TabItem: Equatable {
        var label: String
        var target: HitRegion.Target
        var selected: Bool
    }

    /// UIKit's tab bar shows at most this many items; with more tabs the last is More.
    static let maximumTabItems = 5

    /// The tab bar's items fitted to `width` columns: titles cut from the longest down until the
    /// row fits (each keeps its number, its badge and at least one character).
    static func tabItems(_ snapshot: Snapshot, width: Int, text: ChromeText, showsMoreList: Bool = false) -> [TabItem] {
        let count = snapshot.stacks.count
        let shown = count > maximumTabItems ? maximumTabItems - 1 : count
        var parts: [(key: String, title: String, badge: String, target: HitRegion.Target, selected: Bool)] = []
        for index in 0..<shown {
            let stack = snapshot.stacks[index]
            let title = VisibleText.escape(stack.tabTitle ?? stack.screens.first?.title ?? "Tab")
            let badge = stack.tabBadge.map { "(" + VisibleText.escape($0) + ")" } ?? ""
            parts.append(("\(index + 1) ", title, badge, .tab(index), !showsMoreList && index == snapshot.selectedTab))
        }
        if count > maximumTabItems {
            let selected = showsMoreList || isUnderMore(snapshot)
            // Its tabs' keys are in the header's hint and help; the item itself says More, as UIKit's.
            let badges = snapshot.stacks[shown...].contains { $0.tabBadge != nil } ? "•" : ""
            parts.append(("", text.moreTab, badges, .more, selected))
        }
        // Whole titles fit: each item padded on both sides, ` 1 Main  2 Buy `.
        let roomy = parts.reduce(0) { $0 + 2 + $1.key.displayWidth + $1.title.displayWidth + $1.badge.displayWidth }
        if roomy <= width {
            return parts.map { part in
                TabItem(label: " \(part.key)\(part.title)\(part.badge.isEmpty ? "" : " " + part.badge) ", target: part.target,
                        selected: part.selected)
            }
        }
        // Else ` 1 Appo… 2 Doct…(3)`: a space before each item and after its key, one to close the row.
        // More (the item without a key) is never cut.
        let isMore = parts.map { $0.key.isEmpty }
        let fixed = 1 + parts.reduce(0) { $0 + 1 + $1.key.displayWidth + $1.badge.displayWidth }
            + zip(parts, isMore).reduce(0) { $0 + ($1.1 ? $1.0.title.displayWidth : 0) }
        let cuttable = zip(parts, isMore).filter { !$0.1 }.map { $0.0.title.displayWidth }
        var cap = cuttable.max() ?? 0
        while cap > 1, fixed + cuttable.reduce(0, { $0 + min($1, cap) }) > width { cap -= 1 }
        // Columns the uniform cut leaves over go, one at a time, to the titles still cut, in order.
        var caps = parts.indices.map { isMore[$0] ? parts[$0].title.displayWidth : min(parts[$0].title.displayWidth, cap) }
        var spare = width - fixed - zip(caps, isMore).reduce(0) { $0 + ($1.1 ? 0 : $1.0) }
        while spare > 0 {
            let cut = caps.indices.filter { caps[$0] < parts[$0].title.displayWidth }
            guard let index = cut.min(by: { caps[$0] < caps[$1] }) else { break }
            caps[index] += 1
            spare -= 1
        }
        return zip(parts, caps).map { part, cap in
            let title = part.title.displayWidth > cap ? keepingStart(part.title, width: cap) : part.title
            return TabItem(label: " \(part.key)\(title)\(part.badge)", target: part.target, selected: part.selected)
        }
    }

    /// A full-screen modal: its own nav bar at the top of the phone and its content down to the
    /// bottom, over the tab bar. No Close and no swipe: a user cannot dismiss it, as in UIKit.
    private func drawFullScreenModal(_ snapshot: Snapshot, phone: Rect, into frame: inout Frame) {
        let inner = phone.inset(by: 1)
        guard let active = snapshot.active, inner.height >= 3 else { return }
        if active.navigationBar?.isHidden == true {
            drawContent(active, in: inner, into: &frame)
            return
        }
        drawNavBar(title: active.navigationBar?.title ?? active.title, backTitle: active.backTitle,
                   row: Rect(x: inner.x, y: inner.y, width: inner.width, height: 1), isActive: true,
                   bar: active.navigationBar, into: &frame)
        separator(phone, y: inner.y + 1, into: &frame)
        drawContent(active, in: Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 2), into: &frame)
    }

    /// The deep-link prompt on the phone's last row: `:` and the URL typed so far, its end in
    /// sight when it is longer than the row, the cursor after it.
    func drawLinkPrompt(_ typed: String, in phone: Rect, into frame: inout Frame) {
        let inner = phone.inset(by: 1)
        let y = inner.maxY - 1
        let row = Rect(x: inner.x, y: y, width: inner.width, height: 1)
        frame.removeHitRegions(inside: row)
        frame.fill(row)
        let room = inner.width - 3   // ":" and a space before, the cursor after
        var shown = VisibleText.escape(typed)
        if shown.displayWidth > room { shown = Self.suffix(shown, width: room) }
        frame.put(":", x: inner.x + 1, y: y, style: Theme.heading)
        let used = frame.put(shown, x: inner.x + 2, y: y, maxWidth: room)
        frame.cursor = (inner.x + 2 + used, y)
    }

    /// The back button's menu on the phone's last row: `Back to: 1 Feed  2 Article`, root first.
    /// A level past 9 has no key and is not listed.
    func drawBackMenu(_ levels: [String], in phone: Rect, text: ChromeText, into frame: inout Frame) {
        let inner = phone.inset(by: 1)
        let y = inner.maxY - 1
        let row = Rect(x: inner.x, y: y, width: inner.width, height: 1)
        frame.removeHitRegions(inside: row)
        frame.fill(row)
        let used = frame.put(text.backMenu + ":", x: inner.x + 1, y: y, maxWidth: inner.width - 1, style: Theme.heading)
        let items = levels.prefix(9).enumerated().map { "\($0.offset + 1) \(VisibleText.escape($0.element))" }
        frame.put(items.joined(separator: "  "), x: inner.x + 2 + used, y: y, maxWidth: max(0, inner.width - 2 - used))
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
        if active.navigationBar?.isHidden == true {
            drawContent(active, in: sheetInner, into: &frame)
            return
        }
        drawNavBar(title: active.navigationBar?.title ?? active.title, backTitle: active.backTitle,
                   row: Rect(x: sheetInner.x, y: sheetInner.y, width: sheetInner.width, height: 1),
                   isActive: true, closes: active.backTitle == nil && snapshot.presentation?.userMayDismiss != false,
                   closeText: text.close, bar: active.navigationBar, into: &frame)
        separator(sheet, y: sheetInner.y + 1, into: &frame)
        drawContent(active, in: Rect(x: sheetInner.x, y: sheetInner.y + 2, width: sheetInner.width, height: sheetInner.height - 2),
                    into: &frame)
    }
}
