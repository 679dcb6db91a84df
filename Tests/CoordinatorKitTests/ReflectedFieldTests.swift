@testable import CoordinatorKit
import Foundation
import Testing

/// `ReflectedField` reads an app's own `childCoordinators` and a screen's `coordinator` or
/// `delegate` from the object's storage once it knows how the type stores them. Each kind of
/// storage must read what a `Mirror` reads, before and after the reader has learned the layout.
@Suite struct ReflectedFieldTests {
    protocol AppCoordinator: AnyObject {}
    protocol Listener {}

    final class Flow: AppCoordinator {}
    struct ValueListener: Listener {}
    final class ObjectListener: Listener {}

    class BaseCoordinator: AppCoordinator {
        var childCoordinators: [AppCoordinator] = []
        var name = "base"
    }
    final class MainCoordinator: BaseCoordinator {
        var extra = 1
    }

    final class WeakOwned: ViewController {
        weak var coordinator: Flow?
    }
    final class WeakExistentialOwned: ViewController {
        weak var coordinator: (any AppCoordinator)?
    }
    final class StrongOwned: ViewController {
        var coordinator: Flow?
    }
    final class UnownedOwned: ViewController {
        unowned var coordinator: Flow
        init(_ coordinator: Flow) {
            self.coordinator = coordinator
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
    }
    final class DelegateOwned: ViewController {
        var delegate: (any Listener)?
    }
    final class BothOwned: ViewController {
        weak var delegate: Flow?
        weak var coordinator: Flow?
    }
    class BaseOwned: ViewController {
        weak var coordinator: Flow?
    }
    final class ShadowingOwned: BaseOwned {
        weak var delegate: Flow?
    }
    final class StrongExistentialOwned: ViewController {
        var coordinator: (any AppCoordinator)?
    }
    /// Children typed by a protocol that is not bound to classes, and by a class.
    final class LooseCoordinator {
        var childCoordinators: [any Listener] = []
    }
    final class ClassListCoordinator {
        var childCoordinators: [Flow] = []
    }
    /// Children only a custom mirror shows, and may change from one read to the next.
    final class MirroredCoordinator: CustomReflectable {
        var kept: [Flow] = []
        var customMirror: Mirror { Mirror(self, children: ["childCoordinators": kept]) }
    }
    final class Unowning: ViewController {
        var title2 = ""
    }

    /// What the reader returns for the owner, read twice: the first read may learn the layout.
    private func owners(of screen: Screen) -> [AnyObject??] {
        [ReflectedOwner.owner(of: screen), ReflectedOwner.owner(of: screen)]
    }

    @Test func childCoordinatorsDeclaredByASuperclassAreReadInOrder() {
        let main = MainCoordinator()
        let first = Flow(), second = Flow()
        main.childCoordinators = [first, second]
        for _ in 0..<2 {
            let children = ReflectedCoordinators.children(of: main)
            #expect(children.count == 2)
            #expect(children.first === first && children.last === second)
        }
        main.childCoordinators.removeFirst()
        #expect(ReflectedCoordinators.children(of: main).map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(ReflectedCoordinators.children(of: Flow()).isEmpty)
    }

    @Test func aWeakOwnerIsReadAliveAndAfterItIsReleased() {
        let screen = WeakOwned()
        #expect(owners(of: screen).allSatisfy { $0 != nil && $0! == nil })
        var flow: Flow? = Flow()
        screen.coordinator = flow
        #expect(owners(of: screen).allSatisfy { $0! === flow })
        flow = nil
        #expect(owners(of: screen).allSatisfy { $0 != nil && $0! == nil })
        let other = Flow()
        screen.coordinator = other
        #expect(owners(of: screen).allSatisfy { $0! === other })
    }

    @Test func aWeakOwnerOfAProtocolTypeIsRead() {
        let screen = WeakExistentialOwned()
        let flow = Flow()
        screen.coordinator = flow
        #expect(owners(of: screen).allSatisfy { $0! === flow })
        screen.coordinator = nil
        #expect(owners(of: screen).allSatisfy { $0 != nil && $0! == nil })
    }

    @Test func strongAndUnownedOwnersAreRead() {
        let flow = Flow()
        let strong = StrongOwned()
        #expect(owners(of: strong).allSatisfy { $0 != nil && $0! == nil })
        strong.coordinator = flow
        #expect(owners(of: strong).allSatisfy { $0! === flow })
        let unowned = UnownedOwned(flow)
        #expect(owners(of: unowned).allSatisfy { $0! === flow })
    }

    @Test func aDelegateThatIsAValueOwnsNothingAndAnObjectDelegateOwns() {
        let screen = DelegateOwned()
        screen.delegate = ValueListener()
        #expect(owners(of: screen).allSatisfy { $0 != nil && $0! == nil })
        let listener = ObjectListener()
        screen.delegate = listener
        #expect(owners(of: screen).allSatisfy { $0! === listener })
    }

    @Test func theCoordinatorIsPreferredToTheDelegateInOneClassAndTheSubclassComesFirst() {
        let coordinator = Flow(), delegate = Flow()
        let both = BothOwned()
        both.coordinator = coordinator
        both.delegate = delegate
        #expect(owners(of: both).allSatisfy { $0! === coordinator })
        let shadowing = ShadowingOwned()
        shadowing.coordinator = coordinator
        shadowing.delegate = delegate
        #expect(owners(of: shadowing).allSatisfy { $0! === delegate })
    }

    @Test func aScreenWithNeitherPropertyHasNoOwnerToRead() {
        #expect(owners(of: Unowning()).allSatisfy { $0 == nil })
        #expect(owners(of: ViewController()).allSatisfy { $0 == nil })
    }

    @Test func childrenTypedByAClassOrAnUnboundProtocolAreRead() {
        let first = Flow(), second = Flow()
        let classList = ClassListCoordinator()
        classList.childCoordinators = [first, second]
        let loose = LooseCoordinator()
        let listener = ObjectListener()
        // A value among them has no identity to track: it is skipped.
        loose.childCoordinators = [listener, ValueListener()]
        for _ in 0..<2 {
            #expect(ReflectedCoordinators.children(of: classList).map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
            #expect(ReflectedCoordinators.children(of: loose).map(ObjectIdentifier.init) == [ObjectIdentifier(listener)])
        }
    }

    @Test func aStrongOwnerOfAProtocolTypeIsRead() {
        let screen = StrongExistentialOwned()
        #expect(owners(of: screen).allSatisfy { $0 != nil && $0! == nil })
        let flow = Flow()
        screen.coordinator = flow
        #expect(owners(of: screen).allSatisfy { $0! === flow })
        screen.coordinator = nil
        #expect(owners(of: screen).allSatisfy { $0 != nil && $0! == nil })
    }

    @Test func aCustomMirrorIsAskedOnEveryRead() {
        let mirrored = MirroredCoordinator()
        #expect(ReflectedCoordinators.children(of: mirrored).isEmpty)
        let flow = Flow()
        mirrored.kept = [flow]
        #expect(ReflectedCoordinators.children(of: mirrored).map(ObjectIdentifier.init) == [ObjectIdentifier(flow)])
    }
}
