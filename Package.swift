// swift-tools-version:6.0
import PackageDescription

// Release builds of the object graph skip Swift's dynamic exclusivity checks: the graph runs on
// one thread, the compile-time checks still apply, and debug builds (the tests) keep the dynamic
// ones. The runtime checks cost ~13% of a headless step (see DECISIONS.md).
let releaseSpeed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "coordsim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordsim", targets: ["coordsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // UIKit-shaped navigation model. Pure Swift: no C, no terminal.
        .target(name: "CoordinatorKit", swiftSettings: releaseSpeed),
        // The seed tutorials' app, its capability protocols, coordinator registry and config.
        .target(name: "ShopApp", dependencies: ["CoordinatorKit"], swiftSettings: releaseSpeed),
        // Deterministic driver: events in, Snapshot + journal out.
        .target(name: "Simulation", dependencies: ["CoordinatorKit", "ShopApp"], swiftSettings: releaseSpeed),
        // ncursesw, seen only by TerminalUI.
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),
        // Snapshot -> Frame, and the ncurses / in-memory backends.
        .target(name: "TerminalUI", dependencies: ["CoordinatorKit", "Simulation", "CNcursesw"]),
        // Scripted journeys: the JSON format, the runner and its expectations.
        .target(name: "Journeys", dependencies: ["CoordinatorKit", "ShopApp", "Simulation"]),
        // A/B assignment (GrowthBook bucketing), seeded randomness and the statistics of a test.
        .target(name: "Experiments", dependencies: ["ShopApp"]),
        // Journeys run side by side on variants, and synthetic users' funnels.
        .target(name: "Comparison", dependencies: ["CoordinatorKit", "ShopApp", "Simulation", "Journeys", "Experiments"]),
        // Release benchmark: headless keys/s and peak RSS (see Benchmarks/headless/README.md).
        .executableTarget(name: "HeadlessBench", dependencies: ["CoordinatorKit", "ShopApp", "Simulation", "Experiments"],
                          path: "Benchmarks/headless", exclude: ["README.md", "run.sh"]),
        // Breadth-first exploration of every reachable state, its invariants, and the flow graphs.
        .target(name: "Exploration", dependencies: ["CoordinatorKit", "ShopApp", "Simulation", "Journeys"]),
        // The state file: atomic save, load with clear errors, and launching from a saved state.
        .target(name: "Restoration", dependencies: ["CoordinatorKit", "ShopApp", "Simulation"]),
        .executableTarget(name: "coordsim", dependencies: [
            "CoordinatorKit", "ShopApp", "Simulation", "TerminalUI", "Journeys", "Experiments", "Comparison",
            "Exploration", "Restoration",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: [
            // The Swift runtime, stdlib and FoundationEssentials linked in: the release binary then
            // loads no Swift .so at launch (fewer mappings, relocations and conformance sections),
            // which halves `coordsim --help` (see DECISIONS.md).
            .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
            // FoundationEssentials' own static dependencies, which `-static-stdlib` alone leaves out.
            .linkedLibrary("_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
            .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
        ]),
        // Release benchmark of the push+pop round trip: swift run -c release navigation-bench
        .executableTarget(name: "navigation-bench", dependencies: ["CoordinatorKit", "ShopApp", "Simulation"],
                          path: "Benchmarks/NavigationBench"),
        .target(name: "TestSupport", dependencies: ["CoordinatorKit", "ShopApp", "Simulation"], path: "Tests/TestSupport"),
        .testTarget(name: "CoordinatorKitTests", dependencies: ["CoordinatorKit", "TestSupport"]),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", "Simulation", "TestSupport"]),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "ShopApp", "TestSupport"]),
        // End-to-end: runs the built coordsim binary (config errors, validate) and python3's jsonschema.
        .testTarget(name: "CLITests", dependencies: ["ShopApp", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Simulation", "ShopApp", "TestSupport"],
                    exclude: ["Snapshots", "EndToEnd/pty_drive.py"]),
        .testTarget(name: "JourneysTests", dependencies: ["Journeys", "Simulation", "ShopApp", "TestSupport"]),
        .testTarget(name: "ExperimentsTests", dependencies: ["Experiments", "ShopApp", "TestSupport"]),
        .testTarget(name: "ComparisonTests", dependencies: ["Comparison", "Journeys", "Experiments", "ShopApp", "TestSupport"]),
        .target(name: "ExplorationFixtures", dependencies: ["Exploration", "ShopApp", "TestSupport"],
                path: "Tests/ExplorationFixtures"),
        .testTarget(name: "ExplorationTests", dependencies: [
            "Exploration", "ExplorationFixtures", "Journeys", "ShopApp", "Simulation", "TestSupport",
        ]),
        .testTarget(name: "RestorationTests", dependencies: [
            "Restoration", "Exploration", "ExplorationFixtures", "ShopApp", "Simulation", "TestSupport",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
