/// The command reference as Markdown (`docs/reference.md`, printed by `contract-check man
/// --markdown`), generated from the command table the help and the manual page are printed from
/// (`CLI.commandSpecs`), so the three say the same: every command with its usage, summary,
/// options and discussion, then the exit status and the files.
enum ReferencePage {
    static func markdown(commands: [CommandSpec]) -> String {
        var text = """
            # Command reference

            <!-- Generated from the command table of `contract-check help` and the man page \
            (Sources/contract-check/Arguments/CommandSpec.swift); do not edit. Regenerate with
            `swift run contract-check man --markdown > docs/reference.md`; a test keeps them equal. -->

            \(ManualText.description)

            ```
            contract-check [-C <dir>]… <command> [options]
            contract-check --help | --version
            ```

            | command | what it does |
            |---|---|

            """
        for command in commands {
            text += "| [`\(command.name)`](#\(anchor(command))) | \(cell(command.summary)) |\n"
        }
        text += "\n" + ManualText.globalOptionNote + "\n"
        for command in commands { text += "\n" + section(command) }
        text += "\n## Exit status\n\n| code | meaning |\n|---|---|\n"
        for (code, meaning) in ManualText.exitStatus { text += "| **\(code)** | \(cell(meaning)) |\n" }
        text += "\n## Files\n\n"
        for (file, meaning) in ManualText.files { text += "- `\(file)`: \(escaped(meaning))\n" }
        return text
    }

    /// One command's section: its usage as the heading, the summary, the options, the discussion.
    static func section(_ command: CommandSpec) -> String {
        var text = "## \(command.name)\n\n```\ncontract-check \(command.usage)\n```\n\n\(escaped(command.summary))\n\n"
        text += "| option | meaning |\n|---|---|\n"
        for option in command.options {
            var synopsis = (option.short.map { "`-\($0)`, " } ?? "") + "`--\(option.long)"
            if let value = option.valueName { synopsis += " <\(value)>" }
            text += "| \(synopsis)` | \(cell(option.help)) |\n"
        }
        text += "| `-h`, `--help` | Show this help. |\n"
        if !command.discussion.isEmpty { text += "\n```text\n\(command.discussion)\n```\n" }
        return text
    }

    /// The heading's anchor as GitHub makes it (the command names are plain lowercase words).
    static func anchor(_ command: CommandSpec) -> String { command.name }

    /// Text as Markdown: the characters that would start markup or HTML escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\<>*|".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// Text for a table cell (escaped, and on one line).
    static func cell(_ text: String) -> String { escaped(text).replacingEvery("\n", with: " ") }
}

/// The parts of the manual that are not in the command table, shared by the man page and the
/// Markdown reference.
enum ManualText {
    static let description = """
        contract-check reads a Markdown contract document: its anchor manifest lists the files a \
        commit may not change without the document (unless the message has a Contract-Unchanged \
        trailer), its mirrored constants the values several sides must spell the same way. \
        It runs as git hooks, as a gate over a pull request's commits and as a report.
        """

    static let globalOptionNote = """
        Before the command, `-C <dir>` runs as if started in `<dir>` (repeatable: each relative to the \
        one before, as in git). A usage error is one line on standard error that says what is wrong \
        and where the command's help is (`see 'contract-check help <command>'`); exit 2.
        """

    static let exitStatus: [(String, String)] = [
        ("0", "Clean: nothing to report."),
        ("1", "A finding: a violation, drift or an unresolved reference."),
        (
            "2",
            "Could not check: a usage error, a configuration, git or I/O failure (one line on standard error says why)."
        ),
    ]

    static let files: [(String, String)] = [
        (
            ".contract-check",
            "The configuration at the repository root (git-config syntax): the document and its sections."
        )
    ]
}
