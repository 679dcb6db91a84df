import CoordinatorKit
import Simulation
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
        let application = Application()
        let root = PushOnAppear()
        root.title = "Root"
        let navigation = NavigationController(application, rootViewController: root)
        let watcher = PopWatcher()
        navigation.delegate = watcher
        application.window.rootViewController = navigation
        let detail = Screen()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        application.runFrames()

        root.pushesOnNextAppear = true
        navigation.popViewController(animated: true)
        application.runFrames()   // the animated pop ends a frame later: viewDidAppear, then didShow

        #expect(watcher.popped == ["Detail"])
        #expect(navigation.viewControllers.count == 2)   // Root, and what it pushed on appearing
    }
}

/// Animated transitions end a frame later, as on a device; `animated: false` ones end at once and
/// have no transition coordinator; a second transition while one animates is journaled with
/// UIKit's warning, and a presentation UIKit would drop is dropped.
@Suite struct TransitionTimingTests {
    final class Watcher: NavigationControllerDelegate {
        var shown: [(screen: String, from: String?)] = []
        func navigationController(_ navigationController: NavigationController, didShow viewController: Screen, animated: Bool) {
            shown.append((viewController.title, navigationController.transitionCoordinator?.viewController(forKey: .from)?.title))
        }
    }

    private func makeStack() -> (Application, NavigationController, Watcher) {
        let application = Application()
        let root = Screen()
        root.title = "Root"
        let navigation = NavigationController(application, rootViewController: root)
        let watcher = Watcher()
        navigation.delegate = watcher
        application.window.rootViewController = navigation
        application.runFrames()
        _ = application.journal.drain()
        return (application, navigation, watcher)
    }

    private func screen(_ title: String) -> Screen {
        let screen = Screen()
        screen.title = title
        return screen
    }

    @Test func animatedPushEndsAFrameLater() {
        let (application, navigation, watcher) = makeStack()
        navigation.pushViewController(screen("A"), animated: true)
        #expect(application.isAnimating)
        #expect(watcher.shown.isEmpty)   // the code that pushed runs on first
        #expect(navigation.transitionCoordinator != nil)
        #expect(application.runFrames() == 1)
        #expect(watcher.shown.map(\.screen) == ["A"])
        #expect(watcher.shown.first?.from == "Root")
        #expect(navigation.transitionCoordinator == nil)
    }

    /// On a device `transitionCoordinator` is nil in `didShow` after an `animated: false` pop, so
    /// seed 000 §3's cleanup returns early.
    @Test func unanimatedPopHasNoTransitionCoordinator() {
        let (application, navigation, watcher) = makeStack()
        navigation.pushViewController(screen("A"), animated: false)
        navigation.popViewController(animated: false)
        #expect(!application.isAnimating)
        #expect(watcher.shown.map(\.screen) == ["A", "Root"])
        #expect(watcher.shown.map(\.from) == [nil, nil])
    }

    @Test func secondTransitionWhileOneAnimatesIsWarnedAndRuns() {
        let (application, navigation, watcher) = makeStack()
        navigation.pushViewController(screen("A"), animated: true)
        navigation.pushViewController(screen("B"), animated: true)
        application.runFrames()
        let warnings = application.journal.drain().filter { if case .uikitWarning = $0 { return true }; return false }
        #expect(warnings.map(\.description) == ["WARNING Unbalanced calls to begin/end appearance transitions for Screen#3"])
        #expect(navigation.viewControllers.map(\.title) == ["Root", "A", "B"])
        #expect(watcher.shown.map(\.screen) == ["A", "B"])
    }

