import ContractCheck

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
            FileSystem.writeAll(stream == .out ? 1 : 2, Array(text.utf8))
        },
        outIsTerminal: ProcessEnvironment.isTerminal(1),
        errIsTerminal: ProcessEnvironment.isTerminal(2))

    func out(_ text: String) { write(text.hasSuffix("\n") ? text : text + "\n", .out) }
    func err(_ text: String) { write(text.hasSuffix("\n") ? text : text + "\n", .err) }
}
