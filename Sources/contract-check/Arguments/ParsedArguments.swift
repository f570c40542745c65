/// The options and arguments of one command line, after parsing.
struct ParsedArguments: Sendable, Equatable {
    /// Values by long option name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []
    var positionals: [String] = []
    /// True when `-h`/`--help` was given.
    var helpRequested = false

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
