import ContractCheck

/// `contract-check ci`: the gate over a pull request's commits.
enum CICommand {
    static let spec = CommandSpec(
        name: "ci",
        summary: "Judge every commit of base..head, and the mirrored constants at head (the CI gate).",
        usage:
            "ci (--base <rev> | <base>..<head> | <base>...<head>) [--head <rev>] [--replay <rev>:<path> | <file>] "
            + "[--skip-merges] [--no-constants] \(OutputFormat.usage) [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(
                long: "base", valueName: "rev",
                help:
                    "The commit the pull request starts from, e.g. origin/main; or a range, main..feature "
                    + "(main...feature: from their merge base)."),
            OptionSpec(long: "head", valueName: "rev", help: "The last commit to judge (default: HEAD)."),
            OptionSpec(
                long: "replay", valueName: "rev:path|file",
                help:
                    "Judge the range against this document instead of each commit's own (a report of what the "
                    + "gate would have caught), e.g. HEAD:docs/contract.md."),
            OptionSpec(
                long: "skip-merges", valueName: nil,
                help: "Skip merge commits (by default each is judged by what it adds to the automatic merge)."),
            OptionSpec(
                long: "include-merges", valueName: nil,
                help: "Accepted for compatibility: merges are judged by default."),
            OptionSpec(
                long: "no-constants", valueName: nil,
                help: "Skip the mirrored-constants check (of each commit and at head)."),
            OutputFormat.option,
            TextStyle.option,
        ],
        positionals: 0...1, positionalName: "a range",
        discussion: """
            Each commit is judged as the commit-msg hook would have judged it: against its first parent,
            with its own message's trailers, using the configuration, document and manifest as they are at
            that commit (and its parent's configuration too when it changes .contract-check): the tripwire
            on its change, and the mirrored-constants drift it introduces, which only its own
            Contract-Drift-Accepted trailer accepts. A merge is judged by what it adds to the automatic
            merge of its parents (--skip-merges skips them). The range is given as git does: --base A,
            A..B, or A...B (from the merge base of A and B). A base that is not reachable (a shallow
            clone, an unrelated history) exits 2 with advice to fetch more history; the gate never passes
            for lack of history.
            --replay judges a range against a contract it did not have: the document at <rev>:<path>, or a
            file (inside the working tree or not), read once and taken as every commit's document, under
            one configuration (--config, else the working tree's .contract-check, else the defaults; the
            commits' own .contract-check files are not read). The replayed document never changes, so every
            anchor change without a Contract-Unchanged trailer is a finding; trailers are honoured as usual,
            and each commit's mirrored-constants drift is judged against its parent. The output says it is a
            replay in every format; it exits as the gate does (1 when it would have blocked a commit).
            --replay names the document: it cannot be given with --doc.
            Exits 0 when every commit passes and the mirrored constants are clean at head, 1 on any finding, 2 when it \
            cannot check.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CommandErrors.guarded(spec, context) {
            let format = try OutputFormat.parse(parsed)
            if parsed.value("base") != nil, let extra = parsed.positionals.first {
                return CommandErrors.usageError(.tooManyArguments([extra]), spec: spec, context)
            }
            guard let given = parsed.value("base") ?? parsed.positionals.first else {
                return CommandErrors.usageError(.missingOption("--base"), spec: spec, context)
            }
            let range = try CIGate.range(given, head: parsed.value("head"))
            let workspace = try Self.workspace(parsed, context)
            var options = CIGate.Options(
                base: range.base, head: range.head,
                includeMerges: !parsed.flag("skip-merges"), skipConstants: parsed.flag("no-constants"))
            options.baseIsMergeBase = range.baseIsMergeBase
            let report = try CIGate(workspace: workspace, options: options).run()
            return context.emit(
                CIOutput.report(
                    report, documentPath: workspace.documentPath, sourceRoot: workspace.repository.workTree),
                format: format, parsed)
        }
    }

    /// The repository's workspace, judging against the document `--replay` names when given.
    static func workspace(_ parsed: ParsedArguments, _ context: CLIContext) throws -> Workspace {
        let source = parsed.value("replay")
        if let source, parsed.value("doc") != nil {
            throw ContractCheckError.invalidArgument(
                "--replay \"\(source)\" names the document; --doc cannot be given with it.")
        }
        let workspace = try Workspace(options: context.checkOptions(parsed), withoutConfiguration: true)
        guard let source else { return workspace }
        return try workspace.replaying(workspace.replayedDocument(source))
    }
}
