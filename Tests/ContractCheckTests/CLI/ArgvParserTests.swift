import Testing

@testable import contract_check

/// Hand-written argument parsing, as tables: what each command line parses to, and what it
/// rejects.
@Suite struct ArgvParserTests {
    static let spec = CommandSpec(
        name: "demo", summary: "A command for tests.", usage: "demo [options] [<arg>...]",
        options: [
            OptionSpec(long: "format", valueName: "format", help: "f"),
            OptionSpec(long: "message", short: "m", valueName: "text", help: "m"),
            OptionSpec(long: "hook", valueName: "name", repeatable: true, help: "h"),
            OptionSpec(long: "staged", valueName: nil, help: "s"),
            OptionSpec(long: "quiet", short: "q", valueName: nil, help: "q"),
        ],
        positionals: 0...2)

    @Test(
        arguments: [
            (["--format", "json"], ["format": ["json"]], [], []),
            (["--format=json"], ["format": ["json"]], [], []),
            (["--format="], ["format": [""]], [], []),
            (["-m", "hello"], ["message": ["hello"]], [], []),
            (["-mhello"], ["message": ["hello"]], [], []),
            (["-qm", "x"], ["message": ["x"]], ["quiet"], []),
            (["--staged", "a", "b"], [:], ["staged"], ["a", "b"]),
            (["--", "--staged", "-m"], [:], [], ["--staged", "-m"]),
            (["-"], [:], [], ["-"]),
            (["--hook", "a", "--hook=b"], ["hook": ["a", "b"]], [], []),
            (["--message", "--staged"], ["message": ["--staged"]], [], []),
        ] as [([String], [String: [String]], Set<String>, [String])])
    func accepted(arguments: [String], values: [String: [String]], flags: Set<String>, positionals: [String]) throws {
        let parsed = try ArgvParser.parse(arguments, spec: Self.spec)
        #expect(parsed.values == values)
        #expect(parsed.flags == flags)
        #expect(parsed.positionals == positionals)
        #expect(!parsed.helpRequested)
    }

    @Test(
        arguments: [
            (["--nope"], ArgumentError.unknownOption("--nope")),
            (["-x"], .unknownOption("-x")),
            (["--format"], .missingValue("--format")),
            (["-m"], .missingValue("-m")),
            (["--staged=yes"], .unexpectedValue(option: "--staged", value: "yes")),
            (["--format", "a", "--format", "b"], .repeated("--format")),
            (["a", "b", "c"], .tooManyArguments(["c"])),
        ] as [([String], ArgumentError)])
    func rejected(arguments: [String], error: ArgumentError) {
        #expect(throws: error) { try ArgvParser.parse(arguments, spec: Self.spec) }
    }

    @Test(arguments: [["-h"], ["--help"], ["--format", "json", "-h"], ["-qh"], ["--staged", "--help"]])
    func helpAnywhereBeforeTheEndOfOptions(arguments: [String]) throws {
        #expect(try ArgvParser.parse(arguments, spec: Self.spec).helpRequested)
    }

    @Test func helpAfterDoubleDashIsAnArgument() throws {
        let parsed = try ArgvParser.parse(["--", "-h"], spec: Self.spec)
        #expect(!parsed.helpRequested)
        #expect(parsed.positionals == ["-h"])
    }
}
