/// The manual page `contract-check man` prints (roff, `man -l -` reads it), generated from the
/// command table the help is printed from (`CLI.commands`): every command with its usage,
/// summary, options and discussion, then the exit status and the files.
enum ManPage {
    static func roff(commands: [CommandSpec], version: String) -> String {
        var text = """
            .TH CONTRACT-CHECK 1 "" "contract-check \(version)" "User Commands"
            .SH NAME
            contract-check \\- keep a contract document and the code it describes from drifting apart
            .SH SYNOPSIS
            .B contract-check
            .I command
            .RI [ options ]
            .br
            .B contract-check
            .RB [ \\-\\-help | \\-\\-version ]
            .SH DESCRIPTION
            contract-check reads a Markdown contract document: its anchor manifest lists the files a
            commit may not change without the document (unless the message has a
            .B Contract-Unchanged
            trailer), its mirrored constants the values several sides must spell the same way.
            It runs as git hooks, as a gate over a pull request's commits and as a report.
            .SH COMMANDS

            """
        for command in commands {
            text += ".SS \"\(escaped("contract-check " + command.usage))\"\n"
            text += escaped(command.summary) + "\n"
            for option in command.options {
                var synopsis =
                    "\\fB" + escaped(option.short.map { "-\($0), " } ?? "") + escaped("--" + option.long) + "\\fR"
                if let value = option.valueName { synopsis += " \\fI" + escaped("<" + value + ">") + "\\fR" }
                text += ".TP\n" + synopsis + "\n" + escaped(option.help) + "\n"
            }
            text += ".TP\n\\fB\\-h, \\-\\-help\\fR\nShow this help.\n"
            if !command.discussion.isEmpty {
                text +=
                    ".PP\n.nf\n"
                    + command.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { escaped(String($0)) }.joined(separator: "\n") + "\n.fi\n"
            }
        }
        text += """
            .SH EXIT STATUS
            .TP
            .B 0
            Clean: nothing to report.
            .TP
            .B 1
            A finding: a violation, drift or an unresolved reference.
            .TP
            .B 2
            Could not check: a usage error, a configuration, git or I/O failure (one line on standard error says why).
            .SH FILES
            .TP
            .I .contract-check
            The configuration at the repository root (git-config syntax): the document and its sections.
            .SH SEE ALSO
            .BR git (1),
            .BR githooks (5)

            """
        return text
    }

    /// `text` as roff: `\\` written as `\\e`, every `-` as `\\-` (a minus, not a hyphen, so it can
    /// be searched and copied), and a leading `.` or `'` kept from being read as a request.
    static func escaped(_ text: String) -> String {
        var out = text.replacingEvery("\\", with: "\\e").replacingEvery("-", with: "\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
