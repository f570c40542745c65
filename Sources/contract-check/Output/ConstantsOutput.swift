import AnchorManifest
import ContractCheck

/// The `constants` report as text and JSON.
enum ConstantsOutput {
    static func text(_ report: ConstantsReport, style: TextStyle) -> String {
        var lines: [String] = []
        for finding in report.findings where finding.severity != .note {
            lines.append(contentsOf: FindingText.lines(finding, style: style))
        }
        if !lines.isEmpty { lines.append("") }
        for result in report.bullets {
            let state: String
            switch result.state {
            case .ok: state = "ok          "
            case .drift: state = style.red("drift       ")
            case .unresolved: state = style.yellow("unresolved  ")
            case .unverifiable: state = style.dim("unverifiable")
            }
            lines.append("\(FindingText.escape(report.documentPath)):\(result.bullet.line): \(state) \(FindingText.escape(result.bullet.label)) — \(FindingText.escape(result.detail))")
        }
        lines.append("")
        lines.append("contract-check: \(report.coverage.line).")
        return lines.joined(separator: "\n")
    }

    static func json(_ report: ConstantsReport) -> JSONValue {
        let coverage = report.coverage
        return FindingJSON.report(command: "constants", status: report.status, findings: report.findings, extra: [
            ("document", .string(report.documentPath)),
            ("bullets", .array(report.bullets.map { result in
                .object([
                    ("label", .string(result.bullet.label)),
                    ("line", .int(result.bullet.line)),
                    ("state", .string(result.state.rawValue)),
                    ("detail", .string(result.detail)),
                    ("values", .array(result.bullet.clauses.flatMap(\.values).map { .string($0.text) })),
                    ("files", .array(result.resolvedFiles.map(JSONValue.string))),
                ])
            })),
            ("coverage", .object([
                ("bullets", .int(coverage.total)), ("verified", .int(coverage.verified)), ("drift", .int(coverage.drift)),
                ("unresolved", .int(coverage.unresolved)), ("unverifiable", .int(coverage.unverifiable)),
                ("summary", .string(coverage.line)),
            ])),
        ])
    }
}
