/// The options and arguments of one command line, after parsing.
struct ParsedArguments: Sendable, Equatable {
    /// Values by long option name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []
    var positionals: [String] = []
    /// True when `-h`/`--help` was given.
    var helpRequested = false

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// What is wrong with a command line. Every case prints as one sentence and leads to exit 2
/// with the command's usage.
enum ArgumentError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case unexpectedValue(option: String, value: String)
    case repeated(String)
    case tooManyArguments([String])
    /// A required positional argument is missing; the payload names it (`a message file`).
    case missingArgument(String)
    case missingOption(String)
    case invalidValue(option: String, value: String, allowed: [String])
    /// A positional argument that must be one of a few words (`hook bogus`).
    case unknownChoice(what: String, value: String, allowed: [String])

    var description: String {
        switch self {
        case .unknownOption(let option): return "Unknown option \"\(option)\"."
        case .missingValue(let option): return "The option \"\(option)\" needs a value."
        case .unexpectedValue(let option, let value): return "The option \"\(option)\" takes no value, but \"\(value)\" was given."
        case .repeated(let option): return "The option \"\(option)\" was given more than once."
        case .tooManyArguments(let extra): return "Unexpected argument\(extra.count == 1 ? "" : "s") \(extra.map { "\"\($0)\"" }.joined(separator: " "))."
        case .missingArgument(let what): return "Missing argument: \(what)."
        case .missingOption(let option): return "The option \"\(option)\" is required."
        case .invalidValue(let option, let value, let allowed): return "The option \"\(option)\" does not accept \"\(value)\"; use one of \(allowed.joined(separator: ", "))."
        case .unknownChoice(let what, let value, let allowed): return "Unknown \(what) \"\(value)\"; use one of \(allowed.joined(separator: ", "))."
        }
    }
}

/// Hand-written argument parsing with swift-argument-parser's manners: `--opt value` and
/// `--opt=value`, `-F value` and `-Fvalue`, `--` ends the options, `-h`/`--help` anywhere before
/// it, and an unknown option is an error.
enum ArgumentParser {
    static func parse(_ arguments: [String], spec: CommandSpec) throws(ArgumentError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        func record(_ option: OptionSpec, _ value: String?, spelled: String) throws(ArgumentError) {
            if let value {
                if !option.repeatable, parsed.values[option.long] != nil { throw .repeated(spelled) }
                parsed.values[option.long, default: []].append(value)
            } else {
                parsed.flags.insert(option.long)
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" || argument == "--help" { parsed.helpRequested = true; continue }
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inline: String?
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let option = spec.option(long: name) else { throw .unknownOption("--\(name)") }
                if option.takesValue {
                    if let inline { try record(option, inline, spelled: "--\(name)"); continue }
                    guard index < arguments.count else { throw .missingValue("--\(name)") }
                    try record(option, arguments[index], spelled: "--\(name)")
                    index += 1
                } else {
                    if let inline { throw .unexpectedValue(option: "--\(name)", value: inline) }
                    try record(option, nil, spelled: "--\(name)")
                }
                continue
            }
            // Short options, possibly clustered (-qF file, -Ffile).
            var letters = Array(argument.dropFirst())
            while !letters.isEmpty {
                let letter = letters.removeFirst()
                if letter == "h" { parsed.helpRequested = true; continue }
                guard let option = spec.option(short: letter) else { throw .unknownOption("-\(letter)") }
                if option.takesValue {
                    if !letters.isEmpty {
                        try record(option, String(letters), spelled: "-\(letter)")
                    } else {
                        guard index < arguments.count else { throw .missingValue("-\(letter)") }
                        try record(option, arguments[index], spelled: "-\(letter)")
                        index += 1
                    }
                    letters.removeAll()
                } else {
                    try record(option, nil, spelled: "-\(letter)")
                }
            }
        }
        if parsed.helpRequested { return parsed }
        if parsed.positionals.count > spec.positionals.upperBound {
            throw .tooManyArguments(Array(parsed.positionals.dropFirst(spec.positionals.upperBound)))
        }
        if parsed.positionals.count < spec.positionals.lowerBound {
            throw .missingArgument(spec.positionalName)
        }
        return parsed
    }

    /// The value of `option` if it is one of `allowed`, else `fallback`.
    static func choice(_ parsed: ParsedArguments, _ option: String, allowed: [String], default fallback: String) throws(ArgumentError) -> String {
        guard let value = parsed.value(option) else { return fallback }
        guard allowed.contains(value) else { throw .invalidValue(option: "--\(option)", value: value, allowed: allowed) }
        return value
    }
}
