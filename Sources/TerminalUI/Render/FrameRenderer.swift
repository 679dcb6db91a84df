import CoordinatorKit
import Simulation

/// Draws a ``Scene`` into a ``Frame``: the header, the phone, the inspector beside it when
/// there is room, and help over everything. Pure: the same scene always gives the same frame.
package struct FrameRenderer: Sendable {
    /// Below this the frame shows only "terminal too small".
    package static let minimumSize = Size(columns: 40, rows: 14)
    /// The phone's narrowest outer width in columns: room for three tab titles of about ten
    /// columns each, and the width it keeps up to 95 columns.
    package static let phoneWidth = 38
    /// The phone's widest outer width: past it a terminal column is no longer a phone's.
    package static let maximumPhoneWidth = 56

    /// The phone's width on a terminal `columns` wide: two fifths of it, within
    /// ``phoneWidth``…``maximumPhoneWidth``, so the inspector keeps the larger part.
    package static func phoneWidth(columns: Int) -> Int {
        min(max(columns * 2 / 5, phoneWidth), maximumPhoneWidth)
    }
    /// The phone grows with the terminal up to this height.
    package static let maximumPhoneHeight = 30
    /// The inspector is drawn only when at least this many columns are left beside the phone.
    package static let minimumInspectorWidth = 30
    /// On a terminal too narrow for it beside the phone, the inspector goes below the phone when
    /// at least this many rows are left under a phone of ``belowPhoneHeight`` rows.
    package static let minimumInspectorHeight = 12
    /// The phone's height when the inspector is below it.
    package static let belowPhoneHeight = 22

    package init() {}

    package func render(_ scene: Scene) -> Frame {
        var frame = Frame(size: scene.size)
        let minimum = Self.minimumSize
        guard scene.size.columns >= minimum.columns, scene.size.rows >= minimum.rows else {
            drawTooSmall(ChromeText.forLanguage(scene.language), into: &frame)
            return frame
        }
        let text = ChromeText.forLanguage(scene.language)
        let layout = Layout(size: scene.size, showsInspector: scene.chrome.showsInspector)
        drawHeader(scene, layout: layout, text: text, into: &frame)
        drawPhone(scene.snapshot, in: layout.phone, text: text, moreList: scene.moreList, into: &frame)
        if let prompt = scene.linkPrompt {
            drawLinkPrompt(prompt, in: layout.phone, into: &frame)
        }
        if let levels = scene.backMenu {
            drawBackMenu(levels, in: layout.phone, text: text, into: &frame)
        }
        if let inspector = layout.inspector {
            drawInspector(scene, in: inspector, text: text, into: &frame)
        }
        if scene.chrome.showsHelp {
            drawHelp(text, tabKeys: Self.tabKeys(scene.snapshot), into: &frame)
        }
        if let notice = scene.notice {
            drawNotice(notice, text: text, into: &frame)
        }
        return frame
    }

    /// Where the parts of the screen go at a given size.
    struct Layout {
        var header: Rect
        var phone: Rect
        var inspector: Rect?
        /// True when the inspector is on but there is no room for it.
        var inspectorHidden: Bool

        init(size: Size, showsInspector: Bool) {
            header = Rect(x: 0, y: 0, width: size.columns, height: 1)
            let phoneHeight = min(size.rows - 1, FrameRenderer.maximumPhoneHeight)
            let phoneWidth = FrameRenderer.phoneWidth(columns: size.columns)
            let room = size.columns - phoneWidth - 1
            let roomBelow = size.rows - 1 - FrameRenderer.belowPhoneHeight
            if showsInspector, room >= FrameRenderer.minimumInspectorWidth {
                // The phone keeps its height; the inspector takes every row, for the journal.
                phone = Rect(x: 0, y: 1, width: phoneWidth, height: phoneHeight)
                inspector = Rect(x: phoneWidth + 1, y: 1, width: room, height: size.rows - 1)
                inspectorHidden = false
            } else if showsInspector, roomBelow >= FrameRenderer.minimumInspectorHeight {
                // Tall and narrow: the inspector goes below the phone, across the terminal.
                phone = Rect(x: (size.columns - phoneWidth) / 2, y: 1, width: phoneWidth, height: FrameRenderer.belowPhoneHeight)
                inspector = Rect(x: 0, y: 1 + FrameRenderer.belowPhoneHeight, width: size.columns, height: roomBelow)
                inspectorHidden = false
            } else {
                phone = Rect(x: (size.columns - phoneWidth) / 2, y: 1, width: phoneWidth, height: phoneHeight)
                inspector = nil
                inspectorHidden = showsInspector
            }
        }
    }

    // MARK: Header

    private func drawHeader(_ scene: Scene, layout: Layout, text: ChromeText, into frame: inout Frame) {
        let row = layout.header
        frame.fill(row, style: Theme.header)
        let title = " \(scene.title) · \(text.variant) \(scene.variant) "
        let used = frame.put(title, x: row.x, y: row.y, maxWidth: row.width, style: Theme.header)
        let right: String
        let style: Style
        if let status = scene.status {
            right = status + " "
            style = Theme.header
        } else if scene.linkPrompt != nil {
            right = text.linkPromptKeys + " "
            style = Theme.headerHint
        } else if scene.backMenu != nil {
            right = text.backMenuKeys + " "
            style = Theme.headerHint
        } else if let link = scene.waitingDeepLink {
            right = text.linkWaiting(VisibleText.escape(link)) + " "
            style = Theme.header
        } else if scene.moreList == nil || scene.snapshot.modal != nil, let field = Self.focusedField(scene.snapshot) {
            // A focused field takes every printable key: say so, since `q` and the letters don't act.
            // Not under More's list: the field is out of sight there, and Enter chooses a tab.
            right = (scene.snapshot.active?.isEditing == true ? text.typingInto(field) : text.fieldFocused(field)) + " "
            style = Theme.headerHint
        } else {
            let hint = (layout.inspectorHidden ? text.hintNoRoom(Self.phoneWidth + 1 + Self.minimumInspectorWidth) : text.hint) + " "
            // The app's own tab keys lead, where the whole hint fits beside the title.
            let tabs = Self.tabKeys(scene.snapshot).map { $0 + " " + text.tabsHint + " · " } ?? ""
            right = used + (tabs + hint).displayWidth < row.width ? tabs + hint : hint
            style = Theme.headerHint
        }
        let room = row.width - used - 1
        guard room > 0 else { return }
        let width = min(right.displayWidth, room)
        frame.put(right, x: row.maxX - width, y: row.y, maxWidth: width, style: style)
    }

    /// The app's own tab keys, `1 2 3` or `1-7`; nil without a tab bar, while it is hidden
    /// (`hidesBottomBarWhenPushed`) or while a modal covers it (a login over the tabs), when they do nothing.
    static func tabKeys(_ snapshot: Snapshot) -> String? {
        guard snapshot.rootKind == .tabBar, !snapshot.stacks.isEmpty, !snapshot.isTabBarHidden, snapshot.modal == nil else {
            return nil
        }
        let count = min(snapshot.stacks.count, 9)
        return count <= 3 ? (1...count).map(String.init).joined(separator: " ") : "1-\(count)"
    }

    /// The label of the focused text field on the active screen, if a text field has focus.
    static func focusedField(_ snapshot: Snapshot) -> String? {
        guard let active = snapshot.active, let focus = active.focus,
              let element = active.elements.first(where: { $0.id == focus }),
              case let .textField(label, _, _) = element.kind else { return nil }
        return VisibleText.escape(label)
    }

    // MARK: Notice

    /// A message in a box under the header, wrapped to fit, with how to dismiss it.
    private func drawNotice(_ message: String, text: ChromeText, into frame: inout Frame) {
        let width = min(frame.width - 2, 72)
        let hint = text.pressAnyKey
        var lines = TextWrap.lines(VisibleText.escape(message), width: width - 4)
        let room = frame.height - 5
        if lines.count > room, room > 0 {
            lines = Array(lines.prefix(room))
            lines[room - 1] = Self.suffix(lines[room - 1] + " …", width: width - 4)
        }
        let box = Rect(x: (frame.width - width) / 2, y: 2, width: width, height: lines.count + 4)
        frame.removeHitRegions(inside: box)
        frame.fill(box)
        frame.box(box, style: Theme.heading)
        for (row, line) in lines.enumerated() {
            frame.put(line, x: box.x + 2, y: box.y + 1 + row, maxWidth: width - 4)
        }
        frame.put(hint, x: box.x + 2, y: box.maxY - 2, maxWidth: width - 4, style: Theme.placeholder)
    }

    // MARK: Too small

    private func drawTooSmall(_ text: ChromeText, into frame: inout Frame) {
        let minimum = Self.minimumSize
        let need = text.need(minimum.columns, minimum.rows)
        let message = text.tooSmall + " " + need
        let current = text.now(frame.width, frame.height)
        var lines = message.displayWidth <= frame.width ? [message] : [text.tooSmall, need]
        lines.append(current)
        let top = max(0, (frame.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < frame.height {
            let x = max(0, (frame.width - line.displayWidth) / 2)
            frame.put(line, x: x, y: top + offset, style: offset < lines.count - 1 ? Theme.status : .plain)
        }
    }
}
