import ContractCheck

/// The `--format github` output: GitHub Actions workflow commands, one annotation per finding
/// (`::error file=…,line=…,col=…,title=…::message`, `::warning` and `::notice` for the other
/// severities), then each accepted drift as a `::notice`, then the summary as a `::notice`. A
/// replay's titles say so: `contract-check (replay of HEAD:docs/contract.md): tripwire`.
///
/// Escaping follows GitHub's own toolkit (`@actions/core`, `escapeData` / `escapeProperty`) and
/// what the runner unescapes: in the message, `%` → `%25`, CR → `%0D`, LF → `%0A`; in a property
/// value also `:` → `%3A` and `,` → `%2C`. So every command is exactly one line, no property
/// value can end the property list or add a property, and the runner gives back the exact
/// path. A `::` inside the message stays as it is (the toolkit does not escape it either, and
/// the runner would not decode `%3A` there): the runner reads a command only at the start of a
/// line, and the line already started with this one.
///
/// The summary is a notice, not a plain line: a plain line holding `##[` anywhere would be read
/// as a command by the runner's legacy syntax, while the text of a `::notice` is only data.
enum GitHubAnnotations {
    static func render(_ report: CommandReport) -> String {
        let tool = report.replay.map { "contract-check (replay of \($0))" } ?? "contract-check"
        var lines = report.findings.map { annotation($0, tool: tool) }
        lines.append(contentsOf: report.acceptedDrift.map { notice($0, tool: tool) })
        lines.append(command("notice", properties: [("title", "\(tool) \(report.command)")], message: report.summary))
        return lines.joined(separator: "\n")
    }

    /// One finding as one workflow command.
    /// `tool` starts the title: `contract-check`, or `contract-check (replay of <document>)`.
    static func annotation(_ finding: Finding, tool: String = "contract-check") -> String {
        var properties = properties(finding.location)
        properties.append(("title", "\(tool): \(finding.rule.id)"))
        return command(name(finding.severity), properties: properties, message: message(finding))
    }

    /// An accepted drift as a `::notice`: the finding, then who accepted it and why, and the
    /// commit whose trailer did (the finding itself is rendered, not rewritten).
    static func notice(_ accepted: AcceptedDrift, tool: String = "contract-check") -> String {
        let finding = accepted.finding
        var properties = properties(finding.location)
        properties.append(("title", "\(tool): \(finding.rule.id) (accepted)"))
        let accepting = "Accepted by \(accepted.trailer.token): \(accepted.trailer.value)"
        return command(
            "notice", properties: properties,
            message: message(finding, hints: finding.hints + [accepting], commit: accepted.commit))
    }

    /// `file`, `line` and `col`, as far as they are known.
    static func properties(_ location: Location?) -> [(String, String)] {
        guard let location else { return [] }
        var properties = [("file", location.path)]
        if let line = location.line {
            properties.append(("line", String(line)))
            if let column = location.column { properties.append(("col", String(column))) }
        }
        return properties
    }

    static func name(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The message, then one line per related location and hint, and the commit. User text has
    /// its control characters shown as in text output (`FindingText.escape`), so the line breaks
    /// that remain are the message's own structure.
    static func message(_ finding: Finding) -> String {
        message(finding, hints: finding.hints, commit: finding.commit)
    }

    /// The same with `hints` and `commit` in place of the finding's own (an accepted drift's
    /// notice adds who accepted it, and names the commit whose trailer did).
    static func message(_ finding: Finding, hints: [String], commit: String?) -> String {
        var lines = [FindingText.escape(finding.message)]
        for related in finding.related {
            lines.append("\(FindingText.location(related.location)): \(FindingText.escape(related.message))")
        }
        lines.append(contentsOf: hints.map(FindingText.escape))
        if let commit { lines.append("commit \(FindingText.escape(commit))") }
        return lines.joined(separator: "\n")
    }

    /// `::name key=value,key=value::message`, escaped.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        var line = "::" + name
        if !properties.isEmpty {
            line += " " + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        }
        return line + "::" + escapeData(message)
    }

    /// `escapeData` of `@actions/core`, and one step more: the other control characters (an
    /// escape byte in a file name) and the bidirectional and separator characters
    /// (`FindingText.escapedFormatting`) are shown as `\u{1b}`, as in text output, so that no
    /// terminal sequence reaches the log viewer and no text reorders or breaks the line, in the
    /// message and in `file` and `title` alike.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || FindingText.escapedFormatting.contains(scalar.value)
                {
                    out += FindingText.escape(String(scalar))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `escapeProperty` of `@actions/core`.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
