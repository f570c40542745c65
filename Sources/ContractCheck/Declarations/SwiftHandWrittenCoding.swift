/// The wire keys of a Swift type whose `init(from:)` or `encode(to:)` is written by hand: they
/// are the cases of the `CodingKey` enum its containers are keyed by, not its properties. The
/// enum is `CodingKeys` when the type has one, else the one nested enum its code names in
/// `container(keyedBy: Keys.self)`. Where the reader cannot tell the keys — no such enum, or
/// several, or the coder hands its encoder or decoder to another value (`try content.encode(to:
/// encoder)`, `Inner(from: decoder)`), which writes keys of its own into the same object — the
/// type's key set is unverifiable, with the reason, never read from its properties.
extension SwiftBodyReader {
    /// The nested declarations to take the coding keys from (a keyed-by enum renamed
    /// `CodingKeys`), and why the keys cannot be established, if they cannot.
    func handWrittenKeys(
        _ name: String, in ranges: [Range<Int>], nested: [SourceDeclaration]
    ) -> (codingKeys: [SourceDeclaration], unreadable: String?) {
        var keyedBy: [String] = []
        for range in ranges {
            if let line = handsOnCoder(in: range) {
                return (
                    nested,
                    "`\(name)` cannot be read as a key set: its hand-written coder hands the encoder or decoder to "
                        + "another value (line \(line)), which writes keys of its own"
                )
            }
            for at in range where lexemes[at].word == "keyedBy" && at + 3 < range.upperBound {
                if lexemes[at + 1].punctuation == ":", let keys = lexemes[at + 2].word, !keyedBy.contains(keys) {
                    keyedBy.append(keys)
                }
            }
        }
        let enums = nested.filter { $0.kind == .enumeration }
        if enums.contains(where: { $0.name == "CodingKeys" }) { return (nested, nil) }
        let found = enums.filter { keyedBy.contains($0.name) }
        guard found.count == 1, var keys = found.first else {
            return (
                nested,
                "`\(name)` cannot be read as a key set: its `init(from:)` or `encode(to:)` is written by hand, "
                    + "and its containers are keyed by no single `CodingKey` enum of the type"
            )
        }
        keys.name = "CodingKeys"
        return (nested + [keys], nil)
    }

    /// The line where a coder hands its encoder or decoder on whole: `x.encode(to: encoder)`,
    /// `T(from: decoder)`, `.init(from: decoder)`, `superEncoder()`/`superDecoder()`; nil when
    /// it does not. (Its own declaration, `func encode(to encoder: …)`, names a parameter.)
    func handsOnCoder(in range: Range<Int>) -> Int? {
        for at in range.dropFirst() where at + 2 < range.upperBound {
            let word = lexemes[at].word
            if word == "superEncoder" || word == "superDecoder" { return lexemes[at].line }
            guard lexemes[at].punctuation == "(", let label = lexemes[at + 1].word, label == "to" || label == "from",
                lexemes[at + 2].punctuation == ":"
            else { continue }
            let callee = lexemes[at - 1].word
            if label == "to" ? callee == "encode" : callee != nil { return lexemes[at].line }
        }
        return nil
    }
}
