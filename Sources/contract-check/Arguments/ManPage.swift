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
            .RB [ \\-C
            .IR dir ]...
            .I command
            .RI [ options ]
            .br
            .B contract-check
            .RB [ \\-\\-help | \\-\\-version ]
            .SH DESCRIPTION
            \(escaped(ManualText.description))
            .PP
            \(escaped(ManualText.globalOptionNote.replacingEvery("`", with: "")))
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
        text += ".SH EXIT STATUS\n"
        for (code, meaning) in ManualText.exitStatus { text += ".TP\n.B \(code)\n\(escaped(meaning))\n" }
        text += ".SH FILES\n"
        for (file, meaning) in ManualText.files { text += ".TP\n.I \(escaped(file))\n\(escaped(meaning))\n" }
        text += ".SH SEE ALSO\n.BR git (1),\n.BR githooks (5)\n"
        return text
    }

    /// `text` as roff: `\\` written as `\\e`, every `-` as `\\-` (a minus, not a hyphen, so it can
    /// be searched and copied), a character outside ASCII as `\\[u2194]` (troff reads bytes), and a
    /// leading `.` or `'` kept from being read as a request.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
