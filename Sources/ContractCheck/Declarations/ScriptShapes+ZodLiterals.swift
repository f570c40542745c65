/// zod closed sets of string literals: `z.enum([…])`, `z.literal("c")`, `z.union([…])` of them,
/// and `.or(…)` after any of them, each adding its members (`z.enum(["a","b"]).or(z.literal("c"))`
/// is `a|b|c`). A method that drops members (`.exclude`, `.extract`) is named as not followed.
extension ScriptShapes {
    /// Methods after a closed set that keep its members as they are.
    static let literalNeutralMethods: Set<String> = [
        "optional", "nullable", "nullish", "default", "catch", "describe", "readonly", "brand", "refine",
    ]

    /// The members of the closed set written from `start` through `end`, with what the reader does
    /// not follow; nil when it is no closed set of literals.
    func zodLiterals(from start: Int, through end: Int) -> (members: [String], unfollowed: [String])? {
        guard start + 3 <= end, lexemes[start].word == "z", lexemes[start + 1].punctuation == ".",
            lexemes[start + 3].punctuation == "(", let call = lexemes[start + 2].word
        else { return nil }
        let close = cursor.closing(ofGroupAt: start + 3)
        guard close <= end else { return nil }
        var members: [String]
        var unfollowed: [String] = []
        switch call {
        case "enum":
            members = strings(in: start + 3, close)
        case "literal":
            guard close == start + 5, let text = lexemes[start + 4].string else { return nil }
            members = [text]
        case "union":
            guard let list = (start + 4..<close).first(where: { lexemes[$0].punctuation == "[" }) else { return nil }
            members = []
            for (low, high) in arguments(open: list, close: cursor.closing(ofGroupAt: list)) {
                guard let member = zodLiterals(from: low, through: high) else { return nil }
                members += member.members
                unfollowed += member.unfollowed
            }
        default:
            return nil
        }
        var at = close + 1
        while at + 2 <= end, lexemes[at].punctuation == ".", let method = lexemes[at + 1].word,
            lexemes[at + 2].punctuation == "("
        {
            let group = cursor.closing(ofGroupAt: at + 2)
            if method == "or", let more = zodLiterals(from: at + 3, through: group - 1) {
                members += more.members.filter { !members.contains($0) }
                unfollowed += more.unfollowed
            } else if !Self.literalNeutralMethods.contains(method) {
                unfollowed.append("\".\(method)(…)\" of a closed set, which the reader does not follow")
            }
            at = group + 1
        }
        return (members, unfollowed)
    }
}
