import CoordinatorKit

extension FrameRenderer {
    typealias InspectorLine = (text: String, style: Style)

    /// The inspector: each stack, the modal, live and leaked objects, the coordinator tree, and
    /// the journal below them in every row that is left, newest at the bottom and the latest
    /// step's marked `•` (leaks and stale children also in the leak colour). Nothing is cut without a mark: a stack keeps its top
    /// screen and a tree row its id (`…` replaces the middle), a journal entry wraps whole, and
    /// older entries above the view are counted on its first row.
    func drawInspector(_ scene: Scene, in rect: Rect, text: ChromeText, into frame: inout Frame) {
        frame.box(rect)
        frame.put(" \(text.inspector) ", x: rect.x + 2, y: rect.y, maxWidth: rect.width - 4, style: Theme.sectionTitle)
        let inner = Self.inspectorInner(rect)
        let width = inner.width
        var lines = inspectorHead(scene, text: text, inner: inner)
        let journalTitleRow = lines.count
        lines.append((text.journal, Theme.sectionTitle))
        let journalRoom = max(0, inner.height - lines.count)
        lines += journalLines(scene, text: text, width: width, rows: journalRoom)

        for (row, line) in lines.prefix(inner.height).enumerated() {
            frame.put(line.text, x: inner.x, y: inner.y + row, maxWidth: inner.width, style: line.style)
        }
        // Whether the journal follows new events, and the lifecycle toggle, beside its title.
        if journalTitleRow < inner.height {
            var state = scene.journalSkip == 0 ? text.journalLive : text.journalPaused(scene.journalSkip)
            if scene.chrome.showsCallbacks { state = text.callbacksShown + " · " + state }
            let used = text.journal.displayWidth
            let room = width - used - 1
            if room > 4 {
                let shown = Self.keepingEnd(state, width: room)
                frame.put(shown, x: inner.maxX - shown.displayWidth, y: inner.y + journalTitleRow, style: Theme.placeholder)
            }
        }
    }

