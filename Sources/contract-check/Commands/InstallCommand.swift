import ContractCheck

/// `contract-check install`: writes the pre-commit and commit-msg shims.
enum InstallCommand {
    static let spec = CommandSpec(
        name: "install",
        summary: "Install the pre-commit and commit-msg hooks into this repository.",
        usage: "install [--force | --chain] [--hook <name>]... [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(
                long: "force", valueName: nil,
                help: "Replace hooks contract-check did not write (a copy is kept as "
                    + "<hook>.replaced-by-contract-check, numbered .1, .2 and so on when one exists)."),
            OptionSpec(
                long: "chain", valueName: nil,
                help: "Keep existing hooks as <hook>.pre-contract-check and run them first (a hook chained "
                    + "before is kept as <hook>.pre-contract-check.N)."),
            OptionSpec(
                long: "hook", valueName: "name", repeatable: true,
                help: "Install only this hook (pre-commit or commit-msg); repeatable.", choices: HookShims.names),
            OptionSpec(
                long: "executable", valueName: "path", help: "The contract-check the hooks run (default: this one)."),
        ],
        discussion: """
            Hooks go where git runs them: core.hooksPath when set, otherwise the repository's
            common hooks folder, which linked worktrees share. In husky 9's layout
            (core.hooksPath .husky/_) the line goes into the team's .husky/pre-commit and
            .husky/commit-msg instead (created when missing); husky's own files are not touched.
            A hook contract-check did not write is left alone unless --force or --chain is given;
            re-running install updates hooks it wrote. Exits 1 when a hook was left alone.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        if parsed.flag("force") && parsed.flag("chain") {
            context.console.err("contract-check: error: --force and --chain cannot be combined.")
            return CheckStatus.couldNotCheck.rawValue
        }
        do {
            let options = context.checkOptions(parsed)
            let repository = try GitRepository(environment: options.environment)
            var executable = parsed.value("executable") ?? context.executablePath
            if !executable.hasPrefix("/") {
                executable = PathUtilities.normalize(PathUtilities.join(context.workingDirectory, executable))
            }
            let hooks = parsed.all("hook").isEmpty ? HookShims.names : parsed.all("hook")
            let installer = HookInstaller(
                repository: repository, executable: executable,
                huskyCommand: HookInstaller.huskyCommand(
                    executable: parsed.value("executable").map { _ in executable }),
                hooks: hooks,
                existing: parsed.flag("force") ? .replace : parsed.flag("chain") ? .chain : .refuse)
            let outcomes = try installer.install()
            let refused = report(outcomes, context)
            reportRoute(outcomes, InstallRoute.detect(executable: executable, workTree: repository.workTree), context)
            for advice in try installer.advice(for: outcomes) {
                context.console.err("contract-check: warning: \(FindingText.escape(advice))")
            }
            // A configuration that does not load stops every commit: say so now rather than at
            // the next commit. With none at all, the hooks judge LINT.IfChange blocks alone.
            do {
                if try !Workspace(options: options, withoutConfiguration: true).hasConfiguration {
                    context.console.err(
                        "contract-check: note: no contract document is configured (no .contract-check): the hooks "
                            + "check LINT.IfChange blocks only; 'contract-check init' sets up a contract document.")
                }
            } catch {
                context.console.err(
                    "contract-check: warning: the hooks cannot check yet and will stop every commit "
                        + "(exit 2) until this is fixed: \(FindingText.escape(error.description))")
            }
            return refused ? CheckStatus.findings.rawValue : CheckStatus.clean.rawValue
        } catch {
            return context.couldNotCheck(error)
        }
    }

    /// Says which route puts contract-check on the machine: one line when shims were written
    /// (they run `route.executable`), one more when pre-commit runs the hooks instead.
    static func reportRoute(_ outcomes: [HookInstaller.Outcome], _ route: InstallRoute, _ context: CLIContext) {
        let shims: Set<HookInstaller.Outcome.Action> = [.installed, .updated, .replaced, .chained]
        if outcomes.contains(where: { shims.contains($0.action) }) {
            let origin: String
            switch route.origin {
            case .archive(let prefix):
                origin = "the release archive unpacked in \(FindingText.escape(prefix)), no Swift needed"
            case .debianPackage: origin = "the Debian package, no Swift needed"
            case .preCommitBuild: origin = "built by pre-commit (language: swift)"
            case .sourceBuild: origin = "built from source with swift build"
            case .other: origin = "installed by hand"
            }
            context.console.out("the hooks run \(FindingText.escape(route.executable)) (\(origin))")
        }
        switch route.preCommit {
        case .none: break
        case .system:
            context.console.out(
                "pre-commit: .pre-commit-config.yaml runs contract-check's language: system hooks (the "
                    + "contract-check on PATH, e.g. the release archive; nothing to build)")
        case .swift:
            context.console.out(
                "pre-commit: .pre-commit-config.yaml runs contract-check's language: swift hooks (the framework "
                    + "builds contract-check; the language: system hooks with the release archive need no Swift)")
        }
    }

    /// Prints one line per hook; true when a hook was left alone (exit 1).
    static func report(_ outcomes: [HookInstaller.Outcome], _ context: CLIContext) -> Bool {
        var refused = false
        for outcome in outcomes {
            let path = FindingText.escape(outcome.path)
            let previous = FindingText.escape(outcome.previous ?? "")
            let hook = outcome.hook
            switch outcome.action {
            case .installed: context.console.out("installed \(hook) hook: \(path)")
            case .updated: context.console.out("updated \(hook) hook: \(path)")
            case .replaced: context.console.out("replaced \(hook) hook: \(path) (the old one is \(previous))")
            case .chained:
                context.console.out("installed \(hook) hook: \(path), running the existing one first (\(previous))")
                if let older = outcome.olderCopy {
                    context.console.out(
                        "kept the \(hook) hook chained before as \(FindingText.escape(older)); it no longer runs")
                }
            case .created: context.console.out("created husky's \(hook) script with contract-check's line: \(path)")
            case .added: context.console.out("added contract-check's line to husky's \(hook) script: \(path)")
            case .present: context.console.out("husky's \(hook) script already runs contract-check: \(path)")
            case .refused:
                refused = true
                context.console.err(
                    "contract-check: \(path) exists and was not written by contract-check; left alone. "
                        + "Use --chain to run it first, or --force to replace it.")
            case .notChainable:
                refused = true
                context.console.err(
                    "contract-check: \(path) picks what it runs by its own file name, so renamed for "
                        + "--chain it would silently run nothing; left alone. Add the line "
                        + "`\(HuskyLayout.line(hook: hook, command: "contract-check"))` to the script it runs, "
                        + "or use --force to replace it.")
            }
        }
        return refused
    }
}
