import Journeys
import Simulation
import TestSupport
import Testing

@Suite struct PlainScreenTextTests {
    @Test func homeShowsTheNavBarElementsFocusAndTabBar() {
        let sim = Fixtures.simulation(variant: "B")
        #expect(PlainScreenText.render(sim.snapshot) == """
                              Home
            ----------------------------------------
              Product
            > (Computer) | Bicycle
              [b] Buy subscription
              [c] Create account
              [n] Next
              [o] Log out
            ----------------------------------------
            [1 Main]  2 Buy  3 Create account

            """)
    }

    @Test func aSheetShowsItsBackButtonAndTheTabBarUnderIt() {
        let sim = Fixtures.simulation(variant: "C")
        sim.press("b")
        sim.press("p")
        #expect(PlainScreenText.render(sim.snapshot) == """
            < Buy       Purchased (sheet)
            ----------------------------------------
              * Thank you for buying a Computer.
            > [d] Done
            ----------------------------------------
            [1 Main]  2 Buy  3 Create account  (under the sheet)

            """)
    }

    @Test func aFieldBeingEditedShowsItsCursorAndErrorsAreMarked() {
        let sim = Fixtures.simulation(variant: "A")
        sim.press("c")
        sim.expectAccepted(.tap("Email"))
        sim.expectAccepted(.text("kim@"))
        let text = PlainScreenText.render(sim.snapshot)
        #expect(text.contains("> Email: [kim@_]"))
        #expect(text.contains("  Name: []"))
        sim.press("enter")
        sim.expectAccepted(.tap("Sign up"))
        #expect(PlainScreenText.render(sim.snapshot).contains("  ! Email is malformed: use the form name@example.com."))
    }
}
