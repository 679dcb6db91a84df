import CoordsimApp
import ReaderApp
import Testing

/// `reader://` links: parsed before anything runs, and followed through the coordinators.
@Suite struct DeepLinkTests {
    @Test func linksParse() throws {
        #expect(try ReaderRoute(url: "reader://article/3") == .article(3))
        #expect(try ReaderRoute(url: "reader://tab/2") == .tab(2))
        #expect(ReaderRoute.article(4).url == "reader://article/4")
    }

    @Test(arguments: ["reader://article/9", "reader://tab/4", "reader://feed", "coordsim://main", "reader://article/x"])
    func badLinksAreRefusedWithTheKnownRoutes(url: String) {
        #expect {
            try ReaderApp.checkDeepLink(url)
        } throws: { error in
            "\(error)".contains("known routes: reader://article/<1|2|3|4>, reader://tab/<1-3>")
        }
    }

    @Test(arguments: ["sheet", "pushed"])
    func anArticleLinkSelectsFeedPopsItAndOpensANewFlow(variant: String) throws {
        let reader = try ReaderHarness(variant: variant)
        let feed = try #require(reader.tabs.feedCoordinator)
        reader.tapRow("Coordinators 101")
        reader.tapButton("Comments")
        // The app's id, not the coordinator: holding it would keep it alive (a leak), and a freed
        // object's address is reused.
        let first = try #require(reader.firstChildID(of: "FeedCoordinator"))
        reader.tab(3)
        reader.tapButton("Sign in")

        try reader.open("reader://article/3")
        #expect(reader.window.modal == nil)
        #expect(reader.activeScreen?.title == "Navigation delegates")
        #expect(reader.selectedStack?.viewControllers.map(\.identifier) == ["Feed", "Article"])
        #expect(feed.childCoordinators.count == 1)
        #expect(reader.firstChildID(of: "FeedCoordinator") != first, "the old flow ended, a new one started")
        #expect(reader.live("ArticleCoordinator") == 1)
        #expect(reader.leaked.isEmpty)
        // The sheet would cover Feed, so its flow ended; a pushed sign-in stays on Profile's stack.
        let profile = try #require(reader.tabs.profileCoordinator)
        #expect(profile.childCoordinators.count == (variant == "sheet" ? 0 : 1))
    }

    @Test func aTabLinkSelectsTheTab() throws {
        let reader = try ReaderHarness(variant: "sheet")
        try reader.open("reader://tab/3")
        #expect(reader.activeScreen?.identifier == "Profile")
    }
}
