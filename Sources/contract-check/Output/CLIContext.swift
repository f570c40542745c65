import ContractCheck

/// What every command gets: the console, the process environment, the working directory and
/// the path of this executable.
struct CLIContext: Sendable {
    var console: Console
    var environment: [String: String]
    var workingDirectory: String
    var executablePath: String

    /// The options every repository command accepts.
    static let repositoryOptions: [OptionSpec] = [
        OptionSpec(long: "directory", short: "C", valueName: "dir", help: "Run as if started in <dir>."),
        OptionSpec(long: "doc", valueName: "path", help: "The contract document (overrides .contract-check)."),
        OptionSpec(
            long: "config", valueName: "file",
            help: "Read the configuration from <file> instead of <root>/.contract-check."),
    ]

    /// The library's options from the common flags.
    func checkOptions(_ parsed: ParsedArguments) -> CheckOptions {
        var directory = workingDirectory
        if let requested = parsed.value("directory") {
            directory = PathUtilities.normalize(
                requested.hasPrefix("/") ? requested : PathUtilities.join(workingDirectory, requested))
        }
        let variables = environment.filter {
            GitEnvironment.relevantNames.contains($0.key) || $0.key.hasPrefix("GIT_CONFIG")
        }
        return CheckOptions(
            environment: GitEnvironment(workingDirectory: directory, variables: variables),
            documentPath: parsed.value("doc"), configFile: parsed.value("config"))
    }

    /// Prints a could-not-check reason and returns exit code 2.
    func couldNotCheck(_ error: ContractCheckError) -> Int32 {
        console.err("contract-check: error: \(FindingText.escape(error.description))")
        return CheckStatus.couldNotCheck.rawValue
    }
}
