extension FrameRenderer {
    /// Every key, as DESIGN.md's key table lists them.
    public static let helpLines: [(keys: String, action: String)] = [
        ("1 2 3", "select a tab; again: pop to its root"),
        ("Tab S-Tab", "move focus"),
        ("← → ↑ ↓", "move within a control or list"),
        ("Enter Space", "activate the focused control"),
        ("Esc", "back, or dismiss the modal"),
        ("[b] letter", "activate that control"),
        ("i", "inspector on or off"),
        ("?", "this help"),
        ("q", "quit"),
        ("mouse", "click tabs, buttons, fields"),
    ]

    /// Help in a box over everything else.
    func drawHelp(into frame: inout Frame) {
        let keysWidth = Self.helpLines.map { $0.keys.displayWidth }.max() ?? 0
        let width = min(frame.width - 2, 2 + keysWidth + 2 + (Self.helpLines.map { $0.action.displayWidth }.max() ?? 0) + 2)
        let height = min(frame.height - 2, Self.helpLines.count + 4)
        let box = Rect(x: (frame.width - width) / 2, y: max(1, (frame.height - height) / 2), width: width, height: height)
        frame.removeHitRegions(inside: box)
        frame.fill(box)
        frame.box(box, style: Theme.heading)
        frame.put(" Keys ", x: box.x + 2, y: box.y, style: Theme.sectionTitle)
        for (row, line) in Self.helpLines.prefix(box.height - 4).enumerated() {
            let y = box.y + 1 + row
            frame.put(line.keys, x: box.x + 2, y: y, maxWidth: keysWidth, style: Theme.heading)
            frame.put(line.action, x: box.x + 4 + keysWidth, y: y, maxWidth: box.maxX - 2 - (box.x + 4 + keysWidth))
        }
        frame.put("press ? to close", x: box.x + 2, y: box.maxY - 2, maxWidth: box.width - 4, style: Theme.placeholder)
    }
}
