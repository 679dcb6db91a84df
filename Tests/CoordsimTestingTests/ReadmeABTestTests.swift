import Foundation
import TestSupport
import Testing

/// The README's A/B test is the one Examples/Reader builds and runs (`.ci/run`), word for word.
@Suite struct ReadmeABTestTests {
    @Test func theReadmesABTestIsTheReadersTest() throws {
        let root = Fixtures.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "<!-- ab-test: Examples/Reader/Tests/ReaderAppTests/ABTests.swift -->\n```swift\n"
        let start = try #require(readme.range(of: marker), "README.md has no A/B test block")
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        let block = String(readme[start.upperBound..<end.lowerBound])
        let file = try String(contentsOf: root.appendingPathComponent("Examples/Reader/Tests/ReaderAppTests/ABTests.swift"),
                              encoding: .utf8)
        #expect(block.count > 200)
        #expect(file.contains(block), "README.md's A/B test differs from Examples/Reader/Tests/ReaderAppTests/ABTests.swift")
    }
}
