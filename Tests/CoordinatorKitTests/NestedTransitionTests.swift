import CoordinatorKit
import CoordsimTesting
import Testing

/// A transition started inside another one's callbacks must not hide the outer transition from
/// the outer `didShow` (seed 000 §3 reads `transitionCoordinator` there).
@Suite struct NestedTransitionTests {
    /// Pushes a screen from `viewDidAppear`, once, the way an onboarding hint or a resumed flow does.
    final class PushOnAppear: Screen {
        var pushesOnNextAppear = false
        override func viewDidAppear(_ animated: Bool) {
            guard pushesOnNextAppear else { return }
            pushesOnNextAppear = false
            navigationController?.pushViewController(Screen(), animated: false)
        }
    }

    /// Seed 000 §3's cleanup: a pop is a `from` screen no longer in the stack.
    final class PopWatcher: NavigationControllerDelegate {
        var popped: [String] = []
        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen, animated: Bool) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
            if navigationController.viewControllers.contains(from) { return }
            popped.append(from.title)
        }
    }

    @Test func popNoticedWhenTheRevealedScreenPushesFromViewDidAppear() {
        let root = PushOnAppear()
        root.title = "Root"
        let watcher = PopWatcher()
        var navigation: NavigationController!
        let device = Device { application in
            navigation = NavigationController(application, rootViewController: root)
            navigation.delegate = watcher
            application.window.rootViewController = navigation
        }
        let detail = Screen()
        detail.title = "Detail"
        device.run { navigation.pushViewController(detail, animated: true) }

        root.pushesOnNextAppear = true
        // The animated pop ends a frame later: viewDidAppear, then didShow; the step waits for it.
        device.run { navigation.popViewController(animated: true) }

        #expect(watcher.popped == ["Detail"])
        #expect(navigation.viewControllers.count == 2)   // Root, and what it pushed on appearing
    }
}

