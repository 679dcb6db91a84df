import Foundation
import Testing
@testable import TerminalUI

/// Golden frames: a frame's text, its styles and its click targets as a `.txt` file under
/// `Snapshots/`. A missing or different golden fails the test; `RECORD_SNAPSHOTS=1`
/// re-records it instead.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    static func expect(_ frame: Frame, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent(name + ".txt")
        let actual = render(frame)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden at \(file.path); run with RECORD_SNAPSHOTS=1 to record it. The frame:\n\(actual)",
                         sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        func line(_ lines: [String], _ index: Int) -> String { index < lines.count ? lines[index] : "<none>" }
        Issue.record("""
            frame differs from \(file.lastPathComponent) at line \(first + 1) \
            (RECORD_SNAPSHOTS=1 re-records it):
              expected: \(line(expectedLines, first))
              actual:   \(line(actualLines, first))
            The whole frame:
            \(actual)
            """, sourceLocation: sourceLocation)
    }

    /// The golden text: the rows, then a style grid with a legend, then the click targets.
    static func render(_ frame: Frame) -> String {
        var output = "size \(frame.size)\n"
        output += frame.lines.joined(separator: "\n") + "\n"
        output += "-- styles (. plain) --\n"
        var letters: [Style: Character] = [:]
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var grid: [String] = []
        for y in 0..<frame.height {
            var row = ""
            var lead = Style.plain
            for cell in frame.row(y) {
                let style = cell.isContinuation ? lead : cell.style
                lead = style
                if style == .plain {
                    row.append(".")
                    continue
                }
                if letters[style] == nil { letters[style] = alphabet[min(letters.count, alphabet.count - 1)] }
                row.append(letters[style]!)
            }
            while row.last == "." { row.removeLast() }
            grid.append(row)
        }
        for (style, letter) in letters.sorted(by: { $0.value < $1.value }) {
            output += "\(letter) = \(style)\n"
        }
        output += grid.joined(separator: "\n") + "\n"
        output += "-- clicks --\n"
        for region in frame.hitRegions {
            output += "\(region.rect) \(region.target)\n"
        }
        if let cursor = frame.cursor { output += "-- cursor (\(cursor.x),\(cursor.y)) --\n" }
        return output
    }
}
