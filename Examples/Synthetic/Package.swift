// swift-tools-version:6.0
import PackageDescription

// A generated app for coordsim's exploration benchmark: its shape (tabs, stack depth, fan-out,
// sheets, cross-tab links, hidden model state) comes from launch parameters, so one binary is
// every size from a few states to more than 10^9. It uses coordsim's public products only.

let package = Package(
    name: "Synthetic",
    products: [
        .executable(name: "synthetic", targets: ["synthetic"]),
        .library(name: "SyntheticApp", targets: ["SyntheticApp"]),
    ],
    dependencies: [
        .package(name: "coordsim", path: "../.."),
    ],
    targets: [
        // The app, written with UIKit's names: a library, so tests (and a benchmark) can import it.
        .target(name: "SyntheticApp", dependencies: [
            .product(name: "CoordsimUIKit", package: "coordsim"),
        ]),
        // `synthetic`: the app in coordsim's runtime (terminal UI and every headless subcommand).
        .executableTarget(name: "synthetic", dependencies: [
            "SyntheticApp",
            .product(name: "Coordsim", package: "coordsim"),
        ]),
        // The shapes' state counts against a real exploration, through CoordsimTesting.
        .testTarget(name: "SyntheticAppTests", dependencies: [
            "SyntheticApp",
            .product(name: "CoordsimTesting", package: "coordsim"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
