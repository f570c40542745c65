/// A strict JSON reader (RFC 8259) for `.json` sides: one pass over the bytes builds the tree,
/// tokens and lexemes that `DataTreeBuilder` builds from libyaml's events for the same text, with
/// the same lines and UTF-8 byte columns and within the same limits (depth, values, events), so
/// the libyaml scan, its event copies and the character-to-byte position walk are left out of the
/// common case. It refuses what JSON does not write that libyaml reads as YAML (a trailing comma,
/// a comment, a YAML escape, a raw tab in a string, a key that is not a string) and reads what
/// JSON writes that libyaml refuses (an escaped surrogate pair, a raw DEL or U+FFFE, a tab before
/// the first value). `DataLexer` asks libyaml again only when this reader refuses, so a file both
/// refuse keeps libyaml's reason and line.
struct JSONReader {
    /// Why the bytes are not JSON, with the line of the byte where reading stopped.
    struct Refusal: Error, Sendable, Equatable {
        var reason: String
        var line: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    /// The line of `offset`, and the offset its line starts at (columns count bytes from there).
    var line = 1
    var lineStart = 0
    /// The values read (keys included) and libyaml's events for them (a scalar is one, a
    /// collection two, the document's start and end two), checked against the same limits.
    private var nodes = 0
    private var events = 2
    /// The bytes of a string with escapes, decoded (kept between strings for its capacity).
    var decoded: [UInt8] = []
    /// The entries and items of the collections being read, innermost last: each collection's
    /// array is made once at its end, at its size, instead of growing one append at a time.
    private var entryStack: [DataEntry] = []
    private var itemStack: [DataNode] = []
    /// The lexemes before the first one this reader appends (a value read from its `JSONMark`:
    /// its scalars' `lexeme` indices are the ones a read of the whole file gives them).
    private var lexemeBase = 0
    private(set) var source = LexedSource()

    private init(bytes: UnsafeBufferPointer<UInt8>, reserving: Bool = true) {
        self.bytes = bytes
        guard reserving else { return }
        source.tokens.reserveCapacity(bytes.count / 24)
        source.lexemes.reserveCapacity(bytes.count / 16)
    }

