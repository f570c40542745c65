import Foundation
import Testing

@testable import contract_check

/// The completion scripts run in the real shells: bash's function driven through `COMP_WORDS`
/// and `compgen`, then bash and zsh typed into on a pseudo-terminal (TAB pressed, the line the
/// editor then holds read back), fish through `complete -C`. zsh and fish run where they are
/// installed (`scripts/test` installs them; under it a missing shell is a failure, not a skip).
@Suite struct ShellCompletionRunTests {
    static func installed(_ shell: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: ProcessRunner.which(shell))
    }

    static var required: Bool { PythonOracles.required }

    /// A folder with `ios/App/` and `ios/App/Bridge.swift`, for the path cases.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "completion-run-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/ios/App", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/ios/App/Bridge.swift", contents: Data()))
        return folder
    }

    /// What the bash function offers for option values, the `-C` before the command and
    /// `--format=<TAB>` (bash splits it into `--format`, `=`, the value).
    @Test(arguments: [
        (["constants", "--format", ""], "text json sarif github"),
        (["ci", "--format", "s"], "sarif"),
        (["manifest", "--format", ""], "text json"),
        (["explain", "--format", ""], "text json"),
        (["check", "--color", ""], "auto always never"),
        (["hook", "pre-commit", "--color", "a"], "auto always"),
        (["install", "--hook", ""], "pre-commit commit-msg"),
        (["check", "--cleanup", "s"], "strip scissors"),
        (["constants", "--format", "=", "j"], "json"),
        (["-C", "i"], "ios"),
        (["-C", "ios", "in"], "install init"),
        (["-C", "ios", "-C", "App", "hook", ""], "pre-commit commit-msg"),
        (["ci", "--base", ""], ""),
    ])
    func bashOffersOptionValues(words: [String], offered: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CompletionsAndManTests.bash(CompletionsAndManTests.complete(words), in: folder)
        #expect(
            output == (offered.isEmpty ? "\n" : offered.split(separator: " ").joined(separator: "\n") + "\n") + "---\n")
    }

    /// Registered with `-o filenames`, so readline treats paths as file names.
    @Test func bashRegistersWithFilenames() throws {
        let output = try CompletionsAndManTests.bash("complete -p contract-check")
        #expect(output == "complete -o filenames -F _contract_check contract-check\n")
    }

    /// TAB in the shell's own line editor: a folder is entered (`ios/App/`, no space), a word or
    /// a value is completed with the space after it.
    static let typed: [(line: String, result: String)] = [
        ("contract-check explain ios/A", "contract-check explain ios/App/"),
        ("contract-check explain ios/App/B", "contract-check explain ios/App/Bridge.swift "),
        ("contract-check inst", "contract-check install "),
        ("contract-check constants --format j", "contract-check constants --format json "),
        ("contract-check constants --format=s", "contract-check constants --format=sarif "),
        ("contract-check hook pre-commit --color ne", "contract-check hook pre-commit --color never "),
        ("contract-check install --hook c", "contract-check install --hook commit-msg "),
        ("contract-check -C io", "contract-check -C ios/"),
        ("contract-check install -C io", "contract-check install -C ios/"),
    ]

    /// Types each line and TAB into `shell` on a pseudo-terminal (`scripts/completions/type-tab.py`).
    static func type(_ shell: String, setup: String) throws -> [String] {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try #require(ShellCompletions.script(shell, commands: CLI.commandSpecs))
        try script.write(toFile: folder + "/completions", atomically: true, encoding: .utf8)
        try (setup.replacingOccurrences(of: "{folder}", with: folder) + "\n")
            .write(toFile: folder + "/setup", atomically: true, encoding: .utf8)
        let driver = TempGitRepo.packageRoot + "/scripts/completions/type-tab.py"
        let result = try ProcessRunner.run(
            ProcessRunner.which("python3"),
            [driver, shell, folder + "/setup", folder + "/line"] + typed.map(\.line), in: folder,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "HOME": folder,
            ], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func bashCompletesInReadline() throws {
        let lines = try Self.type(
            "bash",
            setup: """
                source {folder}/completions
                bind -x '"\\C-x": printf "%s\\n" "$READLINE_LINE" > {folder}/line'
                """)
        #expect(lines == Self.typed.map(\.result))
    }

    @Test(.enabled(if: installed("zsh") || required, "zsh is not installed (scripts/setup-debian zsh fish)"))
    func zshCompletesInZle() throws {
        #expect(Self.installed("zsh"), "zsh is required under scripts/test")
        let lines = try Self.type(
            "zsh",
            setup: """
                autoload -Uz compinit && compinit -u -D
                source {folder}/completions
                _cc_line() { print -r -- "$BUFFER" > {folder}/line }
                zle -N _cc_line
                bindkey '^X' _cc_line
                """)
        #expect(lines == Self.typed.map(\.result))
    }

    /// fish lists candidates for a line without a terminal (`complete -C`): the description
    /// after a tab is cut off here.
    @Test(.enabled(if: installed("fish") || required, "fish is not installed (scripts/setup-debian zsh fish)"))
    func fishCompletesValuesAndFolders() throws {
        #expect(Self.installed("fish"), "fish is required under scripts/test")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try #require(ShellCompletions.script("fish", commands: CLI.commandSpecs))
        try script.write(toFile: folder + "/completions.fish", atomically: true, encoding: .utf8)
        let cases: [(String, [String])] = [
            ("contract-check explain ios/A", ["ios/App/"]),
            ("contract-check constants --format ", ["github", "json", "sarif", "text"]),
            ("contract-check manifest --format ", ["json", "text"]),
            ("contract-check check --color=", ["--color=always", "--color=auto", "--color=never"]),
            ("contract-check install --hook ", ["commit-msg", "pre-commit"]),
            ("contract-check -C i", ["ios/"]),
        ]
        var body = "source \(folder)/completions.fish\n"
        for (line, _) in cases { body += "complete -C '\(line)'; echo ---\n" }
        let result = try ProcessRunner.run(
            ProcessRunner.which("fish"), ["--no-config", "-c", body], in: folder,
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder])
        #expect(result.status == 0, "\(result.output)")
        let sections = result.stdout.components(separatedBy: "---\n").dropLast().map {
            $0.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        #expect(sections == cases.map(\.1))
    }
}
