import ContractCheck

/// The command-line interface: finds the subcommand, parses its arguments, runs it and returns
/// the exit code. The only place (with `main.swift`) that prints.
enum CLI {
    static let version = ToolVersion.current

    /// The commands, in the order `--help` lists them.
    static let commands: [(spec: CommandSpec, run: @Sendable (ParsedArguments, CLIContext) -> Int32)] = [
        (HookCommand.spec, HookCommand.run),
        (InstallCommand.spec, InstallCommand.run),
        (ManifestCommand.spec, ManifestCommand.run),
        (CheckCommand.spec, CheckCommand.run),
        (ConstantsCommand.spec, ConstantsCommand.run),
        (CICommand.spec, CICommand.run),
        (AuditCommand.spec, AuditCommand.run),
        (ExplainCommand.spec, ExplainCommand.run),
        (ParityCommand.spec, ParityCommand.run),
        (InitCommand.spec, InitCommand.run),
        (CompletionsCommand.spec, { CompletionsCommand.run($0, $1, commands: commandSpecs) }),
        (ManCommand.spec, { ManCommand.run($0, $1, commands: commandSpecs) }),
    ]

    /// The `help` command, which is not in `commands` (it runs before any of them).
    static let helpSpec = CommandSpec(
        name: "help", summary: "Show help for a command.", usage: "help [<command>]", options: [],
        positionals: 0...1, positionalName: "a command")

    /// Every command's spec, `help` last: what the completions and the manual page list.
    static var commandSpecs: [CommandSpec] {
        var help = helpSpec
        help.words = commands.map(\.spec.name)
        return commands.map(\.spec) + [help]
    }

    static var usage: String {
        var text = """
            OVERVIEW: Keep a contract document and the code it describes from drifting apart.

            USAGE: contract-check <command> [options]

            COMMANDS:

            """
        let width = (commands.map(\.spec.name.count).max() ?? 8) + 4
        for command in commands {
            text +=
                "  " + command.spec.name.padded(to: width) + command.spec.summary
                + "\n"
        }
        text += "  " + "help".padded(to: width) + "Show help for a command.\n"
        text += """

            Before the command, -C <dir> runs as if started in <dir> (repeatable: each relative to
            the one before, as in git).
            Run 'contract-check help <command>' or 'contract-check <command> --help' for details.
            Exit codes: 0 clean, 1 a finding (violation or drift), 2 could not check.
            """
        return text
    }

    /// `contract-check help --help`.
    static let helpHelp = """
        OVERVIEW: Show help for a command.

        USAGE: contract-check help [<command>]

          <command>   One of \(commands.map(\.spec.name).joined(separator: ", ")). Without it, the list of commands.
        """

    static func run(_ argv: [String], _ given: CLIContext) -> Int32 {
        var arguments = Array(argv.dropFirst())
        var context = given
        if let failure = leadingDirectories(&arguments, &context) { return failure }
        guard let first = arguments.first else {
            if arguments.count == argv.count - 1 {
                context.console.err(usage)
                return CheckStatus.couldNotCheck.rawValue
            }
            return CommandErrors.topLevelError("Missing argument: a command after the -C options.", context)
        }
        arguments.removeFirst()
        switch first {
        case "-h", "--help":
            context.console.out(usage)
            return 0
        case "--version", "version":
            context.console.out("contract-check \(version)")
            return 0
        case "help":
            return help(arguments.first, context)
        default:
            guard let command = commands.first(where: { $0.spec.name == first }) else {
                let what = first.hasPrefix("-") ? "option" : "command"
                return CommandErrors.topLevelError("Unknown \(what) \"\(first)\".", context)
            }
            let parsed: ParsedArguments
            do {
                parsed = try ArgvParser.parse(arguments, spec: command.spec)
            } catch {
                return CommandErrors.usageError(error, spec: command.spec, context)
            }
            if parsed.helpRequested {
                context.console.out(command.spec.help)
                return 0
            }
            return command.run(parsed, context)
        }
    }

    /// `contract-check help [<command>]`.
    static func help(_ name: String?, _ context: CLIContext) -> Int32 {
        guard let name else {
            context.console.out(usage)
            return 0
        }
        if ["-h", "--help", "help"].contains(name) {
            context.console.out(helpHelp)
            return 0
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            return CommandErrors.topLevelError("Unknown command \"\(name)\".", context)
        }
        context.console.out(command.spec.help)
        return 0
    }

    /// Takes the `-C <path>` (`--directory <path>`, `--directory=<path>`) options before the
    /// command off `arguments`, as git does: each changes the working directory, a relative path
    /// relative to the one before, an empty one changes nothing. Returns the exit code when one
    /// is missing or is not a folder.
    static func leadingDirectories(_ arguments: inout [String], _ context: inout CLIContext) -> Int32? {
        while let first = arguments.first, let spelling = directorySpelling(first) {
            let path: String
            if let inline = spelling.inline {
                path = inline
                arguments.removeFirst()
            } else {
                guard arguments.count >= 2 else {
                    return CommandErrors.topLevelError("The option \"\(spelling.name)\" needs a value.", context)
                }
                path = arguments[1]
                arguments.removeFirst(2)
            }
            if path.isEmpty { continue }
            let directory = PathUtilities.normalize(
                path.hasPrefix("/") ? path : PathUtilities.join(context.workingDirectory, path))
            guard FileSystem.isDirectory(atPath: directory) == true else {
                return context.couldNotCheck(.invalidArgument("Cannot change to \"\(path)\": no such folder."))
            }
            context.workingDirectory = directory
        }
        return nil
    }

    /// The option's name when `argument` is `-C`, `--directory` or `--directory=<path>` (with the
    /// path given inline), nil for anything else.
    static func directorySpelling(_ argument: String) -> (name: String, inline: String?)? {
        if argument == "-C" || argument == "--directory" { return (argument, nil) }
        let prefix = "--directory="
        guard argument.hasPrefix(prefix) else { return nil }
        return ("--directory", String(argument.dropFirst(prefix.count)))
    }
}
