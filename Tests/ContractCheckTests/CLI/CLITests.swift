import Foundation
import Testing

/// The CLI's manners, through the real binary: help to stdout, errors to stderr with exit 2,
/// `help <command>`, a usage error is one line that says where the help is, `-C <path>` before
/// the command as git has it.
@Suite struct CLITests {
    func run(_ arguments: [String]) throws -> ProcessResult {
        let repo = try TempGitRepo()
        return try repo.contractCheck(arguments)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func topLevelHelpGoesToStdout(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: contract-check <command> [options]"))
        #expect(result.stdout.contains("constants"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: ["hook", "install", "manifest", "check", "constants", "ci", "audit", "explain"])
    func everyCommandHasHelp(command: String) throws {
        let viaFlag = try run([command, "--help"])
        let viaHelp = try run(["help", command])
        #expect(viaFlag.status == 0 && viaHelp.status == 0)
        #expect(viaFlag.stdout == viaHelp.stdout)
        #expect(viaFlag.stdout.contains("USAGE: contract-check \(command)"))
        // `-h, --help` lines up with the other options.
        let lines = viaFlag.stdout.split(separator: "\n")
        let help = try #require(lines.first { $0.contains("-h, --help") })
        let other = try #require(lines.first { $0.hasPrefix("      --") })
        #expect(
            help.firstRange(of: "Show this help.")?.lowerBound.utf16Offset(in: help)
                == other.firstIndex { $0.isUppercase }?.utf16Offset(in: other), "\(viaFlag.stdout)")
    }

    @Test(arguments: [["help", "--help"], ["help", "-h"], ["help", "help"]])
    func helpHasHelp(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: contract-check help [<command>]"))
        #expect(result.stderr.isEmpty)
    }

    /// Missing or wrong arguments say what is missing in one line, and where the command's help
    /// is (not the whole usage); exit 2.
    @Test(arguments: [
        (["hook"], "Missing argument: the hook to run, pre-commit or commit-msg"),
        (["hook", "commit-msg"], "Missing argument: the commit message file"),
        (["hook", "post-merge"], "Unknown hook \"post-merge\"; use one of pre-commit, commit-msg"),
        (["hook", "pre-commit", "--color", "sometimes"], "The option \"--color\" does not accept \"sometimes\""),
        (["ci"], "The option \"--base\" is required"),
        (
            ["constants", "--color=bogus"],
            "The option \"--color\" does not accept \"bogus\"; use one of auto, always, never"
        ),
        (["explain"], "Missing argument: at least one path to explain"),
    ])
    func argumentErrorsSayWhatIsWrong(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("contract-check \(arguments[0]): error: \(message)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; see 'contract-check help \(arguments[0])'.\n"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func noArgumentsIsAUsageError() throws {
        let result = try run([])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("USAGE: contract-check <command>"))
    }

    /// Every usage error, before a command or after one, exactly: one line on standard error.
    @Test(arguments: [
        (["frobnicate"], "contract-check: error: Unknown command \"frobnicate\"; see 'contract-check help'."),
        (["--frob"], "contract-check: error: Unknown option \"--frob\"; see 'contract-check help'."),
        (["help", "frob"], "contract-check: error: Unknown command \"frob\"; see 'contract-check help'."),
        (["-C"], "contract-check: error: The option \"-C\" needs a value; see 'contract-check help'."),
        (
            ["--directory"],
            "contract-check: error: The option \"--directory\" needs a value; see 'contract-check help'."
        ),
        (
            ["-C", "."],
            "contract-check: error: Missing argument: a command after the -C options; see 'contract-check help'."
        ),
        (
            ["manifest", "--frob"],
            "contract-check manifest: error: Unknown option \"--frob\"; see 'contract-check help manifest'."
        ),
        (
            ["manifest", "--format", "yaml"],
            "contract-check manifest: error: The option \"--format\" does not accept \"yaml\"; use one of text, "
                + "json; see 'contract-check help manifest'."
        ),
        (
            ["constants", "-C"],
            "contract-check constants: error: The option \"-C\" needs a value; see 'contract-check help constants'."
        ),
        (
            ["check", "extra"],
            "contract-check check: error: Unexpected argument \"extra\"; see 'contract-check help check'."
        ),
    ])
    func usageErrorsAreOneLine(arguments: [String], line: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == line + "\n")
    }

    /// `-C <path>` before the command, as git reads it: repeatable, each relative to the one
    /// before, an absolute one starting over, an empty one changing nothing; the command's own
    /// paths are relative to where they lead.
    @Test(arguments: [
        (["-C", "repo", "manifest"], 0, "docs/contract.md"),
        (["-C", "repo", "-C", "ios", "explain", "App/Bridge.swift"], 0, "ios/App/Bridge.swift\n"),
        (["-C", "repo/ios", "-C", "/", "-C", "{sandbox}/repo", "-C", "", "manifest"], 0, "docs/contract.md"),
        (["-C", "repo/ios", "-C", "..", "manifest", "--format", "json"], 0, "\"command\": \"manifest\""),
        (["--directory", "repo", "manifest"], 0, "docs/contract.md"),
        (["--directory=repo", "-C", "ios", "explain", "App/Bridge.swift"], 0, "ios/App/Bridge.swift\n"),
        (
            ["-C", "repo", "--directory", "ios", "--directory=", "explain", "App/Bridge.swift"], 0,
            "ios/App/Bridge.swift\n"
        ),
        (["--directory=nope", "manifest"], 2, "contract-check: error: Cannot change to \"nope\": no such folder.\n"),
        (
            ["-C", "repo", "-C", "nope", "manifest"], 2,
            "contract-check: error: Cannot change to \"nope\": no such folder.\n"
        ),
        (
            ["-C", "repo/docs/contract.md", "manifest"], 2,
            "Cannot change to \"repo/docs/contract.md\": no such folder."
        ),
    ])
    func leadingDirectoryOptions(arguments: [String], status: Int32, output: String) throws {
        let repo = try ContractFixture.make()
        let argv = arguments.map { $0.replacingOccurrences(of: "{sandbox}", with: repo.sandbox) }
        let result = try repo.contractCheck(argv, in: repo.sandbox)
        #expect(result.status == status, "\(result.output)")
        #expect((status == 0 ? result.stdout : result.stderr).contains(output), "\(result.output)")
    }

    @Test func noConfigurationIsExitTwoWithOneLine() throws {
        let result = try run(["manifest"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("contract-check: error: No configuration:"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aBadConfigurationNamesTheFileAndLine() throws {
        let repo = try TempGitRepo()
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/c.md\n\tdocumnet = y\n")
        let unknown = try repo.contractCheck(["manifest"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "contract-check: error: \(repo.root)/.contract-check:3: Unknown setting \"contract.documnet\"; "
                + "known settings are contract.constantsSection, contract.document, contract.driftTrailer, "
                + "contract.manifestSection, contract.platform, contract.sourceRoot, contract.trailer.\n"
        )
        try repo.write(".contract-check", "[contract\n")
        let syntax = try repo.contractCheck(["manifest"])
        #expect(syntax.status == 2)
        #expect(
            syntax.stderr.hasPrefix(
                "contract-check: error: \(repo.root)/.contract-check:1: The file is not valid git-config syntax"))
        try repo.write(".contract-check", "[contract]\n\ttrailer = Not A Token\n\tdocument = d.md\n")
        let trailer = try repo.contractCheck(["manifest"])
        #expect(
            trailer.stderr.contains(".contract-check:2: The trailer key \"Not A Token\" is not a git trailer token"))
    }

    @Test func notARepositoryIsExitTwo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ProcessRunner.run(
            TempGitRepo.binary, ["hook", "pre-commit"], in: directory.path,
            environment: ProcessRunner.sanitizerEnvironment.merging([
                "PATH": "/usr/bin:/bin", "GIT_CEILING_DIRECTORIES": directory.deletingLastPathComponent().path,
            ]) { $1 })
        #expect(result.status == 2)
        #expect(result.stderr.contains("Cannot open a git repository"))
    }
}
