import ContractCheck

/// The words the hooks say.
enum HookMessages {
    /// pre-commit: the manifest's warnings, then the staged document's parse error (which
    /// stops the commit), or the short heads-up (`HookHeadsUp`). `tool` is how the notes name
    /// this tool (`ToolCommand`).
    static func preCommit(_ verdict: HookVerdict, style: TextStyle, tool: String = ToolCommand.name) -> [String] {
        var blocks = verdict.warnings.map { FindingText.escape($0.description) }
        if let problem = verdict.documentProblem {
            blocks.append(FindingText.lines(problem, style: style).joined(separator: "\n"))
            blocks.append(
                "contract-check: commit stopped: the staged contract document does not parse "
                    + "(\(FindingText.count(verdict.findings))).")
            return blocks
        }
        if let headsUp = HookHeadsUp.render(verdict, style: style) {
            blocks.append(headsUp)
        }
        if let change = configurationChange(verdict, namingFindings: false) {
            blocks.append("contract-check: note: \(change)")
        }
        if let constants = verdict.constants {
            blocks.append(contentsOf: constantsNotes(constants, style: style, tool: tool))
        }
        let unresolved = verdict.unresolvedReferences.count
        if unresolved > 0 {
            blocks.append(
                "contract-check: note: \(unresolved) reference\(unresolved == 1 ? "" : "s") in "
                    + "\(FindingText.escape(verdict.constantsSection)) \(unresolved == 1 ? "does" : "do") not "
                    + "resolve; run \(runStaged(tool)) for details.")
        }
        return blocks
    }

    /// commit-msg: nothing when the commit passes, else the one block that gives the full
    /// account: every finding, why, and one way out naming every trailer the message needs.
    /// `messageFile` is the path git gave the hook, as the user can use it from the folder
    /// `git commit` was started in (`HookCommand`).
    static func commitMsg(_ verdict: HookVerdict, messageFile: String, style: TextStyle) -> [String] {
        let invocation = verdict.context.invocation
        let reuse = command(invocation, reusing: messageFile)
        let late = stagedDuringEdit(verdict.stagedDuringEdit)
        // pre-commit said that the commit changes the configuration; the block says only which
        // configuration its findings are under.
        let change = verdict.configurationFile.map { "The findings above are under \(FindingText.escape($0))." }
        guard verdict.status == .findings else {
            return late.map { ["contract-check: note: \($0) It stays staged for the next commit."] } ?? []
        }
        guard let tripwire = verdict.tripwire, !verdict.blockedBy.subtracting(.ifChange).isEmpty else {
            return ifChangeBlock(verdict, late: late, reuse: reuse, style: style)
        }
        let blocksTripwire = verdict.blockedBy.contains(.tripwire)
        let blocksDrift = verdict.blockedBy.contains(.drift)
        var lines = verdict.findings.flatMap { FindingText.lines($0, style: style) }
        lines.append("")
        if let late {
            lines.append(
                late + " It is still staged: commit again to include it (\(reuse) keeps your message).")
        }
        if let change {
            lines.append(change)
        }
        if blocksTripwire {
            let document = FindingText.escape(tripwire.documentPath)
            lines.append("The contract document \(document) is not part of this commit.")
            if tripwire.hasEmptyOverride {
                lines.append("The message has a \(tripwire.trailerKey) trailer, but its reason is empty.")
            }
            if verdict.context.kind == .amend {
                lines.append("(This is an --amend: the whole amended commit was judged against its parent.)")
            }
        }
        if blocksDrift {
            lines.append(
                "The staged files disagree with the \(FindingText.escape(verdict.constantsSection)) "
                    + "of the contract document.")
        }
        if verdict.blockedBy.contains(.movedReferences) {
            lines.append(
                "The contract document names a file this commit renames; it must name the new path "
                    + "(no trailer excuses that).")
        }
        let fix = fix(verdict)
        guard !fix.trailers.isEmpty else {
            lines.append("\(capitalized(fix.change)).")
            lines.append(summary(verdict, style: style))
            return [lines.joined(separator: "\n")]
        }
        let these = fix.trailers.count == 1 ? "this trailer" : "these \(fix.trailers.count) trailers"
        lines.append(
            "\(capitalized(fix.change)), or, if \(fix.condition), end the message with \(these) "
                + "as its last paragraph:")
        lines.append("")
        lines.append(contentsOf: fix.trailers.map { "    " + $0 })
        lines.append("")
        // A message from the command line is given again by the same command; one written in
        // the editor is read back from the file git keeps it in.
        let adding =
            invocation.map { !$0.opensEditor } ?? true
            ? fix.trailerOption : trailerOption(fix.trailers, command: reuse)
        lines.append(
            "(\(adding) adds \(fix.trailers.count == 1 ? "it" : "them"); your message is kept in "
                + "\(FindingText.escape(messageFile)), and \(reuse) reuses it.)")
        lines.append(summary(verdict, style: style))
        return [lines.joined(separator: "\n")]
    }

