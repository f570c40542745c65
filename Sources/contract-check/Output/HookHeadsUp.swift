import ContractCheck

/// pre-commit's heads-up: short, because the commit-msg hook gives the full account. What is
/// staged that matters, grouped (one line per anchor, one per drift), then the way out in one
/// line. No finding's message is printed here, so none is printed twice across the two hooks.
/// When the `git commit` command line settles the commit (its `--trailer`s, or a `-m` message
/// git will not open an editor on), the last line says so instead of "will block".
enum HookHeadsUp {
    static func render(_ verdict: HookVerdict, style: TextStyle) -> String? {
        guard let tripwire = verdict.tripwire else { return nil }
        let anchors = tripwire.documentChanged ? [] : tripwire.anchors
        let drift = verdict.movedReferences + verdict.blockingDrift + verdict.acceptedDrift
        guard !anchors.isEmpty || !drift.isEmpty else { return nil }
        var parts: [String] = []
        if !anchors.isEmpty {
            parts.append(
                "\(plural(anchors.count, "contract anchor")) staged without the contract document "
                    + FindingText.escape(tripwire.documentPath))
        }
        if !drift.isEmpty {
            let moved = verdict.movedReferences.count
            if moved > 0 { parts.append("\(plural(moved, "renamed file")) the document must follow") }
            let count = drift.count - moved
            if count > 0 { parts.append("\(plural(count, "mirrored-constant drift")) in the staged files") }
        }
        var lines = ["\(style.yellow("contract-check: heads-up:")) \(parts.joined(separator: " and ")):"]
        if !anchors.isEmpty {
            lines.append(contentsOf: anchorLines(tripwire, style: style))
        }
        if !drift.isEmpty {
            lines.append("  \(style.bold(FindingText.escape(verdict.constantsSection)))")
            lines.append(contentsOf: driftLines(drift, verdict).map { "    " + $0 })
        }
        lines.append("  " + wayOut(verdict, anchors: !anchors.isEmpty))
        return lines.joined(separator: "\n")
    }

    /// The anchors by manifest group: `M path`, `R old → new`.
    static func anchorLines(_ tripwire: TripwireEvaluation, style: TextStyle) -> [String] {
        var lines: [String] = []
        for (group, anchors) in tripwire.groups {
            lines.append("  \(style.bold(group.map(FindingText.escape) ?? "(no group)"))")
            for anchor in anchors {
                lines.append("    " + FindingText.escape(anchor.shown))
            }
        }
        return lines
    }

    /// One line per bullet and staged file, in the order of the findings: at the first line
    /// known there, counted when it stands for more than one finding.
    static func driftLines(_ drift: [Finding], _ verdict: HookVerdict) -> [String] {
        var order: [String] = []
        var groups: [String: (label: String?, location: Location?, suffix: String, count: Int)] = [:]
        for finding in drift {
            let (label, location, suffix) = driftPlace(finding, verdict)
            let key = [label ?? "", location?.path ?? "", suffix].joined(separator: "\u{0}")
            guard var group = groups[key] else {
                order.append(key)
                groups[key] = (label, location, suffix, 1)
                continue
            }
            group.count += 1
            if group.location?.line == nil { group.location = location }
            groups[key] = group
        }
        return order.compactMap { groups[$0] }.map { group in
            let place = FindingText.location(group.location) + group.suffix
            let line = [group.label, place].compactMap { $0 }.joined(separator: ": ")
            return group.count == 1 ? line : "\(line) (\(group.count) drifts)"
        }
    }

    /// One drift: the bullet and the staged place behind it (not the finding's message, which
    /// commit-msg prints). A finding in a file the commit does not change is shown at the
    /// bullet's line in the document when the commit changes that: the heads-up names only
    /// staged files.
    static func driftPlace(_ finding: Finding, _ verdict: HookVerdict) -> (String?, Location?, String) {
        let label = verdict.constants?.bullet(of: finding).map { "\"\(FindingText.escape($0.label))\"" }
        var location = finding.location
        if let report = verdict.constants, let path = location?.path, !report.changedPaths.contains(path),
            report.changedPaths.contains(report.documentPath),
            let listed = finding.related.first(where: { $0.location.path == report.documentPath })
        {
            location = Location(path: listed.location.path, line: listed.location.line)
        }
        var suffix = ""
        if finding.rule == .referenceMoved, let renamed = finding.related.first {
            suffix = " names a file renamed to " + FindingText.escape(renamed.location.path)
        }
        return (label, location, suffix)
    }

    /// The last line: settled by the command line, blocked by it, or what the commit-msg hook
    /// will want.
    static func wayOut(_ verdict: HookVerdict, anchors: Bool) -> String {
        let excused = anchors && !verdict.blockedBy.contains(.tripwire)
        let accepted = verdict.driftAccepted != nil
        if verdict.blockedBy.isEmpty {
            var by: [String] = []
            if excused, let trailer = verdict.tripwire?.override { by.append(show(trailer)) }
            if accepted, let trailer = verdict.driftAccepted { by.append(show(trailer)) }
            let settled = verdict.commandLine?.reused == true ? "the reused message" : "the command line"
            return "Settled by \(settled): the commit-msg hook will let it through "
                + "(\(by.joined(separator: " and ")))."
        }
        let fix = HookMessages.fix(verdict)
        if fix.trailers.isEmpty {
            return "The commit-msg hook will block it unless you \(fix.change)."
        }
        if verdict.messageKnown {
            let message = verdict.commandLine?.reused == true ? "reused message" : "message on the command line"
            return "The \(message) lacks \(fix.trailers.joined(separator: " and ")), so the "
                + "commit-msg hook will block it: \(fix.change), or add \(fix.trailers.count == 1 ? "it" : "them") "
                + "with \(fix.trailerOption)."
        }
        return "The commit-msg hook will block it unless you \(fix.change), or end the message with "
            + "\(fix.trailers.joined(separator: " and ")) (\(fix.trailerOption))."
    }

    static func show(_ trailer: Trailer) -> String {
        "\"\(FindingText.escape(trailer.token)): \(FindingText.escape(trailer.value))\""
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
