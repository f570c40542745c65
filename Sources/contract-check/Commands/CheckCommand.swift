import ContractCheck
import Foundation

/// `contract-check check`: the commit-msg rule applied once, for scripts.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Apply the tripwire once to the staged change and a commit message.",
        usage: "check [--message <text> | --message-file <path>] [--format text|json] [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(long: "message", short: "m", valueName: "text", help: "The commit message to judge."),
            OptionSpec(long: "message-file", short: "F", valueName: "path", help: "Read the commit message from <path> (- for standard input)."),
            OptionSpec(long: "cleanup", valueName: "mode", help: "How git would clean the message: strip (default), whitespace, verbatim or scissors."),
            OptionSpec(long: "format", valueName: "format", help: "text (default) or json."),
            OptionSpec(long: "color", valueName: "when", help: "Colour: auto (default), always or never."),
        ],
        discussion: "Without a message the change is judged as if the message had no trailers. Exits 0 when the commit would pass, 1 when it would be blocked, 2 when it cannot check.")

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        do {
            let format = try ArgumentParser.choice(parsed, "format", allowed: ["text", "json"], default: "text")
            let cleanup = try ArgumentParser.choice(parsed, "cleanup", allowed: MessageCleanup.Mode.allCases.map(\.rawValue), default: "strip")
            if parsed.value("message") != nil && parsed.value("message-file") != nil {
                context.console.err("contract-check: error: --message and --message-file cannot be combined.")
                return CheckStatus.couldNotCheck.rawValue
            }
            let workspace = try Workspace(options: context.checkOptions(parsed))
            var message: [UInt8] = []
            if let text = parsed.value("message") {
                message = Array(text.utf8)
            } else if let file = parsed.value("message-file") {
                if file == "-" {
                    message = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
                } else {
                    let path = workspace.repository.environment.absolute(file)
                    guard let data = FileManager.default.contents(atPath: path) else {
                        throw ContractCheckError.io(path: file, message: "the message file cannot be read")
                    }
                    message = [UInt8](data)
                }
            }
            let result = try StagedCheck(workspace: workspace, message: message,
                                         cleanup: MessageCleanup.Mode(rawValue: cleanup) ?? .strip).run()
            let style = TextStyle.decide(terminal: context.console.outIsTerminal, environment: context.environment, option: parsed.value("color"))
            render(result, format: format, style: style, context)
            return result.status.rawValue
        } catch let error as ArgumentError {
            return CLI.usageError(error, spec: spec, context)
        } catch let error as ContractCheckError {
            return context.couldNotCheck(error)
        } catch {
            return context.couldNotCheck(.invalidArgument("\(error)"))
        }
    }

    static func render(_ result: HookResult, format: String, style: TextStyle, _ context: CLIContext) {
        guard let evaluation = result.evaluation else { return }
        if format == "json" {
            let verdict: String
            switch evaluation.verdict {
            case .noAnchors: verdict = "no-anchors"
            case .documentChanged: verdict = "document-changed"
            case .excused: verdict = "excused"
            case .blocked: verdict = "blocked"
            }
            let extra: [(String, JSONValue)] = [
                ("verdict", .string(verdict)),
                ("constants", result.constants.map { ConstantsOutput.json($0) } ?? .null),
                ("driftAccepted", result.driftAccepted.map { .object([("token", .string($0.token)), ("reason", .string($0.value))]) } ?? .null),
                ("document", .string(evaluation.documentPath)),
                ("documentChanged", .bool(evaluation.documentChanged)),
                ("anchors", .array(evaluation.anchors.map { anchor in
                    .object([("path", .string(anchor.change.path)), ("status", .string(anchor.change.status.rawValue)),
                             ("group", .optional(anchor.group)), ("manifestLine", .optional(anchor.entries.first?.line))])
                })),
                ("override", evaluation.override.map { .object([("token", .string($0.token)), ("reason", .string($0.value))]) } ?? .null),
            ]
            context.console.out(FindingJSON.report(command: "check", status: result.status, findings: result.findings, extra: extra).serialized())
            return
        }
        for finding in result.findings {
            context.console.out(FindingText.lines(finding, style: style).joined(separator: "\n"))
        }
        switch evaluation.verdict {
        case .noAnchors: context.console.out("contract-check: no contract anchors are staged.")
        case .documentChanged: context.console.out("contract-check: \(evaluation.anchors.count) contract anchor(s) staged with the contract document: passes.")
        case .excused(let reason): context.console.out("contract-check: \(evaluation.anchors.count) contract anchor(s) staged without the document, excused by \(evaluation.trailerKey): \(FindingText.escape(reason))")
        case .blocked: context.console.out("contract-check: would block: \(evaluation.anchors.count) contract anchor(s) staged without the contract document; add the trailer \"\(evaluation.trailerTemplate)\" or stage the document.")
        }
        if let constants = result.constants {
            let drift = result.blockingDrift.count
            if drift > 0 {
                context.console.out("contract-check: would block: \(drift) mirrored-constant drift(s) in the staged files; make the sides agree or add the trailer \"\(result.driftTrailerKey): <reason>\".")
            } else if let accepted = result.driftAccepted {
                context.console.out("contract-check: mirrored-constant drift accepted by \(accepted.token): \(FindingText.escape(accepted.value))")
            }
            context.console.out("contract-check: §8 over the staged files: \(constants.coverage.line).")
        }
    }
}
