import CoordsimTesting
import ReaderApp
import Testing

/// The `series` variant, a teaching case for iOS 14's back menu: each next article is a child of
/// the last, removed from its Article screen's `viewDidDisappear`. A pop of one screen works; the
/// back menu pops a middle article that hears nothing, and its flow goes stale.
@Suite struct SeriesTeachingTests {
    private func readThree() throws -> Device {
        let device = try AppUnderTest<ReaderApp>(config: ReaderHarness.config).device("series")
        device.tap("Coordinators 101")
        device.tap("Next: Child coordinators")
        device.tap("Next: Navigation delegates")
        #expect(device.snapshot.activeStack?.screens.map(\.title)
                == ["Feed", "Coordinators 101", "Child coordinators", "Navigation delegates"])
        return device
    }

    @Test func popsOfOneScreenRemoveEachFlow() throws {
        let device = try readThree()
        for _ in 0..<3 {
            let back = device.tapBack()
            #expect(back.coordinatorChanges.contains { $0.hasPrefix("-child SeriesArticleCoordinator") }, "\(back.journal)")
        }
        #expect(device.snapshot.staleChildren.isEmpty)
        #expect(device.snapshot.coordinators?.children.first?.children.isEmpty == true)
    }

    @Test func theBackMenuPopsPastTheMiddleArticleWhoseFlowGoesStale() throws {
        let device = try readThree()
        let menu = device.longPressBack(to: "Coordinators 101")
        // Only the top article's screen hears the pop; the middle one's flow stays, with no screen.
        #expect(menu.lifecycleCalls(of: "ArticleScreen").count == 4, "\(menu.journal)")
        let changes = menu.coordinatorChanges
        #expect(changes.filter { $0.hasPrefix("-child") }.count == 1, "\(changes)")
        #expect(changes.contains { $0.hasPrefix("STALE") && $0.contains("SeriesArticleCoordinator") }, "\(changes)")
        #expect(device.snapshot.staleChildren.count == 1)
    }

    /// `explore --variant series` exits 1 with the stale flow. Its shortest path is the back menu
    /// from the second article's comments to the first article: the second article, in the middle,
    /// hears nothing. (Reselecting the tab is no such path: the tab's `removeFinishedChildren(in:)`
    /// ends every flow whose screens all left, so it ends the first article's flow and its chain.)
    @Test func exploreFindsTheStaleFlow() throws {
        let result = try AppUnderTest<ReaderApp>(config: ReaderHarness.config).explore("series")
        let finding = try #require(result.errors.first { $0.invariant.name == "childOwnsScreen" }, "\(result.report)")
        #expect(finding.path.map(\.description)
                == ["tap Coordinators 101", "tap Next: Child coordinators", "tap Comments", "back menu to level 2"])
        #expect(finding.message.contains("SeriesArticleCoordinator"))
    }

    /// Past the finding (the check at `warn`), the search ends: every round of the back menu
    /// leaves more stale flows, and the state key counts a stale flow once per type in its
    /// place. The finding and its path are the same, and no hidden state is reported.
    @Test func exploringPastTheStaleFlowEnds() throws {
        let result = try AppUnderTest<ReaderApp>(config: ReaderHarness.config)
            .explore("series", checks: ["childOwnsScreen": .warn])
        #expect(result.isComplete, "\(result.report)")
        #expect(result.isSound, "\(result.report)")
        let finding = try #require(result.warnings.first { $0.invariant.name == "childOwnsScreen" }, "\(result.report)")
        #expect(finding.path.map(\.description)
                == ["tap Coordinators 101", "tap Next: Child coordinators", "tap Comments", "back menu to level 2"])
    }

    /// The standard flow's tab removes every child whose screens left, so the menu leaves nothing.
    @Test func theStandardFlowSurvivesTheBackMenu() throws {
        let device = try AppUnderTest<ReaderApp>(config: ReaderHarness.config).device("sheet")
        device.tap("Coordinators 101")
        device.tap("Comments")
        #expect(device.longPressBack(toLevel: 1).coordinatorChanges.contains { $0.hasPrefix("-child ArticleCoordinator") })
        #expect(device.snapshot.staleChildren.isEmpty)
    }
}
