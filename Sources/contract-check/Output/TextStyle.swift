/// ANSI colour for text output: only on a terminal, never when `NO_COLOR` is set (any value),
/// and as `--color` says when given.
struct TextStyle: Sendable {
    var enabled: Bool

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
