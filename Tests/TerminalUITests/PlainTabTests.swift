import Foundation
import CoordinatorKit
import Simulation
import Testing
@testable import TerminalUI

/// A tab that is a plain view controller, drawn: no nav bar (its row blank, no line under it),
/// its content where a navigation controller's tab has it, and back refused with the reason.
@Suite struct PlainTabTests {
    final class Page: Screen {
        let body: String
        init(title: String, body: String) {
            self.body = body
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override var elements: [Element] { [.text("body", body)] }
    }

    /// Tab 1 a navigation controller, tab 2 a plain page.
    func session(language: String = "en") -> TerminalSession {
        let simulation = Simulation { application in
            let tabs = TabBarController()
            let feed = NavigationController(rootViewController: Page(title: "Feed title", body: "Feed body"))
            feed.tabBarItem = TabBarItem(title: "Feed", image: nil, tag: 0)
            let settings = Page(title: "Settings title", body: "Settings body")
            settings.tabBarItem = TabBarItem(title: "Settings", image: nil, tag: 1)
            tabs.viewControllers = [feed, settings]
            application.window.rootViewController = tabs
        }
        return TerminalSession(simulation: simulation, variant: "default", size: Size(columns: 80, rows: 24),
                               title: "plain", language: language)
    }

    @Test func aPlainTabHasNoNavBarAndItsContentDoesNotMove() throws {
        let session = session()
        let feed = session.frame
        let titleRow = try #require(feed.lines.firstIndex { $0.contains("Feed title") })
        let feedBody = try #require(feed.lines.firstIndex { $0.contains("Feed body") })
        #expect(feed.lines[titleRow + 1].contains("├"))
        let settings = session.press("2")
        #expect(settings.lines.firstIndex { $0.contains("Settings body") } == feedBody)
        #expect(!settings.lines.contains { $0.contains("Settings title") })
        #expect(!settings.lines[titleRow + 1].contains("├"))
        // The tab bar is still there, both tabs in it.
        #expect(settings.lines.contains { $0.contains("Feed") && $0.contains("Settings") && !$0.contains("title") })
        #expect(!settings.hitRegions.contains { $0.target == .back })
    }

    @Test(arguments: [("en", "this tab is not a navigation controller"), ("ko", "내비게이션 컨트롤러가 아님")])
    func backAndTheBackMenuSayWhy(language: String, words: String) {
        let session = session(language: language)
        session.press("2")
        #expect(session.press("esc").lines.contains { $0.contains(words) })
        #expect(session.press("<").lines.contains { $0.contains(words) })
    }
}
