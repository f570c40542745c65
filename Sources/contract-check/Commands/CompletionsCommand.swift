import ContractCheck

/// `contract-check completions bash|zsh|fish` and `contract-check man`: the shell completions
/// and the manual page, generated from the command table.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        summary: "Print the shell completion script for bash, zsh or fish.",
        usage: "completions bash | zsh | fish",
        options: [],
        positionals: 1...1,
        positionalName: "the shell, bash, zsh or fish",
        words: ShellCompletions.shells,
        discussion: """
            bash: source <(contract-check completions bash), e.g. in ~/.bashrc
            zsh:  contract-check completions zsh > "${fpath[1]}/_contract-check"
            fish: contract-check completions fish > ~/.config/fish/completions/contract-check.fish
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext, commands: [CommandSpec]) -> Int32 {
        let shell = parsed.positionals[0]
        guard let script = ShellCompletions.script(shell, commands: commands) else {
            return CommandErrors.usageError(
                .unknownChoice(what: "shell", value: shell, allowed: ShellCompletions.shells),
                spec: spec, context)
        }
        context.console.out(script)
        return CheckStatus.clean.rawValue
    }
}

/// `contract-check man`: the manual page as roff on standard output (`contract-check man | man -l -`),
/// or with `--markdown` the same reference as Markdown (`docs/reference.md`).
enum ManCommand {
    static let spec = CommandSpec(
        name: "man",
        summary: "Print the manual page (roff): contract-check man | man -l -",
        usage: "man [--markdown]",
        options: [
            OptionSpec(
                long: "markdown", valueName: nil,
                help: "Print the command reference as Markdown instead (docs/reference.md).")
        ])

    static func run(_ parsed: ParsedArguments, _ context: CLIContext, commands: [CommandSpec]) -> Int32 {
        if parsed.flag("markdown") {
            context.console.out(ReferencePage.markdown(commands: commands))
            return CheckStatus.clean.rawValue
        }
        context.console.out(ManPage.roff(commands: commands, version: ToolVersion.current))
        return CheckStatus.clean.rawValue
    }
}
