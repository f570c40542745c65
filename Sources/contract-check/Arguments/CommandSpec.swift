/// One option a command accepts.
struct OptionSpec: Sendable {
    /// The long name without dashes (`format`).
    var long: String
    /// The short letter, if any (`F` for `-F`).
    var short: Character?
    /// The value's name in help (`<path>`), or nil for a flag.
    var valueName: String?
    /// May be given more than once.
    var repeatable: Bool = false
    var help: String
    /// The values the option accepts (`text json`), for validation and the shell completions;
    /// empty when any value goes.
    var choices: [String] = []

    var takesValue: Bool { valueName != nil }

    /// How the option appears in help: `-F, --message-file <path>`.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? "    "
        text += "--\(long)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}

/// A command's name, help text, options and positional arguments.
struct CommandSpec: Sendable {
    var name: String
    var summary: String
    /// The usage line after `contract-check `.
    var usage: String
    var options: [OptionSpec]
    /// Allowed positional arguments (after options or `--`).
    var positionals: ClosedRange<Int> = 0...0
    /// What the positional arguments are, for "Missing argument: …" (`a path`).
    var positionalName: String = "an argument"
    /// The words a positional argument may be (`hook pre-commit`), for the shell completions;
    /// empty when it is a path or free text.
    var words: [String] = []
    /// Paragraphs after the options in `--help`.
    var discussion: String = ""

    func option(long name: String) -> OptionSpec? { options.first { $0.long == name } }
    func option(short letter: Character) -> OptionSpec? { options.first { $0.short == letter } }

    /// The `--help` text.
    var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: contract-check \(usage)\n"
        if !options.isEmpty {
            text += "\nOPTIONS:\n"
            let width = max(options.map(\.synopsis.count).max() ?? 0, "-h, --help".count) + 2
            for option in options {
                text +=
                    "  " + option.synopsis.padded(to: width) + option.help + "\n"
            }
        }
        let width = max(options.map(\.synopsis.count).max() ?? 0, "-h, --help".count) + 2
        text += "  " + "-h, --help".padded(to: width) + "Show this help.\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}
