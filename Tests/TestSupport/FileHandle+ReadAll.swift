import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
    /// Everything until end of file. Foundation's `readDataToEndOfFile()` stops the whole test
    /// process (`try!`) when a read is interrupted by a signal, which happens here while other
    /// tests send signals to the processes they drive; this read retries on EINTR instead.
    public func readAllRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
