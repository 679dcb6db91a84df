import CoordinatorKit
import CoordsimTesting
import Testing

/// The snapshot records how the modal is presented and whether the user may dismiss it now, by
/// UIKit's rule; a user dismissal follows the same rule and tells the delegate what UIKit tells it.
@Suite struct ModalPresentationTests {
    /// A navigation controller with a form on top, presented over a root, with a delegate.
    private func present(_ configure: (NavigationController, Screen) -> Void) -> (Device, RecordingPresentationDelegate) {
        let delegate = RecordingPresentationDelegate()
        let device = Device { application in
            let root = NavigationController(application, rootViewController: Screen())
            application.window.rootViewController = root
            let form = Screen()
            let sheet = NavigationController(application, rootViewController: form)
            sheet.presentationController?.delegate = delegate
            configure(sheet, form)
            root.topViewController!.present(sheet, animated: true)
        }
        return (device, delegate)
    }

    @Test func aPlainSheetMayBeDismissed() {
        let (device, delegate) = present { _, _ in }
        #expect(device.snapshot.presentation == ModalPresentation(style: .pageSheet, userMayDismiss: true))
        #expect(delegate.heard == ["should"])   // the snapshot asks, and tells nothing
        let swipe = device.swipeDownSheet()
        #expect(swipe.reason == nil)
        #expect(delegate.heard == ["should", "should", "will", "did"])
        #expect(swipe.snapshot.presentation == nil)
    }

    /// `isModalInPresentation` on the screen shown inside the presented navigation controller
    /// refuses the swipe, as in UIKit, and the delegate hears the attempt.
    @Test func theTopScreensModalInPresentationRefuses() {
        let (device, delegate) = present { _, form in form.isModalInPresentation = true }
        #expect(device.snapshot.presentation == ModalPresentation(style: .pageSheet, userMayDismiss: false))
        #expect(device.swipeDownSheet().reason == .modalNotDismissibleByUser)
        #expect(delegate.heard == ["attempt"])
        #expect(device.simulation.application.window.modal != nil)
    }

    @Test func aDelegateThatRefusesIsRecorded() {
        let (device, delegate) = present { _, _ in }
        delegate.allowsDismissal = false
        #expect(device.snapshot.presentation == ModalPresentation(style: .pageSheet, userMayDismiss: false))
        #expect(device.swipeDownSheet().reason == .modalNotDismissibleByUser)
        // The snapshot's `should`, the swipe's `should` and `attempt`, and the next step's snapshot asking again.
        #expect(delegate.heard == ["should", "should", "attempt", "should"])
    }

    /// A full-screen modal has no swipe: it is never dismissed by the user, and no delegate is asked.
    @Test func aFullScreenModalIsNeverDismissedByTheUser() {
        let (device, delegate) = present { sheet, _ in sheet.modalPresentationStyle = .fullScreen }
        #expect(device.snapshot.presentation == ModalPresentation(style: .fullScreen, userMayDismiss: false))
        #expect(device.swipeDownSheet().reason == .modalNotDismissibleByUser)
        #expect(delegate.heard.isEmpty)
    }
}

/// `presentingViewController` is the presentation context, the root of the presenter's hierarchy.
@Suite struct PresentationContextTests {
    @Test func aScreenInATabPresentsFromTheTabBarController() {
        let application = Application()
        let home = Screen()
        let tabs = TabBarController(application)
        tabs.setViewControllers([NavigationController(application, rootViewController: home),
                                 NavigationController(application, rootViewController: Screen())], animated: false)
        application.window.rootViewController = tabs
        let sheet = Screen()
        home.present(sheet, animated: false)
        #expect(sheet.presentingViewController === tabs)
        #expect(tabs.presentedViewController === sheet)
    }

    @Test func aScreenInAStackAtTheRootPresentsFromTheNavigationController() {
        let application = Application()
        let top = Screen()
        let navigation = NavigationController(application, rootViewController: Screen())
        navigation.pushViewController(top, animated: false)
        application.window.rootViewController = navigation
        let sheet = Screen()
        top.present(sheet, animated: false)
        #expect(sheet.presentingViewController === navigation)
        sheet.dismiss(animated: false)
        #expect(sheet.presentingViewController == nil)
    }
}