/// Animated transitions end a frame later, as on a device; `animated: false` ones end at once and
/// have no transition coordinator; a second transition while one animates is journaled with
/// UIKit's warning, and a presentation UIKit would drop is dropped.
///
/// Each test acts in the middle of transitions, so its device does not wait for animations: time
/// passes only in `advanceFrames` and `waitForAnimations`.
@Suite struct TransitionTimingTests {
    final class Watcher: NavigationControllerDelegate {
        var shown: [(screen: String, from: String?)] = []
        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen, animated: Bool) {
            shown.append((viewController.title, navigationController.transitionCoordinator?.viewController(forKey: .from)?.title))
        }
    }

    /// A stack whose root is titled "Root", launched and at rest, watched by a `Watcher`.
    private func makeStack() -> (Device, NavigationController, Watcher) {
        let watcher = Watcher()
        var navigation: NavigationController!
        let device = Device { application in
            let root = Screen()
            root.title = "Root"
            navigation = NavigationController(application, rootViewController: root)
            navigation.delegate = watcher
            application.window.rootViewController = navigation
        }
        device.waitsForAnimations = false
        return (device, navigation, watcher)
    }

    private func screen(_ title: String) -> Screen {
        let screen = Screen()
        screen.title = title
        return screen
    }

    @Test func animatedPushEndsAFrameLater() {
        let (device, navigation, watcher) = makeStack()
        device.run { navigation.pushViewController(screen("A"), animated: true) }
        #expect(device.isAnimating)
        #expect(watcher.shown.isEmpty)   // the code that pushed runs on first
        #expect(navigation.transitionCoordinator != nil)
        device.advanceFrames(1)
        #expect(!device.isAnimating)   // one frame ended it
        #expect(watcher.shown.map(\.screen) == ["A"])
        #expect(watcher.shown.first?.from == "Root")
        #expect(navigation.transitionCoordinator == nil)
    }

    /// On a device `transitionCoordinator` is nil in `didShow` after an `animated: false` pop, so
    /// seed 000 §3's cleanup returns early.
    @Test func unanimatedPopHasNoTransitionCoordinator() {
        let (device, navigation, watcher) = makeStack()
        device.run {
            navigation.pushViewController(screen("A"), animated: false)
            navigation.popViewController(animated: false)
        }
        #expect(!device.isAnimating)
        #expect(watcher.shown.map(\.screen) == ["A", "Root"])
        #expect(watcher.shown.map(\.from) == [nil, nil])
    }

    @Test func secondTransitionWhileOneAnimatesIsWarnedAndRuns() {
        let (device, navigation, watcher) = makeStack()
        let steps = [
            device.run {
                navigation.pushViewController(screen("A"), animated: true)
                navigation.pushViewController(screen("B"), animated: true)
            },
            device.waitForAnimations(),
        ]
        #expect(steps.flatMap(\.uikitWarnings) == ["Unbalanced calls to begin/end appearance transitions for Screen#3"])
        #expect(navigation.viewControllers.map(\.title) == ["Root", "A", "B"])
        #expect(watcher.shown.map(\.screen) == ["A", "B"])
    }

    /// Dismiss, then present in the same turn: UIKit drops the presentation and logs it; presenting
    /// from the dismissal's completion works.
    @Test func presentingWhileADismissAnimatesIsDropped() {
        let (device, navigation, _) = makeStack()
        let top = navigation.topViewController!
        device.run { top.present(screen("Sheet"), animated: true) }
        device.waitForAnimations()
        let steps = [
            device.run {
                top.dismiss(animated: true)
                top.present(screen("Other"), animated: true)
            },
            device.waitForAnimations(),
        ]
        #expect(device.simulation.application.window.modal == nil)
        #expect(steps.flatMap(\.uikitWarnings).contains(
            "Attempt to present Screen on Screen#1 while a presentation or dismiss is in progress"))

        device.run { top.present(screen("Sheet"), animated: true) }
        device.waitForAnimations()
        device.run { top.dismiss(animated: true) { top.present(self.screen("Next"), animated: true) } }
        device.waitForAnimations()
        #expect(device.simulation.application.window.modal.map { ($0 as? Screen)?.title } == "Next")
    }

    /// Presenting from a controller that is already presenting is dropped with UIKit's log. A
    /// modal presented from inside the modal, which UIKit shows over it, is dropped too, since
    /// coordsim keeps one modal; its warning says the simulator is the limit, not the app.
    @Test func aSecondModalIsDroppedAndAModalOverAModalSaysCoordsimDoesNotModelIt() {
        let (device, navigation, _) = makeStack()
        let top = navigation.topViewController!
        let sheet = screen("Sheet")
        device.run { top.present(sheet, animated: false) }
        let again = device.run { top.present(self.screen("Other"), animated: false) }
        #expect(again.uikitWarnings.contains { $0.hasPrefix("Attempt to present Screen on ") && $0.contains("which is already presenting") })
        let over = device.run { sheet.present(self.screen("Over"), animated: false) }
        #expect(over.uikitWarnings.contains { $0.hasPrefix("coordsim does not model a modal over a modal: ")
            && $0.hasSuffix("was dropped (UIKit would show it over it)") }, "\(over.uikitWarnings)")
        #expect(device.simulation.application.window.modal === sheet)
    }

    /// A full-screen modal covers its presenter, which disappears and reappears; a page sheet does
    /// not. UIKit removes the covered view once the presented one is in, so the presenter's
    /// `viewDidDisappear` comes after the presented screen's `viewDidAppear` (issue 26, mismatch 4).
    @Test func fullScreenModalMakesThePresenterDisappear() {
        let (device, navigation, _) = makeStack()
        let cover = screen("Cover")
        cover.modalPresentationStyle = .fullScreen
        let steps = [device.run { navigation.topViewController!.present(cover, animated: true) }, device.waitForAnimations()]
        #expect(steps.flatMap(\.events).filter(\.isLifecycle).map(\.description) == [
            "Screen#2.viewDidLoad", "Screen#1.viewWillDisappear", "Screen#2.viewWillAppear",
            "Screen#2.viewDidAppear", "Screen#1.viewDidDisappear",
        ])
        // No swipe-down on a full-screen modal.
        #expect(device.swipeDownSheet().reason == .modalNotDismissibleByUser)
        #expect(device.simulation.application.window.modal === cover)
    }

    /// A dismissal from code while another dismissal animates: UIKit logs its warning, leaves the
    /// first dismissal to finish, and never calls the second one's completion (issue 26, mismatch 5).
    @Test func aDismissWhileADismissalAnimatesWarnsAndDropsItsCompletion() {
        let (device, navigation, _) = makeStack()
        device.run { navigation.topViewController!.present(screen("Sheet"), animated: true) }
        device.waitForAnimations()
        var completions: [String] = []
        let steps = [
            device.run {
                navigation.topViewController!.dismiss(animated: true) { completions.append("first") }
                navigation.topViewController!.dismiss(animated: true) { completions.append("second") }
            },
            device.waitForAnimations(),
        ]
        #expect(completions == ["first"])
        #expect(device.simulation.application.window.modal == nil)
        #expect(steps.flatMap(\.uikitWarnings) == [
            "Attempt to dismiss from view controller Screen#1 while a presentation or dismiss is in progress!",
        ])
    }

    /// The same while a presentation animates: the presentation completes, the dismissal is dropped.
    @Test func aDismissWhileAPresentationAnimatesIsDropped() {
        let (device, navigation, _) = makeStack()
        var completed = false
        let steps = [
            device.run {
                navigation.topViewController!.present(screen("Sheet"), animated: true)
                navigation.topViewController!.dismiss(animated: true) { completed = true }
            },
            device.waitForAnimations(),
        ]
        #expect(!completed)
        #expect((device.simulation.application.window.modal as? Screen)?.title == "Sheet")
        #expect(steps.flatMap(\.uikitWarnings).contains(
            "Attempt to dismiss from view controller Screen#1 while a presentation or dismiss is in progress!"))
    }

    /// UIKit does not dismiss a presented sheet when the window's root is swapped: the sheet stays,
    /// and its presentation keeps the old root alive, which the leak check reports.
    @Test func swappingTheRootLeavesTheSheetAndLeaksTheOldRoot() {
        let (device, navigation, _) = makeStack()
        device.run { navigation.topViewController!.present(screen("Sheet"), animated: true) }
        device.waitForAnimations()
        let application = device.simulation.application
        device.run {
            application.window.rootViewController = NavigationController(application, rootViewController: screen("New"))
        }
        let swap = device.waitForAnimations()   // each step ends with the leak check
        #expect(application.window.modal != nil)
        #expect(swap.snapshot.leaked.map(\.description) == ["Screen#1"])
    }
}

