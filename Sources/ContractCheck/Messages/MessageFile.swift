#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a commit message file whole: the file git hands the commit-msg hook, or `check -F`.
/// Any readable file counts, a pipe or `/dev/null` too (an empty message); what cannot be read
/// is an error that says why, in the system's words ("No such file or directory", "Is a
/// directory", "Permission denied").
package enum MessageFile {
    package static func read(_ path: String, shownAs shown: String) throws(ContractCheckError) -> [UInt8] {
        switch bytes(atPath: path) {
        case .success(let bytes): return bytes
        case .failure(let error): throw failure(shown, error.code)
        }
    }

    /// The system's error number for a file that cannot be read.
    package struct ReadError: Error { package var code: Int32 }

    /// The whole file at `path`, or the `errno` that stopped the read (`open` or `read`).
    package static func bytes(atPath path: String) -> Result<[UInt8], ReadError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ReadError(code: errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(code: errno))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> ContractCheckError {
        .io(path: path, message: "the commit message file cannot be read (\(MappedFile.describe(code)))")
    }
}
