import Foundation
import Testing

@testable import contract_check

/// `contract-check completions bash|zsh|fish` and `contract-check man`: generated from the
/// command table, so each must list every command and every option of each.
@Suite struct CompletionsAndManTests {
    static let specs = CLI.commandSpecs

    /// Runs `body` in bash with the bash completion script sourced; returns standard output.
    static func bash(_ body: String, in directory: String = NSTemporaryDirectory()) throws -> String {
        let script = try #require(ShellCompletions.script("bash", commands: specs))
        let result = try ProcessRunner.run(
            ProcessRunner.which("bash"), ["--norc", "--noprofile", "-c", script + "\n" + body],
            in: directory, environment: ["PATH": "/usr/bin:/bin"])
        guard result.status == 0 else { throw TestFailure("bash failed: \(result.output)") }
        return result.stdout
    }

    /// What the completion function offers for a command line whose last word is `current`.
    static func complete(_ words: [String]) -> String {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        return "COMP_WORDS=(contract-check \(quoted)); COMP_CWORD=\(words.count); _contract_check; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\"; echo ---\n"
    }

    @Test func bashCompletesEveryCommandAndEveryOptionOfEach() throws {
        var body = Self.complete([""])
        for spec in Self.specs { body += Self.complete([spec.name, "-"]) }
        let sections = try Self.bash(body).components(separatedBy: "---\n")
        let top = Self.specs.map { Substring($0.name) } + ["-C", "--help", "--version"]
        #expect(sections[0].split(separator: "\n") == top)
        for (index, spec) in Self.specs.enumerated() {
            let offered = Set(sections[index + 1].split(separator: "\n").map(String.init))
            var expected: Set<String> = ["-h", "--help"]
            for option in spec.options {
                expected.insert("--" + option.long)
                if let short = option.short { expected.insert("-\(short)") }
            }
            #expect(offered == expected, "contract-check \(spec.name) -<TAB>")
        }
    }

    @Test func bashCompletesWordsAndFolders() throws {
        let folder = NSTemporaryDirectory() + "completions-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/sub-folder", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/sub-file", contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Self.bash(
            Self.complete(["hook", ""]) + Self.complete(["completions", "z"])
                + Self.complete(["help", "in"]) + Self.complete(["install", "-C", "sub"]),
            in: folder)
        #expect(output == "pre-commit\ncommit-msg\n---\nzsh\n---\ninstall\ninit\n---\nsub-folder\n---\n")
    }

    @Test func zshAndFishListEveryCommandAndOption() throws {
        let zsh = try #require(ShellCompletions.script("zsh", commands: Self.specs))
        let fish = try #require(ShellCompletions.script("fish", commands: Self.specs))
        #expect(zsh.hasPrefix("#compdef contract-check\n"))
        for spec in Self.specs {
            #expect(zsh.contains("        '\(spec.name):"), "zsh lists \(spec.name)")
            #expect(fish.contains("-n __fish_use_subcommand -a \(spec.name) -d "), "fish lists \(spec.name)")
            let block = try #require(zsh.components(separatedBy: "        \(spec.name))\n").dropFirst().first)
            let arguments = block.components(separatedBy: "            ;;").first ?? ""
            for option in spec.options {
                #expect(arguments.contains("--\(option.long)"), "zsh: \(spec.name) --\(option.long)")
                #expect(
                    fish.contains(
                        "-n '__fish_seen_subcommand_from \(spec.name)'"
                            + (option.short.map { " -s \($0)" } ?? "") + " -l \(option.long) "),
                    "fish: \(spec.name) --\(option.long)")
            }
        }
    }

    @Test func theManPageListsEveryCommandAndOptionAndIsValidRoff() throws {
        let page = ManPage.roff(commands: Self.specs, version: CLI.version)
        #expect(page.hasPrefix(".TH CONTRACT-CHECK 1 "))
        for spec in Self.specs {
            #expect(page.contains(".SS \"contract\\-check \(ManPage.escaped(spec.usage))\"\n"), "\(spec.name)")
            for option in spec.options { #expect(page.contains(ManPage.escaped("--" + option.long) + "\\fR")) }
        }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS"] {
            #expect(page.contains(".SH \(section)\n"))
        }
        let groff = ProcessRunner.which("groff")
        guard FileManager.default.isExecutableFile(atPath: groff) else { return }
        let rendered = try ProcessRunner.run(
            groff, ["-man", "-Tutf8", "-ww", "-z"], in: NSTemporaryDirectory(),
            environment: ["PATH": "/usr/bin:/bin"], input: Array(page.utf8))
        #expect(rendered.status == 0)
        #expect(rendered.stderr == "", "groff warns: \(rendered.stderr)")
    }

    /// The commands print what the generators make, and an unknown shell is a usage error.
    @Test func theCommandsPrintTheScriptsAndThePage() throws {
        let repo = try TempGitRepo()
        for shell in ShellCompletions.shells {
            let result = try repo.contractCheck(["completions", shell])
            #expect(result.status == 0)
            #expect(result.stdout == ShellCompletions.script(shell, commands: Self.specs))
        }
        let unknown = try repo.contractCheck(["completions", "tcsh"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "contract-check completions: error: Unknown shell \"tcsh\"; use one of bash, zsh, fish; "
                + "see 'contract-check help completions'.\n")
        let man = try repo.contractCheck(["man"])
        #expect(man.status == 0)
        #expect(man.stdout == ManPage.roff(commands: Self.specs, version: CLI.version))
    }
}
