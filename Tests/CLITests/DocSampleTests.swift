import Foundation
import TestSupport
import Testing

/// Every command sample in README.md and docs/*.md that shows output (a fenced line `$ coordsim
/// ...` and what follows it) is run and compared, numbers included: the samples fix their seeds.
/// A sample whose output cannot repeat (timings, an abridged listing) is marked in the text, on
/// the line before its fence: `*Illustrative: why.*`.
@Suite struct DocSampleTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var arguments: [String]
        var output: String
        var testDescription: String { "\(file):\(line) coordsim \(arguments.joined(separator: " "))" }
    }

    /// The samples of the docs, with where each is and whether it is marked illustrative.
    static func samples(illustrative: Bool) -> [Sample] {
        let root = Fixtures.repositoryRoot
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        let files = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var found: [Sample] = []
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            var marked = false
            var index = 0
            while index < lines.count {
                let line = lines[index]
                if line.hasPrefix("```") {
                    marked = index > 0 && lines[index - 1].hasPrefix("*Illustrative:")
                }
                guard line.hasPrefix("$ coordsim ") else { index += 1; continue }
                var output: [String] = []
                var next = index + 1
                while next < lines.count, !lines[next].hasPrefix("```"), !lines[next].hasPrefix("$ ") {
                    output.append(lines[next])
                    next += 1
                }
                if marked == illustrative {
                    found.append(Sample(file: file, line: index + 1,
                                        arguments: line.dropFirst("$ coordsim ".count).split(separator: " ").map(String.init),
                                        output: output.joined(separator: "\n")))
                }
                index = next
            }
        }
        return found
    }

    @Test(arguments: samples(illustrative: false))
    func aSamplePrintsWhatTheDocsShow(_ sample: Sample) throws {
        let result = try CoordsimBinary.run(sample.arguments)
        // Trailing blank lines aside (a blank line separates two samples in one block).
        func trimmed(_ text: String) -> String {
            var text = text
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }
        #expect(trimmed(result.stdout + result.stderr) == trimmed(sample.output), "\(sample.file):\(sample.line)")
    }

    /// Samples are checked, not just marked: most of them are run.
    @Test func mostSamplesAreChecked() {
        #expect(Self.samples(illustrative: false).count >= 9)
        #expect(Self.samples(illustrative: true).count <= 7)
    }
}
