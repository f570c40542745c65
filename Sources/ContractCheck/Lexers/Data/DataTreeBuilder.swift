/// Builds a document's tree from libyaml's events, and the tokens and lexemes every other side
/// file has (`LexedSource`): each scalar, key or value, is a token (a string, a number as
/// written, `true`/`false`/`null` as a word), each collection a bracket pair. Aliases repeat the
/// node they name (YAML 1.1's `<<` merge key merges a mapping's entries); the nodes an alias
/// repeats count toward `maximumNodes`, so no alias bomb can exhaust memory.
struct DataTreeBuilder {
    /// The most nodes a document may hold, aliases expanded.
    static let maximumNodes = 2_000_000
    /// The deepest nesting read, as deep as code's brackets are read (`SourceLimits`).
    static let maximumDepth = 256

    private var positions: DataPositions
    /// True for a `.json` file: anything JSON does not write (a single-quoted or bare string, a
    /// block scalar, a tag, an anchor, a block collection) is refused with its line.
    private let strictJSON: Bool
    private var events: [DataEvent] = []
    private var next = 0
    private var anchors: [String: DataNode] = [:]
    /// The nodes each anchored node holds, what an alias to it adds to `nodes`.
    private var anchorSizes: [String: Int] = [:]
    private var nodes = 0
    private(set) var source = LexedSource()

    init(bytes: [UInt8], strictJSON: Bool) {
        positions = DataPositions(bytes)
        self.strictJSON = strictJSON
    }

    /// The one document of `events` (a file with none, or several, is refused).
    mutating func build(_ events: [DataEvent]) throws(DataReadFailure) -> DataNode {
        self.events = events
        next = 0
        guard next < events.count, events[next].kind == .documentStart else {
            throw DataReadFailure(reason: "it holds no JSON or YAML value", offset: nil)
        }
        next += 1
        let root = try node(depth: 0)
        while next < events.count, events[next].kind == .documentEnd { next += 1 }
        if next < events.count {
            throw DataReadFailure(
                reason: "it holds more than one YAML document (a side reads one)", offset: events[next].start)
        }
        return root
    }

    private mutating func node(depth: Int) throws(DataReadFailure) -> DataNode {
        guard next < events.count else { throw DataReadFailure(reason: "it ends inside a value", offset: nil) }
        let event = events[next]
        next += 1
        guard depth <= Self.maximumDepth else {
            throw DataReadFailure(
                reason: "it nests values deeper than the \(Self.maximumDepth) a side is read to",
                offset: event.start)
        }
        let before = nodes
        try count(1, at: event.start)
        if strictJSON, let reason = Self.notJSON(event) { throw DataReadFailure(reason: reason, offset: event.start) }
        let start = positions.position(ofCharacter: event.start)
        var built: DataNode
        switch event.kind {
        case .scalar(let text, let style, let tag):
            let end = positions.position(ofCharacter: max(event.end - 1, event.start))
            built = DataNode(scalar: scalar(text, style: style, tag: tag, at: start), start: start, end: end)
        case .mappingStart(let flow):
            built = try mapping(at: start, flow: flow, depth: depth)
        case .sequenceStart(let flow):
            source.lexemes.append(SourceLexeme(lexeme: .punctuation("["), line: start.line, column: start.column))
            var items: [DataNode] = []
            while next < events.count, events[next].kind != .sequenceEnd { items.append(try node(depth: depth + 1)) }
            let end = try close("]", flow: flow, last: items.last?.end ?? start)
            built = DataNode(items: items, start: start, end: end)
        case .alias(let name):
            guard let repeated = anchors[name] else {
                throw DataReadFailure(reason: "the alias \"*\(name)\" names no anchor before it", offset: event.start)
            }
            try count(anchorSizes[name, default: 1] - 1, at: event.start)
            built = repeated
        default:
            throw DataReadFailure(reason: "libyaml gave an event out of order", offset: event.start)
        }
        if let anchor = event.anchor {
            anchors[anchor] = built
            anchorSizes[anchor] = nodes - before
        }
        return built
    }

