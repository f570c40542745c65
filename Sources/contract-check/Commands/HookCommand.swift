import ContractCheck

/// `contract-check hook pre-commit` and `contract-check hook commit-msg <file>`: what the
/// installed shims run.
enum HookCommand {
    static let spec = CommandSpec(
        name: "hook",
        summary: "Run a git hook: the pre-commit heads-up or the commit-msg gate.",
        usage: "hook pre-commit | hook commit-msg <message-file> [options]",
        options: CLIContext.repositoryOptions + [
            TextStyle.option
        ],
        positionals: 1...2,
        positionalName: "the hook to run, pre-commit or commit-msg",
        words: ["pre-commit", "commit-msg"],
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
            return CommandErrors.usageError(error, spec: spec, context)
        }
        let style = TextStyle.decide(
            terminal: context.console.errIsTerminal, environment: context.environment, option: parsed.value("color"))
        let which = parsed.positionals[0]
        switch which {
        case "pre-commit":
            guard parsed.positionals.count == 1 else {
                return CommandErrors.usageError(
                    .tooManyArguments(Array(parsed.positionals.dropFirst())), spec: spec, context)
            }
            return runPreCommit(parsed, context, style)
        case "commit-msg":
            guard parsed.positionals.count == 2 else {
                return CommandErrors.usageError(
                    .missingArgument("the commit message file (git passes it to the commit-msg hook)"), spec: spec,
                    context)
            }
            return runCommitMsg(parsed, context, style, messageFile: parsed.positionals[1])
        default:
            return CommandErrors.usageError(
                .unknownChoice(what: "hook", value: which, allowed: ["pre-commit", "commit-msg"]), spec: spec, context)
        }
    }

    static func runPreCommit(_ parsed: ParsedArguments, _ context: CLIContext, _ style: TextStyle) -> Int32 {
        judge(parsed, context, message: .none) { verdict in
            HookMessages.preCommit(
                verdict, style: style,
                tool: ToolCommand.shown(executable: context.executablePath, environment: context.environment))
        }
    }

    static func runCommitMsg(
        _ parsed: ParsedArguments, _ context: CLIContext, _ style: TextStyle,
        messageFile: String
    ) -> Int32 {
        let process = ProcessAncestry.nearestGitProcess()
        let shown = shownMessageFile(messageFile, context, gitProcess: process)
        return judge(parsed, context, message: .file(messageFile), gitProcess: process) { verdict in
            HookMessages.commitMsg(verdict, messageFile: shown, style: style)
        }
    }

    /// The message file as the user can name it from the folder `git commit` was started in:
    /// hooks run at the top of the working tree, and git gives the path from there; a user in a
    /// subfolder is given it from that subfolder (`../.git/COMMIT_EDITMSG`, or the absolute
    /// path of a linked worktree's git directory). Started anywhere else (`git -C`, a program
    /// that starts git in the repository), the path is shown as git gave it.
    static func shownMessageFile(_ file: String, _ context: CLIContext, gitProcess: GitProcess?) -> String {
        guard let process = gitProcess, let started = ProcessAncestry.startingDirectory(of: process) else {
            return file
        }
        let here = FileSystem.resolvingSymlinks(context.workingDirectory)
        let there = FileSystem.resolvingSymlinks(started)
        guard there.hasPrefix(here + "/") else { return file }
        if file.hasPrefix("/") { return file }
        let depth = there.dropFirst(here.count + 1).split(separator: "/").count
        return String(repeating: "../", count: depth) + file
    }

    /// Runs the library's one hook pipeline, prints what `render` makes of the verdict on
    /// standard error (git shows it) and exits with the verdict's status.
    static func judge(
        _ parsed: ParsedArguments, _ context: CLIContext, message: CommitJudge.Message,
        gitProcess: GitProcess? = ProcessAncestry.nearestGitProcess(), render: (HookVerdict) -> [String]
    ) -> Int32 {
        do {
            let workspace = try Workspace(options: context.checkOptions(parsed), withoutConfiguration: true)
            let verdict = try CommitJudge(workspace: workspace, message: message, gitProcess: gitProcess).run()
            for block in render(verdict) {
                context.console.err(block)
            }
            return verdict.status.rawValue
        } catch {
            return context.couldNotCheck(error)
        }
    }
}
