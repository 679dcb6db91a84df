// swift-tools-version:6.0
import PackageDescription

// coordsim is a library with apps on top (see ARCHITECTURE.md). The library products never pull
// in the shop: ShopApp is only in the `coordsim` executable and the tests.

// Release builds of the object graph skip Swift's dynamic exclusivity checks on its hot stored
// properties: those carry `@exclusivity(unchecked)` under `#if UNCHECKED_EXCLUSIVITY`. The graph runs
// on one thread, the compile-time checks still apply, and debug builds (the tests) keep the dynamic
// ones. A define, not `-enforce-exclusivity=unchecked`: SwiftPM refuses unsafeFlags in a package
// that others depend on by version. Only the runtime's hot properties carry it, none of an app's: the
// checks cost ~30% of headless keys/s without it (DECISIONS.md, "Exclusivity decoration").
let releaseSpeed: [SwiftSetting] = [.define("UNCHECKED_EXCLUSIVITY", .when(configuration: .release))]

let package = Package(
    name: "coordsim",
    products: [
        // The UIKit-shaped navigation model and the Coordinator protocol.
        .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
        // The app API an app adopts (SimulatedApp, AppConfiguration), its config's values and labels.
        .library(name: "CoordsimApp", targets: ["CoordsimApp"]),
        // UIKit's names and signatures over CoordinatorKit: `import CoordsimUIKit` where UIKit code says `import UIKit`.
        .library(name: "CoordsimUIKit", targets: ["CoordsimUIKit"]),
        // The runtime with every subcommand, for an app's `main`: CoordsimCommand<MyApp>.main().
        .library(name: "Coordsim", targets: ["Coordsim"]),
        // Journeys, comparisons and exploration from an app's own Swift Testing tests.
        .library(name: "CoordsimTesting", targets: ["CoordsimTesting"]),
        // The shop of the seed tutorials, run by `swift run coordsim`.
        .executable(name: "coordsim", targets: ["ShopLauncher"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the library products' DocC catalogues (CI builds them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // UIKit-shaped navigation model. Pure Swift: no C, no terminal.
        .target(name: "CoordinatorKit", swiftSettings: releaseSpeed),
        // The app API: what an app adopts to be simulated, the config's values, labels and saved state.
        .target(name: "CoordsimApp", dependencies: ["CoordinatorKit"]),
        // The files a person writes: the strict JSON parser, shape checks, the config's loader and
        // validation, and FileError, the one error for a problem in such a file.
        .target(name: "CoordsimConfig", dependencies: ["CoordsimApp"]),
        // UIKit's names for CoordinatorKit's types, and stand-ins for UIWindow, UIStoryboard and views.
        .target(name: "CoordsimUIKit", dependencies: ["CoordinatorKit", "CoordsimApp"]),
        // Deterministic driver: events in, Snapshot + journal out.
        .target(name: "Simulation", dependencies: ["CoordinatorKit", "CoordsimApp"], swiftSettings: releaseSpeed),
        // ncursesw, seen only by TerminalUI.
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),
        // Snapshot -> Frame, and the ncurses / in-memory backends.
        .target(name: "TerminalUI", dependencies: ["CoordinatorKit", "Simulation", "CNcursesw"]),
        // Scripted journeys: the JSON format, the runner and its expectations.
        .target(name: "Journeys", dependencies: ["CoordinatorKit", "CoordsimApp", "CoordsimConfig", "Simulation"]),
        // A/B assignment (GrowthBook bucketing), seeded randomness and the statistics of a test.
        .target(name: "Experiments", dependencies: ["CoordsimApp"]),
        // Journeys run side by side on variants, and synthetic users' funnels (their walks reuse the explorer's structural states).
        .target(name: "Comparison", dependencies: ["CoordinatorKit", "CoordsimApp", "Simulation", "Journeys", "Experiments", "Exploration"]),
        // Breadth-first exploration of every reachable state, its invariants, and the flow graphs.
        .target(name: "Exploration", dependencies: ["CoordinatorKit", "CoordsimApp", "Simulation", "Journeys"]),
        // The state file: atomic save, load with clear errors, and launching from a saved state.
        .target(name: "Restoration", dependencies: ["CoordinatorKit", "CoordsimApp", "CoordsimConfig", "Simulation"]),
        // Every subcommand, generic over the app: run, script, compare, explore, graph, assign, validate.
        .target(name: "Coordsim", dependencies: [
            "CoordinatorKit", "CoordsimApp", "CoordsimConfig", "Simulation", "TerminalUI", "Journeys", "Experiments", "Comparison",
            "Exploration", "Restoration",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // What an app's tests need: run journeys and compare variants in Swift Testing.
        .target(name: "CoordsimTesting", dependencies: [
            "CoordinatorKit", "CoordsimApp", "CoordsimConfig", "Simulation", "Journeys", "Experiments", "Comparison",
            "Exploration",
        ]),
        // The seed tutorials' app, written against the public API only.
        .target(name: "ShopApp", dependencies: ["CoordsimApp", "CoordsimUIKit"]),
        // The shop's launcher, the `coordsim` executable. Only it, the benchmarks and the tests name the shop.
        .executableTarget(name: "ShopLauncher", dependencies: ["ShopApp", "Coordsim"]),
        // Release benchmark: headless keys/s and peak RSS (see Benchmarks/headless/README.md).
        .executableTarget(name: "HeadlessBench", dependencies: ["CoordinatorKit", "CoordsimConfig", "ShopApp", "Simulation", "Experiments"],
                          path: "Benchmarks/headless", exclude: ["README.md", "run.sh"]),
        // Release benchmark of the push+pop round trip: swift run -c release navigation-bench
        .executableTarget(name: "navigation-bench", dependencies: ["CoordinatorKit", "CoordsimConfig", "ShopApp", "Simulation"],
                          path: "Benchmarks/NavigationBench"),
        .target(name: "TestSupport", dependencies: ["CoordinatorKit", "CoordsimApp", "CoordsimConfig", "ShopApp", "Simulation"], path: "Tests/TestSupport"),
        .testTarget(name: "CoordinatorKitTests", dependencies: ["CoordinatorKit", "CoordsimTesting", "TestSupport"]),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", "CoordsimConfig", "Simulation", "TestSupport"]),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "ShopApp", "TestSupport"]),
        // End-to-end: runs the built coordsim binary (config errors, validate) and python3's jsonschema;
        // and `run`'s quick parse against ArgumentParser's.
        .testTarget(name: "CLITests", dependencies: [
            "Coordsim", "CoordsimConfig", "ShopApp", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Simulation", "ShopApp", "TestSupport",
                                                            "CoordinatorKit", "CoordsimApp", "ShapeApps"],
                    exclude: ["Snapshots", "EndToEnd/pty_drive.py"]),
        .testTarget(name: "JourneysTests", dependencies: ["Journeys", "Simulation", "ShopApp", "TestSupport", "CoordinatorKit",
                                                          "CoordsimApp", "CoordsimConfig", "ShapeApps"]),
        .testTarget(name: "ExperimentsTests", dependencies: ["Experiments", "ShopApp", "TestSupport"]),
        .testTarget(name: "ComparisonTests", dependencies: ["Comparison", "Journeys", "Experiments", "ShapeApps", "ShopApp", "TestSupport"]),
        // A test app of other shapes than the shop's (any number of tabs, a badge, a full-screen
        // modal, deep links) and its `shapes` executable, for the terminal UI's tests.
        .target(name: "ShapeApps", dependencies: ["CoordsimApp", "CoordsimUIKit"], path: "Tests/ShapeApps"),
        .executableTarget(name: "shapes", dependencies: ["ShapeApps", "Coordsim"], path: "Tests/ShapesLauncher"),
        .target(name: "ExplorationFixtures", dependencies: ["CoordsimApp", "CoordsimUIKit", "Exploration", "ShopApp", "TestSupport"],
                path: "Tests/ExplorationFixtures"),
        // The tools on the apps RandomAppTests draws (`--launch seed=N`), to reproduce a seed.
        .executableTarget(name: "random-tabs", dependencies: ["ExplorationFixtures", "Coordsim"],
                          path: "Tests/RandomTabsLauncher"),
        .testTarget(name: "ExplorationTests", dependencies: [
            "CoordsimApp", "Exploration", "ExplorationFixtures", "Journeys", "ShopApp", "Simulation", "TestSupport",
        ]),
        .testTarget(name: "RestorationTests", dependencies: [
            "Restoration", "CoordsimConfig", "Exploration", "ExplorationFixtures", "ShopApp", "Simulation", "TestSupport",
        ]),
        // The seed tutorials re-created in their own shape against CoordsimUIKit, run in the Simulation.
        .testTarget(name: "CoordsimUIKitTests", dependencies: ["CoordsimUIKit", "CoordsimTesting"]),
        // The public API as a user's package sees it: CoordsimTesting, no @testable.
        .testTarget(name: "CoordsimTestingTests", dependencies: ["CoordsimTesting", "ShopApp", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
