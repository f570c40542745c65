#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the CLI writes: help and results to standard output, errors to standard error.
/// Tests capture both by passing their own closure.
struct Console: Sendable {
    enum Stream: Sendable { case out, err }

    var write: @Sendable (String, Stream) -> Void
    /// True when standard output is a terminal (colour is used only then).
    var outIsTerminal: Bool
    var errIsTerminal: Bool

    static let standard = Console(
        write: { text, stream in
            writeAll(stream == .out ? 1 : 2, text)
        },
        outIsTerminal: isatty(1) == 1,
        errIsTerminal: isatty(2) == 1)

    func out(_ text: String) { write(text.hasSuffix("\n") ? text : text + "\n", .out) }
    func err(_ text: String) { write(text.hasSuffix("\n") ? text : text + "\n", .err) }
}

/// Writes all of `text` to a file descriptor, retrying partial writes.
private func writeAll(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
        if written <= 0 {
            if written < 0 && errno == EINTR { continue }
            return
        }
        offset += written
    }
}