    /// commit-msg when only the `LINT.IfChange` rule blocks (or there is no contract document):
    /// each finding with its hint (the target to change, or the waiver that lifts it), then the
    /// count.
    static func ifChangeBlock(_ verdict: HookVerdict, late: String?, reuse: String, style: TextStyle) -> [String] {
        var lines = verdict.findings.flatMap { FindingText.lines($0, style: style) }
        lines.append("")
        if let late {
            lines.append(late + " It is still staged: commit again to include it (\(reuse) keeps your message).")
        }
        lines.append(
            "A LINT.IfChange block changed without what its LINT.ThenChange names, or a block is broken: "
                + "change the targets in this commit too (a broken block has no waiver), then commit again "
                + "(\(reuse) keeps your message).")
        lines.append(
            "\(style.red("contract-check: commit blocked:")) LINT.IfChange "
                + "(\(FindingText.count(verdict.findings))).")
        return [lines.joined(separator: "\n")]
    }

    /// "`a` and `b` were staged while …": what changed in the index after pre-commit saw it,
    /// and why the verdict is not about it; nil when nothing did.
    static func stagedDuringEdit(_ paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        let shown = paths.map(FindingText.escape)
        let list =
            shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
        let (was, that) = shown.count == 1 ? ("was", "that change is") : ("were", "those changes are")
        return "\(list) \(was) staged while the commit message was being written; "
            + "git commits the index as it was when the editor opened, so \(that) not part of this commit."
    }

    /// "This commit changes .contract-check: …": the two configurations it is judged under, and
    /// (with `namingFindings`, when there are findings above) which one the findings are under;
    /// nil when the commit does not change it.
    static func configurationChange(_ verdict: HookVerdict, namingFindings: Bool = true) -> String? {
        guard let change = verdict.configurationChange else { return nil }
        let labels = change.labels.map(FindingText.escape)
        var text = "This commit changes \(Configuration.fileName)"
        if labels.count == 2 {
            text += ": it is judged under both \(labels[0]) and \(labels[1]) and passes only if it passes under both"
        } else {
            text +=
                ": it is judged under \(labels.first ?? Configuration.fileName) (the other side has none that loads)"
        }
        if namingFindings, !verdict.findings.isEmpty, let under = verdict.configurationFile {
            text += "; the findings above are under \(FindingText.escape(under))"
        }
        return text + "."
    }

    /// The closing line: what blocked, counted.
    static func summary(_ verdict: HookVerdict, style: TextStyle) -> String {
        var parts: [String] = []
        if let tripwire = verdict.tripwire, verdict.blockedBy.contains(.tripwire) {
            let count = tripwire.anchors.count
            parts.append("\(count) contract anchor\(count == 1 ? "" : "s") changed without the contract document")
        }
        let moved = verdict.movedReferences.count
        if moved > 0 { parts.append("\(moved) renamed file\(moved == 1 ? "" : "s") the document still names") }
        let drift = verdict.blockingDrift.count
        if drift > 0 { parts.append("\(drift) mirrored-constant drift\(drift == 1 ? "" : "s")") }
        return "\(style.red("contract-check: commit blocked:")) \(parts.joined(separator: " and ")) "
            + "(\(FindingText.count(verdict.findings)))."
    }

    /// The way out of what blocks, in the words both hooks use.
    struct Fix {
        /// What to change ("stage the document (git add …)"), lower-case, without a full stop.
        var change: String
        /// When the trailers are the honest way out ("the contract really is unchanged").
        var condition: String
        /// The trailer lines the message needs, `<token>: <reason>`.
        var trailers: [String]
        /// The `git commit --trailer …` option(s) that add them.
        var trailerOption: String
    }

