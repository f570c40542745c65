import ContractCheck

/// The JSON form of findings, shared by every `--format json` output (schema version 1,
/// documented in the README).
enum FindingJSON {
    static let schemaVersion = 1

    static func location(_ location: Location?) -> JSONValue {
        guard let location else { return .null }
        return .object([
            ("path", .string(location.path)), ("line", .optional(location.line)),
            ("column", .optional(location.column)),
        ])
    }

    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("ruleId", .string(finding.rule.id)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("location", location(finding.location)),
            (
                "related",
                .array(
                    finding.related.map {
                        .object([("location", location($0.location)), ("message", .string($0.message))])
                    })
            ),
            ("commit", .optional(finding.commit)),
            ("hints", .array(finding.hints.map(JSONValue.string))),
        ])
    }

    /// The envelope every JSON report shares.
    static func report(command: String, status: CheckStatus, findings: [Finding], extra: [(String, JSONValue)])
        -> JSONValue
    {
        .object(
            [
                ("schemaVersion", .int(schemaVersion)),
                ("tool", .string("contract-check")),
                ("command", .string(command)),
                ("exitCode", .int(Int(status.rawValue))),
                ("findings", .array(findings.map(finding))),
            ] + extra)
    }

    /// The `--format json` output of a report: the envelope, then the command's own members.
    static func report(_ report: CommandReport) -> JSONValue {
        self.report(command: report.command, status: report.status, findings: report.findings, extra: report.json)
    }
}
