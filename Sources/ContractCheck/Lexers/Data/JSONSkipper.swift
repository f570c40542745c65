/// Where a value starts in a `.json` file, with what `JSONReader` would have counted before it:
/// its line (and the offset that line starts at, for columns) and the lexemes before it (a
/// scalar's `DataScalar.lexeme` is its index among the file's lexemes).
struct JSONMark: Sendable, Equatable {
    var offset: Int
    var line: Int
    var lineStart: Int
    var lexemes: Int
    /// How many collections enclose the value (the depth `JSONReader` reads it at).
    var depth: Int
}

/// Passes over JSON without building anything: accepts exactly what `JSONReader` accepts (RFC
/// 8259, well-formed UTF-8, the same depth and value limits), counting lines and lexemes as it
/// reads them, so a value found here can be read by `JSONReader` from its `JSONMark` alone into
/// the node, positions and lexeme indices a read of the whole file gives it. `PointedJSON` checks
/// the whole file with it once, then walks to each value a JSON pointer names.
struct JSONSkipper {
    /// Why a skip stopped: the bytes are not what `JSONReader` accepts (its reader says why).
    struct Refused: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var line = 1
    var lineStart = 0
    var lexemes = 0
    /// The values (keys included) and libyaml's events counted, as `JSONReader` counts them.
    var nodes = 0
    var events = 2
    /// The deepest nesting of brackets met (the root collection is 1), as `SourceLimits` counts it.
    var nesting = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Where the document's one value starts (after a byte order mark and whitespace).
    mutating func start() throws(Refused) -> JSONMark {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        guard offset < bytes.count else { throw Refused() }
        return mark(depth: 0)
    }

    /// The whole document checked: one value, nothing after it, within the limits.
    mutating func document() throws(Refused) {
        let root = try start()
        try value(depth: root.depth)
        skipWhitespace()
        guard offset == bytes.count, events <= DataLexer.maximumEvents else { throw Refused() }
    }

    func mark(depth: Int) -> JSONMark {
        JSONMark(offset: offset, line: line, lineStart: lineStart, lexemes: lexemes, depth: depth)
    }

    /// Skips the value at `offset`, `depth` collections deep.
    mutating func value(depth: Int) throws(Refused) {
        guard depth <= DataTreeBuilder.maximumDepth, offset < bytes.count else { throw Refused() }
        nodes += 1
        guard nodes <= DataTreeBuilder.maximumNodes else { throw Refused() }
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            events += 2
            try collection(depth: depth)
        case UInt8(ascii: "\""):
            events += 1
            lexemes += 1
            try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            events += 1
            lexemes += 1
            try number()
        default:
            events += 1
            lexemes += 1
            try literal()
        }
    }

    /// An object or an array: its entries or items skipped.
    private mutating func collection(depth: Int) throws(Refused) {
        let isObject = bytes[offset] == UInt8(ascii: "{")
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        nesting = max(nesting, depth + 1)
        lexemes += 1
        offset += 1
        skipWhitespace()
        if !at(close) {
            while true {
                skipWhitespace()
                if isObject { try key(depth: depth) }
                try value(depth: depth + 1)
                skipWhitespace()
                guard at(UInt8(ascii: ",")) else { break }
                offset += 1
            }
        }
        guard at(close) else { throw Refused() }
        lexemes += 1
        offset += 1
    }

    /// An object's key and its colon, up to its value; the offset of the key's closing quote.
    @discardableResult
    mutating func key(depth: Int) throws(Refused) -> Int {
        guard at(UInt8(ascii: "\"")) else { throw Refused() }
        try value(depth: depth + 1)
        let quote = offset - 1
        skipWhitespace()
        guard at(UInt8(ascii: ":")) else { throw Refused() }
        offset += 1
        skipWhitespace()
        return quote
    }

    /// RFC 8259's whitespace (lines end at `\n` only).
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

    func at(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    /// `true`, `false` or `null`.
    private mutating func literal() throws(Refused) {
        for word in ["true", "false", "null"] where bytes[offset...].starts(with: word.utf8) {
            offset += word.utf8.count
            return
        }
        throw Refused()
    }
}
