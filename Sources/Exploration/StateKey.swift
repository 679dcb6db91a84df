import CoordinatorKit

/// A structural snapshot as the search's dictionary key: its hash is worked out once, from the
/// parts that most often tell two states apart (the stacks' screens and their parameters, the tab, the active screen's
/// field values and selections, how many objects live and leaked), not by encoding the whole
/// value. Equality still compares whole snapshots, so two states share a key only when they are
/// the same state.
///
/// The fingerprint mixes those parts' bytes itself, not with `Hasher`: it needs no defence against
/// chosen collisions (the dictionary still hashes it with `Hasher`), and hashing each parameter
/// with a seeded `Hasher`, as a dictionary's own hash does, was most of a key's cost.
struct StateKey: Hashable {
    let snapshot: Snapshot
    let fingerprint: Int

    init(_ snapshot: Snapshot) {
        self.snapshot = snapshot
        var hash = Fingerprint()
        hash.add(snapshot.selectedTab ?? -1)
        for stack in snapshot.stacks { Self.add(stack, to: &hash) }
        if let modal = snapshot.modal { Self.add(modal, to: &hash) }
        for element in snapshot.active?.elements ?? [] {
            switch element.kind {
            case let .textField(_, value, _): hash.add(value)
            case let .segmented(_, selected), let .list(_, selected): hash.add(selected)
            case .text, .button: break
            }
        }
        hash.add(snapshot.coordinators?.children.count ?? -1)
        hash.add(snapshot.live.count)
        hash.add(snapshot.leaked.count)
        fingerprint = Int(truncatingIfNeeded: hash.value)
    }

    private static func add(_ stack: StackSnapshot, to hash: inout Fingerprint) {
        hash.add(stack.screens.count)
        for screen in stack.screens {
            hash.add(screen.identifier)
            // Summed pair by pair, so equal parameters add alike whatever their storage order.
            var pairs: UInt64 = 0
            for (key, value) in screen.parameters {
                var pair = Fingerprint()
                pair.add(key)
                pair.add(value)
                pairs &+= pair.value
            }
            hash.add(Int(truncatingIfNeeded: pairs))
        }
    }

    /// `snapshot` with the fingerprint of an equal snapshot already worked out.
    init(_ snapshot: Snapshot, fingerprint: Int) {
        self.snapshot = snapshot
        self.fingerprint = fingerprint
    }

    static func == (lhs: StateKey, rhs: StateKey) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.snapshot == rhs.snapshot
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}

/// A multiply-and-shift mix of 64-bit words, FNV-like. Strings add their UTF-8 bytes eight at a
/// time and then their length, so "ab", "c" and "a", "bc" differ.
struct Fingerprint {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < raw.count {
                tail = tail << 8 | UInt64(raw[offset])
                offset += 1
            }
            mix(tail)
        }
        add(string.utf8.count)
    }

    mutating func add(_ number: Int) {
        mix(UInt64(bitPattern: Int64(number)))
    }

    private mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9e37_79b9_7f4a_7c15
        value ^= value >> 32
    }
}
