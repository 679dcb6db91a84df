import CoordsimApp

/// The shop's own invariants, which `explore` checks beside its generic ones.
public enum ShopInvariants {
    /// While Login shows, it is the only screen alive: nothing of the tab bar is kept under it.
    public static let nothingUnderLogin = AppInvariant(
        "nothingUnderLogin", summary: "no screen of the tab bar is under Login"
    ) { snapshot in
        let shown = snapshot.allScreens
        guard shown.contains(where: { $0.identifier == "Login" }) else { return nil }
        let screensAlive = snapshot.live.filter { $0.kind == .screen }
        guard shown.count != 1 || screensAlive.count != 1 || snapshot.rootKind == .tabBar else { return nil }
        return "Login shows with " + screensAlive.map(\.description).joined(separator: ", ") + " alive"
    }
}
