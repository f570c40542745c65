import Testing

@testable import AnchorManifest

/// The §8 value grammar, read in one place (`ConstantValueParser`): each code span beside the
/// values it stands for and the key set or closed set it states, as the checker consumes them.
@Suite struct ValueGrammarTests {
    static func key(_ name: String, optional: Bool = false, _ children: [ConstantKey]? = nil) -> ConstantKey {
        ConstantKey(name: name, isOptional: optional, children: children)
    }

    /// The one clause of a bullet whose value part is `span`.
    static func clause(_ span: String) throws -> ConstantClause {
        let document = CmarkReader.parse("## Mirrored constants\n\n- Label \(span) — `A/x.swift` ↔ `b.ts`\n")
        return try #require(try ConstantsParser().parse(document, path: "doc.md").bullets.first?.clauses.first)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var span: String
        var values: [String]
        var shapes: [ConstantShape]
        var testDescription: String { span }
    }

    @Test(arguments: [
        Case(
            span: "`{a,b?,c:{d,e?}}`", values: ["a", "b", "c", "d", "e"],
            shapes: [.keys([key("a"), key("b", optional: true), key("c", [key("d"), key("e", optional: true)])])]),
        Case(
            span: "`{source?,entries:[{level,at?}]}`", values: ["source", "entries", "level", "at"],
            shapes: [
                .keys([key("source", optional: true), key("entries", [key("level"), key("at", optional: true)])])
            ]
        ),
        Case(
            span: "`{version:2,action:\"stop\",n:-1}`", values: ["version", "2", "action", "stop", "n", "-1"],
            shapes: [.keys([key("version"), key("action"), key("n")])]),
        Case(
            span: "`{ id , kind? : 'x' }`", values: ["id", "kind", "x"],
            shapes: [.keys([key("id"), key("kind", optional: true)])]),
        // A wire key with brackets stays one key (OpenAPI's `$special[property.name]`).
        Case(
            span: "`{$special[property.name],id?}`", values: ["$special[property.name]", "id"],
            shapes: [.keys([key("$special[property.name]"), key("id", optional: true)])]),
        Case(
            span: "`{\"a b\",'c,d'?}`", values: ["a b", "c,d"],
            shapes: [.keys([key("a b"), key("c,d", optional: true)])]),
        Case(
            span: "`sent|queued|rejected`", values: ["sent", "queued", "rejected"],
            shapes: [.closed(["sent", "queued", "rejected"])]),
        // An empty alternative is the empty string, a member like any other.
        Case(span: "`UPPER|lower|`", values: ["UPPER", "lower", ""], shapes: [.closed(["UPPER", "lower", ""])]),
        Case(
            span: "`\"UPPER\"|\"lower\"|\"\"`", values: ["UPPER", "lower", ""],
            shapes: [.closed(["UPPER", "lower", ""])]),
        Case(span: "`1|-1`", values: ["1", "-1"], shapes: [.closed(["1", "-1"])]),
        Case(span: "`a|b|a`", values: ["a", "b"], shapes: [.closed(["a", "b"])]),
        // Two sets in one clause: a key both list is one value, and each set keeps it.
        Case(
            span: "`{id,text}`; image keys `{id,path?}`", values: ["id", "text", "path"],
            shapes: [.keys([key("id"), key("text")]), .keys([key("id"), key("path", optional: true)])]),
        Case(span: "`[{a,b}]`", values: ["a", "b"], shapes: []),
        Case(span: "`file,recordedAt,,text`", values: ["file", "recordedAt", "text"], shapes: []),
        Case(span: "`\"ios\"`", values: ["ios"], shapes: []),
        Case(span: "`1500`", values: ["1500"], shapes: []),
        Case(span: "`beeboxNativePost(channel, payload)`", values: ["beeboxNativePost"], shapes: []),
    ])
    func spans(_ example: Case) throws {
        let clause = try Self.clause(example.span)
        #expect(clause.values.map(\.text) == example.values)
        #expect(clause.shapes.map(\.shape) == example.shapes)
    }

    /// A shape's values are the keys (at every depth) or members of its own span: what a
    /// paired side settles.
    @Test func aShapeCarriesTheValuesOfItsSpan() throws {
        let clause = try Self.clause("`{version:2,sel:{ref}}`, kinds `a|b`")
        #expect(clause.shapes.map { $0.values.map(\.text) } == [["version", "sel", "ref"], ["a", "b"]])
        #expect(clause.shapes.map { $0.values.map(\.kind) } == [[.key, .key, .key], [.alternative, .alternative]])
    }

    /// A key set nested as deep as it is long is read without recursion: every key is a value,
    /// and the tree keeps children to `maximumDepth` objects.
    @Test func deepNestingKeepsTheTreeBounded() throws {
        let depth = 50_000
        let span = String(repeating: "{a:", count: depth) + "{b}" + String(repeating: "}", count: depth)
        let clause = try Self.clause("`\(span)`")
        #expect(clause.values.map(\.text) == ["a", "b"])
        guard case .keys(let keys) = clause.shapes.first?.shape else {
            Issue.record("no key set")
            return
        }
        var level = keys
        var levels = 0
        while let first = level.first, let children = first.children {
            levels += 1
            level = children
        }
        #expect(levels == 17)
    }

    /// A later sentence that mirrors the values before it mirrors their shapes too.
    @Test func aMirroringClauseInheritsTheShapes() throws {
        let document = CmarkReader.parse(
            "## Mirrored constants\n\n- Kinds `a|b` — `A.swift` ↔ `b.ts`. The worker mirrors them — `c.ts` ↔ `b.ts`.\n")
        let clauses = try #require(try ConstantsParser().parse(document, path: "doc.md").bullets.first?.clauses)
        #expect(clauses.map { $0.shapes.map(\.shape) } == [[.closed(["a", "b"])], [.closed(["a", "b"])]])
    }
}
