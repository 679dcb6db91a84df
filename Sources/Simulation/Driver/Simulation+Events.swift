import CoordinatorKit

extension Simulation {
    /// Applies an event to the object graph; returns why it was not understood, if it wasn't.
    func apply(_ event: Event) -> Rejection? {
        switch event {
        case let .key(key):
            return handleKey(key)
        case let .tap(label):
            return tap(label)
        case .back:
            return back()
        case let .swipeBack(completes):
            // A sheet with its own stack swipes back within it, as in UIKit.
            let modalStack = application.window.modal as? NavigationController
            if application.window.modal == nil, showsPlainTab { return .noNavigationStack }
            guard let navigation = application.window.modal == nil ? visibleNavigation : modalStack,
                  navigation.viewControllers.count > 1 else {
                return .nothingToSwipeBackTo
            }
            return navigation.userSwipedBack(completes: completes) ? nil : .swipeBackDisabled
        case let .backMenu(level):
            let modalStack = application.window.modal as? NavigationController
            if application.window.modal == nil, showsPlainTab { return .noNavigationStack }
            guard let navigation = application.window.modal == nil ? visibleNavigation : modalStack,
                  navigation.showsBackButton else {
                return .nothingToSwipeBackTo
            }
            guard level >= 1, level < navigation.viewControllers.count else {
                return .noSuchBackMenuLevel(level, depth: navigation.viewControllers.count)
            }
            navigation.userChoseFromBackMenu(level: level)
            return nil
        case .dismissModal:
            guard application.window.modal != nil else { return .noModalShown }
            return application.window.dismissModal(origin: .user) ? nil : .modalNotDismissibleByUser
        case .cancelledSwipeDown:
            guard application.window.modal != nil else { return .noModalShown }
            return application.window.userSwipedDownCancelled() ? nil : .modalNotDismissibleByUser
        case let .selectTab(index):
            return selectTab(index)
        case let .text(text):
            return type(text)
        case let .resize(size):
            viewport = size
            return nil
        case let .deepLink(url):
            guard let deepLinkHandler else { return .noDeepLinks }
            do {
                try deepLinkHandler(url)
                return nil
            } catch {
                return .deepLinkRefused("\(error)")
            }
        }
    }

    /// The navigation controller under any modal that is on screen.
    var visibleNavigation: NavigationController? {
        switch application.window.rootViewController?.shownRoot {
        case let tabs as TabBarController: return tabs.selectedViewController as? NavigationController
        case let navigation as NavigationController: return navigation
        default: return nil
        }
    }

    /// Whether the selected tab under any modal is a plain view controller: no stack, so no back.
    var showsPlainTab: Bool {
        guard let tabs = application.window.rootViewController?.shownRoot as? TabBarController,
              let tab = tabs.selectedViewController else { return false }
        return !(tab is NavigationController)
    }

    /// Esc and the nav bar's back button: pop, or at a sheet's root, swipe the sheet down.
    func back() -> Rejection? {
        isEditing = false
        if let modal = application.window.modal {
            if let navigation = modal as? NavigationController, navigation.viewControllers.count > 1 {
                navigation.userTappedBack()
                return nil
            }
            return application.window.dismissModal(origin: .user) ? nil : .modalNotDismissibleByUser
        }
        guard let navigation = visibleNavigation, navigation.viewControllers.count > 1 else {
            return showsPlainTab ? .noNavigationStack : .atRootOfStack
        }
        navigation.userTappedBack()
        return nil
    }

    func selectTab(_ index: Int) -> Rejection? {
        guard let tabs = application.window.rootViewController?.shownRoot as? TabBarController else {
            return .noTabBar
        }
        guard application.window.modal == nil else { return .modalCoversTabBar }
        guard tabs.tabs.indices.contains(index) else {
            return .noSuchTab(number: index + 1, count: tabs.tabs.count)
        }
        guard (tabs.selectedViewController as? NavigationController)?.hidesBottomBar != true else { return .tabBarHidden }
        isEditing = false
        tabs.select(index, origin: .user)
        return nil
    }

