import CoordinatorKit
import CoordsimTesting
import Testing

/// The presentation styles beyond page sheet and full screen, on an iPhone: over full screen keeps
/// the presenter's views (no disappear calls) and has no swipe; a form sheet and `.automatic`
/// (UIKit's default) are page sheets.
@Suite struct ModalStyleTests {
    final class HomeScreen: Screen {
        var onPresent: (() -> Void)?
        override var elements: [Element] { [.button("present", "Present")] }
        override func handle(_ action: ElementAction) { if action == .activate(element: "present") { onPresent?() } }
    }

    final class CoverScreen: Screen {
        var onClose: (() -> Void)?
        override var elements: [Element] { [.button("close", "Close")] }
        override func handle(_ action: ElementAction) { if action == .activate(element: "close") { onClose?() } }
    }

    /// A root that presents a `CoverScreen` in `style` (left as made when nil), with `delegate` as
    /// its presentation's delegate; the cover's Close button dismisses it from code.
    private func device(_ style: ModalPresentationStyle?, delegate: RecordingPresentationDelegate) -> Device {
        Device { application in
            let home = HomeScreen()
            home.onPresent = { [weak home] in
                let cover = CoverScreen()
                if let style { cover.modalPresentationStyle = style }
                cover.presentationController?.delegate = delegate
                cover.onClose = { [weak cover] in cover?.dismiss(animated: true) }
                home?.present(cover, animated: true)
            }
            application.window.rootViewController = NavigationController(application, rootViewController: home)
        }
    }

    @Test func aControllersDefaultIsAutomatic() {
        #expect(Screen().modalPresentationStyle == .automatic)
        #expect(NavigationController().modalPresentationStyle == .automatic)
    }

    @Test func overFullScreenKeepsThePresentersViewsAndHasNoSwipe() {
        let delegate = RecordingPresentationDelegate()
        let device = device(.overFullScreen, delegate: delegate)
        let present = device.tap("Present")
        #expect(present.lifecycleCalls(of: "HomeScreen").isEmpty)
        #expect(present.lifecycleCalls(of: "CoverScreen") == [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        #expect(present.snapshot.presentation == ModalPresentation(style: .overFullScreen, userMayDismiss: false))

        #expect(device.swipeDownSheet().reason == .modalNotDismissibleByUser)
        #expect(device.swipeDownSheet(completes: false).reason == .modalNotDismissibleByUser)
        #expect(delegate.heard.isEmpty)

        let close = device.tap("Close")
        #expect(close.lifecycleCalls(of: "HomeScreen").isEmpty)
        #expect(close.navigation == ["dismiss CoverScreen#2 (code)", "deinit CoverScreen#2"])
    }

    /// The contrast: full screen removes the presenter's views, which hears it.
    @Test func fullScreenMakesThePresenterDisappear() {
        let device = device(.fullScreen, delegate: RecordingPresentationDelegate())
        #expect(device.tap("Present").lifecycleCalls(of: "HomeScreen") == [.viewWillDisappear, .viewDidDisappear])
        #expect(device.tap("Close").lifecycleCalls(of: "HomeScreen") == [.viewWillAppear, .viewDidAppear])
    }

    @Test(arguments: [ModalPresentationStyle.formSheet, .automatic, .pageSheet, nil])
    func aFormSheetAndAutomaticArePageSheets(_ style: ModalPresentationStyle?) {
        let delegate = RecordingPresentationDelegate()
        let device = device(style, delegate: delegate)
        let present = device.tap("Present")
        #expect(present.lifecycleCalls(of: "HomeScreen").isEmpty)
        #expect(present.snapshot.presentation == ModalPresentation(style: .pageSheet, userMayDismiss: true))
        delegate.heard = []
        let swipe = device.swipeDownSheet()
        #expect(swipe.reason == nil)
        #expect(delegate.heard == ["should", "will", "did"])
        #expect(swipe.snapshot.modal == nil)
    }
}
