import CoordsimApp

/// The reader's own invariants, which `explore` checks beside coordsim's generic ones.
public enum ReaderInvariants {
    static let signInScreens: Set<String> = ["Email", "Password"]
    static let signInCoordinators: Set<String> = Set(SignInFlow.all.map(\.name))

    /// Once Profile says someone is signed in, the sign-in flow is gone: no step of it is shown
    /// and no sign-in coordinator is left in the tree. Catches a flow that signs in but is never ended.
    public static let signInEndsWhenSignedIn = AppInvariant(
        "signInEndsWhenSignedIn", summary: "no sign-in screen or coordinator is left once signed in"
    ) { snapshot in
        let screens = snapshot.allScreens
        guard screens.contains(where: { $0.identifier == "Profile" && $0.parameters["signedInAs"] != nil }) else {
            return nil
        }
        let steps = screens.filter { signInScreens.contains($0.identifier) }.map(\.identifier)
        let flows = (snapshot.coordinators?.allNodes ?? []).filter { signInCoordinators.contains($0.ref.type) }
        guard !steps.isEmpty || !flows.isEmpty else { return nil }
        return "signed in, yet " + (steps + flows.map(\.ref.description)).joined(separator: ", ") + " remain"
    }

    public static let all = [signInEndsWhenSignedIn]
}