    /// Taps the control a person would name by `label` (see ``Affordance/controls(in:)``): a
    /// button, a text field, or one option of a segmented control or list.
    func tap(_ label: String) -> Rejection? {
        guard let screen = application.window.activeScreen else { return .nothingOnScreen }
        let elements = elements(of: screen)
        guard let control = Affordance.control(labeled: label, in: elements) else {
            if let item = barButton(labeled: label, on: screen) {
                isEditing = false
                return item.userTapped() ? nil : .barButtonDisabled(label)
            }
            let bar = screen.navigationController.flatMap { $0.navigationBarSnapshot(for: screen) }
            let barLabels = bar.map { $0.isHidden ? [] : ($0.leftItems + $0.rightItems).map(\.title) } ?? []
            return .noSuchLabel(label, screen: screen.identifier,
                                onScreen: barLabels + Affordance.controls(in: elements).compactMap(\.label))
        }
        switch control {
        case let .button(_, element, _):
            setFocus(element, on: screen)
            isEditing = false
            screen.handle(.activate(element: element))
        case let .field(_, element, _):
            setFocus(element, on: screen)
            isEditing = true
            editingScreen = screen.id
        case let .option(_, element, index, _):
            setFocus(element, on: screen)
            isEditing = false
            screen.handle(.select(element: element, index: index))
        case let .row(_, element, index):
            setFocus(element, on: screen)
            isEditing = false
            screen.handle(.select(element: element, index: index))
            screen.handle(.activate(element: element))
        case let .switch(_, element, isOn):
            setFocus(element, on: screen)
            isEditing = false
            screen.handle(.setOn(element: element, isOn: !isOn))
        case .tab, .back, .swipeBack, .barButton:
            break
        }
        return nil
    }

    /// The nav bar button of `screen` that shows `label` (left items first), while the screen is
    /// its stack's top and the bar is shown; a disabled one too, so its tap is refused by name.
    func barButton(labeled label: String, on screen: Screen) -> BarButtonItem? {
        guard let navigation = screen.navigationController, navigation.topViewController === screen else { return nil }
        return navigation.shownBarButtons.first { $0.shownTitle == label }
    }

    /// Types into the focused text field, starting to edit it.
    func type(_ text: String) -> Rejection? {
        guard let screen = application.window.activeScreen,
              let element = focusedElement(on: screen),
              case let .textField(_, value, _) = element.kind else {
            return .noTextFieldFocused
        }
        isEditing = true
        editingScreen = screen.id
        screen.handle(.setText(element: element.id, text: value + text))
        return nil
    }

    // MARK: Focus

    func focusedElement(on screen: Screen) -> Element? {
        focusedElement(in: elements(of: screen), of: screen)
    }

    /// The focused element among `elements` (the screen's, already built: building them is not free).
    func focusedElement(in elements: [Element], of screen: Screen) -> Element? {
        focusedElementIndex(in: elements, of: screen).map { elements[$0] }
    }

    /// Where in `elements` the focused element is: the one focus was set on, else the first focusable one.
    func focusedElementIndex(in elements: [Element], of screen: Screen) -> Int? {
        if let id = screen.focusedElementID, let index = elements.firstIndex(where: { $0.id == id && $0.isFocusable }) {
            return index
        }
        return elements.firstIndex(where: \.isFocusable)
    }

    func setFocus(_ id: String, on screen: Screen) {
        screen.focusedElementID = id
    }

    /// Moves focus by `offset` among the focusable elements, wrapping around.
    func moveFocus(by offset: Int, on screen: Screen) {
        let elements = elements(of: screen)
        let focusable = elements.filter(\.isFocusable)
        guard !focusable.isEmpty else { return }
        let current = focusedElement(in: elements, of: screen).flatMap { element in focusable.firstIndex { $0.id == element.id } } ?? 0
        let next = ((current + offset) % focusable.count + focusable.count) % focusable.count
        setFocus(focusable[next].id, on: screen)
    }
}
