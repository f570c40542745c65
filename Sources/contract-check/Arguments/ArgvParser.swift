/// Hand-written argument parsing with swift-argument-parser's manners: `--opt value` and
/// `--opt=value`, `-F value` and `-Fvalue`, `--` ends the options, `-h`/`--help` anywhere before
/// it, and an unknown option is an error.
enum ArgvParser {
    static func parse(_ arguments: [String], spec: CommandSpec) throws(ArgumentError) -> ParsedArguments {
        var cursor = Cursor(arguments: arguments, spec: spec)
        var optionsEnded = false
        while let argument = cursor.next() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                cursor.parsed.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "-h" || argument == "--help" {
                cursor.parsed.helpRequested = true
            } else if argument.hasPrefix("--") {
                try cursor.long(String(argument.dropFirst(2)))
            } else {
                try cursor.shorts(Array(argument.dropFirst()))
            }
        }
        let parsed = cursor.parsed
        if parsed.helpRequested { return parsed }
        if parsed.positionals.count > spec.positionals.upperBound {
            throw .tooManyArguments(Array(parsed.positionals.dropFirst(spec.positionals.upperBound)))
        }
        if parsed.positionals.count < spec.positionals.lowerBound {
            throw .missingArgument(spec.positionalName)
        }
        return parsed
    }

    /// The arguments still to read and what they gave so far.
    private struct Cursor {
        let arguments: [String]
        let spec: CommandSpec
        var index = 0
        var parsed = ParsedArguments()

        init(arguments: [String], spec: CommandSpec) {
            self.arguments = arguments
            self.spec = spec
        }

        /// The next argument, consumed.
        mutating func next() -> String? {
            guard index < arguments.count else { return nil }
            index += 1
            return arguments[index - 1]
        }

        /// `--name`, `--name value` or `--name=value` (`name` without the dashes).
        mutating func long(_ spelled: String) throws(ArgumentError) {
            var name = spelled
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.option(long: name) else { throw .unknownOption("--\(name)") }
            if option.takesValue {
                guard let value = inline ?? next() else { throw .missingValue("--\(name)") }
                try record(option, value, spelled: "--\(name)")
            } else {
                if let inline { throw .unexpectedValue(option: "--\(name)", value: inline) }
                try record(option, nil, spelled: "--\(name)")
            }
        }

        /// Short options, possibly clustered (`-qF file`, `-Ffile`): a letter that takes a value
        /// takes the rest of the cluster, or the next argument.
        mutating func shorts(_ cluster: [Character]) throws(ArgumentError) {
            var letters = cluster[...]
            while let letter = letters.popFirst() {
                if letter == "h" {
                    parsed.helpRequested = true
                    continue
                }
                guard let option = spec.option(short: letter) else { throw .unknownOption("-\(letter)") }
                guard option.takesValue else {
                    try record(option, nil, spelled: "-\(letter)")
                    continue
                }
                let rest = letters.isEmpty ? nil : String(letters)
                guard let value = rest ?? next() else { throw .missingValue("-\(letter)") }
                try record(option, value, spelled: "-\(letter)")
                return
            }
        }

        /// A value for an option that takes one (once, unless repeatable), or a flag.
        mutating func record(_ option: OptionSpec, _ value: String?, spelled: String) throws(ArgumentError) {
            if let value {
                if !option.repeatable, parsed.values[option.long] != nil { throw .repeated(spelled) }
                parsed.values[option.long, default: []].append(value)
            } else {
                parsed.flags.insert(option.long)
            }
        }
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
