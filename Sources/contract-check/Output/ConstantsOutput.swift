import AnchorManifest
import ContractCheck

/// The `constants` report: the findings, the bullet table (text) or `bullets` (JSON), and the
/// coverage line as the summary.
enum ConstantsOutput {
    static func report(_ report: ConstantsReport, sourceRoot: String?) -> CommandReport {
        CommandReport(
            command: "constants", status: report.status, findings: report.findings, summary: report.coverage.line,
            json: json(report),
            text: TextLayout(minimumSeverity: .warning, body: { style in table(report, style: style) }),
            documentPath: report.documentPath, sourceRoot: sourceRoot)
    }

    /// One row per bullet: where it is, its state and why.
    static func table(_ report: ConstantsReport, style: TextStyle) -> [String] {
        report.bullets.map { result in
            let state: String
            switch result.state {
            case .ok: state = "ok          "
            case .drift: state = style.red("drift       ")
            case .unresolved: state = style.yellow("unresolved  ")
            case .unverifiable: state = style.dim("unverifiable")
            }
            let place = "\(FindingText.escape(report.documentPath)):\(result.bullet.line)"
            return
                "\(place): \(state) \(FindingText.escape(result.bullet.label)) — \(FindingText.escape(result.detail))"
        }
    }

    /// The `constants` members of the JSON report (also nested in `check`'s `constants`).
    static func json(_ report: ConstantsReport) -> [(String, JSONValue)] {
        let coverage = report.coverage
        return [
            ("document", .string(report.documentPath)),
            (
                "bullets",
                .array(
                    report.bullets.map { result in
                        .object([
                            ("label", .string(result.bullet.label)),
                            ("line", .int(result.bullet.line)),
                            ("state", .string(result.state.rawValue)),
                            ("detail", .string(result.detail)),
                            ("precision", result.precision.map { .string($0.rawValue) } ?? .null),
                            ("values", .array(result.bullet.clauses.flatMap(\.values).map { .string($0.text) })),
                            ("files", .array(result.resolvedFiles.map(JSONValue.string))),
                        ])
                    })
            ),
            (
                "coverage",
                .object([
                    ("bullets", .int(coverage.total)), ("verified", .int(coverage.verified)),
                    ("drift", .int(coverage.drift)),
                    ("unresolved", .int(coverage.unresolved)), ("unverifiable", .int(coverage.unverifiable)),
                    ("shapeChecked", .int(coverage.shapeChecked)), ("symbolPrecise", .int(coverage.symbolPrecise)),
                    ("fileWide", .int(coverage.fileWide)),
                    ("summary", .string(coverage.line)),
                ])
            ),
        ]
    }

    /// The whole `constants` JSON object, as `check` nests it.
    static func jsonObject(_ report: ConstantsReport) -> JSONValue {
        FindingJSON.report(command: "constants", status: report.status, findings: report.findings, extra: json(report))
    }
}
