/// ANSI colour for text output: only on a terminal, never when `NO_COLOR` is set to a non-empty
/// value or `TERM` is `dumb`; `--color always|never`, given on the command line, overrides all
/// of these (as no-color.org asks of per-invocation options).
struct TextStyle: Sendable {
    var enabled: Bool

    /// `--color` as the commands list it in their spec.
    static let choices = ["auto", "always", "never"]
    static let option = OptionSpec(
        long: "color", valueName: "when", help: "Colour: auto (default), always or never.", choices: choices)

    /// Checks `--color` before a command does any work: an unknown value is a usage error.
    static func validate(_ parsed: ParsedArguments) throws(ArgumentError) {
        _ = try ArgvParser.choice(parsed, option.long, allowed: choices, default: "auto")
    }

    static func decide(terminal: Bool, environment: [String: String], option: String?) -> TextStyle {
        switch option {
        case "always": return TextStyle(enabled: true)
        case "never": return TextStyle(enabled: false)
        default:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return TextStyle(enabled: false) }
            if environment["TERM"] == "dumb" { return TextStyle(enabled: false) }
            return TextStyle(enabled: terminal)
        }
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "1;33") }
    func cyan(_ text: String) -> String { wrap(text, "1;36") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
