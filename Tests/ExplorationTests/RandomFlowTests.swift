import CoordsimApp
import Exploration
import ExplorationFixtures
import Foundation
import Journeys
import Simulation
import Testing

/// The ownership checks on drawn apps whose sheets and full-screen modals are flows with their
/// own coordinators (``RandomTabs`` with `flows`), three in four with one classic coordinator bug:
/// a child kept after a swipe down, a child never removed, a flow that leaks. What the bug must
/// break is worked out from the drawn shape alone (``RandomTabs/Spec/expectedFindings``), not by
/// running the explorer, so the test catches a bug passed as much as a false alarm.
///
/// For each app, the tour and the composed search report exactly the expected ownership
/// findings (none on a correct app), with the same shortest path lengths, and each finding's
/// journey fails under the journey runner, as `script` would run it. `COORDSIM_RANDOM_FLOWS=N`
/// widens the draw to seeds 0..<N.
@Suite struct RandomFlowTests {
    static let seeds: [Int] = {
        let asked = ProcessInfo.processInfo.environment["COORDSIM_RANDOM_FLOWS"].flatMap { Int($0) }
        return Array(0..<(asked ?? 24))
    }()

    static let ownership: Set<String> = [Invariant.noLeaks.name, Invariant.childOwnsScreen.name,
                                         Invariant.screenHasCoordinator.name]

    /// Wide apps' seeds (6 or 7 tabs, some plain): `COORDSIM_RANDOM_WIDE_FLOWS=N` widens them.
    static let wideSeeds: [Int] = {
        let asked = ProcessInfo.processInfo.environment["COORDSIM_RANDOM_WIDE_FLOWS"].flatMap { Int($0) }
        return Array(0..<(asked ?? 6))
    }()

    @Test(arguments: seeds)
    func ownershipFindingsAreTheDrawnBugs(seed: Int) throws {
        try Self.check(seed: seed, wide: false)
    }

    /// The same on apps past UIKit's five tabs, where a plain tab presents a flow of its own.
    @Test(arguments: wideSeeds)
    func ownershipFindingsAreTheDrawnBugsOnWideApps(seed: Int) throws {
        try Self.check(seed: seed, wide: true)
    }

    static func check(seed: Int, wide: Bool) throws {
        let (app, spec) = RandomTabs.app(seed: seed, flows: true, wide: wide)
        let warn = Dictionary(uniqueKeysWithValues: Explorer(app: app).invariants.map { ($0.name, CheckLevel.warn) })
        var explorer = Explorer(app: app, maxStates: 20_000, checks: warn)
        explorer.deepLinks = spec.deepLinks
        let product = explorer.run()
        try #require(product.isComplete, "seed \(seed): \(spec)")
        let composed = explorer.composed()
        let context = "\(wide ? "wide " : "")seed \(seed):\n\(spec)\n\(product.report)"
        let found = Set(product.violations.map(\.invariant.name)).intersection(Self.ownership)
        #expect(found == spec.expectedFindings, "\(context)")
        #expect(product.unmodelled.isEmpty, "\(context)")
        let composedFound = Set(composed.violations.map(\.invariant.name)).intersection(Self.ownership)
        #expect(composedFound == found, "\(context)\n\(composed.report)")
        for violation in product.violations + composed.violations where Self.ownership.contains(violation.invariant.name) {
            let shortest = product.violations.first { $0.invariant == violation.invariant }
            #expect(violation.path.count == shortest?.path.count, "\(violation)\n\(context)")
            // The journey `--journey-out` writes fails where `script` runs it.
            let journey = violation.journey(variant: app.name, launch: app.parameters)
            let run = try JourneyRunner(app).run(journey)
            #expect(run.failure != nil, "passes under the runner: \(violation)\n\(journey.steps.last.map { "\($0)" } ?? "")\n\(run.records.last.map { "\($0.snapshot.coordinators!)" } ?? "")\n\(context)")
        }
    }

    /// The draw is worth its time only if it holds each bug, and correct apps, several times.
    @Test func theDrawHoldsEveryBugAndCorrectApps() {
        let specs = (0..<24).map { RandomTabs.app(seed: $0, flows: true).spec }
        for defect in RandomTabs.FlowDefect.allCases {
            let shown = specs.count { $0.defect == defect && ($0.defect == .none || !$0.expectedFindings.isEmpty) }
            #expect(shown >= 2, "\(defect): \(shown) of 24")
        }
    }
}
