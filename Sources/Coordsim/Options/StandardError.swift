#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Writes to stderr unbuffered, as `FileHandle.standardError.write` did, without Foundation,
/// after what was printed to stdout.
enum StandardError {
    #if canImport(Glibc)
    private static let systemWrite = Glibc.write
    #else
    private static let systemWrite = Darwin.write
    #endif

    static func write(_ text: String) {
        // What was printed before goes first: with both streams on one file (`2>&1`), stdout's
        // buffer would otherwise land after this, or split a report's line in two.
        fflush(nil)
        var text = text
        text.withUTF8 { bytes in
            var rest = UnsafeRawBufferPointer(bytes)
            while !rest.isEmpty {
                let written = systemWrite(STDERR_FILENO, rest.baseAddress, rest.count)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                rest = UnsafeRawBufferPointer(rebasing: rest[written...])
            }
        }
    }
}
