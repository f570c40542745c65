import ContractCheck

/// How a command's failure reaches the user: one line on standard error that says where the help
/// is, and exit code 2. Shared by `CLI` (before any command) and every command.
enum CommandErrors {
    /// A usage error before any command: one line, and where the help is; exit code 2.
    static func topLevelError(_ message: String, _ context: CLIContext) -> Int32 {
        context.console.err("contract-check: error: \(seeHelp(FindingText.escape(message), "help"))")
        return CheckStatus.couldNotCheck.rawValue
    }

    /// `message` with where to read more: `Unknown option "-x"; see 'contract-check help ci'.`
    static func seeHelp(_ message: String, _ helpCommand: String) -> String {
        let sentence = message.hasSuffix(".") ? String(message.dropLast()) : message
        return sentence + "; see 'contract-check \(helpCommand)'."
    }

    /// Runs a command's body and turns what it throws into exit code 2: a usage error in one line,
    /// a could-not-check error with its one-line reason.
    static func guarded(_ spec: CommandSpec, _ context: CLIContext, _ body: () throws -> Int32) -> Int32 {
        do {
            return try body()
        } catch let error as ArgumentError {
            return usageError(error, spec: spec, context)
        } catch let error as ContractCheckError {
            return context.couldNotCheck(error)
        } catch {
            return context.couldNotCheck(.invalidArgument("\(error)"))
        }
    }

    /// Prints an argument error to standard error as one line that says where the command's help
    /// is (not the whole usage); exit code 2.
    static func usageError(_ error: ArgumentError, spec: CommandSpec, _ context: CLIContext) -> Int32 {
        let message = seeHelp(FindingText.escape(error.description), "help \(spec.name)")
        context.console.err("contract-check \(spec.name): error: \(message)")
        return CheckStatus.couldNotCheck.rawValue
    }
}
