import CoordinatorKit

/// The states a search has found, by number, and the explored transitions between them: what
/// tells a state seen before from a new one, and what walks between states read. States are
/// told apart by ``StateKey``, the one definition of state identity.
final class StateTable {
    /// An explored transition that leaves its state, for walking from one state to another.
    struct Exit {
        var input: Input
        var to: Int
    }

    /// Each state's key, by number, made of parts shared with other states (see ``Interner``).
    private(set) var keys: [StateKey] = []
    /// The state numbers, found by their keys' fingerprints (open addressing, linear probing):
    /// a slot holds a state's number or -1. Equality is checked against ``keys``, so each
    /// state's snapshot is stored here once; a dictionary keyed by `StateKey` kept a second copy
    /// of every snapshot (a few hundred bytes a state). Kept at most half full.
    private var slots = [Int32](repeating: -1, count: 1024)
    private var interner = Interner()
    /// Where the explored transitions out of each state that lead to another state go: what
    /// searches over the graph read, without copying inputs.
    private(set) var exitTargets: [[Int]] = []
    /// The input of each of `exitTargets`, as its number in `inputs`: a state's inputs are a few
    /// labels and tabs that thousands of states share, so each is stored once (an `Exit` with its
    /// input inline took 56 bytes; a number takes 4).
    private var exitInputs: [[Int32]] = []
    private var inputs: [Input] = []
    private var inputNumbers: [Input: Int32] = [:]
    /// The states with an explored transition into each state.
    private(set) var entries: [[Int]] = []

    var count: Int { keys.count }

    /// The number of the state `key` identifies, if it has been found.
    func number(of key: StateKey) -> Int? {
        let mask = slots.count - 1
        var slot = key.fingerprint & mask
        while true {
            let number = slots[slot]
            if number < 0 { return nil }
            // Fingerprints first: whole snapshots are compared only when they are equal.
            if keys[Int(number)] == key { return Int(number) }
            slot = (slot + 1) & mask
        }
    }

    /// Puts state `number`, whose key has `fingerprint`, in the first free slot from its own.
    private func place(_ number: Int, fingerprint: Int) {
        let mask = slots.count - 1
        var slot = fingerprint & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(number)
    }

    /// Records `fresh` as the next state. Returns its key as stored: equal values share storage,
    /// so the checks compare recorded states in constant time.
    @discardableResult
    func add(_ fresh: StateKey) -> StateKey {
        let key = StateKey(interner.intern(fresh.snapshot), fingerprint: fresh.fingerprint)
        if 2 * (keys.count + 1) > slots.count {
            slots = [Int32](repeating: -1, count: 2 * slots.count)
            for (number, key) in keys.enumerated() { place(number, fingerprint: key.fingerprint) }
        }
        place(keys.count, fingerprint: key.fingerprint)
        keys.append(key)
        exitTargets.append([])
        exitInputs.append([])
        entries.append([])
        return key
    }

    /// Records that `input` leads from `from` to `to`, for walks: once per pair of states, and
    /// not for an input that stays.
    func connect(_ from: Int, by input: Input, to: Int) {
        guard to != from, !exitTargets[from].contains(to) else { return }
        exitTargets[from].append(to)
        exitInputs[from].append(number(of: input))
        entries[to].append(from)
    }

    private func number(of input: Input) -> Int32 {
        if let number = inputNumbers[input] { return number }
        let number = Int32(inputs.count)
        inputs.append(input)
        inputNumbers[input] = number
        return number
    }

    /// How many explored transitions leave `state` for another state.
    func exitCount(_ state: Int) -> Int { exitTargets[state].count }

    /// The `position`th explored transition out of `state` to another state, in the order found.
    func exit(_ state: Int, at position: Int) -> Exit {
        Exit(input: inputs[Int(exitInputs[state][position])], to: exitTargets[state][position])
    }

    /// The input of the explored transition from `from` to `to`, which must exist.
    func input(from: Int, to: Int) -> Input {
        inputs[Int(exitInputs[from][exitTargets[from].firstIndex(of: to)!])]
    }
}
