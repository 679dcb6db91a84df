extension Explorer {
    /// Explores the app compositionally: the states outside the tab bar directly, each group of
    /// tabs that do not interfere on its own, and the tab-bar states as their product, counted
    /// exactly and checked against what the app really does (see ``ComposedExploration``). Where
    /// composing is not possible (deep links, a depth bound, more than one entry into the tab bar),
    /// it runs the product search instead and says why (``ComposedExploration/fallback``).
    public func composed(progress: ((ExplorationProgress) -> Void)? = nil) -> ComposedExploration {
        CompositionalSearch(self).run(progress: progress)
    }
}
