import CoordinatorKit
import Testing

private final class Flow: Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() {}
}

/// A coordinator whose `childCoordinators` getter empties its parent's children the first time it is read.
private final class DroppingSiblings: Coordinator {
    weak var parent: Flow?
    private var hasDropped = false
    private var children: [Coordinator] = []

    init(parent: Flow) { self.parent = parent }

    var childCoordinators: [Coordinator] {
        get {
            if !hasDropped {
                hasDropped = true
                parent?.childCoordinators = []
            }
            return children
        }
        set { children = newValue }
    }

    func start() {}
}

/// The sweep's tree diff on changes the shop never makes: grandchildren, a child moved between
/// parents, the same child under two parents, reordering, a subtree removed and added back under
/// another parent, a new root that keeps some coordinators, no root, and the root back. Each
/// step's journal and tree are pinned (recorded from the diff of two CoordinatorNode trees, before
/// the tree was kept flat), and the tree the sweep saw, built when read, is the snapshot's.
@Suite struct CoordinatorTreeDiffTests {
    @Test func nestedChangesAreJournaledTopDown() {
        let application = Application()
        let root = Flow(), a = Flow(), b = Flow(), a1 = Flow(), a2 = Flow(), c = Flow(), root2 = Flow()
        var steps: [String] = []
        func sweep(_ name: String) {
            application.sweep()
            let events = application.journal.drain().map(\.description).joined(separator: "; ")
            let tree = application.snapshot(viewport: Size(columns: 80, rows: 24)).coordinators
            // The flat tree, built as a value, is the objects' tree as the test reads it itself.
            func node(_ coordinator: Coordinator) -> CoordinatorNode {
                CoordinatorNode(ref: application.id(of: coordinator), children: coordinator.childCoordinators.map(node))
            }
            let independent = application.rootCoordinator.map { node($0 as! Coordinator) }
            #expect(application.sweptCoordinatorTree == independent, "\(name)")
            #expect(tree == independent, "\(name)")
            steps.append("\(name): \(events) | \(Self.describe(tree))")
        }
        application.rootCoordinator = root
        root.childCoordinators = [a, b]
        a.childCoordinators = [a1, a2]
        sweep("start")
        a.childCoordinators = [a1]
        b.childCoordinators = [a2]
        sweep("move")
        b.childCoordinators.append(a1)
        sweep("twice")
        root.childCoordinators = [b, a]
        sweep("reorder")
        root.childCoordinators = [b]
        sweep("remove subtree")
        b.childCoordinators = [a2, a, a1]
        sweep("re-add under another parent")
        root2.childCoordinators = [b, c]
        application.rootCoordinator = root2
        sweep("new root")
        application.rootCoordinator = nil
        sweep("no root")
        application.rootCoordinator = root2
        sweep("root back")
        // Every coordinator lives to the end, so the journal shows the diff, not deaths.
        withExtendedLifetime([root, a, b, a1, a2, c, root2] as [AnyObject]) {}
        #expect(steps == [
            "start: start Flow#0; +child Flow#1 of Flow#0; start Flow#1; +child Flow#2 of Flow#1; start Flow#2; "
                + "+child Flow#3 of Flow#1; start Flow#3; +child Flow#4 of Flow#0; start Flow#4 "
                + "| Flow#0(Flow#1(Flow#2,Flow#3),Flow#4)",
            "move: -child Flow#3 of Flow#1; +child Flow#3 of Flow#4 | Flow#0(Flow#1(Flow#2),Flow#4(Flow#3))",
            "twice: +child Flow#2 of Flow#4 | Flow#0(Flow#1(Flow#2),Flow#4(Flow#3,Flow#2))",
            "reorder:  | Flow#0(Flow#4(Flow#3,Flow#2),Flow#1(Flow#2))",
            "remove subtree: -child Flow#1 of Flow#0; LEAK Flow#1 | Flow#0(Flow#4(Flow#3,Flow#2))",
            "re-add under another parent: +child Flow#1 of Flow#4; +child Flow#2 of Flow#1 "
                + "| Flow#0(Flow#4(Flow#3,Flow#1(Flow#2),Flow#2))",
            "new root: start Flow#5; +child Flow#4 of Flow#5; +child Flow#3 of Flow#4; +child Flow#1 of Flow#4; "
                + "+child Flow#2 of Flow#1; +child Flow#2 of Flow#4; +child Flow#6 of Flow#5; start Flow#6; LEAK Flow#0 "
                + "| Flow#5(Flow#4(Flow#3,Flow#1(Flow#2),Flow#2),Flow#6)",
            "no root: LEAK Flow#1; LEAK Flow#2; LEAK Flow#3; LEAK Flow#4; LEAK Flow#5; LEAK Flow#6 | -",
            "root back: +child Flow#4 of Flow#5; +child Flow#3 of Flow#4; +child Flow#1 of Flow#4; +child Flow#2 of Flow#1; "
                + "+child Flow#2 of Flow#4; +child Flow#6 of Flow#5 | Flow#5(Flow#4(Flow#3,Flow#1(Flow#2),Flow#2),Flow#6)",
        ])
    }

    /// The walk borrows each child from its parent's `childCoordinators` buffer instead of retaining
    /// it; it holds that buffer, so a getter that empties its parent's array mid-walk frees nobody
    /// the walk has yet to reach. (A walk that did not hold it would read freed memory here: run
    /// with `--sanitize=address` to see it.)
    @Test func aGetterThatDropsItsSiblingsMidWalkFreesNobodyTheWalkStillReads() {
        let application = Application()
        let root = Flow()
        application.rootCoordinator = root
        do {
            let dropping = DroppingSiblings(parent: root)
            root.childCoordinators = [dropping, Flow(), Flow()]
        }
        application.sweep()
        let first = application.journal.drain().map(\.description)
        application.sweep()
        let second = application.journal.drain().map(\.description)
        // The walk read all three; once it let go of them they died, and the next walk finds none.
        #expect(first == [
            "start Flow#0", "+child DroppingSiblings#1 of Flow#0", "start DroppingSiblings#1",
            "+child Flow#2 of Flow#0", "start Flow#2", "+child Flow#3 of Flow#0", "start Flow#3",
            "deinit DroppingSiblings#1", "deinit Flow#2", "deinit Flow#3",
        ])
        #expect(second == ["-child DroppingSiblings#1 of Flow#0", "-child Flow#2 of Flow#0", "-child Flow#3 of Flow#0"])
    }

    private static func describe(_ node: CoordinatorNode?) -> String {
        guard let node else { return "-" }
        let children = node.children.map { describe($0) }.joined(separator: ",")
        return node.children.isEmpty ? node.ref.description : "\(node.ref.description)(\(children))"
    }
}
