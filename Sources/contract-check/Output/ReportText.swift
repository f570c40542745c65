import ContractCheck

/// The text format of a `CommandReport` (the layout is `TextLayout`'s).
enum ReportText {
    static func render(_ report: CommandReport, style: TextStyle) -> String {
        var lines: [String] = []
        for finding in report.findings where finding.severity >= report.text.minimumSeverity {
            lines.append(contentsOf: FindingText.lines(finding, style: style))
        }
        if let body = report.text.body {
            if !lines.isEmpty { lines.append("") }
            lines.append(contentsOf: body(style))
            lines.append("")
        }
        lines.append(contentsOf: report.text.closing ?? ["contract-check: \(FindingText.escape(report.summary))."])
        return lines.joined(separator: "\n")
    }
}
