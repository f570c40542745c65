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
        case .unexpectedValue(let option, let value):
            return "The option \"\(option)\" takes no value, but \"\(value)\" was given."
        case .repeated(let option): return "The option \"\(option)\" was given more than once."
        case .tooManyArguments(let extra):
            let quoted = extra.map { "\"\($0)\"" }.joined(separator: " ")
            return "Unexpected argument\(extra.count == 1 ? "" : "s") \(quoted)."
        case .missingArgument(let what): return "Missing argument: \(what)."
        case .missingOption(let option): return "The option \"\(option)\" is required."
        case .invalidValue(let option, let value, let allowed):
            let choices = allowed.joined(separator: ", ")
            return "The option \"\(option)\" does not accept \"\(value)\"; use one of \(choices)."
        case .unknownChoice(let what, let value, let allowed):
            return "Unknown \(what) \"\(value)\"; use one of \(allowed.joined(separator: ", "))."
        }
    }
}
