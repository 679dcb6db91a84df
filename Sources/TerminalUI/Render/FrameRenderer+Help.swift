extension FrameRenderer {
    /// Help in a box over everything else: the keys of ``KeyMap`` (the app's own tab keys,
    /// `tabKeys`, first; no tab line without a tab bar), then the journal's notation. When the terminal is too
    /// short for all of it, the last row says how many lines are left out.
    func drawHelp(_ text: ChromeText, tabKeys: String? = "1 2 3", into frame: inout Frame) {
        let keys: [(keys: String, action: String)] = KeyMap.bindings.compactMap { binding in
            let words = binding.words(text.language)
            guard binding.command == .selectTab else { return (words.keys, words.action) }
            return tabKeys.map { ($0, words.action) }
        }
        var rows: [(keys: String, action: String, isTitle: Bool)] = keys.map { ($0.keys, $0.action, false) }
        rows.append((text.legendTitle, "", true))
        rows += text.legend.map { ($0.keys, $0.action, false) }
        let keysWidth = rows.map { $0.keys.displayWidth }.max() ?? 0
        let width = min(frame.width - 2, 2 + keysWidth + 2 + (rows.map { $0.action.displayWidth }.max() ?? 0) + 2)
        let height = min(frame.height - 2, rows.count + 3)
        let box = Rect(x: (frame.width - width) / 2, y: max(1, (frame.height - height) / 2), width: width, height: height)
        frame.removeHitRegions(inside: box)
        frame.fill(box)
        frame.box(box, style: Theme.heading)
        frame.put(" \(text.keysTitle) ", x: box.x + 2, y: box.y, style: Theme.sectionTitle)
        var room = box.height - 3
        var shown = rows
        if shown.count > room, room > 0 {
            room -= 1
            shown = Array(rows.prefix(room))
            let hidden = rows.count - room
            frame.put(text.more(hidden), x: box.x + 2, y: box.y + 1 + room, maxWidth: box.width - 4, style: Theme.placeholder)
        }
        for (row, line) in shown.enumerated() {
            let y = box.y + 1 + row
            if line.isTitle {
                frame.put(line.keys, x: box.x + 2, y: y, maxWidth: box.width - 4, style: Theme.sectionTitle)
                continue
            }
            frame.put(line.keys, x: box.x + 2, y: y, maxWidth: keysWidth, style: Theme.heading)
            frame.put(line.action, x: box.x + 4 + keysWidth, y: y, maxWidth: box.maxX - 2 - (box.x + 4 + keysWidth))
        }
        frame.put(text.closeHelp, x: box.x + 2, y: box.maxY - 2, maxWidth: box.width - 4, style: Theme.placeholder)
    }
}
