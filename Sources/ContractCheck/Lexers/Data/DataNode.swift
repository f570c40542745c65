/// One value of a JSON or YAML document, with where it is written: what a data-file side
/// (`DataLexer`) is read into, and what JSON pointers (`DataPointer`) walk.
struct DataNode: Sendable, Equatable {
    /// What kind of value it is. (The value's parts are stored fields, not an enum's payloads:
    /// a tree of enum payloads leaked its arrays under LeakSanitizer with Swift 6.3.)
    enum Kind: Sendable, Equatable {
        case scalar
        /// A JSON object or YAML mapping: `entries` in the order written (a key written twice
        /// is two entries; `entry(_:)` takes the last, as JSON parsers do).
        case mapping
        case sequence
    }

    let kind: Kind
    /// The scalar, when the value is one.
    let scalar: DataScalar?
    /// The entries of a mapping; empty for any other value.
    let entries: [DataEntry]
    /// The items of a sequence; empty for any other value.
    let items: [DataNode]
    /// Where the value starts and where its last character is (for a scalar, its first character
    /// both; for a collection, its opening bracket or first key, and its end).
    var start: SourcePosition
    var end: SourcePosition

    init(scalar: DataScalar, start: SourcePosition, end: SourcePosition) {
        kind = .scalar
        self.scalar = scalar
        entries = []
        items = []
        self.start = start
        self.end = end
    }

    init(entries: [DataEntry], start: SourcePosition, end: SourcePosition) {
        kind = .mapping
        scalar = nil
        self.entries = entries
        items = []
        self.start = start
        self.end = end
    }

    init(items: [DataNode], start: SourcePosition, end: SourcePosition) {
        kind = .sequence
        scalar = nil
        entries = []
        self.items = items
        self.start = start
        self.end = end
    }

    /// The value at `key` of a mapping (the last entry of that key), or nil.
    func entry(_ key: String) -> DataNode? {
        guard kind == .mapping else { return nil }
        return entries.last { $0.key.text == key }?.value
    }

    /// The scalar's text when it is a string.
    var string: String? {
        guard let scalar, scalar.kind == .string else { return nil }
        return scalar.text
    }
}

/// A key and its value.
struct DataEntry: Sendable, Equatable {
    var key: DataScalar
    var value: DataNode
}

/// A scalar as JSON reads it: a string, a number as written, `true`/`false`, or `null`. In YAML a
/// plain scalar is a number, boolean or null only when written as JSON writes one (the YAML 1.2
/// JSON schema: `yes`, `0x1F` and `1_000` are strings).
struct DataScalar: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case string, number, boolean, null
    }

    var kind: Kind
    var text: String
    var position: SourcePosition
    /// The index of its lexeme in the file's `LexedSource.lexemes`.
    var lexeme: Int
}
