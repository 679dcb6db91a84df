import CoordinatorKit
import ShopApp
import Simulation
import TestSupport
import Testing

/// Seed 002: the form validates, and on success a `User(name, email)` passes to the next screen.
@Suite struct CreateAccountFlowTests {
    static let malformed = "Email is malformed: use the form name@example.com."
    static let nameEmpty = "Name is empty: type your name."
    static let emailEmpty = "Email is empty: enter an address such as name@example.com."

    static func startLines(_ variant: String) -> [String] {
        variant == "A"
            ? ["push CreateAccountScreen#12 over HomeScreen#4 on #1"]
            : ["+child ChildCreateAccountCoordinator#13 of MainCoordinator#9",
               "start ChildCreateAccountCoordinator#13",
               "push CreateAccountScreen#12 over HomeScreen#4 on #1"]
    }

    @Test(arguments: Fixtures.variants)
    func aBadEmailShowsAnErrorThenAGoodOneCreatesTheUser(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let before = sim.snapshot
        let open = sim.press("c")
        #expect(open.events.navigationLines == Self.startLines(variant))
        #expect(open.snapshot.active == Expected.createAccount(id: 12, name: "", email: "", errors: [], focus: "name"))

        // Submitting the empty form names both problems and sends focus to the first invalid field.
        let empty = sim.expectAccepted(.tap("Sign up"))
        #expect(empty.events.navigationLines == [])
        #expect(empty.snapshot.active == Expected.createAccount(id: 12, name: "", email: "",
                                                                errors: [Self.nameEmpty, Self.emailEmpty], focus: "name"))

        sim.expectAccepted(.tap("Name"))
        let typed = sim.expectAccepted(.text("Kim"))
        #expect(typed.snapshot.active == Expected.createAccount(id: 12, name: "Kim", email: "",
            errors: [Self.nameEmpty, Self.emailEmpty], focus: "name", isEditing: true))
        sim.press("enter")
        sim.expectAccepted(.tap("Email"))
        sim.expectAccepted(.text("kim@"))
        sim.press("enter")
        let bad = sim.expectAccepted(.tap("Sign up"))
        #expect(bad.events.navigationLines == [])
        #expect(bad.snapshot.active == Expected.createAccount(id: 12, name: "Kim", email: "kim@",
                                                              errors: [Self.malformed], focus: "email"))
        #expect(bad.snapshot.activeStack?.top?.parameters == ["name": "Kim", "email": "kim@", "errors": "emailInvalid"])

        sim.expectAccepted(.tap("Email"))
        sim.expectAccepted(.text("example.com"))
        sim.press("enter")
        let good = sim.expectAccepted(.tap("Sign up"))
        let createdID = variant == "A" ? 13 : 14
        #expect(good.events.navigationLines == [
            "outcome accountCreated = kim@example.com",
            "push AccountCreatedScreen#\(createdID) over CreateAccountScreen#12 on #1",
        ])
        #expect(good.snapshot.active == Expected.accountCreated(id: createdID, name: "Kim", email: "kim@example.com"))
        // Home is the Main tab's; the form and the welcome belong to whoever runs the flow.
        let main = ScreenOwner.coordinator(ref: ObjectRef(id: ObjectID(9), kind: .coordinator, type: "MainCoordinator"))
        let flow = variant == "A" ? main
            : .coordinator(ref: ObjectRef(id: ObjectID(13), kind: .coordinator, type: "ChildCreateAccountCoordinator"))
        #expect(good.snapshot.stacks[0].screens == [
            // The covered screens keep what their controls hold, as UIKit's views do.
            ScreenSnapshot(id: ObjectID(4), identifier: "Home", title: "Home", parameters: ["product": "computer"],
                           owner: main, controls: ["product": "\"Computer\""]),
            ScreenSnapshot(id: ObjectID(12), identifier: "CreateAccount", title: "Create account",
                           parameters: ["name": "Kim", "email": "kim@example.com"], owner: flow,
                           controls: ["name": "\"Kim\"", "email": "\"kim@example.com\""]),
            ScreenSnapshot(id: ObjectID(createdID), identifier: "AccountCreated", title: "Welcome",
                           parameters: ["name": "Kim", "email": "kim@example.com"], owner: flow),
        ])

        let done = sim.press("d")
        #expect(done.events.navigationLines == (variant == "A"
            ? ["pop AccountCreatedScreen#13 -> HomeScreen#4 (code) on #1",
               "deinit CreateAccountScreen#12", "deinit AccountCreatedScreen#13"]
            : ["pop AccountCreatedScreen#14 -> HomeScreen#4 (code) on #1",
               "-child ChildCreateAccountCoordinator#13 of MainCoordinator#9",
               "deinit ChildCreateAccountCoordinator#13", "deinit CreateAccountScreen#12",
               "deinit AccountCreatedScreen#14"]))
        var expected = before
        expected.active?.focus = "createAccount"
        #expect(done.snapshot == expected)
        sim.expectNoLeaks(in: [open, empty, typed, bad, good, done])
    }

    @Test(arguments: Fixtures.variants)
    func backFromTheFormReleasesTheChild(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        let before = sim.snapshot
        sim.press("c")
        let back = sim.press("esc")
        #expect(back.events.navigationLines == (variant == "A"
            ? ["pop CreateAccountScreen#12 -> HomeScreen#4 (user) on #1", "deinit CreateAccountScreen#12"]
            : ["pop CreateAccountScreen#12 -> HomeScreen#4 (user) on #1",
               "-child ChildCreateAccountCoordinator#13 of MainCoordinator#9",
               "deinit ChildCreateAccountCoordinator#13", "deinit CreateAccountScreen#12"]))
        var expected = before
        expected.active?.focus = "createAccount"
        #expect(back.snapshot == expected)
        sim.expectNoLeaks(in: [back])
    }

    /// Regression: popping AccountCreated back to the form used to finish the child in B
    /// and C, so `[s] Sign up` then did nothing.
    @Test(arguments: Fixtures.variants)
    func backFromAccountCreatedKeepsTheFormWorking(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        sim.press("c")
        sim.expectAccepted(.tap("Name"))
        sim.expectAccepted(.text("Kim"))
        sim.expectAccepted(.tap("Email"))
        sim.expectAccepted(.text("kim@example.com"))
        sim.press("enter")
        let created = sim.expectAccepted(.tap("Sign up"))
        let back = sim.expectAccepted(.back)
        let createdID = variant == "A" ? 13 : 14
        #expect(back.events.navigationLines == [
            "pop AccountCreatedScreen#\(createdID) -> CreateAccountScreen#12 (user) on #1",
            "deinit AccountCreatedScreen#\(createdID)",
        ])
        #expect(back.snapshot.coordinators == created.snapshot.coordinators)
        let again = sim.expectAccepted(.tap("Sign up"))
        #expect(again.events.navigationLines == [
            "outcome accountCreated = kim@example.com",
            "push AccountCreatedScreen#\(createdID + 1) over CreateAccountScreen#12 on #1",
        ])
        sim.expectNoLeaks(in: [created, back, again])
    }

    /// The Create account tab runs the same screens with its own coordinator, in every variant.
    @Test(arguments: Fixtures.variants)
    func theCreateAccountTabResetsTheFormWhenDone(variant: String) {
        let sim = Fixtures.simulation(variant: variant)
        sim.expectAccepted(.selectTab(2))
        let before = sim.snapshot
        sim.expectAccepted(.tap("Name"))
        sim.expectAccepted(.text("Lee"))
        sim.expectAccepted(.tap("Email"))
        sim.expectAccepted(.text("lee@example.com"))
        sim.press("enter")
        let created = sim.expectAccepted(.tap("Sign up"))
        #expect(created.events.navigationLines == [
            "outcome accountCreated = lee@example.com",
            "push AccountCreatedScreen#12 over CreateAccountScreen#6 on #3",
        ])
        let done = sim.press("d")
        #expect(done.events.navigationLines == [
            "pop AccountCreatedScreen#12 -> CreateAccountScreen#6 (code) on #3",
            "deinit AccountCreatedScreen#12",
        ])
        var expected = before
        expected.active?.focus = "submit"
        #expect(done.snapshot == expected)
        sim.expectNoLeaks(in: [created, done])
    }
}
