import Testing

@testable import ContractCheck

/// JSON and YAML read through libyaml into a tree, tokens and lexemes: each scalar typed as JSON
/// types it and placed at its line and UTF-8 byte column, and every input libyaml refuses (or a
/// `.json` file holding what only YAML writes) refused with a reason and a line, never a crash.
@Suite struct DataLexerTests {
    struct TokenCase: Sendable, CustomTestStringConvertible {
        var fileExtension: String
        var source: String
        /// Each token as `kind text line:column`.
        var tokens: [String]
        var testDescription: String { source.debugDescription }
    }

    static func describe(_ token: SourceToken) -> String {
        "\(token.kind) \(token.text) \(token.line):\(token.column)"
    }

    @Test(arguments: [
        TokenCase(
            fileExtension: "json", source: #"{"a": 1, "b": [true, null, "x"]}"#,
            tokens: [
                "string a 1:2", "number 1 1:7", "string b 1:10", "identifier true 1:16", "identifier null 1:22",
                "string x 1:28",
            ]),
        TokenCase(
            fileExtension: "json", source: "{\n  \"é\": \"ü\",\n  \"k\": -1.5e3\n}",
            tokens: ["string é 2:3", "string ü 2:9", "string k 3:3", "number -1.5e3 3:8"]),
        TokenCase(
            fileExtension: "json", source: "\u{FEFF}{\"a\": \"\\u00e9\\/\"}",
            tokens: ["string a 1:5", "string é/ 1:10"]),
        TokenCase(
            fileExtension: "yaml", source: "a: yes\nb: 0x1F\nc: 012\nd: ~\ne: 'q'\n",
            tokens: [
                "string a 1:1", "string yes 1:4", "string b 2:1", "string 0x1F 2:4", "string c 3:1",
                "string 012 3:4", "string d 4:1", "identifier ~ 4:4", "string e 5:1", "string q 5:4",
            ]),
        TokenCase(
            fileExtension: "yml", source: "base: &b\n  id: 1\nthing:\n  <<: *b\n  name: x\n",
            tokens: [
                "string base 1:1", "string id 2:3", "number 1 2:7", "string thing 3:1", "string << 4:3",
                "string name 5:3", "string x 5:9",
            ]),
    ])
    func tokens(_ test: TokenCase) {
        let source = DataLexer(fileExtension: test.fileExtension).lex(Array(test.source.utf8))
        #expect(source.dataFailure == nil, "\(String(describing: source.dataFailure))")
        #expect(source.tokens.map(Self.describe) == test.tokens)
    }

    /// The merge key `<<` merges the anchored mapping's entries under the mapping that holds it.
    @Test func theMergeKeyMergesTheAnchoredEntries() throws {
        let source = DataLexer(fileExtension: "yaml").lex(
            Array("base: &b\n  id: 1\nthing:\n  <<: *b\n  name: x\n".utf8))
        let thing = try #require(source.data?.entry("thing"))
        #expect(thing.entries.map(\.key.text) == ["name", "id"])
    }

    struct FailureCase: Sendable, CustomTestStringConvertible {
        var fileExtension: String
        var source: [UInt8]
        var reason: String
        var line: Int?
        var testDescription: String { reason }
    }

    @Test(arguments: [
        FailureCase(
            fileExtension: "json", source: Array("{\"a\": 1,\n \"b\" 2}".utf8), reason: "did not find expected", line: 2
        ),
        FailureCase(
            fileExtension: "json", source: Array("{a: 1}".utf8), reason: "is not JSON: \"a\" is not quoted", line: 1),
        FailureCase(
            fileExtension: "json", source: Array("a: 1\n".utf8),
            reason: "it is not JSON: it holds a YAML block collection", line: 1),
        FailureCase(
            fileExtension: "json", source: Array("{\"a\": 'x'}".utf8), reason: "a string is in single quotes", line: 1),
        FailureCase(fileExtension: "json", source: [], reason: "it holds no JSON or YAML value", line: nil),
        FailureCase(
            fileExtension: "yaml", source: Array("a: 1\n---\nb: 2\n".utf8), reason: "more than one YAML document",
            line: 2),
        FailureCase(fileExtension: "yaml", source: Array("a: *nowhere\n".utf8), reason: "names no anchor", line: nil),
        FailureCase(
            fileExtension: "json", source: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], reason: "invalid", line: 1),
        FailureCase(fileExtension: "json", source: [0xFF, 0xFE, 0x7B, 0x00], reason: "UTF-16 or UTF-32", line: nil),
        FailureCase(
            fileExtension: "json",
            source: Array((String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).utf8),
            reason: "nests values deeper than the 256", line: 1),
    ])
    func failures(_ test: FailureCase) throws {
        let source = DataLexer(fileExtension: test.fileExtension).lex(test.source)
        let failure = try #require(source.dataFailure)
        #expect(failure.reason.contains(test.reason), "\(failure.reason)")
        if let line = test.line { #expect(failure.line == line) }
        #expect(source.data == nil)
    }

    /// An alias bomb (each level repeating the one before ten times) is refused by its size once
    /// expanded, in bounded time, not expanded into memory.
    @Test func anAliasBombIsRefused() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]\n"
        }
        let source = DataLexer(fileExtension: "yaml").lex(Array(yaml.utf8))
        let failure = try #require(source.dataFailure)
        #expect(failure.reason == "it holds more than 2,000,000 values, aliases expanded")
    }

    /// A block mapping ends at its last value, not where libyaml puts its end (the next key).
    @Test func aBlockMappingEndsAtItsLastValue() throws {
        let source = DataLexer(fileExtension: "yaml").lex(Array("a:\n  b: 1\n  c: 2\nd: 3\n".utf8))
        let a = try #require(source.data?.entry("a"))
        #expect(a.start == SourcePosition(line: 2, column: 3))
        #expect(a.end == SourcePosition(line: 3, column: 6))
    }

    /// RFC 6901 pointers, percent-decoded first as OpenAPI's `$ref` fragments are.
    @Test(
        arguments: [
            ("#", []), ("#/a/0", ["a", "0"]), ("#/a~1b/c~0d", ["a/b", "c~d"]),
            ("#/paths/~1pets%7Bid%7D", ["paths", "/pets{id}"]),
            ("#/", [""]),
        ] as [(String, [String])])
    func pointers(_ fragment: String, tokens: [String]) {
        #expect(DataPointer(fragment: fragment)?.tokens == tokens)
    }

    @Test(arguments: ["#a", "#/a~2", "#/%zz"])
    func malformedPointers(_ fragment: String) {
        #expect(DataPointer(fragment: fragment) == nil)
    }
}
