import CoordsimApp
import ReaderApp
import Testing

/// The app's declaration and its config agree, and the reader's own invariant says what it should.
@Suite struct ConfigurationTests {
    @Test func theConfigGivesEveryVariantAndEveryLabel() throws {
        let config = ReaderHarness.config
        #expect(config.variantNames == ["sheet", "pushed", "series"])
        #expect(config.languages == [.en, .ko])
        let english = try #require(config.labels?["en"])
        #expect(Set(english.keys) == Set(ReaderApp.configuration.labelKeys))
    }

    @Test func theRoleListsBothSignInCoordinators() {
        let role = ReaderApp.configuration.role(named: "signIn")
        #expect(role?.choiceNames == ["SheetSignInCoordinator", "PushedSignInCoordinator"])
    }

    @Test func theReadingRoleDefaultsToTheArticleCoordinator() {
        let role = ReaderApp.configuration.role(named: "reading")
        #expect(role?.choiceNames == ["ArticleCoordinator", "SeriesArticleCoordinator"])
        #expect(role?.defaultChoice == "ArticleCoordinator")
    }

    @Test func theSampleTextIsJudgedAsItsNameSays() {
        let sample = ReaderApp.configuration.sampleText
        #expect(Credentials.isValidEmail(sample["email"]!.valid))
        #expect(!Credentials.isValidEmail(sample["email"]!.invalid))
        #expect(Credentials.isValidPassword(sample["password"]!.valid))
        #expect(!Credentials.isValidPassword(sample["password"]!.invalid))
        #expect(!Catalog.standard.search(sample["query"]!.valid).isEmpty)
        #expect(Catalog.standard.search(sample["query"]!.invalid).isEmpty)
    }

    @Test func signInEndsWhenSignedInFlagsALeftoverStep() {
        let check = ReaderInvariants.signInEndsWhenSignedIn.check
        let profile = ScreenSnapshot(id: ObjectID(1), identifier: "Profile", title: "Profile",
                                     parameters: ["signedInAs": "ada@example.com"])
        let email = ScreenSnapshot(id: ObjectID(2), identifier: "Email", title: "Sign in")
        let tabs = [StackSnapshot(id: ObjectID(0), screens: [profile])]
        #expect(check(Snapshot(rootKind: .tabBar, stacks: tabs, selectedTab: 0)) == nil)
        #expect(check(Snapshot(rootKind: .tabBar, stacks: [StackSnapshot(id: ObjectID(0), screens: [profile, email])],
                               selectedTab: 0)) != nil)
    }
}