    static func fix(_ verdict: HookVerdict) -> Fix {
        var changes: [String] = []
        var conditions: [String] = []
        var trailers: [String] = []
        let blockedBy = verdict.blockedBy
        if !blockedBy.isDisjoint(with: [.tripwire, .movedReferences]), let evaluation = verdict.tripwire {
            changes.append(documentChange(verdict.documentAdvice, document: evaluation.documentPath))
        }
        if blockedBy.contains(.tripwire), let evaluation = verdict.tripwire {
            conditions.append("the contract really is unchanged")
            trailers.append(evaluation.trailerTemplate)
        }
        if blockedBy.contains(.drift) {
            changes.append("change every side together")
            conditions.append("the sides knowingly differ for now (a staged rollout)")
            trailers.append("\(verdict.driftTrailerKey): <reason>")
        }
        return Fix(
            change: changes.joined(separator: " and "), condition: conditions.joined(separator: " and "),
            trailers: trailers,
            trailerOption: trailerOption(trailers, command: command(verdict.context.invocation, reusing: nil)))
    }

    /// pre-commit: one line for the drift the base commit already has (no block), and a heads-up
    /// for each bullet this commit adds or edits so that it checks nothing.
    static func constantsNotes(_ report: ConstantsReport, style: TextStyle, tool: String) -> [String] {
        var lines: [String] = []
        let known = report.preExisting.count
        if known > 0 {
            let (plural, isOrAre, does) = known == 1 ? ("", "is", "does") : ("s", "are", "do")
            let section = FindingText.escape(report.sectionName)
            lines.append(
                "contract-check: note: \(known) drift finding\(plural) in \(section) \(isOrAre) already at HEAD "
                    + "and \(does) not block this commit; run \(runStaged(tool)) "
                    + "for details.")
        }
        for finding in report.newlyUnverifiable {
            lines.append(
                "\(style.yellow("contract-check: heads-up:")) \(FindingText.location(finding.location)): "
                    + "this commit leaves a bullet of \(FindingText.escape(report.sectionName)) that checks nothing: "
                    + FindingText.escape(finding.message))
        }
        return lines
    }

    /// How to bring the document into this commit, for the command that is running.
    static func documentChange(_ advice: DocumentAdvice, document: String) -> String {
        let shown = FindingText.escape(document)
        switch advice {
        case .stage:
            return "update the document and stage it (git add \(shown))"
        case .addToPathList(let paths):
            let list = (paths + [document]).map { shellQuoted(FindingText.escape($0)) }.joined(separator: " ")
            return "update the document and add it to the path list (git commit … -- \(list))"
        case .commitAll:
            return "update the document (git commit -a commits it with the rest)"
        case .amend:
            return "update the document, stage it and amend again (git add \(shown), then git commit --amend)"
        case .merge:
            return "update the document and stage it with the merge (git add \(shown)), then conclude the merge "
                + "again (git commit)"
        case .commitAgain:
            return "run the commit again (\(shown) is staged now)"
        }
    }

    /// `command` with the `--trailer` options that add `templates` (git 2.32 and later),
    /// quoted for a POSIX shell.
    static func trailerOption(_ templates: [String], command: String = "git commit") -> String {
        ([command] + templates.map { "--trailer " + shellQuoted(FindingText.escape($0)) }).joined(separator: " ")
    }

    /// The user's own `git commit` command, quoted for a POSIX shell: as given, or, when it
    /// reuses the message kept in `file`, without its message options and with `-e -F <file>`
    /// (the editor opens, so git cleans the file's comment lines as it did the first time).
    /// `git commit` when the command line is not known.
    static func command(_ invocation: CommitInvocation?, reusing file: String?) -> String {
        var words = ["git"] + (invocation?.globalArguments ?? []) + ["commit"]
        if let file {
            words += (invocation?.argumentsWithoutMessage ?? []) + ["-e", "-F", file]
        } else {
            words += invocation?.arguments ?? []
        }
        return words.enumerated().map { $0.offset < 1 ? $0.element : shellQuoted(FindingText.escape($0.element)) }
            .joined(separator: " ")
    }

    /// `text` in single quotes when it holds anything but letters, digits and `-./_`.
    static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-./_".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    /// `'contract-check constants --staged'`, or with this executable's path (already quoted
    /// for the shell) when the name would not find it.
    static func runStaged(_ tool: String) -> String {
        tool == ToolCommand.name ? "'\(tool) constants --staged'" : "\(tool) constants --staged"
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
