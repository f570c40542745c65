/// Hand-written argument parsing with swift-argument-parser's manners: `--opt value` and
/// `--opt=value`, `-F value` and `-Fvalue`, `--` ends the options, `-h`/`--help` anywhere before
/// it, and an unknown option is an error.
enum ArgvParser {
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
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.helpRequested = true
                continue
            }
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inline: String?
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let option = spec.option(long: name) else { throw .unknownOption("--\(name)") }
                if option.takesValue {
                    if let inline {
                        try record(option, inline, spelled: "--\(name)")
                        continue
                    }
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
                if letter == "h" {
                    parsed.helpRequested = true
                    continue
                }
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
    static func choice(
        _ parsed: ParsedArguments, _ option: String, allowed: [String], default fallback: String
    ) throws(ArgumentError) -> String {
        guard let value = parsed.value(option) else { return fallback }
        guard allowed.contains(value) else {
            throw .invalidValue(option: "--\(option)", value: value, allowed: allowed)
        }
        return value
    }
}
