import ContractCheck

/// The words the hooks say.
enum HookMessages {
    /// pre-commit: the manifest's warnings, then the staged document's parse error (which
    /// stops the commit), or the heads-up about what the commit-msg hook will block.
    static func preCommit(_ verdict: HookVerdict, style: TextStyle) -> [String] {
        var blocks = verdict.warnings.map { FindingText.escape($0.description) }
        if let problem = verdict.documentProblem {
            blocks.append(FindingText.lines(problem, style: style).joined(separator: "\n"))
            blocks.append("contract-check: commit stopped: the staged contract document does not parse "
                + "(\(FindingText.count(verdict.findings))).")
            return blocks
        }
        if let evaluation = verdict.tripwire, verdict.tripwireBlocks {
            blocks.append(headsUp(evaluation, style: style))
        }
        if !verdict.blockingDrift.isEmpty {
            blocks.append(driftHeadsUp(verdict.blockingDrift, trailerKey: verdict.driftTrailerKey, style: style))
        }
        let unresolved = verdict.unresolvedReferences.count
        if unresolved > 0 {
            blocks.append("contract-check: note: \(unresolved) reference\(unresolved == 1 ? "" : "s") in §8 do not "
                + "resolve; run 'contract-check constants --staged' for details.")
        }
        return blocks
    }

    /// commit-msg: nothing when the commit passes, else the one block that says everything.
    static func commitMsg(_ verdict: HookVerdict, messageFile: String, style: TextStyle) -> [String] {
        guard verdict.status == .findings else { return [] }
        return [commitMsgBlocked(verdict, messageFile: messageFile, style: style)]
    }

    /// pre-commit: the staged anchors by manifest group, and the two ways out.
    static func headsUp(_ evaluation: TripwireEvaluation, style: TextStyle) -> String {
        let count = evaluation.anchors.count
        var lines = [
            "\(style.yellow("contract-check: heads-up:")) this commit changes \(count) contract anchor\(count == 1 ? "" : "s") but not the contract document \(FindingText.escape(evaluation.documentPath)).",
        ]
        for (group, anchors) in evaluation.groups {
            lines.append("  \(style.bold(group.map(FindingText.escape) ?? "(no group)"))")
            for anchor in anchors {
                lines.append("    \(anchor.change.status.rawValue) \(FindingText.escape(anchor.change.path))")
            }
        }
        lines.append("The commit-msg hook will block this commit unless you either")
        lines.append("  1. update the document and stage it:  git add \(FindingText.escape(evaluation.documentPath))")
        lines.append("  2. or, if the contract really is unchanged, end the commit message with the trailer")
        lines.append("       \(evaluation.trailerTemplate)")
        lines.append("     (\(trailerOption(evaluation.trailerTemplate)) adds it for you)")
        return lines.joined(separator: "\n")
    }

    /// The `git commit --trailer` option that adds `template` (git 2.32 and later), quoted for
    /// a POSIX shell.
    static func trailerOption(_ template: String) -> String {
        "git commit --trailer '\(FindingText.escape(template).replacingOccurrences(of: "'", with: "'\\''"))'"
    }

    /// commit-msg: everything that blocks the commit, and the summary line.
    /// `messageFile` is the file git handed the hook (where git keeps the message).
    static func commitMsgBlocked(_ result: HookVerdict, messageFile: String, style: TextStyle) -> String {
        var parts: [String] = []
        var summary: [String] = []
        if let evaluation = result.tripwire, result.tripwireBlocks {
            parts.append(blocked(evaluation, findings: result.tripwireFindings, context: result.context,
                                 messageFile: messageFile, style: style))
            summary.append("\(evaluation.anchors.count) contract anchor\(evaluation.anchors.count == 1 ? "" : "s") changed without the contract document")
        }
        let drift = result.blockingDrift
        if !drift.isEmpty {
            parts.append(driftBlocked(drift, trailerKey: result.driftTrailerKey, style: style))
            summary.append("\(drift.count) mirrored-constant drift\(drift.count == 1 ? "" : "s")")
        }
        parts.append("\(style.red("contract-check: commit blocked:")) \(summary.joined(separator: " and ")) (\(FindingText.count(result.findings))).")
        return parts.joined(separator: "\n\n")
    }

    /// The drift part: the findings, and the two ways out.
    static func driftBlocked(_ findings: [Finding], trailerKey: String, style: TextStyle) -> String {
        var lines: [String] = []
        for finding in findings {
            lines.append(contentsOf: FindingText.lines(finding, style: style))
        }
        lines.append("")
        lines.append("The staged files disagree with the mirrored constants of §8. Change every side together, or, if")
        lines.append("the sides knowingly differ for now (a staged rollout), end the message with this trailer:")
        lines.append("")
        lines.append("    \(trailerKey): <reason>")
        return lines.joined(separator: "\n")
    }

    /// pre-commit: drift in the staged snapshot, as a heads-up.
    static func driftHeadsUp(_ drift: [Finding], trailerKey: String, style: TextStyle) -> String {
        var lines = ["\(style.yellow("contract-check: heads-up:")) the staged files drift from §8's mirrored constants (\(drift.count) finding\(drift.count == 1 ? "" : "s")):"]
        for finding in drift {
            lines.append(contentsOf: FindingText.lines(finding, style: style))
        }
        lines.append("The commit-msg hook will block this commit unless the sides agree or the message ends with")
        lines.append("       \(trailerKey): <reason>")
        return lines.joined(separator: "\n")
    }

    /// commit-msg: every anchor, that the document is not staged, and the exact trailer line.
    static func blocked(_ evaluation: TripwireEvaluation, findings: [Finding], context: CommitContext?, messageFile: String,
                        style: TextStyle) -> String {
        var lines: [String] = []
        for finding in findings {
            lines.append(contentsOf: FindingText.lines(finding, style: style))
        }
        lines.append("")
        lines.append("The contract document \(FindingText.escape(evaluation.documentPath)) is not part of this commit.")
        if evaluation.hasEmptyOverride {
            lines.append("The message has a \(evaluation.trailerKey) trailer, but its reason is empty.")
        }
        if context?.kind == .amend {
            lines.append("(This is an --amend: the whole amended commit was judged against its parent.)")
        }
        lines.append("Update the document and stage it (git add \(FindingText.escape(evaluation.documentPath))), or, if the contract")
        lines.append("really is unchanged, end the message with this trailer as its last paragraph:")
        lines.append("")
        lines.append("    \(evaluation.trailerTemplate)")
        lines.append("")
        lines.append("(\(trailerOption(evaluation.trailerTemplate)) adds it; your message is kept in \(FindingText.escape(messageFile)).)")
        return lines.joined(separator: "\n")
    }
}
