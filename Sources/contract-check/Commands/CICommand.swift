import ContractCheck

/// `contract-check ci`: the gate over a pull request's commits.
enum CICommand {
    static let spec = CommandSpec(
        name: "ci",
        summary: "Judge every commit of base..head, and the mirrored constants at head (the CI gate).",
        usage: "ci --base <rev> [--head <rev>] [--include-merges] [--no-constants] \(OutputFormat.usage) [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(
                long: "base", valueName: "rev",
                help: "The commit the pull request starts from (required), e.g. origin/main."),
            OptionSpec(long: "head", valueName: "rev", help: "The last commit to judge (default: HEAD)."),
            OptionSpec(
                long: "include-merges", valueName: nil,
                help: "Judge merge commits too, by what each merge changed itself."),
            OptionSpec(long: "no-constants", valueName: nil, help: "Skip the mirrored-constants check at head."),
            OutputFormat.option,
            TextStyle.option,
        ],
        discussion: """
            Each commit is judged against its first parent, with its own message's trailers, using the
            document and manifest as they are at that commit. Merge commits are skipped unless
            --include-merges. A base that is not reachable (a shallow clone, an unrelated history) exits 2
            with advice to fetch more history; the gate never passes for lack of history.
            Exits 0 when every commit passes and the mirrored constants are clean at head, 1 on any finding, 2 when it \
            cannot check.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CLI.guarded(spec, context) {
            let format = try OutputFormat.parse(parsed)
            guard let base = parsed.value("base") else {
                return CLI.usageError(.missingOption("--base"), spec: spec, context)
            }
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let options = CIGate.Options(
                base: base, head: parsed.value("head") ?? "HEAD",
                includeMerges: parsed.flag("include-merges"), skipConstants: parsed.flag("no-constants"))
            let report = try CIGate(workspace: workspace, options: options).run()
            return context.emit(
                CIOutput.report(
                    report, documentPath: workspace.documentPath, sourceRoot: workspace.repository.workTree),
                format: format, parsed)
        }
    }
}