    /// Dismiss, then present in the same turn: UIKit drops the presentation and logs it; presenting
    /// from the dismissal's completion works.
    @Test func presentingWhileADismissAnimatesIsDropped() {
        let (application, navigation, _) = makeStack()
        let top = navigation.topViewController!
        top.present(screen("Sheet"), animated: true)
        application.runFrames()
        top.dismiss(animated: true)
        top.present(screen("Other"), animated: true)
        application.runFrames()
        #expect(application.window.modal == nil)
        #expect(application.journal.drain().contains(.uikitWarning(message:
            "Attempt to present Screen on Screen#1 while a presentation or dismiss is in progress")))

        top.present(screen("Sheet"), animated: true)
        application.runFrames()
        top.dismiss(animated: true) { top.present(self.screen("Next"), animated: true) }
        application.runFrames()
        #expect(application.window.modal.map { ($0 as? Screen)?.title } == "Next")
    }

    /// A full-screen modal covers its presenter, which disappears and reappears; a page sheet does
    /// not. UIKit removes the covered view once the presented one is in, so the presenter's
    /// `viewDidDisappear` comes after the presented screen's `viewDidAppear` (issue 26, mismatch 4).
    @Test func fullScreenModalMakesThePresenterDisappear() {
        let (application, navigation, _) = makeStack()
        let cover = screen("Cover")
        cover.modalPresentationStyle = .fullScreen
        navigation.topViewController!.present(cover, animated: true)
        application.runFrames()
        #expect(application.journal.drain().filter(\.isLifecycle).map(\.description) == [
            "Screen#2.viewDidLoad", "Screen#1.viewWillDisappear", "Screen#2.viewWillAppear",
            "Screen#2.viewDidAppear", "Screen#1.viewDidDisappear",
        ])
        #expect(!application.window.dismissModal(origin: .user))   // no swipe-down on a full-screen modal
    }

    /// A dismissal from code while another dismissal animates: UIKit logs its warning, leaves the
    /// first dismissal to finish, and never calls the second one's completion (issue 26, mismatch 5).
    @Test func aDismissWhileADismissalAnimatesWarnsAndDropsItsCompletion() {
        let (application, navigation, _) = makeStack()
        navigation.topViewController!.present(screen("Sheet"), animated: true)
        application.runFrames()
        _ = application.journal.drain()
        var completions: [String] = []
        navigation.topViewController!.dismiss(animated: true) { completions.append("first") }
        navigation.topViewController!.dismiss(animated: true) { completions.append("second") }
        application.runFrames()
        #expect(completions == ["first"])
        #expect(application.window.modal == nil)
        let warnings = application.journal.drain().filter { if case .uikitWarning = $0 { true } else { false } }
        #expect(warnings.map(\.description) == [
            "WARNING Attempt to dismiss from view controller Screen#1 while a presentation or dismiss is in progress!",
        ])
    }

    /// The same while a presentation animates: the presentation completes, the dismissal is dropped.
    @Test func aDismissWhileAPresentationAnimatesIsDropped() {
        let (application, navigation, _) = makeStack()
        var completed = false
        navigation.topViewController!.present(screen("Sheet"), animated: true)
        navigation.topViewController!.dismiss(animated: true) { completed = true }
        application.runFrames()
        #expect(!completed)
        #expect((application.window.modal as? Screen)?.title == "Sheet")
        #expect(application.journal.drain().contains(.uikitWarning(message:
            "Attempt to dismiss from view controller Screen#1 while a presentation or dismiss is in progress!")))
    }

    /// UIKit does not dismiss a presented sheet when the window's root is swapped: the sheet stays,
    /// and its presentation keeps the old root alive, which the leak check reports.
    @Test func swappingTheRootLeavesTheSheetAndLeaksTheOldRoot() {
        let (application, navigation, _) = makeStack()
        navigation.topViewController!.present(screen("Sheet"), animated: true)
        application.runFrames()
        application.window.rootViewController = NavigationController(application, rootViewController: screen("New"))
        application.runFrames()
        application.sweep()
        #expect(application.window.modal != nil)
        #expect(application.tracker.leaked.map(\.description) == ["Screen#1"])
    }
}

/// A swipe-down the user lets go of: UIKit's delegate hears `willDismiss` and never `didDismiss`,
/// the sheet's screen starts to disappear and appears again, and the sheet stays.
@Suite struct CancelledSwipeDownTests {
    private func presentSheet() -> (Application, RecordingPresentationDelegate) {
        let application = Application()
        let navigation = NavigationController(application, rootViewController: Screen())
        application.window.rootViewController = navigation
        let sheet = Screen()
        let delegate = RecordingPresentationDelegate()
        sheet.presentationController?.delegate = delegate
        navigation.topViewController!.present(sheet, animated: true)
        application.runFrames()
        _ = application.journal.drain()
        return (application, delegate)
    }

    @Test func theSheetStaysAndItsDelegateHearsWillButNotDid() {
        let (application, delegate) = presentSheet()
        #expect(application.window.userSwipedDownCancelled())
        #expect(application.window.modal != nil)
        #expect(delegate.heard == ["should", "will"])
        #expect(application.journal.drain().map(\.description) == [
            "Screen#2.viewWillDisappear", "swipe-down cancelled on Screen#2",
            "Screen#2.viewWillAppear", "Screen#2.viewDidAppear",
        ])
    }

    @Test func aSheetThatRefusesHearsAnAttempt() {
        let (application, delegate) = presentSheet()
        delegate.allowsDismissal = false
        #expect(!application.window.userSwipedDownCancelled())
        #expect(delegate.heard == ["should", "attempt"])
        #expect(application.journal.drain().isEmpty)
    }
}
