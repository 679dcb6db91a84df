// swift-tools-version:6.0
import PackageDescription

// A second example app for coordsim, shaped unlike the shop: three tabs from launch, an article
// flow started from two tabs, and a two-step sign-in whose presentation the config swaps.
// It uses coordsim's public products only.

let package = Package(
    name: "Reader",
    products: [
        .executable(name: "reader", targets: ["reader"]),
    ],
    dependencies: [
        .package(name: "coordsim", path: "../.."),
    ],
    targets: [
        // The app: coordinators, screens, config roles, deep links. A library, so tests can import it.
        .target(name: "ReaderApp", dependencies: [
            .product(name: "CoordsimApp", package: "coordsim"),
        ]),
        // `reader`: the app in coordsim's runtime (terminal UI and every headless subcommand).
        .executableTarget(name: "reader", dependencies: [
            "ReaderApp",
            .product(name: "Coordsim", package: "coordsim"),
        ]),
        // The flows driven through CoordinatorKit directly, and the journeys and exploration
        // through CoordsimTesting.
        .testTarget(name: "ReaderAppTests", dependencies: [
            "ReaderApp",
            .product(name: "CoordsimApp", package: "coordsim"),
            .product(name: "CoordsimTesting", package: "coordsim"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
