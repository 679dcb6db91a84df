import CoordinatorKit
import Testing

/// A diff names the place, the screen and the parameter, and what each was and became.
@Suite struct SnapshotDiffTests {
    private func screen(_ identifier: String, _ parameters: [String: String] = [:], owner: ScreenOwner? = nil) -> ScreenSnapshot {
        ScreenSnapshot(id: .structural, identifier: identifier, title: identifier, parameters: parameters, owner: owner)
    }

    private func tabs(_ stacks: [[ScreenSnapshot]], selected: Int = 0, modal: [ScreenSnapshot]? = nil,
                      presentation: ModalPresentation? = nil, tree: CoordinatorNode? = nil) -> Snapshot {
        let titles = ["Appointments", "Doctors", "Messages"]
        return Snapshot(rootKind: .tabBar,
                        stacks: stacks.enumerated().map { StackSnapshot(id: .structural, tabTitle: titles[$0.offset], screens: $0.element) },
                        selectedTab: selected, modal: modal.map { StackSnapshot(id: .structural, screens: $0) },
                        presentation: presentation, coordinators: tree)
    }

    @Test func equalSnapshotsHaveNoChanges() {
        let snapshot = tabs([[screen("Appointments")], [screen("Doctors")], [screen("Inbox")]])
        let diff = SnapshotDiff(from: snapshot, to: snapshot)
        #expect(diff.isEmpty)
        #expect(diff.description == "nothing changed")
    }

    @Test func stacksAreComparedScreenByScreenAndParameterByParameter() {
        let before = tabs([[screen("Appointments", ["booked": "none"])], [screen("Doctors"), screen("DoctorDetail", ["name": "Dr Kim"])],
                           [screen("Inbox")]])
        let after = tabs([[screen("Appointments", ["booked": "Dr Kim", "new": "1"])], [screen("Doctors")],
                          [screen("Inbox"), screen("Conversation", ["with": "Dr Kim"])]], selected: 2)
        let diff = SnapshotDiff(from: before, to: after)
        #expect(diff.changes.map(\.description) == [
            "selected tab 1 → 3",
            "tab 1 (Appointments): Appointments at depth 1: booked none → Dr Kim",
            "tab 1 (Appointments): Appointments at depth 1: new (none) → 1",
            "tab 2 (Doctors): popped DoctorDetail(name=Dr Kim)",
            "tab 3 (Messages): pushed Conversation(with=Dr Kim)",
        ])
        #expect(diff.changes(at: 2).description == "tab 3 (Messages): pushed Conversation(with=Dr Kim)")
        #expect(diff.changes(at: 0).description
            == "tab 1 (Appointments): Appointments at depth 1: booked none → Dr Kim; Appointments at depth 1: new (none) → 1")
        #expect(diff.changes(at: .window).changes.map(\.kind) == [.selectedTab(from: 0, to: 2)])
    }

    /// What the active screen's elements show is part of the diff: a switch set the other way, a
    /// field's text, an element that came; nothing is said of a screen that changed.
    @Test func theActiveScreensElementsAreCompared() {
        func settings(_ elements: [Element]) -> Snapshot {
            var snapshot = tabs([[screen("Settings")], [screen("Doctors")], [screen("Inbox")]])
            snapshot.active = ActiveScreen(id: .structural, identifier: "Settings", title: "Settings", backTitle: nil, isModal: false,
                                           elements: elements, focus: nil, isEditing: false)
            return snapshot
        }
        let before = settings([.switch("alerts", "Alerts", isOn: false), .textField("name", "Name", value: "")])
        let after = settings([.switch("alerts", "Alerts", isOn: true), .textField("name", "Name", value: "Ada"),
                              .button("save", "Save")])
        #expect(SnapshotDiff(from: before, to: after).changes.map(\.description) == [
            "Settings on screen: alerts off → on",
            "Settings on screen: name \"\" → \"Ada\"",
            "Settings on screen: save (none) → button \"Save\"",
        ])
        var elsewhere = after
        elsewhere.active?.identifier = "Doctors"
        #expect(SnapshotDiff(from: before, to: elsewhere).isEmpty)
    }

    /// A screen replaced in the middle of a stack: the screens above the change are popped and pushed.
    @Test func aReplacedScreenIsPoppedAndPushed() {
        let before = tabs([[screen("A"), screen("B"), screen("C")], [], []])
        let after = tabs([[screen("A"), screen("D"), screen("C")], [], []])
        #expect(SnapshotDiff(from: before, to: after).description == "tab 1 (Appointments): popped B, C; pushed D, C")
    }

    @Test func modalsOwnersCoordinatorsAndLeaksAreNamed() {
        let main = ObjectRef(id: .structural, kind: .coordinator, type: "Main")
        let onboarding = ObjectRef(id: .structural, kind: .coordinator, type: "Onboarding")
        let before = tabs([[screen("Home", owner: .coordinator(ref: main))], [], []], tree: CoordinatorNode(ref: main))
        var after = tabs([[screen("Home", owner: .released)], [], []], modal: [screen("Welcome")],
                         presentation: ModalPresentation(style: .fullScreen, userMayDismiss: false),
                         tree: CoordinatorNode(ref: main, children: [CoordinatorNode(ref: onboarding)]))
        after.leaked = [ObjectRef(id: .structural, kind: .screen, type: "Terms")]
        #expect(SnapshotDiff(from: before, to: after).changes.map(\.description) == [
            "tab 1 (Appointments): Home at depth 1: owner Main → (released)",
            "modal: presented Welcome",
            "coordinators +Onboarding",
            "leaked +Terms",
        ])
        var dismissible = after
        dismissible.presentation = ModalPresentation(style: .pageSheet, userMayDismiss: true)
        #expect(SnapshotDiff(from: after, to: dismissible).description
            == "modal: presentation fullScreen, user may not dismiss → pageSheet, user may dismiss")
        #expect(SnapshotDiff(from: after, to: before).changes(at: .modal).description == "modal: dismissed Welcome")
    }
}
