import Testing

@testable import ContractCheck

/// A `.json` side read only where its pointers point (`PointedJSON`) gives what a read of the
/// whole file then the pointer gives (`JSONReader`, `DataPointer.resolve`): the same node,
/// positions and lexeme indices for every pointer to every value, nil for a pointer to nothing,
/// the same declarations (`$ref`s followed), and the file refused exactly when `JSONReader`
/// refuses it, wherever the bad byte is.
@Suite struct DataPointedJSONTests {
    /// Every pointer to a value of `node` (itself first), at most `limit` of them, with a pointer
    /// to nothing beside each collection's (a key it lacks, an index past its end).
    static func pointers(in node: DataNode, at pointer: DataPointer = DataPointer(tokens: []), limit: Int = 400)
        -> [DataPointer]
    {
        var out = [pointer]
        var queue = [(node, pointer)]
        while let (next, at) = queue.popLast(), out.count < limit {
            switch next.kind {
            case .mapping:
                out.append(at.appending("no such key"))
                for entry in next.entries {
                    out.append(at.appending(entry.key.text))
                    queue.append((entry.value, at.appending(entry.key.text)))
                }
            case .sequence:
                out.append(at.appending(String(next.items.count)))
                out.append(at.appending("01"))
                for (index, item) in next.items.enumerated() {
                    out.append(at.appending(String(index)))
                    queue.append((item, at.appending(String(index))))
                }
            case .scalar:
                out.append(at.appending("0"))
            }
        }
        return out
    }

    /// `#/a~1b` as `#/a%7E1b`: every byte but a letter or digit %-escaped.
    static func percentEncoded(_ pointer: DataPointer) -> String {
        let digits = Array("0123456789ABCDEF")
        func encoded(_ byte: UInt8) -> String {
            let letter = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            return letter ? String(UnicodeScalar(byte)) : "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
        }
        let escaped = pointer.tokens.map { $0.replacing("~", with: "~0").replacing("/", with: "~1") }
        return "#" + escaped.map { "/" + $0.utf8.map(encoded).joined() }.joined()
    }

    /// The pointed reading of `input` agrees with the whole read on every pointer; false when
    /// both refuse it.
    @discardableResult
    static func agree(_ input: [UInt8]) -> Bool {
        let whole = DataLexer(fileExtension: "json").lex(input)
        let pointed = PointedJSON.checked(input)
        let shown = String(decoding: input.prefix(200), as: UTF8.self).debugDescription
        #expect((pointed != nil) == (whole.dataFailure == nil), "\(shown)")
        guard let pointed, let root = whole.data else { return false }
        #expect(pointed.nesting == SourceLimits.nesting(whole.lexemes), "\(shown)")
        for pointer in pointers(in: root) {
            let expected = pointer.resolve(in: root)
            #expect(pointed.node(at: pointer) == expected, "\(pointer) in \(shown)")
            // Written as a side may write it (`~` escapes, then every byte %-escaped), and read back.
            #expect(DataPointer(fragment: percentEncoded(pointer)) == pointer)
        }
        for key in ["openapi", "$schema", "0", ""] {
            #expect(DataDocument(pointed).holds(key: key) == (root.entry(key) != nil), "\(key) in \(shown)")
        }
        return true
    }

    /// The JSON the data suites write, the example's JSON files and the seed's fenced examples.
    @Test func theSuitesAndTheExampleReadAlike() throws {
        let inputs = try JSONCorpus.suiteLiterals() + JSONCorpus.exampleFiles()
        let read = inputs.filter { Self.agree($0) }.count
        #expect(read > 40)
    }

    /// Seeded random documents, and each with one byte edited (so many are refused, the bad byte
    /// anywhere in the file).
    @Test func generatedDocumentsReadAlike() {
        let inputs = JSONCorpus.generated(count: 600, seed: 20_261_208)
        let read = inputs.filter { Self.agree($0) }.count
        #expect(read > 200)
        #expect(inputs.count - read > 150)
    }

