extension Explorer {
    /// Explores the app compositionally: the states outside the tab bar directly, each group of
    /// tabs that do not interfere on its own, and the tab-bar states as their product, counted
    /// exactly and checked against what the app really does (see ``ComposedExploration``). Deep
    /// links (``deepLinks``) are composed too: on their own tab they are local steps; from another
    /// tab, the link sent to the tab it selects. Where composing is not possible (a depth bound,
    /// an entry into the tab bar that no tab reaches on its own), it runs the product search
    /// instead and says why (``ComposedExploration/fallback``).
    public func composed(progress: ((ExplorationProgress) -> Void)? = nil) -> ComposedExploration {
        CompositionalSearch(self).run(progress: progress)
    }
}
