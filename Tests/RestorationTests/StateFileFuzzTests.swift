import CoordinatorKit
import ShopApp
import ExplorationFixtures
import Foundation
import CoordsimConfig
import Restoration
import Simulation
import TestSupport
import Testing

/// Mutated copies of saved states never crash the loader or the restoration: each one decodes
/// and is restored (or started fresh with a reason), or fails with a FileError placed in
/// the file; only what looks like a state file would ever be moved aside.
@Suite struct StateFileFuzzTests {
    @Test func thousandsOfMutatedStateFilesRestoreOrFailClearly() throws {
        // Saved states of other shapes: the shop with a stack in each tab and a sheet (variant C).
        var originals: [[UInt8]] = []
        for (variant, events) in [("B", [Event.tap("Log in"), .tap("Buy subscription")]),
                                  ("C", [.tap("Log in"), .tap("Buy subscription")]),
                                  ("B", [.tap("Log in"), .selectTab(1), .tap("Bicycle")])] {
            let simulation = Simulation(SeedExplorations.app(variant))
            simulation.send(events)
            let state = try NavigationState(snapshot: simulation.snapshot, variant: variant)
            originals.append(Array(StateFile.encode(state)))
        }
        var mutator = Mutator(seed: 20_261_126)
        var restored = 0, refused = 0, corrupt = 0
        let perMutation = 240
        for mutation in Mutator.Mutation.allCases {
            for index in 0..<perMutation {
                let original = index % originals.count
                let bytes = mutator.mutate(originals[original], mutation)
                let file = "fuzz/\(mutation)-\(index).json"
                switch StateFile.decode(Data(bytes), path: file) {
                case let .success(state):
                    // Another variant's state (or a name the config lacks) restores into B: restoring says why not.
                    let known = ["A", "B", "C"]
                    let app = SeedExplorations.app(known.contains(state.variant ?? "") ? state.variant! : "B")
                    let (simulation, _) = Simulation.restoring(state, app: app)
                    #expect(simulation.snapshot.active != nil, "\(file): nothing on screen")
                    restored += 1
                case let .failure(error):
                    #expect(error.file == file)
                    #expect(!error.message.isEmpty)
                    #expect(error.position != nil, "\(file): \(error)")
                    corrupt += 1
                }
                if !StateFile.isStateFile(Data(bytes)) { refused += 1 }
            }
        }
        #expect(restored + corrupt == Mutator.Mutation.allCases.count * perMutation)
        #expect(restored > 50)
        #expect(corrupt > 300)
        #expect(refused > 0)
    }
}
