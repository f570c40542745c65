import ContractCheck

// contract-check: parse, run, exit with the code (0 clean, 1 finding, 2 could not check).
// No Foundation here or anywhere in Sources: it would cost 50 MB and most of the start-up.
let executable =
    ProcessAncestry.executablePath(of: ProcessEnvironment.processID) ?? CommandLine.arguments.first ?? "contract-check"
let context = CLIContext(
    console: .standard,
    environment: ProcessEnvironment.variables(),
    workingDirectory: FileSystem.currentDirectory(),
    executablePath: executable)
let code = CLI.run(CommandLine.arguments, context)
ProcessEnvironment.exit(code)
