import CoordinatorKit
import Foundation
import Simulation
import TestSupport
import Testing

@Suite struct JournalTests {
    /// The pinned slice for a push/pop round trip: every event, in order, as JSON Lines.
    @Test func pushPopRoundTripJournalIsPinned() throws {
        let (simulation, _) = TestApp.make()
        let events = simulation.press("n").events + simulation.press("esc").events
        let expected = """
        {"push":{"from":{"id":"#3","kind":"screen","type":"PlainScreen"},"screen":{"id":"#8","kind":"screen","type":"PlainScreen"},"stack":"#1"}}
        {"lifecycle":{"call":"viewDidLoad","screen":{"id":"#8","kind":"screen","type":"PlainScreen"}}}
        {"lifecycle":{"call":"viewWillDisappear","screen":{"id":"#3","kind":"screen","type":"PlainScreen"}}}
        {"lifecycle":{"call":"viewWillAppear","screen":{"id":"#8","kind":"screen","type":"PlainScreen"}}}
        {"willShow":{"screen":{"id":"#8","kind":"screen","type":"PlainScreen"},"stack":"#1"}}
        {"lifecycle":{"call":"viewDidDisappear","screen":{"id":"#3","kind":"screen","type":"PlainScreen"}}}
        {"lifecycle":{"call":"viewDidAppear","screen":{"id":"#8","kind":"screen","type":"PlainScreen"}}}
        {"didShow":{"screen":{"id":"#8","kind":"screen","type":"PlainScreen"},"stack":"#1"}}
        {"pop":{"from":{"id":"#8","kind":"screen","type":"PlainScreen"},"origin":"user","stack":"#1","to":{"id":"#3","kind":"screen","type":"PlainScreen"}}}
        {"lifecycle":{"call":"viewWillDisappear","screen":{"id":"#8","kind":"screen","type":"PlainScreen"}}}
        {"lifecycle":{"call":"viewWillAppear","screen":{"id":"#3","kind":"screen","type":"PlainScreen"}}}
        {"willShow":{"screen":{"id":"#3","kind":"screen","type":"PlainScreen"},"stack":"#1"}}
        {"lifecycle":{"call":"viewDidDisappear","screen":{"id":"#8","kind":"screen","type":"PlainScreen"}}}
        {"lifecycle":{"call":"viewDidAppear","screen":{"id":"#3","kind":"screen","type":"PlainScreen"}}}
        {"didShow":{"screen":{"id":"#3","kind":"screen","type":"PlainScreen"},"stack":"#1"}}
        {"deinitialized":{"object":{"id":"#8","kind":"screen","type":"PlainScreen"}}}

        """
        #expect(try JSONLines.encode(events) == expected)
        #expect(try JSONLines.decode(expected) == events)
    }

    @Test func everyEventKindRoundTripsThroughJSON() throws {
        let screen = ObjectRef(id: ObjectID(1), kind: .screen, type: "HomeScreen")
        let other = ObjectRef(id: ObjectID(2), kind: .screen, type: "BuyScreen")
        let coordinator = ObjectRef(id: ObjectID(3), kind: .coordinator, type: "MainCoordinator")
        let events: [JournalEvent] = [
            .push(stack: ObjectID(0), screen: other, from: screen),
            .pop(stack: ObjectID(0), from: other, to: screen, origin: .code),
            .setStack(stack: ObjectID(0), screens: [screen]),
            .swipeBackCancelled(stack: ObjectID(0), screen: other),
            .willShow(stack: ObjectID(0), screen: other),
            .didShow(stack: ObjectID(0), screen: other),
            .staleChild(parent: coordinator, child: coordinator),
            .present(screen: other, over: nil),
            .dismiss(screen: other, origin: .user),
            .selectTab(index: 1, origin: .user),
            .reselectTab(index: 0),
            .setRoot(screen: screen),
            .lifecycle(screen: screen, call: .viewDidLoad),
            .childAdded(parent: coordinator, child: coordinator),
            .childRemoved(parent: coordinator, child: coordinator),
            .coordinatorStarted(coordinator: coordinator),
            .deinitialized(object: other),
            .leak(object: coordinator),
            .outcome(name: "purchase", value: "bicycle"),
        ]
        #expect(try JSONLines.decode(JSONLines.encode(events)) == events)
    }

    @Test func malformedObjectIDIsAReadableDecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ObjectID.self, from: Data(#""3""#.utf8))
        }
    }

    /// The same events give the same snapshots and journal, ids included.
    @Test func sameEventsGiveTheSameOutput() {
        let keys = ["n", "n", "2", "n", "m", "esc", "1", "1", "esc"]
        func run() -> [Step] {
            let (simulation, _) = TestApp.make()
            return keys.map { simulation.send(.key(Key(name: $0)!)) }
        }
        #expect(run() == run())
    }
}

@Suite struct ScreenRegistryTests {
    @Test func makesScreensByIdentifier() {
        let registry = ScreenRegistry([PlainScreen.self])
        #expect(registry.identifiers == ["Plain"])
        #expect(registry.instantiate("Plain") is PlainScreen)
        #expect(registry.instantiate("Missing") == nil)
        #expect(PlainScreen.instantiate().identifier == "Plain")
    }
}
