import ContractCheck

/// The `ci` report as text and JSON.
enum CIOutput {
    /// The row's outcome, as the commit's standing (`CICommit.standing`) says.
    static func outcome(_ commit: CICommit, documentConfigured: Bool) -> String {
        switch commit.standing(documentConfigured: documentConfigured) {
        case .passed(.plain): return "passed"
        case .passed(.noAnchors): return "passed (no anchors)"
        case .passed(.documentChanged): return "passed (document changed)"
        case .passed(.trailer): return "passed (trailer)"
        case .passed(.beforeDocument): return "passed (no document yet)"
        case .blocked(.ifChange): return "blocked (LINT.IfChange)"
        case .blocked(.constants): return "blocked (mirrored constants)"
        case .blocked(.tripwire): return "blocked"
        case .skippedMerge: return "skipped (merge)"
        case .documentInvalid: return "document does not parse"
        }
    }

    /// The `ci` report: findings, one row per commit, accepted drift and the §8 line as the body.
    static func report(_ report: CIReport, documentPath: String, sourceRoot: String?) -> CommandReport {
        var made = CommandReport(
            command: "ci", status: report.status, findings: report.findings, summary: report.summary,
            json: json(report),
            text: TextLayout(body: { style in table(report, style: style) }),
            documentPath: documentPath, sourceRoot: sourceRoot,
            acceptedDrift: report.acceptedDrift.map {
                AcceptedDrift(finding: $0.finding, trailer: $0.trailer, commit: $0.commit.description)
            })
        made.replay = report.replay?.source
        return made
    }

    static func table(_ report: CIReport, style: TextStyle) -> [String] {
        var lines: [String] = []
        for commit in report.commits {
            let id = String(commit.id.description.prefix(12))
            // Padded in Swift: Foundation's `padding(toLength:)` bridges through NSString, a
            // cost on every row of a long range.
            let text = outcome(commit, documentConfigured: report.documentConfigured)
            let shown = text + String(repeating: " ", count: max(0, 26 - text.count))
            var line = "  \(id)  \(shown) \(FindingText.escape(commit.subject))"
            if let override = commit.override, case .judged(.excused) = commit.outcome {
                line += "  [\(FindingText.escape(override.token)): \(FindingText.escape(override.value))]"
            }
            if commit.configurationChanged {
                line += "  [changes \(Configuration.fileName): judged under the parent's and its own]"
            }
            lines.append(commit.isBlocked ? style.red(line) : line)
        }
        for accepted in report.acceptedDrift {
            lines.append(
                "  drift accepted by \(String(accepted.commit.description.prefix(12))) "
                    + "(\(accepted.trailer.token): \(FindingText.escape(accepted.trailer.value))): "
                    + FindingText.escape(accepted.finding.message)
            )
        }
        for finding in report.preExistingDrift {
            let place = FindingText.location(finding.location)
            lines.append(
                "  already at the base, not failing: \(place): "
                    + "[\(finding.rule.id)] \(FindingText.escape(finding.message))"
            )
        }
        if let constants = report.constants {
            lines.append("\(FindingText.escape(constants.sectionName)) at head: \(constants.coverage.line).")
        }
        return lines
    }

    static func json(_ report: CIReport) -> [(String, JSONValue)] {
        [
            ("replay", replay(report)),
            ("base", .string(report.base.description)),
            ("head", .string(report.head.description)),
            (
                "commits",
                .array(
                    report.commits.map { commit in
                        .object([
                            ("id", .string(commit.id.description)),
                            ("subject", .string(commit.subject)),
                            ("parents", .int(commit.parents)),
                            ("outcome", .string(outcome(commit, documentConfigured: report.documentConfigured))),
                            ("anchors", .array(commit.anchors.map { .string($0.change.path) })),
                            ("anchorChanges", .array(commit.anchors.map { .string($0.shown) })),
                            (
                                "override",
                                commit.override.map {
                                    .object([("token", .string($0.token)), ("reason", .string($0.value))])
                                } ?? .null
                            ),
                            ("configurationChanged", .bool(commit.configurationChanged)),
                        ])
                    })
            ),
            (
                "acceptedDrift",
                .array(
                    report.acceptedDrift.map { entry in
                        .object([
                            ("commit", .string(entry.commit.description)), ("reason", .string(entry.trailer.value)),
                            ("finding", FindingJSON.finding(entry.finding)),
                        ])
                    })
            ),
            ("preExistingDrift", .array(report.preExistingDrift.map(FindingJSON.finding))),
            ("constants", report.constants.map { ConstantsOutput.jsonObject($0) } ?? .null),
            ("summary", .string(report.summary)),
        ]
    }

    /// The document a replay judged against, as given and as its findings name it; null for the gate.
    static func replay(_ report: CIReport) -> JSONValue {
        guard let replay = report.replay else { return .null }
        return .object([("document", .string(replay.source)), ("path", .string(replay.path))])
    }
}