    private mutating func mapping(
        at start: SourcePosition, flow: Bool, depth: Int
    ) throws(DataReadFailure) -> DataNode {
        source.lexemes.append(SourceLexeme(lexeme: .punctuation("{"), line: start.line, column: start.column))
        var entries: [DataEntry] = []
        var merged: [DataEntry] = []
        var last = start
        while next < events.count, events[next].kind != .mappingEnd {
            let keyEvent = events[next]
            let key = try node(depth: depth + 1)
            guard let scalar = key.scalar else {
                throw DataReadFailure(
                    reason: "a key is not a scalar (a side reads string keys)", offset: keyEvent.start)
            }
            let value = try node(depth: depth + 1)
            last = max(last, value.end)
            if scalar.text == "<<", case .scalar(_, .plain, nil) = keyEvent.kind {
                merged += value.entries + value.items.flatMap(\.entries)
            } else {
                entries.append(DataEntry(key: scalar, value: value))
            }
        }
        let own = Set(entries.map(\.key.text))
        entries += merged.filter { !own.contains($0.key.text) }
        return DataNode(entries: entries, start: start, end: try close("}", flow: flow, last: last))
    }

    /// Adds `added` nodes to the document's count, refusing it past `maximumNodes`.
    private mutating func count(_ added: Int, at offset: Int) throws(DataReadFailure) {
        nodes += added
        guard nodes <= Self.maximumNodes else {
            throw DataReadFailure(reason: "it holds more than 2,000,000 values, aliases expanded", offset: offset)
        }
    }

    /// Consumes the end event of a collection; where the collection ends: its closing bracket
    /// (flow style), or the end of its last value (block style: libyaml puts a block's end where
    /// the next value starts).
    private mutating func close(_ bracket: String, flow: Bool, last: SourcePosition) throws(DataReadFailure)
        -> SourcePosition
    {
        guard next < events.count else { throw DataReadFailure(reason: "it ends inside a value", offset: nil) }
        let end = flow ? positions.position(ofCharacter: max(events[next].end - 1, events[next].start)) : last
        next += 1
        source.lexemes.append(SourceLexeme(lexeme: .punctuation(bracket), line: end.line, column: end.column))
        return end
    }

    /// A scalar typed as JSON types it, with its token and lexeme.
    private mutating func scalar(
        _ text: String, style: DataEvent.ScalarStyle, tag: String?, at start: SourcePosition
    ) -> DataScalar {
        var kind = DataScalar.Kind.string
        if style == .plain, tag == nil {
            if text == "true" || text == "false" {
                kind = .boolean
            } else if text == "null" || text == "~" || text.isEmpty {
                kind = .null
            } else if NumberGrammar.isJSONNumber(text) {
                kind = .number
            }
        }
        return source.appendScalar(kind, text, at: start)
    }

    /// Why an event is not JSON, or nil.
    private static func notJSON(_ event: DataEvent) -> String? {
        if event.anchor != nil { return "it is not JSON: it gives a value a YAML anchor" }
        switch event.kind {
        case .alias: return "it is not JSON: it holds a YAML alias"
        case .mappingStart(let flow), .sequenceStart(let flow):
            return flow ? nil : "it is not JSON: it holds a YAML block collection"
        case .scalar(let text, let style, let tag):
            if tag != nil { return "it is not JSON: it holds a YAML tag" }
            switch style {
            case .doubleQuoted: return nil
            case .plain:
                let literal = ["true", "false", "null"].contains(text) || NumberGrammar.isJSONNumber(text)
                return literal ? nil : "it is not JSON: \"\(text.prefix(40))\" is not quoted"
            case .singleQuoted: return "it is not JSON: a string is in single quotes"
            case .block: return "it is not JSON: it holds a YAML block scalar"
            }
        default: return nil
        }
    }
}

/// RFC 8259's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
enum NumberGrammar {
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        guard let first = bytes.first else { return false }
        let whole = digits()
        guard whole > 0, first != UInt8(ascii: "0") || whole == 1 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