    /// The hostile inputs written out (limits, escapes, encodings): refused alike, read alike.
    @Test func hostileInputsReadAlike() {
        for test in JSONHostileCases.all { Self.agree(test.input) }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        /// The pointer as a side writes it, and the scalar text it names (nil: it names nothing,
        /// "{}"/"[]": a collection).
        var fragment: String
        var names: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a key with / and ~", json: #"{"a/b": {"c~d": 1}}"#, fragment: "#/a~1b/c~0d", names: "1"),
        Case(name: "%-escapes", json: #"{"a b": {"é": "x"}}"#, fragment: "#/a%20b/%C3%A9", names: "x"),
        Case(name: "an escaped key", json: #"{"\u0041\/": true}"#, fragment: "#/A~1", names: "true"),
        Case(name: "a key written twice: the last", json: #"{"k": 1, "j": 2, "k": 3}"#, fragment: "#/k", names: "3"),
        Case(name: "canonically equal keys", json: "{\"\u{212A}\": 1}", fragment: "#/K", names: "1"),
        Case(name: "an array index", json: #"{"a": [10, [20, 30]]}"#, fragment: "#/a/1/1", names: "30"),
        Case(name: "an index with a leading zero", json: #"{"a": [10, 20]}"#, fragment: "#/a/01", names: nil),
        Case(name: "an index past the end", json: #"{"a": [10]}"#, fragment: "#/a/1", names: nil),
        Case(name: "a missing key", json: #"{"a": {"b": 1}}"#, fragment: "#/a/c", names: nil),
        Case(name: "a step into a scalar", json: #"{"a": "text"}"#, fragment: "#/a/0", names: nil),
        Case(name: "a key in an array", json: #"[{"a": 1}]"#, fragment: "#/a", names: nil),
        Case(name: "the empty key", json: #"{"": {"": 5}}"#, fragment: "#//", names: "5"),
        Case(name: "the whole document", json: "\u{FEFF}\n [1,\n 2]\n", fragment: "#", names: "[]"),
        Case(name: "an object", json: "{\"a\":\n  {\"b\": [1]}}", fragment: "#/a", names: "{}"),
    ]

    @Test(arguments: cases)
    func pointersAsSidesWriteThem(_ test: Case) throws {
        let input = Array(test.json.utf8)
        let pointer = try #require(DataPointer(fragment: test.fragment))
        let pointed = try #require(PointedJSON.checked(input))
        let root = try #require(DataLexer(fileExtension: "json").lex(input).data)
        let node = pointed.node(at: pointer)
        #expect(node == pointer.resolve(in: root))
        switch test.names {
        case nil: #expect(node == nil)
        case "{}": #expect(node?.kind == .mapping)
        case "[]": #expect(node?.kind == .sequence)
        case let text?: #expect(node?.scalar?.text == text)
        }
        #expect(Self.agree(input))
    }

    /// A byte JSON refuses outside the value a pointer names refuses the file, as the whole read
    /// does: `{"a": {"b": 1}, "c": …}` with each of these after `"c": ` (written apart, so the
    /// agreement suite's corpus of this folder's JSON literals does not take them in).
    @Test(arguments: [#""\#u{1}"}"#, "true, \"d\": [1,]}", "1} x", "01}", #""\ud800"}"#, "'x'}", "\"x\ty\"}"])
    func aBadByteOutsideThePointedValue(_ rest: String) throws {
        var input = Array("{".utf8) + Array(#""a": {"b": 1}, "c": "#.utf8) + Array(rest.utf8)
        #expect(PointedJSON.checked(input) == nil)
        #expect(DataLexer(fileExtension: "json").lex(input).dataFailure != nil)
        // The same with a byte that is not UTF-8 in place of the `x` of `"x"`.
        input = Array("{".utf8) + Array(#""a": {"b": 1}, "c": "x"}"#.utf8)
        #expect(PointedJSON.checked(input) != nil)
        input[input.count - 3] = 0xFF
        #expect(PointedJSON.checked(input) == nil)
        #expect(DataLexer(fileExtension: "json").lex(input).dataFailure != nil)
    }

    /// An OpenAPI document's schemas read through `$ref` chains (to a `$ref`, through `allOf`, to
    /// nothing, in a cycle): the same declarations from either reading.
    @Test func schemasWithReferenceChainsReadAlike() throws {
        let json = """
            {"openapi": "3.0.3", "components": {"schemas": {
              "Pet": {"allOf": [{"$ref": "#/components/schemas/Base"}], "required": ["name"],
                      "properties": {"name": {"type": "string"},
                                     "owner": {"$ref": "#/components/schemas/Alias"}}},
              "Alias": {"$ref": "#/components/schemas/Owner"},
              "Owner": {"properties": {"id": {"type": "integer"},
                                       "pets": {"items": {"$ref": "#/components/schemas/Pet"}}}},
              "Base": {"required": ["id"], "properties": {"id": {"type": "integer"}}},
              "Loop": {"$ref": "#/components/schemas/Loop"},
              "Gone": {"$ref": "#/components/schemas/Missing"},
              "Kind": {"enum": ["cat", "dog"]},
              "One": {"const": "only"},
              "a/b": {"properties": {"x~y": {"type": "string"}}}
            }}}
            """
        let input = Array(json.utf8)
        let root = try #require(DataLexer(fileExtension: "json").lex(input).data)
        let pointed = DataDocument(try #require(PointedJSON.checked(input)))
        let tree = DataDocument(root)
        #expect(DataDeclarations.reading(of: pointed, path: "api.json") == .schema)
        for name in ["Pet", "Alias", "Owner", "Base", "Loop", "Gone", "Kind", "One", "a~1b", "Nothing"] {
            let pointer = try #require(DataPointer(fragment: "#/components/schemas/" + name))
            let expected = DataDeclarations.declarations(at: pointer, in: tree, reading: .schema)
            #expect(DataDeclarations.declarations(at: pointer, in: pointed, reading: .schema) == expected, "\(name)")
            #expect(expected.isEmpty == (name == "Nothing"))
        }
        #expect(Self.agree(input))
    }
}
