import ContractCheck

/// Compiler-style text for findings: `path:line:col: error: [rule-id] message`, with related
/// locations as `note:` lines and hints indented below.
enum FindingText {
    /// A path (or message) on one line: control characters are escaped as in C strings, so a
    /// file name with a newline cannot split or forge an output line.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

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
        var out = ["\(style.bold(location(finding.location) + ":")) \(severity) \(commit)[\(finding.rule.id)] \(escape(finding.message))"]
        for related in finding.related {
            out.append("\(style.bold(location(related.location) + ":")) \(style.cyan("note:")) \(escape(related.message))")
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
