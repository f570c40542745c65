/// A Swift enum with no raw type that is no `Codable` type either, whose body maps its cases
/// to strings by hand through names (`var identifier: String { switch self { case .public:
/// return kMXRoomJoinRulePublic … } }`, constants declared in Objective-C): its case names are
/// not its wire values, and the values are not in the file.
extension SwiftBodyReader {
    /// The protocols that make a case name (or a hand-written raw value) a wire form.
    static let wireProtocols: Set<String> = ["Codable", "Decodable", "Encodable", "RawRepresentable", "CodingKey"]

    /// Why the cases of the enum `name` (body from `open` to `close`) cannot be read as its
    /// wire values, or nil: it has no raw type, no wire protocol, and a `return` of a bare name
    /// after a `case .x:` label in its body.
    func handMappedCases(_ name: String, inherited: [String], rawType: RawType, open: Int, close: Int) -> String? {
        guard rawType == .none, !inherited.contains(where: { Self.wireProtocols.contains($0) }) else { return nil }
        var at = open + 1
        while at + 4 < close {
            if lexemes[at].word == "case", lexemes[at + 1].punctuation == ".", lexemes[at + 2].word != nil,
                lexemes[at + 3].punctuation == ":", lexemes[at + 4].word == "return", at + 5 < close,
                let returned = lexemes[at + 5].word, !["self", "nil", "true", "false"].contains(returned),
                lexemes[at + 6].punctuation != "." && lexemes[at + 6].punctuation != "("
            {
                return "the enum `\(name)` has no raw values: its cases are mapped by hand to names "
                    + "(`\(returned)`, line \(lexemes[at + 5].line)) whose values the reader does not read"
            }
            at += 1
        }
        return nil
    }
}
