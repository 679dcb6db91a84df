import CoordsimApp
import ReaderApp
import Testing

/// The article flow from Feed and Search: a child coordinator on the tab's stack, added when an
/// article opens and removed once none of its screens is left, however they left.
@Suite struct ArticleFlowTests {
    @Test func openingAnArticleAddsAChildThatBackRemoves() throws {
        let reader = try ReaderHarness(variant: "sheet")
        let feed = try #require(reader.tabs.feedCoordinator)
        #expect(reader.children(of: reader.tabs) == ["FeedCoordinator", "SearchCoordinator", "ProfileCoordinator"])

        reader.tapRow("Child coordinators")
        #expect(reader.activeScreen?.title == "Child coordinators")
        #expect(reader.children(of: feed) == ["ArticleCoordinator"])

        reader.back()
        #expect(reader.activeScreen?.identifier == "Feed")
        #expect(feed.childCoordinators.isEmpty)
        #expect(reader.live("ArticleCoordinator") == 0)
        #expect(reader.live("ArticleScreen") == 0)
        #expect(reader.leaked.isEmpty)
    }

    @Test func backFromCommentsKeepsTheFlowThatStillShowsTheArticle() throws {
        let reader = try ReaderHarness(variant: "sheet")
        let feed = try #require(reader.tabs.feedCoordinator)
        reader.tapRow("Coordinators 101")
        reader.tapButton("Comments")
        #expect(reader.activeScreen?.identifier == "Comments")
        #expect(reader.shows("Finally it clicks."))

        reader.back()
        #expect(reader.activeScreen?.identifier == "Article")
        #expect(reader.children(of: feed) == ["ArticleCoordinator"])
        // The Article's buttons still reach their coordinator.
        reader.tapButton("Done reading")
        #expect(reader.activeScreen?.identifier == "Feed")
        #expect(feed.childCoordinators.isEmpty)
        #expect(reader.outcomes == ["articleRead=1"])
        #expect(reader.leaked.isEmpty)
    }

    @Test func aSwipeBackThatIsCancelledKeepsTheFlow() throws {
        let reader = try ReaderHarness(variant: "sheet")
        let feed = try #require(reader.tabs.feedCoordinator)
        reader.tapRow("Modal sheets")
        reader.swipeBack(completes: false)
        #expect(reader.activeScreen?.identifier == "Article")
        #expect(feed.childCoordinators.count == 1)

        reader.swipeBack(completes: true)
        #expect(reader.activeScreen?.identifier == "Feed")
        #expect(feed.childCoordinators.isEmpty)
        #expect(reader.leaked.isEmpty)
    }

    @Test func reselectingTheTabEndsTheFlowFromComments() throws {
        let reader = try ReaderHarness(variant: "pushed")
        let feed = try #require(reader.tabs.feedCoordinator)
        reader.tapRow("Navigation delegates")
        reader.tapButton("Comments")
        #expect(reader.selectedStack?.viewControllers.count == 3)

        reader.tab(1)
        #expect(reader.selectedStack?.viewControllers.count == 1)
        #expect(feed.childCoordinators.isEmpty)
        #expect(reader.leaked.isEmpty)
    }

    @Test func aTabSwitchKeepsTheFlowOnItsOwnStack() throws {
        let reader = try ReaderHarness(variant: "sheet")
        let feed = try #require(reader.tabs.feedCoordinator)
        reader.tapRow("Child coordinators")
        reader.tab(2)
        #expect(reader.activeScreen?.identifier == "Search")
        #expect(feed.childCoordinators.count == 1)
        reader.tab(1)
        #expect(reader.activeScreen?.title == "Child coordinators")
    }

    @Test func searchShowsMatchesAndOpensTheSameFlowOnItsOwnStack() throws {
        let reader = try ReaderHarness(variant: "sheet")
        let search = try #require(reader.tabs.searchCoordinator)
        let feed = try #require(reader.tabs.feedCoordinator)
        reader.tab(2)
        #expect(reader.shows("Type a word"))

        reader.type("zzz", into: "query")
        #expect(reader.shows("No article matches \"zzz\"."))

        reader.type("COORDINATOR", into: "query")
        let screen = try #require(reader.activeScreen as? SearchScreen)
        #expect(screen.results.map(\.id) == [1, 2])

        reader.tapRow("Child coordinators")
        #expect(reader.activeScreen?.title == "Child coordinators")
        #expect(reader.children(of: search) == ["ArticleCoordinator"])
        #expect(feed.childCoordinators.isEmpty)

        reader.back()
        #expect(search.childCoordinators.isEmpty)
        #expect(reader.shows("Child coordinators"), "the results stay after coming back")
        #expect(reader.leaked.isEmpty)
    }

    @Test(arguments: ["sheet", "pushed"])
    func everyScreenShownHasItsCoordinator(variant: String) throws {
        let reader = try ReaderHarness(variant: variant)
        reader.tapRow("Modal sheets")
        reader.tapButton("Comments")
        reader.tab(3)
        reader.tapButton("Sign in")
        for screen in [reader.activeScreen] + (reader.selectedStack?.viewControllers ?? []) {
            let owned = try #require(screen as? OwnedScreen)
            #expect(owned.owner != nil, "\(owned.identifier) lost its coordinator")
        }
    }
}
