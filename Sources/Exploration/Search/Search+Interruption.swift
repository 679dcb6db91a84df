extension Search {
    /// Whether the explorer's cancellation was requested; if so, the result is marked interrupted.
    /// The searches ask where they report progress, so a cancellation requested from the progress
    /// closure stops every run at the same place.
    func interrupted() -> Bool {
        guard explorer.cancellation?.isCancelled == true else { return false }
        result.limit = .interrupted
        return true
    }
}
