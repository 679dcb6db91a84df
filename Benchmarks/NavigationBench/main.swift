// The cost of a push+pop round trip with lifecycle calls, journal and lifetime sweep.
// Run: swift run -c release navigation-bench [rounds]
import CoordinatorKit
import Foundation
import CoordsimApp
import ShopApp
import Simulation
import CoordsimConfig

final class BenchScreen: Screen, Storyboarded {}

func nanoseconds(_ body: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return DispatchTime.now().uptimeNanoseconds - start
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
let repeats = 7

// 1. The model alone: push, pop, sweep, drain, as the Simulation does after each event.
var modelTimes: [Double] = []
var eventsPerRound = 0
for _ in 0..<repeats {
    let application = Application()
    let navigation = NavigationController(application, rootViewController: BenchScreen.instantiate())
    application.window.rootViewController = navigation
    application.sweep()
    _ = application.journal.drain()
    var events = 0
    let time = nanoseconds {
        for _ in 0..<rounds {
            navigation.pushViewController(BenchScreen.instantiate(), animated: true)
            application.sweep()
            events += application.journal.drain().count
            navigation.userTappedBack()
            application.sweep()
            events += application.journal.drain().count
        }
    }
    eventsPerRound = events / rounds
    modelTimes.append(Double(time) / Double(rounds))
}

// 2. Through the Simulation and the shop app (variant B: a child coordinator is added and
//    released on every round), with a Snapshot built after each of the two keys.
let configPath = CommandLine.arguments.dropFirst(2).first ?? "Configs/default.json"
var simulationTimes: [Double] = []
do {
    let config = try ConfigLoader.load(path: configPath, app: ShopApp.configuration)
    let app = try AppVariant(ShopApp.self, config: config, variant: "B",
                             parameters: [ShopApp.LaunchParameters.startLoggedIn: true])
    for _ in 0..<repeats {
        let simulation = Simulation(app)
        let time = nanoseconds {
            for _ in 0..<rounds {
                simulation.send(.key(.character("b")))
                simulation.send(.key(.escape))
            }
        }
        precondition(simulation.snapshot.leaked.isEmpty, "the benchmark leaked")
        simulationTimes.append(Double(time) / Double(rounds))
    }
} catch {
    print("simulation benchmark skipped: \(error)")
}

print("push+pop round trip, \(rounds) rounds, median of \(repeats) runs (release build expected)")
print(String(format: "  model (push, pop, lifecycle, journal, sweep): %8.0f ns/round  (%d journal events a round)",
             median(modelTimes), eventsPerRound))
if !simulationTimes.isEmpty {
    let perRound = median(simulationTimes)
    print(String(format: "  Simulation, shop app B (b, Esc, snapshots):  %8.0f ns/round  = %.0f keys/s",
                 perRound, 2e9 / perRound))
}
