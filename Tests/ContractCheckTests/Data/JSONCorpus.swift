import AnchorManifest
import Foundation

@testable import ContractCheck

/// The JSON inputs the two readers of a `.json` side (`JSONReader`, libyaml) are compared on:
/// the JSON the data suites write, the repository's JSON files and the seed's fenced examples,
/// seeded random documents (every kind of value, whitespace, escape and number), those documents
/// with one byte edited, and hostile inputs written out.
enum JSONCorpus {
    /// The package root (this file is `Tests/ContractCheckTests/Data/JSONCorpus.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The agreement suite's own files (their inputs are hostile on purpose).
    static let ownFiles: Set<String> = [
        "JSONCorpus.swift", "JSONHostileCases.swift", "DataJSONReaderAgreementTests.swift",
    ]

    /// Every string literal of the suites that read data sides whose text starts as JSON does
    /// (`{` or `[`), read by the Swift lexer (escapes decoded as the compiler decodes them).
    static func suiteLiterals() throws -> [[UInt8]] {
        let folders = ["Tests/ContractCheckTests/Data", "Tests/ContractCheckTests/Integration"]
        var out: [[UInt8]] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            for name in names.sorted() where name.hasSuffix(".swift") && !ownFiles.contains(name) {
                let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(folder + "/" + name)))
                for token in SwiftLexer().lex(bytes).tokens where token.kind == .string {
                    let trimmed = token.text.drop { " \n\t".contains($0) }
                    if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { out.append(Array(token.text.utf8)) }
                }
            }
        }
        return out
    }

    /// The `.json` files of the embedded example and the seed document's fenced JSON examples
    /// (placed as `DocumentExampleLexer` places them).
    static func exampleFiles() throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        let example = root.appendingPathComponent("Examples")
        let walker = FileManager.default.enumerator(atPath: example.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".json") {
                out.append(try [UInt8](Data(contentsOf: example.appendingPathComponent(path))))
            }
        }
        let seed = try [UInt8](
            Data(contentsOf: root.appendingPathComponent("Examples/beebox/beebox/docs/mobile-contract.md")))
        let lines = DocumentExampleLexer.lineStarts(seed)
        for fenced in CmarkReader.parse(seed, tables: false).fencedExamples where fenced.isJSON {
            let indent = DocumentExampleLexer.indent(of: fenced, in: seed, lineStarts: lines)
            out.append(DocumentExampleLexer.placed(fenced, indent: indent))
        }
        return out
    }

    /// `count` random documents and, for each, a copy with one byte deleted, replaced or inserted.
    static func generated(count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        var out: [[UInt8]] = []
        for _ in 0..<count {
            var generator = Generator(random: random)
            let document = Array(generator.document().utf8)
            random = generator.random
            out.append(document)
            out.append(mutated(document, &random))
        }
        return out
    }

    static func mutated(_ document: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = document
        let at = random.below(bytes.count + 1)
        let inserted = Array(random.pick(Generator.hostile).utf8)
        switch random.below(3) {
        case 0 where at < bytes.count: bytes.remove(at: at)
        case 1 where at < bytes.count: bytes.replaceSubrange(at...at, with: inserted)
        default: bytes.insert(contentsOf: inserted, at: at)
        }
        return bytes
    }

    /// Seeded random JSON text: any value at any depth up to 6, with random whitespace.
    struct Generator {
        var random: SplitMix64

        static let whitespace = ["", "", " ", "\n", "  ", "\t", "\r\n", "\n    ", " \t "]
        static let keys = ["a", "b", "id", "name", "<<", "", "k\\u00e9y", "é", "a b", "~1", "\\\"q\\\""]
        static let numbers = [
            "0", "-0", "7", "12", "-3.25", "1e10", "1E+2", "2.5e-3", "0.0", "-0.0e-0",
            "123456789012345678901234567890", "1e400", "-9007199254740993",
        ]
        static let stringPieces = [
            "x", "hello", "Rex", "é", "日本", "😀", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
            "\\u00e9", "\\u0000", "\\u001f", "\\ud83d\\ude00", "\\uD834\\uDD1E", "\u{7F}", "\u{85}", "\u{A0}",
            "\u{FFFE}", "\u{2028}", "#", "'", ": ", ", ", "- ", "&a", "*a", "!!", "{", "]", "%",
        ]
        /// What an edit inserts: JSON's delimiters, what only YAML writes, and bytes JSON refuses.
        static let hostile = [
            ",", "]", "}", "[", "{", ":", "\"", "\\", "#", "'", "\t", "\n", "\u{7F}", "\u{1}", "x", "0", "-",
            "// c", "/*", "NaN", "\\x41", "\\u12", "\\ud800", "&a ", "*a", "!!str ", "? ", "--- ", "\u{FEFF}",
            "\u{2028}", "\u{85}", " ", "\r",
        ]

        mutating func document() -> String { space() + value(depth: 0) + space() }

        mutating func space() -> String { random.pick(Self.whitespace) }

        mutating func value(depth: Int) -> String {
            switch random.below(depth < 6 ? 10 : 6) {
            case 0, 1: return string()
            case 2, 3: return random.pick(Self.numbers)
            case 4: return random.pick(["true", "false", "null"])
            case 5: return string()
            case 6, 7:
                let count = random.below(5)
                let entries = (0..<count).map { _ in
                    space() + "\"" + random.pick(Self.keys) + "\"" + space() + ":" + space() + value(depth: depth + 1)
                        + space()
                }
                return "{" + entries.joined(separator: ",") + space() + "}"
            default:
                let items = (0..<random.below(5)).map { _ in space() + value(depth: depth + 1) + space() }
                return "[" + items.joined(separator: ",") + space() + "]"
            }
        }

        mutating func string() -> String {
            "\"" + (0..<random.below(5)).map { _ in random.pick(Self.stringPieces) }.joined() + "\""
        }
    }
}
