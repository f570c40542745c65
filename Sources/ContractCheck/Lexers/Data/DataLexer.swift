/// The lexer of data files a §8 side may name (`.json`, `.yaml`, `.yml`): a `.json` file is read
/// by `JSONReader` (strict RFC 8259, one pass), a YAML file by libyaml (`YAMLEventReader`), whose
/// events `DataTreeBuilder` turns into the same tree, tokens and lexemes. A `.json` file the JSON
/// reader refuses is read by libyaml too, as strict JSON (what only YAML writes refused with its
/// line): when libyaml refuses it as well, its reason and line are the ones given, so each file
/// both readers refuse keeps the words it always had. A file that cannot be read keeps no tree:
/// `LexedSource.dataFailure` says why, and the side is unverifiable.
struct DataLexer: SourceLexer {
    static let fileExtensions: Set<String> = ["json", "yaml", "yml"]

    /// The most events a file may give (each scalar, collection start and end is one).
    static let maximumEvents = 4_000_000

    /// What reads a file: JSON's own reader, or libyaml.
    enum Reader: Sendable, Equatable {
        case json
        case libyaml
    }

    let strictJSON: Bool
    let reader: Reader

    init(fileExtension: String) {
        self.init(fileExtension: fileExtension, reader: fileExtension == "json" ? .json : .libyaml)
    }

    /// A lexer whose `.json` files are read by `reader` (the tests compare the two on JSON).
    init(fileExtension: String, reader: Reader) {
        strictJSON = fileExtension == "json"
        self.reader = strictJSON ? reader : .libyaml
    }

    func lex(_ bytes: [UInt8]) -> LexedSource {
        guard reader == .json else { return lexWithLibYAML(bytes) }
        switch JSONReader.read(bytes) {
        case .success(let source):
            return source
        case .failure(let refusal):
            let yaml = lexWithLibYAML(bytes)
            guard yaml.dataFailure == nil else { return yaml }
            var source = LexedSource()
            source.dataFailure = DataFailure(reason: refusal.reason, line: refusal.line)
            return source
        }
    }

    private func lexWithLibYAML(_ bytes: [UInt8]) -> LexedSource {
        var builder = DataTreeBuilder(bytes: bytes, strictJSON: strictJSON)
        do throws(DataReadFailure) {
            if let reason = Self.encodingRefusal(bytes) { throw DataReadFailure(reason: reason, offset: nil) }
            let events = try YAMLEventReader(bytes).events(limit: Self.maximumEvents)
            let root = try builder.build(events)
            var source = builder.source
            source.data = root
            return source
        } catch {
            var positions = DataPositions(bytes)
            var source = LexedSource()
            source.dataFailure = DataFailure(
                reason: error.reason, line: error.offset.map { positions.position(ofCharacter: $0).line })
            return source
        }
    }

    /// Why the bytes are not read: UTF-16 and UTF-32 (libyaml would decode them, but every
    /// position here counts UTF-8 bytes).
    static func encodingRefusal(_ bytes: [UInt8]) -> String? {
        let boms: [[UInt8]] = [[0xFF, 0xFE], [0xFE, 0xFF], [0x00, 0x00, 0xFE, 0xFF]]
        guard boms.contains(where: bytes.starts(with:)) else { return nil }
        return "it is UTF-16 or UTF-32; a side is read as UTF-8"
    }
}

/// Why a data file has no tree, and the line libyaml stopped at.
struct DataFailure: Sendable, Equatable {
    var reason: String
    var line: Int?

    /// `"fixtures/a.json" cannot be read as JSON at line 3: …`.
    func sentence(path: String) -> String {
        let kind = path.lowercased().hasSuffix(".json") ? "JSON" : "YAML"
        let place = line.map { " at line \($0)" } ?? ""
        return "\"\(path)\" cannot be read as \(kind)\(place): \(reason)"
    }
}
