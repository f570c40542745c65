import ContractCheck

/// `contract-check init <path>…`: the first `.contract-check` and, when missing, a contract
/// document that parses from the start.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "Start a contract: write .contract-check and a document listing the first anchors.",
        usage: "init [--doc <path>] <anchor>... [options]",
        options: [
            CLIContext.repositoryOptions[0],
            OptionSpec(
                long: "doc", valueName: "path",
                help: "Where the contract document is or goes (default: docs/contract.md at the root)."),
        ],
        positionals: 0...Int.max,
        positionalName: "an anchor",
        discussion: """
            Each <anchor> is a file, or a folder with a trailing / (every file beneath it), that
            exists in the working tree; paths are relative to the current directory. init writes
            .contract-check and, when the document does not exist, a document with an Anchor
            manifest section listing the anchors and a Mirrored constants section with a
            commented example. It never overwrites a file: an existing .contract-check stops it
            (exit 2), an existing document is left as it is. Next step: contract-check install.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        if parsed.positionals.isEmpty {
            return CommandErrors.usageError(
                .missingArgument("at least one anchor (a file, or a folder with a trailing /)"),
                spec: spec, context)
        }
        do {
            let options = context.checkOptions(parsed)
            let repository = try GitRepository(environment: options.environment)
            let initializer = ContractInitializer(
                repository: repository,
                workingDirectory: options.environment.workingDirectory)
            let outcome = try initializer.run(anchors: parsed.positionals, document: parsed.value("doc"))
            let document = FindingText.escape(outcome.document)
            context.console.out("wrote \(FindingText.escape(outcome.configPath)) (document = \(document))")
            if outcome.wroteDocument {
                context.console.out(
                    "wrote \(document): an Anchor manifest (\(outcome.anchors.count) anchors) and "
                        + "Mirrored constants (a commented-out example)")
            } else {
                context.console.out(
                    "\(document) exists and was left as it is: its Anchor manifest section must "
                        + "list \(outcome.anchors.map(FindingText.escape).joined(separator: ", "))")
            }
            context.console.out("next: contract-check install, then commit .contract-check and \(document)")
            return CheckStatus.clean.rawValue
        } catch {
            return context.couldNotCheck(error)
        }
    }
}
