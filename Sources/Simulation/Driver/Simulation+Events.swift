import CoordinatorKit

extension Simulation {
    /// Applies an event to the object graph; returns why it was not understood, if it wasn't.
    func apply(_ event: Event) -> String? {
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
            guard let navigation = application.window.modal == nil ? visibleNavigation : modalStack,
                  navigation.viewControllers.count > 1 else {
                return "nothing to swipe back to"
            }
            navigation.userSwipedBack(completes: completes)
            return nil
        case .dismissModal:
            guard application.window.modal != nil else { return "no modal is shown" }
            return application.window.dismissModal(origin: .user) ? nil : "this modal cannot be dismissed by the user"
        case let .selectTab(index):
            return selectTab(index)
        case let .text(text):
            return type(text)
        case let .resize(size):
            viewport = size
            return nil
        case let .deepLink(url):
            guard let deepLinkHandler else { return "this app does not handle deep links" }
            do {
                try deepLinkHandler(url)
                return nil
            } catch {
                return "\(error)"
            }
        }
    }

    /// The navigation controller under any modal that is on screen.
    var visibleNavigation: NavigationController? {
        switch application.window.rootViewController {
        case let tabs as TabBarController: return tabs.selectedViewController
        case let navigation as NavigationController: return navigation
        default: return nil
        }
    }

    /// Esc and the nav bar's back button: pop, or at a sheet's root, swipe the sheet down.
    func back() -> String? {
        isEditing = false
        if let modal = application.window.modal {
            if let navigation = modal as? NavigationController, navigation.viewControllers.count > 1 {
                navigation.userTappedBack()
                return nil
            }
            return application.window.dismissModal(origin: .user) ? nil : "this modal cannot be dismissed by the user"
        }
        guard let navigation = visibleNavigation, navigation.viewControllers.count > 1 else {
            return "already at the root of the stack"
        }
        navigation.userTappedBack()
        return nil
    }

    func selectTab(_ index: Int) -> String? {
        guard let tabs = application.window.rootViewController as? TabBarController else {
            return "there is no tab bar on screen"
        }
        guard application.window.modal == nil else { return "a modal covers the tab bar" }
        guard tabs.viewControllers.indices.contains(index) else {
            return "there is no tab \(index + 1); tabs are 1-\(tabs.viewControllers.count)"
        }
        isEditing = false
        tabs.select(index, origin: .user)
        return nil
    }

    /// Taps the control a person would name by `label` (see ``Affordance/controls(in:)``): a
    /// button, a text field, or one option of a segmented control or list.
    func tap(_ label: String) -> String? {
        guard let screen = application.window.activeScreen else { return "nothing is on screen" }
        let controls = Affordance.controls(in: screen.elements)
        guard let control = controls.first(where: { $0.label == label }) else {
            return "no element labelled \"\(label)\" on \(screen.identifier); on screen: "
                + controls.compactMap(\.label).joined(separator: ", ")
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
        case .tab, .back, .swipeBack:
            break
        }
        return nil
    }

    /// Types into the focused text field, starting to edit it.
    func type(_ text: String) -> String? {
        guard let screen = application.window.activeScreen,
              let element = focusedElement(on: screen),
              case let .textField(_, value, _) = element.kind else {
            return "no text field has focus; tap one first"
        }
        isEditing = true
        editingScreen = screen.id
        screen.handle(.setText(element: element.id, text: value + text))
        return nil
    }

    // MARK: Focus

    func focusedElement(on screen: Screen) -> Element? {
        focusedElement(in: screen.elements, of: screen)
    }

    /// The focused element among `elements` (the screen's, already built: building them is not free).
    func focusedElement(in elements: [Element], of screen: Screen) -> Element? {
        if let id = focusByScreen[screen.id], let element = elements.first(where: { $0.id == id && $0.isFocusable }) {
            return element
        }
        return elements.first(where: \.isFocusable)
    }

    func setFocus(_ id: String, on screen: Screen) {
        focusByScreen[screen.id] = id
    }

    /// Moves focus by `offset` among the focusable elements, wrapping around.
    func moveFocus(by offset: Int, on screen: Screen) {
        let elements = screen.elements
        let focusable = elements.filter(\.isFocusable)
        guard !focusable.isEmpty else { return }
        let current = focusedElement(in: elements, of: screen).flatMap { element in focusable.firstIndex { $0.id == element.id } } ?? 0
        let next = ((current + offset) % focusable.count + focusable.count) % focusable.count
        setFocus(focusable[next].id, on: screen)
    }
}