/// A swipe-down the user lets go of: UIKit's delegate hears `willDismiss` and never `didDismiss`,
/// the sheet's screen starts to disappear and appears again, and the sheet stays.
@Suite struct CancelledSwipeDownTests {
    private func presentSheet() -> (Device, RecordingPresentationDelegate) {
        let delegate = RecordingPresentationDelegate()
        let device = Device { application in
            let navigation = NavigationController(application, rootViewController: Screen())
            application.window.rootViewController = navigation
            let sheet = Screen()
            sheet.presentationController?.delegate = delegate
            navigation.topViewController!.present(sheet, animated: true)
        }
        return (device, delegate)
    }

    @Test func theSheetStaysAndItsDelegateHearsWillButNotDid() {
        let (device, delegate) = presentSheet()
        delegate.heard = []
        let swipe = device.swipeDownSheet(completes: false)
        #expect(swipe.reason == nil)
        #expect(device.simulation.application.window.modal != nil)
        // The gesture's `should` and `will`; then the step's snapshot asks whether the sheet may be
        // swiped now, and tells nothing (ModalPresentationTests.aPlainSheetMayBeDismissed).
        #expect(delegate.heard == ["should", "will", "should"])
        #expect(swipe.journal == [
            "Screen#2.viewWillDisappear", "swipe-down cancelled on Screen#2",
            "Screen#2.viewWillAppear", "Screen#2.viewDidAppear",
        ])
    }

    @Test func aSheetThatRefusesHearsAnAttempt() {
        let (device, delegate) = presentSheet()
        delegate.allowsDismissal = false
        delegate.heard = []
        let swipe = device.swipeDownSheet(completes: false)
        #expect(swipe.reason == .modalNotDismissibleByUser)
        #expect(delegate.heard == ["should", "attempt", "should"])   // the last is the step's snapshot asking
        #expect(swipe.journal.isEmpty)
    }
}
