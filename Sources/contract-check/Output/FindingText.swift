import ContractCheck

/// Compiler-style text for findings: `path:line:col: error: [rule-id] message`, with related
/// locations as `note:` lines and hints indented below.
enum FindingText {
    /// A path (or message, or any text from a document) on one line: control characters are
    /// escaped as in C strings, so a file name with a newline cannot split or forge an output
    /// line and an escape sequence (OSC 52 writes the clipboard) never reaches the terminal;
    /// the bidirectional controls and the line and paragraph separators (`escapedFormatting`)
    /// are shown as `\u{…}` too, so no text can reorder or break what is printed around it.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || escapedFormatting.contains(scalar.value)
                {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// U+2028 and U+2029 (line and paragraph separators), U+202A–U+202E (embeddings and
    /// overrides) and U+2066–U+2069 (isolates).
    static let escapedFormatting: Set<UInt32> = [
        0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
        0x2066, 0x2067, 0x2068, 0x2069,
    ]

    static func location(_ location: Location?) -> String {
        guard let location else { return "contract-check" }
        var text = escape(location.path)
        if let line = location.line {
            text += ":\(line)"
            if let column = location.column { text += ":\(column)" }
        }
        return text
    }

    static func lines(_ finding: Finding, style: TextStyle) -> [String] {
        let severity: String
        switch finding.severity {
        case .error: severity = style.red("error:")
        case .warning: severity = style.yellow("warning:")
        case .note: severity = style.cyan("note:")
        }
        let commit = finding.commit.map { "[\(String($0.prefix(12)))] " } ?? ""
        let place = style.bold(location(finding.location) + ":")
        var out = ["\(place) \(severity) \(commit)[\(finding.rule.id)] \(escape(finding.message))"]
        for related in finding.related {
            out.append(
                "\(style.bold(location(related.location) + ":")) \(style.cyan("note:")) \(escape(related.message))")
        }
        for hint in finding.hints {
            out.append("    " + escape(hint))
        }
        return out
    }

    /// "1 error" / "2 errors, 1 warning".
    static func count(_ findings: [Finding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        var parts = ["\(errors) error\(errors == 1 ? "" : "s")"]
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }
}
