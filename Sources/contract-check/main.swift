import Foundation

// contract-check: parse, run, exit with the code (0 clean, 1 finding, 2 could not check).
let executable =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments.first ?? "contract-check"
let context = CLIContext(
    console: .standard,
    environment: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    executablePath: executable)
let code = CLI.run(CommandLine.arguments, context)
exit(code)
