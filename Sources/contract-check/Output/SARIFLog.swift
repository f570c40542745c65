import ContractCheck

/// The `--format sarif` output: a SARIF 2.1.0 log (OASIS standard) with one run, shaped for
/// GitHub code scanning (`github/codeql-action/upload-sarif`).
///
/// - `tool.driver.rules` lists every rule of `RuleCatalog` (and any other rule id a finding
///   uses), so a rule's `ruleIndex` is the same in every log.
/// - Each finding is one result; its location is repository-relative, percent-encoded
///   (`SARIFURI`) and relative to `%SRCROOT%`, which `originalUriBaseIds` maps to the working
///   tree. A region is given when the line is known (the column too, counted in UTF-8 bytes as in
///   text and JSON); a finding about a whole file has none.
/// - A finding without any location is placed at the contract document, marked with the
///   property `withoutLocation`: SARIF allows a result without locations, but GitHub rejects the
///   whole upload for one. Without a known document it has no `locations` at all.
/// - Hints end the message text (after a blank line) and are also in `properties.hints`; the
///   commit a finding is about is `properties.commit`.
/// - A replay (`ci --replay`) says so: `automationDetails` (id `contract-check/ci/replay/`, a
///   description naming the document) and `properties.replay`, the document as given.
/// - `invocations[0].executionSuccessful` is always true: a log is printed only when the command
///   could check (exit 0 or 1). When it cannot (exit 2) there is no log, only the error line on
///   standard error, so an upload step fails loudly instead of reporting a clean run.
enum SARIFLog {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"

    static func render(_ report: CommandReport) -> JSONValue {
        let rules = self.rules(for: report.findings)
        var run: [(String, JSONValue)] = [
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("contract-check")),
                            ("version", .string(ToolVersion.current)),
                            ("semanticVersion", .string(ToolVersion.current)),
                            ("rules", .array(rules.map(descriptor))),
                        ])
                    )
                ])
            ),
            (
                "invocations",
                .array([
                    .object([
                        ("executionSuccessful", .bool(true)),
                        ("exitCode", .int(Int(report.status.rawValue))),
                    ])
                ])
            ),
        ]
        if let root = report.sourceRoot {
            run.append(
                ("originalUriBaseIds", .object([(sourceRoot, .object([("uri", .string(SARIFURI.directory(root)))]))])))
        }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        run.append(
            (
                "results",
                .array(report.findings.map { result($0, ruleIndex: ruleIndex[$0.rule], document: report.documentPath) })
            ))
        var properties: [(String, JSONValue)] = [
            ("command", .string(report.command)), ("summary", .string(report.summary)),
        ]
        if let replay = report.replay {
            // A replay is not the gate's verdict: its own category, so code scanning keeps its
            // alerts apart from the gate's, and a description that says what it replayed.
            run.append(
                (
                    "automationDetails",
                    .object([
                        ("id", .string("contract-check/\(report.command)/replay/")),
                        ("description", .object([("text", .string("Replay of \(report.command) against \(replay)"))])),
                    ])
                ))
            properties.append(("replay", .string(replay)))
        }
        run.append(("properties", .object(properties)))
        return .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    /// `RuleCatalog.all`, then any rule the findings use that the catalog lacks.
    static func rules(for findings: [Finding]) -> [Rule] {
        var rules = RuleCatalog.all
        for finding in findings where !rules.contains(finding.rule) {
            rules.append(finding.rule)
        }
        return rules
    }

    static func descriptor(_ rule: Rule) -> JSONValue {
        .object([("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.summary))]))])
    }

    static func level(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func result(_ finding: Finding, ruleIndex: Int?, document: String?) -> JSONValue {
        var text = finding.message
        if !finding.hints.isEmpty { text += "\n\n" + finding.hints.joined(separator: "\n") }
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule.id))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members.append(("level", .string(level(finding.severity))))
        members.append(("message", .object([("text", .string(text))])))
        var properties: [(String, JSONValue)] = []
        if let location = finding.location {
            members.append(("locations", .array([self.location(location)])))
        } else if let document {
            members.append(("locations", .array([self.location(Location(path: document))])))
            properties.append(("withoutLocation", .bool(true)))
        }
        if !finding.related.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        finding.related.enumerated().map { index, related in
                            self.location(related.location, id: index + 1, message: related.message)
                        })
                ))
        }
        if let commit = finding.commit { properties.append(("commit", .string(commit))) }
        if !finding.hints.isEmpty { properties.append(("hints", .array(finding.hints.map(JSONValue.string)))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// A `location` object: the physical location, and for related locations an id and message.
    static func location(_ location: Location, id: Int? = nil, message: String? = nil) -> JSONValue {
        var physical: [(String, JSONValue)] = [
            (
                "artifactLocation",
                .object([("uri", .string(SARIFURI.reference(location.path))), ("uriBaseId", .string(sourceRoot))])
            )
        ]
        if let line = location.line, line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .int(line))]
            if let column = location.column, column >= 1 { region.append(("startColumn", .int(column))) }
            physical.append(("region", .object(region)))
        }
        var members: [(String, JSONValue)] = []
        if let id { members.append(("id", .int(id))) }
        members.append(("physicalLocation", .object(physical)))
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }
}
