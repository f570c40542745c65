/// One value of a JSON or YAML document, with where it is written: what a data-file side
/// (`DataLexer`) is read into, and what JSON pointers (`DataPointer`) walk.
struct DataNode: Sendable, Equatable {
    indirect enum Value: Sendable, Equatable {
        case scalar(DataScalar)
        /// A JSON object or YAML mapping: its entries in the order written (a key written twice
        /// is two entries; `entry(_:)` takes the last, as JSON parsers do).
        case mapping([DataEntry])
        case sequence([DataNode])
    }

    var value: Value
    /// Where the value starts and where its last character is (for a scalar, its first character
    /// both; for a collection, its opening bracket or first key, and its end).
    var start: SourcePosition
    var end: SourcePosition

    /// The value at `key` of a mapping (the last entry of that key), or nil.
    func entry(_ key: String) -> DataNode? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.last { $0.key.text == key }?.value
    }

    /// The entries of a mapping; empty for any other value.
    var entries: [DataEntry] {
        if case .mapping(let entries) = value { return entries }
        return []
    }

    /// The items of a sequence; empty for any other value.
    var items: [DataNode] {
        if case .sequence(let items) = value { return items }
        return []
    }

    /// The scalar, when the value is one.
    var scalar: DataScalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
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
