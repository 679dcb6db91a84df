import CoordsimTesting
import Testing

/// The journal readers on a small app of another shape than the shop's: a coordinator that
/// presents a full-screen flow, whose close button dismisses twice (a double tap that reaches code).
@Suite struct JournalReadingTests {
    final class HomeScreen: Screen {
        var onOpen: (() -> Void)?
        override var elements: [Element] { [.button("open", "Open", shortcut: "o")] }
        override func handle(_ action: ElementAction) { if action == .activate(element: "open") { onOpen?() } }
    }

    final class CoverScreen: Screen {
        var onClose: (() -> Void)?
        override var elements: [Element] { [.button("close", "Close", shortcut: "c")] }
        override func handle(_ action: ElementAction) { if action == .activate(element: "close") { onClose?() } }
    }

    final class CoverCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var parent: FlowCoordinator?
        let presenter: Screen
        var closed = 0

        init(presenter: Screen) { self.presenter = presenter }

        func start() {
            let cover = CoverScreen()
            cover.modalPresentationStyle = .fullScreen
            cover.onClose = { [weak self, weak cover] in
                // Both taps reach code before the first dismissal ends: UIKit drops the second.
                cover?.dismiss(animated: true) { self?.finish() }
                cover?.dismiss(animated: true) { self?.finish() }
            }
            presenter.present(cover, animated: true)
        }

        private func finish() {
            closed += 1
            parent?.childDidFinish(self)
        }
    }

    final class FlowCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigation: NavigationController

        init(navigation: NavigationController) { self.navigation = navigation }

        func start() {
            let home = HomeScreen()
            home.onOpen = { [weak self, weak home] in
                guard let self, let home else { return }
                let cover = CoverCoordinator(presenter: home)
                cover.parent = self
                startChild(cover)
            }
            navigation.setViewControllers([home], animated: false)
        }
    }

    private func launch() -> Device {
        Device { application in
            let navigation = NavigationController(application)
            let flow = FlowCoordinator(navigation: navigation)
            application.rootCoordinator = flow
            flow.start()
            application.window.rootViewController = navigation
        }
    }

    @Test func aFullScreenFlowReadsInUIKitsOrder() {
        let device = launch()
        let open = device.tap("Open").events
        #expect(open.lifecycleCalls(of: "HomeScreen") == [.viewWillDisappear, .viewDidDisappear])
        #expect(open.lifecycleCalls(of: "CoverScreen") == [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        // The presented screen has appeared before the presenter has disappeared.
        let order = open.filter(\.isLifecycle).map(\.description)
        let appeared = order.firstIndex { $0.hasPrefix("CoverScreen#") && $0.hasSuffix(".viewDidAppear") }
        let disappeared = order.firstIndex { $0.hasPrefix("HomeScreen#") && $0.hasSuffix(".viewDidDisappear") }
        #expect(appeared != nil && disappeared != nil && appeared! < disappeared!, "\(order)")
        #expect(open.coordinatorChanges == ["+child CoverCoordinator#4 of FlowCoordinator#2", "start CoverCoordinator#4"])
        #expect(device.swipeDownSheet().reason == .modalNotDismissibleByUser)

        let close = device.tap("Close")
        #expect(close.uikitWarnings == [
            "Attempt to dismiss from view controller HomeScreen#1 while a presentation or dismiss is in progress!",
        ])
        // The first dismissal's completion removes the child, which is freed before the screen.
        #expect(close.coordinatorChanges == ["-child CoverCoordinator#4 of FlowCoordinator#2", "deinit CoverCoordinator#4",
                                             "deinit CoverScreen#3"])
        #expect(close.delegateCalls.isEmpty)
    }
}
