import CoordsimApp
import ReaderApp
import Testing

/// The two sign-in variants: the same steps and outcome, shown in a sheet or pushed, and in
/// both the child coordinator is removed however the flow ends.
@Suite struct SignInFlowTests {
    @Test(arguments: ["sheet", "pushed"])
    func signingInRunsBothStepsThenRemovesTheChild(variant: String) throws {
        let reader = try ReaderHarness(variant: variant)
        let profile = try #require(reader.tabs.profileCoordinator)
        reader.tab(3)
        reader.tapButton("Sign in")
        #expect(reader.activeScreen?.identifier == "Email")
        #expect(profile.childCoordinators.count == 1)

        reader.type("ada@", into: "email")
        reader.tapButton("Next")
        #expect(reader.activeScreen?.identifier == "Email")
        #expect(reader.shows("Email is malformed"))

        reader.type("ada@example.com", into: "email")
        reader.tapButton("Next")
        #expect(reader.activeScreen?.identifier == "Password")
        #expect(reader.shows("ada@example.com"))

        reader.type("short", into: "password")
        reader.tapButton("Sign in")
        #expect(reader.shows("Password is too short: use 8 characters or more."))
        #expect(reader.outcomes.isEmpty)

        reader.type("correct horse", into: "password")
        reader.tapButton("Sign in")
        #expect(reader.activeScreen?.identifier == "Profile")
        #expect(reader.window.modal == nil)
        #expect(reader.selectedStack?.viewControllers.count == 1)
        #expect(reader.shows("Signed in as ada@example.com."))
        #expect(reader.app.context.session.email == "ada@example.com")
        #expect(reader.outcomes == ["signedIn=ada@example.com"])
        #expect(profile.childCoordinators.isEmpty)
        #expect(reader.live("EmailScreen") == 0)
        #expect(reader.live("PasswordScreen") == 0)
        #expect(reader.leaked.isEmpty)

        reader.tapButton("Sign out")
        #expect(reader.shows("You are not signed in."))
    }

    @Test func theSheetHasItsOwnStack() throws {
        let reader = try ReaderHarness(variant: "sheet")
        reader.tab(3)
        reader.tapButton("Sign in")
        let sheet = try #require(reader.window.modal as? NavigationController)
        #expect(reader.selectedStack?.viewControllers.count == 1, "Profile's stack is left alone")
        reader.type("ada@example.com", into: "email")
        reader.tapButton("Next")
        #expect(sheet.viewControllers.map(\.identifier) == ["Email", "Password"])

        reader.back()
        #expect(sheet.viewControllers.map(\.identifier) == ["Email"])
        #expect(reader.window.modal === sheet, "back inside the sheet pops, it does not dismiss")
    }

    @Test func aSwipeDownIsReportedAndRemovesTheChild() throws {
        let reader = try ReaderHarness(variant: "sheet")
        let profile = try #require(reader.tabs.profileCoordinator)
        reader.tab(3)
        reader.tapButton("Sign in")
        reader.type("ada@example.com", into: "email")
        reader.tapButton("Next")

        // A swipe-down from the Password step: the whole sheet goes.
        #expect(reader.swipeDown())
        #expect(reader.window.modal == nil)
        #expect(profile.childCoordinators.isEmpty)
        #expect(reader.live("SheetSignInCoordinator") == 0)
        #expect(reader.live("PasswordScreen") == 0)
        #expect(reader.leaked.isEmpty)
        #expect(reader.shows("You are not signed in."))
        #expect(reader.outcomes.isEmpty)
    }

    @Test func backFromThePushedFirstStepRemovesTheChild() throws {
        let reader = try ReaderHarness(variant: "pushed")
        let profile = try #require(reader.tabs.profileCoordinator)
        reader.tab(3)
        reader.tapButton("Sign in")
        reader.type("ada@example.com", into: "email")
        reader.tapButton("Next")
        #expect(reader.selectedStack?.viewControllers.map(\.identifier) == ["Profile", "Email", "Password"])

        reader.back()
        #expect(profile.childCoordinators.count == 1, "the Email step still belongs to the flow")
        reader.back()
        #expect(reader.activeScreen?.identifier == "Profile")
        #expect(profile.childCoordinators.isEmpty)
        #expect(reader.leaked.isEmpty)
    }

    @Test(arguments: ["sheet", "pushed"])
    func startingSignedInOffersSignOut(variant: String) throws {
        let reader = try ReaderHarness(variant: variant, parameters: ["startSignedIn": true])
        reader.tab(3)
        #expect(reader.shows("Signed in as reader@example.com."))
        #expect(!reader.shows("Sign in"))
    }
}