    /// The file's tokens, lexemes and tree, or why it is not JSON.
    static func read(_ bytes: [UInt8]) -> Result<LexedSource, Refusal> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            do throws(Refusal) {
                let root = try reader.document()
                var source = reader.source
                source.data = root
                return .success(source)
            } catch {
                return .failure(error)
            }
        }
    }

    /// The value at `mark` alone (`PointedJSON`: the bytes were checked whole by `JSONSkipper`),
    /// with the positions and lexeme indices a read of the whole file gives it; nil if it is not
    /// JSON after all.
    static func value(at mark: JSONMark, in bytes: UnsafeBufferPointer<UInt8>) -> DataNode? {
        var reader = JSONReader(bytes: bytes, reserving: false)
        reader.offset = mark.offset
        reader.line = mark.line
        reader.lineStart = mark.lineStart
        reader.lexemeBase = mark.lexemes
        return try? reader.value(depth: mark.depth)
    }

    /// One value, with only whitespace around it (a UTF-8 byte order mark may come first).
    private mutating func document() throws(Refusal) -> DataNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        guard offset < bytes.count else { throw refusal("it holds no JSON or YAML value") }
        let root = try value(depth: 0)
        skipWhitespace()
        guard offset == bytes.count else { throw unexpected("nothing more after the value") }
        guard events <= DataLexer.maximumEvents else {
            throw refusal("it holds more than \(DataLexer.maximumEvents) values, past what a side is read to")
        }
        return root
    }

    /// The value at `offset`, `depth` collections deep.
    private mutating func value(depth: Int) throws(Refusal) -> DataNode {
        guard depth <= DataTreeBuilder.maximumDepth else {
            throw refusal("it nests values deeper than the \(DataTreeBuilder.maximumDepth) a side is read to")
        }
        nodes += 1
        guard nodes <= DataTreeBuilder.maximumNodes else {
            throw refusal("it holds more than 2,000,000 values, aliases expanded")
        }
        guard offset < bytes.count else { throw unexpected("a value") }
        let start = position
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            events += 2
            return try object(at: start, depth: depth)
        case UInt8(ascii: "["):
            events += 2
            return try array(at: start, depth: depth)
        case UInt8(ascii: "\""):
            events += 1
            let text = try string()
            return scalar(.string, text, start: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            events += 1
            let text = try number()
            return scalar(.number, text, start: start)
        default:
            events += 1
            return try literal(at: start)
        }
    }

    private mutating func object(at start: SourcePosition, depth: Int) throws(Refusal) -> DataNode {
        punctuation("{", at: start)
        offset += 1
        let first = entryStack.count
        skipWhitespace()
        if !at(UInt8(ascii: "}")) {
            while true {
                skipWhitespace()
                guard at(UInt8(ascii: "\"")) else {
                    guard at(UInt8(ascii: "}")) else { throw unexpected("a string key") }
                    throw refusal("it is not JSON: a comma before \"}\" (JSON has no trailing commas)")
                }
                let key = try value(depth: depth + 1)
                skipWhitespace()
                guard at(UInt8(ascii: ":")) else { throw unexpected("\":\" after a key") }
                offset += 1
                skipWhitespace()
                let value = try value(depth: depth + 1)
                // `key` is a string node: `value(depth:)` read it from its quote.
                entryStack.append(DataEntry(key: key.scalar!, value: value))
                skipWhitespace()
                guard at(UInt8(ascii: ",")) else { break }
                offset += 1
            }
        }
        guard at(UInt8(ascii: "}")) else { throw unexpected("\",\" or \"}\"") }
        let end = position
        punctuation("}", at: end)
        offset += 1
        let entries = Array(entryStack[first...])
        entryStack.removeSubrange(first...)
        return DataNode(entries: entries, start: start, end: end)
    }

    private mutating func array(at start: SourcePosition, depth: Int) throws(Refusal) -> DataNode {
        punctuation("[", at: start)
        offset += 1
        let first = itemStack.count
        skipWhitespace()
        if !at(UInt8(ascii: "]")) {
            while true {
                skipWhitespace()
                if at(UInt8(ascii: "]")) {
                    throw refusal("it is not JSON: a comma before \"]\" (JSON has no trailing commas)")
                }
                let item = try value(depth: depth + 1)
                itemStack.append(item)
                skipWhitespace()
                guard at(UInt8(ascii: ",")) else { break }
                offset += 1
            }
        }
        guard at(UInt8(ascii: "]")) else { throw unexpected("\",\" or \"]\"") }
        let end = position
        punctuation("]", at: end)
        offset += 1
        let items = Array(itemStack[first...])
        itemStack.removeSubrange(first...)
        return DataNode(items: items, start: start, end: end)
    }

    /// `true`, `false` or `null`, typed as libyaml's plain scalar of that text is.
    private mutating func literal(at start: SourcePosition) throws(Refusal) -> DataNode {
        for (word, kind) in Self.literals where bytes[offset...].starts(with: word.utf8) {
            offset += word.utf8.count
            return scalar(kind, word, start: start)
        }
        throw unexpected("a value")
    }

    private static let literals: [(String, DataScalar.Kind)] = [
        ("true", .boolean), ("false", .boolean), ("null", .null),
    ]

    /// A scalar node whose text was read from `start` to just before `offset`, with its token and
    /// lexeme (as `DataTreeBuilder.scalar` gives them).
    private mutating func scalar(_ kind: DataScalar.Kind, _ text: String, start: SourcePosition) -> DataNode {
        var value = source.appendScalar(kind, text, at: start)
        value.lexeme += lexemeBase
        let end = SourcePosition(line: start.line, column: offset - lineStart)
        return DataNode(scalar: value, start: start, end: end)
    }

    private mutating func punctuation(_ bracket: String, at position: SourcePosition) {
        source.lexemes.append(SourceLexeme(lexeme: .punctuation(bracket), line: position.line, column: position.column))
    }

    /// RFC 8259's whitespace: space, tab, line feed, carriage return (lines end at `\n` only).
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    var position: SourcePosition { SourcePosition(line: line, column: offset - lineStart + 1) }

    func at(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    func refusal(_ reason: String) -> Refusal { Refusal(reason: reason, line: line) }

    /// "… is expected, not …" for the byte at `offset` (or the end).
    func unexpected(_ expected: String) -> Refusal {
        guard offset < bytes.count else { return refusal("it is not JSON: it ends where \(expected) is expected") }
        let byte = bytes[offset]
        let found = byte >= 0x20 && byte < 0x7F ? "\"\(Character(Unicode.Scalar(byte)))\"" : "the byte \(hex(byte))"
        return refusal("it is not JSON: \(found) where \(expected) is expected")
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
