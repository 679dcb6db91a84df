import Foundation
import Testing

/// The `coordsim` executable that `swift build` made, for the end-to-end tests.
public enum CoordsimBinary {
    /// Where it is looked for, in order; the first executable one wins. `COORDSIM_BINARY`
    /// overrides; then beside the test bundle (`.build/<triple>/debug/coordsimPackageTests.xctest`),
    /// climbing out of the bundle on layouts that nest the test binary inside it; then `.build/debug`.
    public static var candidates: [URL] {
        var urls: [URL] = []
        if let path = ProcessInfo.processInfo.environment["COORDSIM_BINARY"] { urls.append(URL(fileURLWithPath: path)) }
        let bundle = Bundle.main.bundleURL
        urls.append(bundle.appendingPathComponent("coordsim"))
        urls.append(bundle.deletingLastPathComponent().appendingPathComponent("coordsim"))
        for executable in [CommandLine.arguments.first ?? "", "/proc/self/exe"] where !executable.isEmpty {
            var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            while directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
                directory = directory.deletingLastPathComponent()
            }
            urls.append(directory.appendingPathComponent("coordsim"))
        }
        urls.append(Fixtures.repositoryRoot.appendingPathComponent(".build/debug/coordsim"))
        return urls
    }

    /// The binary, or nil when none of the ``candidates`` is executable.
    public static let url: URL? = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The binary, or a failed test that says to run `swift build` and where it looked.
    public static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try #require(url, """
            the coordsim binary was not found; run `swift build` before `swift test`. Looked in:
            \(candidates.map(\.path).joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
    }
}
