import ContractCheck

/// The `audit` report as text and JSON.
enum AuditOutput {
    /// The `audit` report: findings, the history rows, and the coverage summary as closing lines.
    static func report(_ report: AuditReport, sourceRoot: String?) -> CommandReport {
        CommandReport(
            command: "audit", status: report.status, findings: report.findings,
            summary: report.coverage.joined(separator: "; "),
            json: json(report),
            text: TextLayout(
                body: { style in history(report, style: style) + examples(report) },
                closing: ["contract-check audit:"] + report.coverage.map { "  " + $0 }),
            documentPath: report.documentPath, sourceRoot: sourceRoot)
    }

    static func history(_ report: AuditReport, style: TextStyle) -> [String] {
        guard !report.history.isEmpty else { return [] }
        var lines = ["Commits since the document last changed that touched anchors:"]
        for entry in report.history {
            let state = entry.isBypass ? style.red("bypass ") : "trailer"
            let reason =
                entry.commit.override.map { " [\(FindingText.escape($0.token)): \(FindingText.escape($0.value))]" }
                ?? ""
            let id = String(entry.commit.id.description.prefix(12))
            lines.append("  \(id)  \(state)  \(FindingText.escape(entry.commit.subject))\(reason)")
        }
        return lines
    }

    /// The fenced JSON examples no §8 side names, each with its line and the side that names it.
    static func examples(_ report: AuditReport) -> [String] {
        guard !report.examples.unnamed.isEmpty else { return [] }
        var lines = ["Fenced JSON examples no §8 side names (a side naming one checks it):"]
        for unnamed in report.examples.unnamed {
            lines.append(
                "  \(FindingText.escape(report.documentPath)):\(unnamed.example.line)  "
                    + FindingText.escape(unnamed.reference))
        }
        return lines
    }

    /// The document's fenced JSON examples: how many, and those no §8 side names.
    static func examplesJSON(_ report: AuditReport) -> JSONValue {
        .object([
            ("json", .int(report.examples.total)),
            (
                "unnamed",
                .array(
                    report.examples.unnamed.map {
                        .object([
                            ("line", .int($0.example.line)), ("section", .string($0.example.sectionTitle)),
                            ("reference", .string($0.reference)),
                        ])
                    })
            ),
        ])
    }

    static func json(_ report: AuditReport) -> [(String, JSONValue)] {
        [
            ("document", .string(report.documentPath)),
            (
                "manifest",
                .object([
                    ("entries", .int(report.manifestEntries)),
                    (
                        "missing",
                        .array(
                            report.missingEntries.map {
                                .object([("path", .string($0.written)), ("line", .int($0.line))])
                            })
                    ),
                ])
            ),
            (
                "anchors",
                .array(
                    report.anchors.map { check in
                        .object([
                            ("path", .string(check.anchor.path)),
                            ("side", .string(check.anchor.side)),
                            ("line", .int(check.anchor.line)),
                            ("resolved", .optional(check.resolved)),
                            (
                                "symbols",
                                .array(
                                    check.symbols.map { entry in
                                        .object([
                                            ("name", .string(entry.symbol.name)),
                                            ("state", .string(symbolState(entry.state))),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            ("constants", report.constants.map { ConstantsOutput.jsonObject($0) } ?? .null),
            (
                "blocks",
                .object([
                    ("files", .int(report.blocks.files)), ("blocks", .int(report.blocks.blocks)),
                    ("targets", .int(report.blocks.targets)), ("dangling", .int(report.blocks.dangling)),
                    ("malformed", .int(report.blocks.malformed)),
                ])
            ),
            ("examples", examplesJSON(report)),
            (
                "history",
                .object([
                    ("documentLastChanged", .optional(report.documentLastChanged?.description)),
                    ("note", .optional(report.historyNote)),
                    (
                        "commits",
                        .array(
                            report.history.map { entry in
                                .object([
                                    ("id", .string(entry.commit.id.description)),
                                    ("subject", .string(entry.commit.subject)),
                                    ("bypass", .bool(entry.isBypass)),
                                    ("trailer", entry.commit.override.map { .string($0.value) } ?? .null),
                                    ("anchors", .array(entry.commit.anchors.map { .string($0.change.path) })),
                                ])
                            })
                    ),
                ])
            ),
            ("coverage", .array(report.coverage.map(JSONValue.string))),
        ]
    }

    static func symbolState(_ state: AnchorCheck.Symbol) -> String {
        switch state {
        case .found: return "found"
        case .commentOnly: return "comment-only"
        case .missing: return "missing"
        case .notCheckable: return "not-checkable"
        case .fileUnresolved: return "file-unresolved"
        }
    }
}
