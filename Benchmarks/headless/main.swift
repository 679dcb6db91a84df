// Headless benchmark: keys/s through Simulation, and peak RSS after N random keys.
//
//   HeadlessBench speed [keys]        keys that push and pop screens, on each variant
//   HeadlessBench rss <keys> [seed]   random keys, then VmHWM from /proc/self/status
//
// Build with `swift build -c release`; `Benchmarks/headless/run.sh` runs both and checks the targets.
import CoordinatorKit
import Experiments
import Foundation
import CoordsimApp
import ShopApp
import Simulation
import CoordsimConfig

func loadConfig() -> AppConfig {
    let path = ProcessInfo.processInfo.environment["COORDSIM_CONFIG"] ?? "Configs/default.json"
    do {
        return try ConfigLoader.load(path: path, app: ShopApp.configuration)
    } catch {
        FileHandle.standardError.write(Data("HeadlessBench: \(error)\n".utf8))
        exit(2)
    }
}

func simulation(_ config: AppConfig, variant: String, loggedIn: Bool) -> Simulation {
    // The variant names come from the config just loaded, so this cannot fail.
    return Simulation(try! AppVariant(ShopApp.self, config: config, variant: variant,
                                      parameters: [ShopApp.LaunchParameters.startLoggedIn: .bool(loggedIn)]))
}

/// Peak and current resident set size in kB, from /proc/self/status.
func memory() -> (peak: Int, current: Int) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Int {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0") ?? 0
    }
    return (field("VmHWM"), field("VmRSS"))
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Every key pushes or pops a screen, switches or reselects a tab, or buys: navigation, not idling.
let pushPop: [Key] = [
    .character("b"), .escape,                       // push Buy (or present the sheet), pop (or dismiss)
    .character("n"), .escape,                       // push Next, pop it
    .character("c"), .escape,                       // push Create account, pop it
    .character("b"), .character("p"), .character("d"), // buy: push Buy, push Purchased, Done pops both
    .character("2"), .enter, .escape,               // Buy tab: push Buy from the list, pop it
    .character("2"), .enter, .character("2"),       // push again, reselect the tab: pop to root
    .character("1"),
]

/// Keys a person could press: every shortcut, tab and navigation key, and letters that type into fields.
let randomKeys: [Key] = "bcnoplds123i?qaxyz@.".map { Key.character($0) }
    + [.enter, .space, .tab, .backTab, .escape, .backspace, .up, .down, .left, .right]

func speed(keys count: Int) {
    let config = loadConfig()
    print("headless keys/s (release), \(count) push/pop keys per variant")
    // The seed variants: the teaching ones are not throughput cases (tutorials-bug's tree grows
    // with every Buy, by design).
    for variant in config.variantNames where ["A", "B", "C"].contains(variant) {
        let sim = simulation(config, variant: variant, loggedIn: true)
        var rejected = 0
        let start = now()
        // `perform`: a headless run asks for no Snapshot after each key (one is built when read).
        for index in 0..<count where sim.perform(.key(pushPop[index % pushPop.count])).rejection != nil {
            rejected += 1
        }
        let seconds = now() - start
        let stack = sim.snapshot.activeStack?.depth ?? 0
        print("  \(variant): \(Int(Double(count) / seconds)) keys/s (\(String(format: "%.2f", seconds)) s, "
              + "\(rejected) rejected, final depth \(stack), leaked \(sim.snapshot.leaked.count))")
    }
}

func rss(keys count: Int, seed: UInt64) {
    let config = loadConfig()
    let sim = simulation(config, variant: config.defaultVariant, loggedIn: false)
    var generator = SplitMix64(seed: seed)
    let start = now()
    for _ in 0..<count {
        sim.perform(.key(randomKeys[generator.next(below: randomKeys.count)]))
    }
    let seconds = now() - start
    let (peak, current) = memory()
    print("random keys: \(count), seed \(seed), \(Int(Double(count) / seconds)) keys/s; "
          + "VmHWM \(peak) kB, VmRSS \(current) kB, live objects \(sim.snapshot.live.count), leaked \(sim.snapshot.leaked.count)")
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "speed":
    speed(keys: arguments.dropFirst().first.flatMap { Int($0) } ?? 500_000)
case "rss":
    guard let count = arguments.dropFirst().first.flatMap({ Int($0) }) else {
        print("usage: HeadlessBench rss <keys> [seed]")
        exit(2)
    }
    rss(keys: count, seed: arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 1)
default:
    print("usage: HeadlessBench speed [keys] | HeadlessBench rss <keys> [seed]")
    exit(2)
}
