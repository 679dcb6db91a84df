import Foundation
import TestSupport
import Testing

/// A delegate method spelled not quite as UIKit spells it must not compile into a method that is
/// never called: the compiler sees it. Type-checks small files against the built CoordsimUIKit.
@Suite struct NearMissTests {
    static let header = """
        import CoordsimUIKit

        final class MainCoordinator: NSObject, UINavigationControllerDelegate {

        """

    /// Seed 000 §3's method, exactly as UIKit spells it, compiles.
    @Test func uikitsSpellingCompiles() throws {
        let result = try Self.typecheck(Self.header + """
                func navigationController(_ navigationController: UINavigationController,
                                          didShow viewController: UIViewController, animated: Bool) {}
            }
            """)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Without `animated:` or with a wrong label, `didShow` would be a method nobody calls; here the
    /// type does not conform, and the error names the spelling UIKit uses.
    @Test(arguments: [
        "func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController) {}",
        "func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animate: Bool) {}",
    ])
    func misspelledDidShowIsACompileError(method: String) throws {
        let result = try Self.typecheck(Self.header + "    \(method)\n}\n")
        #expect(result.status != 0)
        // The compiler names the requirement: "...from those required by protocol
        // 'NavigationControllerDelegate' ('navigationController(_:didShow:animated:)')".
        #expect(result.stderr.contains("error:"), "\(result.stderr)")
        #expect(result.stderr.contains("navigationController(_:didShow:animated:)"), "\(result.stderr)")
    }

    /// Runs `swiftc -typecheck` on `source` with the modules the test build made.
    static func typecheck(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessResult {
        let modules = try CoordsimBinary.require(sourceLocation: sourceLocation)
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let scratch = try ScratchDirectory()
        let file = try scratch.write("NearMiss.swift", source)
        return try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["swiftc", "-typecheck", "-I", modules.path, file])
    }
}
