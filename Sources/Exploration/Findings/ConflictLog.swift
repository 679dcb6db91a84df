import CoordinatorKit

/// What a product search's key-determinism checks found (see ``HiddenState``): the conflicts kept
/// for the report, how many were seen in all, and how many were replayed from launch to be
/// analysed. Its one job is to decide which conflicts are worth their replays and to count the rest.
struct ConflictLog {
    /// How many conflicts with two histories are analysed (replayed and shortened); the rest are counted.
    static let analysed = 3
    /// How many conflicts are replayed at most, whatever they show: each costs two replays.
    static let replaysLimit = 64

    /// The conflicts kept for the report, in the order found.
    private(set) var found: [HiddenState] = []
    /// Every conflict seen, kept or not.
    private(set) var seen = 0
    /// Conflicts replayed from launch so far (at most ``replaysLimit``).
    private(set) var replays = 0

    /// Counts a conflict that is not kept: enough were analysed, or its replays explained it away.
    mutating func count() {
        seen += 1
    }

    /// Counts `hidden`, and keeps it unless one kept already has its summary: two states alike in
    /// their summary (they differ in another tab, or in the history that wrote the state) would
    /// print one headline twice, for one thing to key.
    mutating func keep(_ hidden: HiddenState) {
        seen += 1
        HiddenState.add(hidden, to: &found)
    }

    /// Counts a conflict with one history, and keeps it while fewer than ``analysed`` are kept.
    mutating func keepIfRoom(_ hidden: () -> HiddenState) {
        seen += 1
        if found.count < Self.analysed { found.append(hidden()) }
    }

    /// Whether a conflict of `inputs` from `state` is worth replaying: fewer than ``analysed``
    /// conflicts with two histories are kept (replays that arrived elsewhere, with one, must not
    /// crowd out the ones that explain), the replay budget is not spent, and no kept conflict has
    /// the same state and inputs. If so, it counts the replay; if not, it counts the conflict.
    mutating func admits(_ inputs: [Input], at state: Snapshot) -> Bool {
        guard found.count(where: { $0.second != nil }) < Self.analysed, replays < Self.replaysLimit,
              !found.contains(where: { $0.inputs == inputs && $0.state == state }) else {
            seen += 1
            return false
        }
        replays += 1
        return true
    }
}
