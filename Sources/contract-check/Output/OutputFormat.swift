import ContractCheck

/// The formats of `--format`, and the one function that renders a `CommandReport` in each.
enum OutputFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines for people (`ReportText`).
    case text
    /// The schema-v1 JSON object (`FindingJSON`).
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers (`SARIFLog`).
    case sarif
    /// GitHub Actions workflow commands: one annotation per finding (`GitHubAnnotations`).
    case github

    /// The `--format` option as commands list it in their spec.
    static let option = OptionSpec(
        long: "format", valueName: "format",
        help: "text (default), json, sarif (SARIF 2.1.0) or github (Actions annotations).",
        choices: allCases.map(\.rawValue))

    /// `--format` of the commands that print text or JSON only (`manifest`, `explain`, `parity`).
    static let textOrJSONOption = OptionSpec(
        long: "format", valueName: "format", help: "text (default) or json.", choices: ["text", "json"])

    /// `--format text|json|sarif|github` in the usage line.
    static let usage = "[--format text|json|sarif|github]"

    /// The value of `--format` (text when absent); an unknown value, of `--format` or of
    /// `--color`, is a usage error.
    static func parse(_ parsed: ParsedArguments) throws(ArgumentError) -> OutputFormat {
        try TextStyle.validate(parsed)
        let value = try ArgvParser.choice(
            parsed, "format", allowed: option.choices, default: OutputFormat.text.rawValue)
        return OutputFormat(rawValue: value) ?? .text
    }

    /// The whole output for `report`, without the final newline. `style` colours text only.
    func render(_ report: CommandReport, style: TextStyle) -> String {
        switch self {
        case .text: return ReportText.render(report, style: style)
        case .json: return FindingJSON.report(report).serialized()
        case .sarif: return SARIFLog.render(report).serialized()
        case .github: return GitHubAnnotations.render(report)
        }
    }
}

extension CLIContext {
    /// Prints `report` to standard output in `format` (colour per `--color`, the terminal and
    /// `NO_COLOR`) and returns its exit code: what a command's `run` ends with.
    func emit(_ report: CommandReport, format: OutputFormat, _ parsed: ParsedArguments) -> Int32 {
        let style = TextStyle.decide(
            terminal: console.outIsTerminal, environment: environment, option: parsed.value("color"))
        console.out(format.render(report, style: style))
        return report.status.rawValue
    }
}