    static func inspectorInner(_ rect: Rect) -> Rect {
        Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 3, height: rect.height - 2)
    }

    /// The inspector's rows above the journal: stacks, modal, objects, the tree (which gives way
    /// to the journal when rows run short) and, when a child is stale, STALE's legend.
    private func inspectorHead(_ scene: Scene, text: ChromeText, inner: Rect) -> [InspectorLine] {
        let width = inner.width
        let snapshot = scene.snapshot
        let stale = Set(snapshot.staleChildren.map(\.child.id))
        var tree = snapshot.coordinators.map { Self.treeLines($0, stale: stale, staleMark: text.stale) }
            ?? [(text.none, Theme.placeholder)]
        tree = tree.map { (Self.keepingEnd($0.text, width: width), $0.style) }
        if !stale.isEmpty { tree.append((Self.keepingStart(text.staleLegend, width: width), Theme.placeholder)) }
        let stacks = stackLines(snapshot, scene: scene, text: text, width: width)
        let objects = objectLines(snapshot, text: text)
        let fixed = 1 + stacks.count + 1 + objects.count + 1 + 1   // headings, modal line
        let minimumJournal = 4
        let treeRoom = max(1, inner.height - fixed - minimumJournal)
        if tree.count > treeRoom {
            let hidden = tree.count - treeRoom + 1
            tree = Array(tree.prefix(treeRoom - 1)) + [(text.more(hidden), Theme.placeholder)]
        }
        // The sections that keep their height come first, so a child coordinator coming or
        // going moves no row above the tree; the journal below it is anchored at the bottom.
        var lines: [InspectorLine] = [(text.stacks, Theme.sectionTitle)]
        lines += stacks
        lines.append(modalLine(snapshot, scene: scene, text: text, width: width))
        lines += objects
        lines.append((text.coordinators, Theme.sectionTitle))
        lines += tree
        return lines
    }

    /// The journal's entries as the view pages them: the positions (in `events`) of the entries
    /// shown (lifecycle and delegate calls only with `L`), and each one's height in rows, wrapped
    /// to the view's width.
    private struct JournalEntries {
        var positions: [Int]
        var heights: [Int]
        var rows: Int
    }

    private func journalEntries(_ scene: Scene, text: ChromeText, width: Int, rows: Int) -> JournalEntries {
        let positions = scene.events.indices.filter { scene.chrome.showsCallbacks || !scene.events[$0].isCallback }
        let heights = positions.map { index in
            min(rows, TextWrap.lines(Self.journalText(scene.events[index], scene: scene), width: width - 4).count)
        }
        return JournalEntries(positions: positions, heights: heights, rows: rows)
    }

    private static func journalText(_ event: JournalEvent, scene: Scene) -> String {
        VisibleText.escape(event.description(stackName: { scene.stackNames[$0] }))
    }

    /// The first entry drawn when the view ends before entry `end` in `rows` rows: entries are
    /// added upwards while they fit whole, keeping a row for the "older" mark while any are left
    /// above. An entry taller than the view is drawn alone, cut.
    static func journalFirst(heights: [Int], end: Int, rows: Int) -> Int {
        var used = 0
        var first = end
        for index in stride(from: end - 1, through: 0, by: -1) {
            let mark = index > 0 ? 1 : 0
            if used + heights[index] + mark <= rows || first == end {
                used += heights[index]
                first = index
                if used + mark > rows { break }
            } else {
                break
            }
        }
        return first
    }

    /// The end (exclusive) of the view that starts at entry `first`: entries added downwards
    /// while they fit whole under the "older" mark (always at least one).
    static func journalEnd(heights: [Int], first: Int, rows: Int) -> Int {
        let room = rows - (first > 0 ? 1 : 0)
        var used = 0
        var end = first
        while end < heights.count, used + heights[end] <= room || end == first {
            used += heights[end]
            end += 1
        }
        return end
    }

    /// Where the journal view goes for `scroll`, as the new ``Scene/journalSkip`` (entries shown
    /// below the view). PgUp shows the entries just above the view and PgDn those just below
    /// it, so every entry is reachable and none is skipped; the first page is full, and PgDn
    /// onto the newest entries is live again. The wheel moves three entries.
    package func journalSkip(after scroll: JournalScroll, in scene: Scene) -> Int {
        let text = ChromeText.forLanguage(scene.language)
        let layout = Layout(size: scene.size, showsInspector: scene.chrome.showsInspector)
        guard let rect = layout.inspector else { return scroll == .live ? 0 : scene.journalSkip }
        let inner = Self.inspectorInner(rect)
        let rows = max(0, inner.height - inspectorHead(scene, text: text, inner: inner).count - 1)
        let entries = journalEntries(scene, text: text, width: inner.width, rows: rows)
        let total = entries.heights.count
        guard rows > 0, total > 0 else { return 0 }
        let end = total - min(max(0, scene.journalSkip), total - 1)
        let first = Self.journalFirst(heights: entries.heights, end: end, rows: rows)
        // The view of the oldest entries: it starts at entry 0 and is full.
        let topEnd = Self.journalEnd(heights: entries.heights, first: 0, rows: rows)
        var newEnd: Int
        switch scroll {
        case .live: return 0
        case .pageUp: newEnd = first
        case .pageDown: newEnd = Self.journalEnd(heights: entries.heights, first: end, rows: rows)
        case .wheelUp: newEnd = end - 3
        case .wheelDown: newEnd = end + 3
        }
        newEnd = min(max(newEnd, topEnd), total)
        return total - newEnd
    }

    /// The events that fit in `rows`, ending `journalSkip` entries before the newest, each wrapped
    /// whole under a hanging indent. When older events are out of view the first row counts
    /// them, and the entries sit at the bottom, under it.
    private func journalLines(_ scene: Scene, text: ChromeText, width: Int, rows: Int) -> [InspectorLine] {
        guard rows > 0 else { return [] }
        let freshStart = scene.events.count - scene.freshEvents
        let entries = journalEntries(scene, text: text, width: width, rows: rows)
        if entries.positions.isEmpty { return [("  " + text.nothingYet, Theme.placeholder)] }
        let end = entries.positions.count - min(max(0, scene.journalSkip), entries.positions.count - 1)
        let first = Self.journalFirst(heights: entries.heights, end: end, rows: rows)
        var lines: [InspectorLine] = []
        for position in first..<end {
            let index = entries.positions[position]
            let event = scene.events[index]
            let isFresh = index >= freshStart && scene.journalSkip == 0
            let style = isFresh ? Self.style(of: event) : (event.isCallback ? Theme.placeholder : .plain)
            var wrapped = TextWrap.lines(Self.journalText(event, scene: scene), width: width - 4)
            let room = rows - (first > 0 ? 1 : 0)
            if wrapped.count > room, room > 0 {
                // A single entry taller than the view: its start, marked as cut.
                wrapped = Array(wrapped.prefix(room))
                wrapped[room - 1] = Self.keepingStart(wrapped[room - 1] + " …", width: width - 4)
            }
            lines += wrapped.enumerated().map { number, part in
                ((number == 0 ? (isFresh ? "• " : "  ") : "    ") + part, style)
            }
        }
        if first > 0 {
            // Plain, not dim: its count changes every key, and dim would cost an attribute change on and off.
            let padding = max(0, rows - 1 - lines.count)
            lines = [("  " + text.olderAbove(first), .plain)] + Array(repeating: ("", .plain), count: padding) + lines
        }
        return lines
    }

    /// `AppCoordinator#0`, then children drawn as a tree: `├─ ListCoordinator#2`. A stale child
    /// (it owns no screen) is marked in the leak colour.
    static func treeLines(_ node: CoordinatorNode, stale: Set<ObjectID> = [], staleMark: String = "STALE",
                          prefix: String = "", childPrefix: String = "") -> [InspectorLine] {
        let isStale = stale.contains(node.ref.id)
        var lines: [InspectorLine] = [(prefix + node.ref.description + (isStale ? " " + staleMark : ""),
                                       isStale ? Theme.leak : .plain)]
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            lines += treeLines(child, stale: stale, staleMark: staleMark, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                               childPrefix: childPrefix + (isLast ? "   " : "│  "))
        }
        return lines
    }

    /// One line a stack, named as the journal names it: `▸Shop: List#3 › Checkout#8`, the selected tab
    /// marked. A stack too long for the row keeps its top: `▸Shop: … › Checkout#8 › Confirmation#9`.
    private func stackLines(_ snapshot: Snapshot, scene: Scene, text: ChromeText, width: Int) -> [InspectorLine] {
        if snapshot.stacks.isEmpty { return [(text.none, Theme.placeholder)] }
        return snapshot.stacks.enumerated().map { index, stack in
            let screens = stack.screens.map { "\($0.identifier)\($0.id)" }
            switch snapshot.rootKind {
            case .tabBar:
                let selected = index == snapshot.selectedTab
                let name = scene.stackNames[stack.id] ?? stack.tabTitle ?? "\(index + 1)"
                // `▸` marks the selected tab; no bold, which would cost an attribute change each push and pop.
                return (Self.stackRow(lead: (selected ? "▸" : " ") + name + ": ", screens: screens, width: width), .plain)
            case .navigation, .none:
                return (Self.stackRow(lead: " ", screens: screens, width: width), .plain)
            }
        }
    }

    /// `lead` and the screens joined by ` › `, dropping screens from the bottom of the stack
    /// (shown as `…`) until the top screen fits.
    static func stackRow(lead: String, screens: [String], width: Int) -> String {
        var shown = screens[...]
        var row = lead + joinedByArrows(shown)
        while row.displayWidth > width, shown.count > 1 {
            shown.removeFirst()
            row = lead + "… › " + joinedByArrows(shown)
        }
        return keepingEnd(row, width: width)
    }

    /// `A › B › C`. A loop, not `joined(separator:)`, which is generic code here: its first use
    /// has the runtime scan every conformance record, on the first frame.
    private static func joinedByArrows(_ screens: ArraySlice<String>) -> String {
        var row = ""
        for screen in screens {
            if !row.isEmpty { row += " › " }
            row += screen
        }
        return row
    }

    private func modalLine(_ snapshot: Snapshot, scene: Scene, text: ChromeText, width: Int) -> InspectorLine {
        guard let modal = snapshot.modal else { return ("\(text.modal): \(text.none)", .plain) }
        let name = snapshot.presentation?.style.coversScreen == true ? text.fullScreen : text.sheet
        return (Self.stackRow(lead: "\(text.modal) (\(name)): ", screens: modal.screens.map { "\($0.identifier)\($0.id)" }, width: width),
                Theme.heading)
    }

    /// `Live: 5 screens, 4 coord.`, `Leaked: 0`, then one line a leaked object.
    private func objectLines(_ snapshot: Snapshot, text: ChromeText) -> [InspectorLine] {
        let screens = snapshot.live.filter { $0.kind == .screen }.count
        let coordinators = snapshot.live.count - screens
        var lines: [InspectorLine] = [
            ("\(text.live): " + text.screensAndCoordinators(screens, coordinators), .plain),
            ("\(text.leaked): \(snapshot.leaked.count)", snapshot.leaked.isEmpty ? .plain : Theme.leak),
        ]
        for ref in snapshot.leaked.prefix(3) {
            lines.append(("  \(text.leakMark) \(ref)", Theme.leak))
        }
        if snapshot.leaked.count > 3 {
            lines.append(("  " + text.more(snapshot.leaked.count - 3), Theme.leak))
        }
        return lines
    }

    /// `text` cut to `width` columns by replacing its middle with `…`, so both ends stay: the
    /// tree's indent and the `#id`, a stack's name and its top screen.
    static func keepingEnd(_ text: String, width: Int) -> String {
        guard text.displayWidth > width, width > 1 else { return text }
        let tail = suffix(text, width: max(1, (width * 2) / 3))   // starts with …
        let headRoom = width - tail.displayWidth
        return keepingStart(text, width: headRoom, mark: "") + tail
    }

    /// The start of `text` that fits in `width` columns, ending in `mark` when cut.
    static func keepingStart(_ text: String, width: Int, mark: String = "…") -> String {
        guard text.displayWidth > width else { return text }
        var result = ""
        var used = mark.displayWidth
        for character in text {
            let characterWidth = character.displayWidthOfCharacter
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result + mark
    }

    /// Fresh events are marked by `•` alone, except the ones that mean a bug: leaks and stale
    /// children in the leak colour. Colouring every fresh line by kind cost ~57 of ~580 bytes a
    /// key at 80x24 (a colour on, and off again for the blanks after each line).
    static func style(of event: JournalEvent) -> Style {
        switch event {
        case .leak, .staleChild: return Theme.leak
        default: return .plain
        }
    }
}
