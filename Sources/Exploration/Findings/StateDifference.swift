import CoordinatorKit

/// What differs between two states, as lines a person reads: a tab's stack, a screen, a
/// parameter, the selection, the modal, the app's model state, the coordinator tree.
enum StateDifference {
    static func lines(from before: Snapshot, to after: Snapshot, firstName: String = "before",
                      secondName: String = "after") -> [String] {
        var lines: [String] = []
        if before.rootKind != after.rootKind {
            lines.append("root: \(before.rootKind.rawValue) in \(firstName), \(after.rootKind.rawValue) in \(secondName)")
        }
        if before.selectedTab != after.selectedTab {
            lines.append("selected tab: \(before.selectedTab.map { "\($0 + 1)" } ?? "none") → "
                + "\(after.selectedTab.map { "\($0 + 1)" } ?? "none")")
        }
        for index in 0..<max(before.stacks.count, after.stacks.count) {
            let old = before.stacks.indices.contains(index) ? before.stacks[index] : nil
            let new = after.stacks.indices.contains(index) ? after.stacks[index] : nil
            let name = "tab \(index + 1)" + ((old?.tabTitle ?? new?.tabTitle).map { " (\($0))" } ?? "")
            lines += stack(old, new, name: before.rootKind == .tabBar ? name : "stack")
        }
        lines += stack(before.modal, after.modal, name: "modal")
        if before.appState != after.appState {
            for key in Set(before.appState.keys).union(after.appState.keys).sorted()
            where before.appState[key] != after.appState[key] {
                lines.append("app state \(key): \(before.appState[key] ?? "none") → \(after.appState[key] ?? "none")")
            }
        }
        if before.coordinators != after.coordinators {
            let old = before.coordinators?.allNodes.map(\.ref.type) ?? []
            let new = after.coordinators?.allNodes.map(\.ref.type) ?? []
            let gone = old.filter { type in old.filter { $0 == type }.count > new.filter { $0 == type }.count }
            let came = new.filter { type in new.filter { $0 == type }.count > old.filter { $0 == type }.count }
            lines.append("coordinators: " + (Set(gone).sorted().map { "-\($0)" } + Set(came).sorted().map { "+\($0)" })
                .joined(separator: " ") + (gone.isEmpty && came.isEmpty ? "same coordinators, another tree" : ""))
        }
        if before.leaked != after.leaked {
            lines.append("leaked: [\(before.leaked.map(\.type).joined(separator: ", "))] → "
                + "[\(after.leaked.map(\.type).joined(separator: ", "))]")
        }
        if lines.isEmpty, before.active != after.active {
            lines.append("the active screen's controls: \(before.active?.identifier ?? "none")")
        }
        return lines
    }

    private static func stack(_ old: StackSnapshot?, _ new: StackSnapshot?, name: String) -> [String] {
        guard old != new else { return [] }
        let oldNames = old?.screens.map(\.identifier) ?? []
        let newNames = new?.screens.map(\.identifier) ?? []
        guard oldNames == newNames, let old, let new else {
            return ["\(name): [\(oldNames.joined(separator: ", "))] → [\(newNames.joined(separator: ", "))]"]
        }
        var lines: [String] = []
        for (position, (was, now)) in zip(old.screens, new.screens).enumerated() where was != now {
            let screen = "\(name) \(was.identifier) (position \(position + 1))"
            for key in Set(was.parameters.keys).union(now.parameters.keys).sorted()
            where was.parameters[key] != now.parameters[key] {
                lines.append("\(screen): \(key) \(was.parameters[key] ?? "none") → \(now.parameters[key] ?? "none")")
            }
            if was.title != now.title { lines.append("\(screen): title \"\(was.title)\" → \"\(now.title)\"") }
            if was.owner != now.owner { lines.append("\(screen): owner changed") }
        }
        if old.tabTitle != new.tabTitle {
            lines.append("\(name): tab title \(old.tabTitle ?? "none") → \(new.tabTitle ?? "none")")
        }
        return lines
    }
}
