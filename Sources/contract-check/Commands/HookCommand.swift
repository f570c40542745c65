import ContractCheck

/// `contract-check hook pre-commit` and `contract-check hook commit-msg <file>`: what the
/// installed shims run.
enum HookCommand {
    static let spec = CommandSpec(
        name: "hook",
        summary: "Run a git hook: the pre-commit heads-up or the commit-msg gate.",
        usage: "hook pre-commit | hook commit-msg <message-file> [options]",
        options: CLIContext.repositoryOptions + [
            TextStyle.option,
        ],
        positionals: 1...2,
        positionalName: "the hook to run, pre-commit or commit-msg",
        discussion: """
            pre-commit  Exits 0 with a heads-up when contract anchors are staged without the
                        contract document; exits 1 when the staged document no longer parses.
            commit-msg  Exits 1 when anchors are changed without the document and the message has
                        no Contract-Unchanged trailer with a reason; passes silently otherwise.
            Both exit 2, with one line saying why, when they cannot check.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        do {
            try TextStyle.validate(parsed)
        } catch {
            return CLI.usageError(error, spec: spec, context)
        }
        let style = TextStyle.decide(terminal: context.console.errIsTerminal, environment: context.environment, option: parsed.value("color"))
        let which = parsed.positionals[0]
        switch which {
        case "pre-commit":
            guard parsed.positionals.count == 1 else {
                return CLI.usageError(.tooManyArguments(Array(parsed.positionals.dropFirst())), spec: spec, context)
            }
            return runPreCommit(parsed, context, style)
        case "commit-msg":
            guard parsed.positionals.count == 2 else {
                return CLI.usageError(.missingArgument("the commit message file (git passes it to the commit-msg hook)"), spec: spec, context)
            }
            return runCommitMsg(parsed, context, style, messageFile: parsed.positionals[1])
        default:
            return CLI.usageError(.unknownChoice(what: "hook", value: which, allowed: ["pre-commit", "commit-msg"]), spec: spec, context)
        }
    }

    static func runPreCommit(_ parsed: ParsedArguments, _ context: CLIContext, _ style: TextStyle) -> Int32 {
        do {
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let result = try PreCommitHook(workspace: workspace, gitCommandLine: ProcessAncestry.nearestGitCommandLine()).run()
            for warning in result.warnings {
                context.console.err(FindingText.escape(warning.description))
            }
            if result.status == .findings {
                for finding in result.findings {
                    context.console.err(FindingText.lines(finding, style: style).joined(separator: "\n"))
                }
                context.console.err("contract-check: commit stopped: the staged contract document does not parse (\(FindingText.count(result.findings))).")
                return result.status.rawValue
            }
            if let evaluation = result.evaluation, evaluation.verdict == .blocked {
                context.console.err(HookMessages.headsUp(evaluation, style: style))
            }
            if let constants = result.constants {
                if !StagedConstantsCheck.driftFindings(constants).isEmpty {
                    context.console.err(HookMessages.driftHeadsUp(constants, trailerKey: result.driftTrailerKey, style: style))
                }
                let unresolved = constants.findings.filter { $0.rule == .unresolvedReference }.count
                if unresolved > 0 {
                    context.console.err("contract-check: note: \(unresolved) reference\(unresolved == 1 ? "" : "s") in §8 do not resolve; run 'contract-check constants --staged' for details.")
                }
            }
            return result.status.rawValue
        } catch {
            return context.couldNotCheck(error)
        }
    }

    static func runCommitMsg(_ parsed: ParsedArguments, _ context: CLIContext, _ style: TextStyle, messageFile: String) -> Int32 {
        do {
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let result = try CommitMsgHook(workspace: workspace, messageFile: messageFile,
                                           gitCommandLine: ProcessAncestry.nearestGitCommandLine()).run()
            if result.status == .findings {
                context.console.err(HookMessages.commitMsgBlocked(result, messageFile: messageFile, style: style))
            }
            return result.status.rawValue
        } catch {
            return context.couldNotCheck(error)
        }
    }
}
