import CYAML

/// One event of libyaml's parser, copied out of C: what `DataTreeBuilder` builds a tree from.
struct DataEvent: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case documentStart
        case documentEnd
        case mappingStart(flow: Bool)
        case mappingEnd
        case sequenceStart(flow: Bool)
        case sequenceEnd
        case scalar(text: String, style: ScalarStyle, tag: String?)
        case alias(String)
    }

    /// How a scalar is written: it decides whether `1` is a number or a string.
    enum ScalarStyle: Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, block
    }

    var kind: Kind
    /// The anchor (`&name`) a node is given, for the aliases that repeat it.
    var anchor: String?
    /// The character offset of the event's first character in the stream (libyaml's
    /// `mark.index`: characters, not bytes; `DataPositions` turns it into a line and byte column).
    var start: Int
    var end: Int
}

/// Why a data file could not be read: libyaml's problem, at a character offset.
struct DataReadFailure: Error, Sendable, Equatable {
    var reason: String
    /// The character offset of the problem (`DataPositions` gives its line), or nil.
    var offset: Int?
}

/// libyaml's event parser over one file's bytes. The `yaml_parser_t` is owned here, freed in
/// `deinit`; every call's result goes through `check`. The only place that calls libyaml.
final class YAMLEventReader {
    private var parser = yaml_parser_t()
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        yaml_parser_initialize(&parser)
    }

    deinit {
        yaml_parser_delete(&parser)
    }

    /// Every event of the stream, in order, the stream's own start and end left out. Stops at
    /// `limit` events (a hostile file cannot make the list unbounded).
    func events(limit: Int) throws(DataReadFailure) -> [DataEvent] {
        var out: [DataEvent] = []
        try bytes.withUnsafeBufferPointer { (buffer) throws(DataReadFailure) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while true {
                try check(yaml_parser_parse(&parser, &event))
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                if let copied = Self.copy(event) { out.append(copied) }
                guard out.count <= limit else {
                    throw DataReadFailure(
                        reason: "it holds more than \(limit) values, past what a side is read to",
                        offset: Int(event.start_mark.index))
                }
            }
        }
        return out
    }

    /// Throws libyaml's problem when `rc` is 0.
    private func check(_ rc: Int32) throws(DataReadFailure) {
        guard rc == 0 else { return }
        let problem = parser.problem.flatMap { String(validatingCString: $0) } ?? "libyaml could not read it"
        let context = parser.context.flatMap { String(validatingCString: $0) }
        let reason = context.map { "\(problem) (\($0))" } ?? problem
        throw DataReadFailure(reason: reason, offset: Int(parser.problem_mark.index))
    }

    /// The event as a Swift value; nil for the stream's start and end.
    private static func copy(_ event: yaml_event_t) -> DataEvent? {
        let kind: DataEvent.Kind
        var anchor: UnsafeMutablePointer<yaml_char_t>?
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart(flow: event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE)
            anchor = event.data.mapping_start.anchor
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart(flow: event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE)
            anchor = event.data.sequence_start.anchor
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = scalar.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
            }
            kind = .scalar(text: text ?? "", style: style(scalar.style), tag: string(scalar.tag))
            anchor = scalar.anchor
        case YAML_ALIAS_EVENT: kind = .alias(string(event.data.alias.anchor) ?? "")
        default: return nil
        }
        return DataEvent(
            kind: kind, anchor: string(anchor), start: Int(event.start_mark.index), end: Int(event.end_mark.index))
    }

    private static func style(_ style: yaml_scalar_style_t) -> DataEvent.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: return .block
        default: return .plain
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.flatMap { String(validatingCString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
