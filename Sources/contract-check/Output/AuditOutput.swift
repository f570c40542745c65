import ContractCheck

/// The `audit` report as text and JSON.
enum AuditOutput {
    static func text(_ report: AuditReport, style: TextStyle) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append(contentsOf: FindingText.lines(finding, style: style))
        }
        if !lines.isEmpty { lines.append("") }
        if !report.history.isEmpty {
            lines.append("Commits since the document last changed that touched anchors:")
            for entry in report.history {
                let state = entry.isBypass ? style.red("bypass ") : "trailer"
                let reason = entry.commit.override.map { " [\($0.token): \(FindingText.escape($0.value))]" } ?? ""
                lines.append("  \(String(entry.commit.id.description.prefix(12)))  \(state)  \(FindingText.escape(entry.commit.subject))\(reason)")
            }
            lines.append("")
        }
        lines.append("contract-check audit:")
        for line in report.coverage { lines.append("  \(line)") }
        return lines.joined(separator: "\n")
    }

    static func json(_ report: AuditReport) -> JSONValue {
        FindingJSON.report(command: "audit", status: report.status, findings: report.findings, extra: [
            ("document", .string(report.documentPath)),
            ("manifest", .object([("entries", .int(report.manifestEntries)),
                                  ("missing", .array(report.missingEntries.map { .object([("path", .string($0.path)), ("line", .int($0.line))]) }))])),
            ("anchors", .array(report.anchors.map { check in
                .object([
                    ("path", .string(check.anchor.path)),
                    ("side", .string(check.anchor.side)),
                    ("line", .int(check.anchor.line)),
                    ("resolved", .optional(check.resolved)),
                    ("symbols", .array(check.symbols.map { entry in
                        let state: String
                        switch entry.state {
                        case .found: state = "found"
                        case .commentOnly: state = "comment-only"
                        case .missing: state = "missing"
                        case .notCheckable: state = "not-checkable"
                        case .fileUnresolved: state = "file-unresolved"
                        }
                        return .object([("name", .string(entry.symbol.name)), ("state", .string(state))])
                    })),
                ])
            })),
            ("constants", report.constants.map { ConstantsOutput.json($0) } ?? .null),
            ("history", .object([
                ("documentLastChanged", .optional(report.documentLastChanged?.description)),
                ("note", .optional(report.historyNote)),
                ("commits", .array(report.history.map { entry in
                    .object([("id", .string(entry.commit.id.description)), ("subject", .string(entry.commit.subject)),
                             ("bypass", .bool(entry.isBypass)),
                             ("trailer", entry.commit.override.map { .string($0.value) } ?? .null),
                             ("anchors", .array(entry.commit.anchors.map { .string($0.change.path) }))])
                })),
            ])),
            ("coverage", .array(report.coverage.map(JSONValue.string))),
        ])
    }
}
