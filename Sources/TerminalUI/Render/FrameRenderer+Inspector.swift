import CoordinatorKit

extension FrameRenderer {
    /// The inspector: the coordinator tree, each tab's stack, the modal, live and leaked
    /// objects, and the last journal events (lifecycle calls left out), newest at the bottom
    /// and the latest step's in colour, so a child being released is seen as it happens.
    func drawInspector(_ scene: Scene, in rect: Rect, into frame: inout Frame) {
        frame.box(rect)
        frame.put(" Inspector ", x: rect.x + 2, y: rect.y, maxWidth: rect.width - 4, style: Theme.sectionTitle)
        let inner = Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 3, height: rect.height - 2)
        let snapshot = scene.snapshot
        var lines: [(text: String, style: Style)] = []

        // The tree gives way to the journal when rows run short.
        let stale = Set(snapshot.staleChildren.map(\.child.id))
        var tree = snapshot.coordinators.map { Self.treeLines($0, stale: stale) } ?? [("none", Theme.placeholder)]
        let stacks = stackLines(snapshot)
        let objects = objectLines(snapshot)
        let fixed = 1 + 1 + stacks.count + 1 + objects.count + 1   // headings, modal line
        let minimumJournal = 4
        let treeRoom = max(1, inner.height - fixed - minimumJournal)
        if tree.count > treeRoom {
            let hidden = tree.count - treeRoom + 1
            tree = Array(tree.prefix(treeRoom - 1)) + [("… \(hidden) more", Theme.placeholder)]
        }
        // The sections that keep their height come first, so a child coordinator coming or
        // going moves no row above the tree; the journal below it is anchored at the bottom.
        lines.append(("Stacks", Theme.sectionTitle))
        lines += stacks
        lines.append(modalLine(snapshot))
        lines += objects
        lines.append(("Coordinators", Theme.sectionTitle))
        lines += tree
        lines.append(("Journal", Theme.sectionTitle))
        let journalRoom = max(0, inner.height - lines.count)
        lines += journalLines(scene, width: inner.width, rows: journalRoom)

        for (row, line) in lines.prefix(inner.height).enumerated() {
            frame.put(line.text, x: inner.x, y: inner.y + row, maxWidth: inner.width, style: line.style)
        }
    }

    /// The newest events that fit in `rows`, oldest first, each wrapped under a hanging indent.
    private func journalLines(_ scene: Scene, width: Int, rows: Int) -> [(text: String, style: Style)] {
        guard rows > 0 else { return [] }
        if scene.events.isEmpty { return [("  nothing yet", Theme.placeholder)] }
        var blocks: [[(text: String, style: Style)]] = []
        var used = 0
        let freshStart = scene.events.count - scene.freshEvents
        for (index, event) in scene.events.enumerated().reversed() {
            let isFresh = index >= freshStart
            let style = isFresh ? Self.style(of: event) : .plain
            var wrapped = TextWrap.lines(VisibleText.escape(event.description), width: width - 4)
            if wrapped.count > 2 { wrapped = Array(wrapped.prefix(2)) }   // the second line ends in … when cut
            let block = wrapped.enumerated().map { line, text in
                ((line == 0 ? (isFresh ? "• " : "  ") : "    ") + text, style)
            }
            if used + block.count > rows { break }
            blocks.append(block)
            used += block.count
        }
        return blocks.reversed().flatMap { $0 }
    }

    /// `AppCoordinator#0`, then children drawn as a tree: `├─ MainCoordinator#2`. A stale child
    /// (it owns no screen) is marked `STALE` in the leak colour.
    static func treeLines(_ node: CoordinatorNode, stale: Set<ObjectID> = [], prefix: String = "",
                          childPrefix: String = "") -> [(text: String, style: Style)] {
        let isStale = stale.contains(node.ref.id)
        var lines: [(text: String, style: Style)] = [(prefix + node.ref.description + (isStale ? " STALE" : ""),
                                                      isStale ? Theme.leak : .plain)]
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            lines += treeLines(child, stale: stale, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                               childPrefix: childPrefix + (isLast ? "   " : "│  "))
        }
        return lines
    }

    /// One line a stack: `▸1 Main  Home#3 › Buy#8`, the selected tab marked.
    private func stackLines(_ snapshot: Snapshot) -> [(text: String, style: Style)] {
        if snapshot.stacks.isEmpty { return [("none", Theme.placeholder)] }
        return snapshot.stacks.enumerated().map { index, stack in
            let screens = stack.screens.map { "\($0.identifier)\($0.id)" }.joined(separator: " › ")
            switch snapshot.rootKind {
            case .tabBar:
                let selected = index == snapshot.selectedTab
                let name = "\(index + 1) \(stack.tabTitle ?? "")"
                return ((selected ? "▸" : " ") + name + ": " + screens, selected ? Theme.heading : .plain)
            case .navigation, .none:
                return (" " + screens, .plain)
            }
        }
    }

    private func modalLine(_ snapshot: Snapshot) -> (text: String, style: Style) {
        guard let modal = snapshot.modal else { return ("Modal: none", .plain) }
        return ("Modal: " + modal.screens.map { "\($0.identifier)\($0.id)" }.joined(separator: " › "), Theme.heading)
    }

    /// `Objects: 5 screens, 4 coordinators live; 0 leaked`, then one line a leaked object.
    private func objectLines(_ snapshot: Snapshot) -> [(text: String, style: Style)] {
        let screens = snapshot.live.filter { $0.kind == .screen }.count
        let coordinators = snapshot.live.count - screens
        var lines: [(text: String, style: Style)] = [
            ("Live: \(screens) screens, \(coordinators) coord.", .plain),
            ("Leaked: \(snapshot.leaked.count)", snapshot.leaked.isEmpty ? .plain : Theme.leak),
        ]
        for ref in snapshot.leaked.prefix(3) {
            lines.append(("  LEAK \(ref)", Theme.leak))
        }
        if snapshot.leaked.count > 3 {
            lines.append(("  … \(snapshot.leaked.count - 3) more", Theme.leak))
        }
        return lines
    }

    /// Fresh events by what they mean: children added green, released magenta, leaks red.
    static func style(of event: JournalEvent) -> Style {
        switch event {
        case .childAdded, .coordinatorStarted: return Theme.added
        case .childRemoved, .deinitialized: return Theme.released
        case .leak, .staleChild: return Theme.leak
        default: return Theme.fresh
        }
    }
}
