import ContractCheck

/// The `check` report: the findings, the verdict (and the §8 outcome) as closing lines, and the
/// JSON members `verdict`, `constants`, `driftAccepted`, `document`, `documentChanged`,
/// `anchors`, `override` and `configurationChange`.
enum CheckOutput {
    static func report(_ result: HookVerdict, documentPath: String, sourceRoot: String?) -> CommandReport {
        let phrases = self.phrases(result)
        return CommandReport(
            command: "check", status: result.status, findings: result.findings,
            summary: phrases.joined(separator: " "),
            json: json(result),
            text: TextLayout(closing: phrases.map { "contract-check: " + $0 }),
            documentPath: documentPath, sourceRoot: sourceRoot,
            acceptedDrift: result.driftAccepted.map { trailer in
                result.acceptedDrift.map { AcceptedDrift(finding: $0, trailer: trailer, commit: nil) }
            } ?? [])
    }

    /// The closing sentences, each a line of text after `contract-check: `.
    static func phrases(_ result: HookVerdict) -> [String] {
        let blocks = result.ifChangeFindings.count
        let ifChange =
            !result.blockedBy.contains(.ifChange)
            ? []
            : [
                "would block: \(blocks) LINT.IfChange finding(s) in the staged change; change each block's "
                    + "targets with it, or waive them as the findings say."
            ]
        guard let evaluation = result.tripwire else { return ifChange }
        var phrases = ifChange
        switch evaluation.verdict {
        case .noAnchors: phrases.append("no contract anchors are staged.")
        case .documentChanged:
            phrases.append("\(evaluation.anchors.count) contract anchor(s) staged with the contract document: passes.")
        case .excused(let reason):
            phrases.append(
                "\(evaluation.anchors.count) contract anchor(s) staged without the document, excused "
                    + "by \(evaluation.trailerKey): \(FindingText.escape(reason))"
            )
        case .blocked:
            phrases.append(
                "would block: \(evaluation.anchors.count) contract anchor(s) staged without the contract document; add "
                    + "the trailer \"\(evaluation.trailerTemplate)\" or stage the document."
            )
        }
        if let constants = result.constants {
            if result.blockedBy.contains(.drift) {
                let drift = result.blockingDrift.count
                phrases.append(
                    "would block: \(drift) mirrored-constant drift(s) in the staged files; make the sides agree or add "
                        + "the trailer \"\(result.driftTrailerKey): <reason>\"."
                )
            } else if let accepted = result.driftAccepted {
                phrases.append(
                    "mirrored-constant drift accepted by \(accepted.token): \(FindingText.escape(accepted.value))")
            }
            phrases.append(
                "\(FindingText.escape(constants.sectionName)) over the staged files: \(constants.coverage.line).")
        }
        if let change = HookMessages.configurationChange(result) {
            phrases.append(change)
        }
        return phrases
    }

    static func json(_ result: HookVerdict) -> [(String, JSONValue)] {
        guard let evaluation = result.tripwire else { return [] }
        let verdict: String
        switch evaluation.verdict {
        case .noAnchors: verdict = "no-anchors"
        case .documentChanged: verdict = "document-changed"
        case .excused: verdict = "excused"
        case .blocked: verdict = "blocked"
        }
        return [
            ("verdict", .string(verdict)),
            ("constants", result.constants.map { ConstantsOutput.jsonObject($0) } ?? .null),
            (
                "driftAccepted",
                result.driftAccepted.map { .object([("token", .string($0.token)), ("reason", .string($0.value))]) }
                    ?? .null
            ),
            ("document", .string(evaluation.documentPath)),
            ("documentChanged", .bool(evaluation.documentChanged)),
            (
                "anchors",
                .array(
                    evaluation.anchors.map { anchor in
                        .object([
                            ("path", .string(anchor.change.path)), ("status", .string(anchor.change.status.rawValue)),
                            ("group", .optional(anchor.group)), ("manifestLine", .optional(anchor.entries.first?.line)),
                            (
                                "renamed",
                                anchor.renamed.map {
                                    .object([("from", .string($0.from)), ("to", .string($0.to))])
                                } ?? .null
                            ),
                        ])
                    })
            ),
            (
                "override",
                evaluation.override.map { .object([("token", .string($0.token)), ("reason", .string($0.value))]) }
                    ?? .null
            ),
            (
                "configurationChange",
                result.configurationChange.map { change in
                    .object([
                        ("judgedUnder", .array(change.labels.map { .string($0) })),
                        ("verdictUnder", .optional(result.configurationFile)),
                    ])
                } ?? .null
            ),
        ]
    }
}
