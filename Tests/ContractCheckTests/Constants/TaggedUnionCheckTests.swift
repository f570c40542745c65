import Testing

@testable import ContractCheck

/// Discriminated unions as closed sets (issue 18, section 4): typeshare's adjacently tagged enum
/// as TypeScript (`{ type: "A"; content: … } | { type: "B" }`), as Swift (an enum with associated
/// values and its nested `Type` enum of tags) and as a Kotlin sealed class of `@SerialName`
/// subclasses, each read as its tags and compared with the bullet's closed set and each other.
@Suite struct TaggedUnionCheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bullet = Self.bullet
        var files: [String: String]
        var state: BulletResult.State
        /// Text every drift finding's message must contain, one per finding, in order.
        var findings: [String] = []
        var detail: String? = nil
        var testDescription: String { name }

        static let bullet =
            "Shape tags `Circle|Square|Empty` — `a.ts` · `Shape` ↔ `A.swift` · `Shape` ↔ `c.kt` · `Shape`."
    }

    static let script = """
        export interface Circle { radius: number }
        export type Shape =
          | { type: "Circle"; content: Circle }
          | { type: "Square"; content: number }
          | { type: "Empty" };
        """
    static let swift = """
        struct Circle: Codable { var radius: Double }
        enum Shape: Codable {
            case circle(Circle)
            case square(Double)
            case empty

            enum `Type`: String, CodingKey, Codable, CaseIterable {
                case circle = "Circle"
                case square = "Square"
                case empty = "Empty"
            }

            private enum CodingKeys: String, CodingKey {
                case type, content
            }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                switch try container.decode(`Type`.self, forKey: .type) {
                case .circle: self = .circle(try container.decode(Circle.self, forKey: .content))
                case .square: self = .square(try container.decode(Double.self, forKey: .content))
                case .empty: self = .empty
                }
            }
        }
        """
    static let kotlin = """
        @Serializable
        data class Circle(val radius: Double)

        @Serializable
        sealed class Shape {
            @Serializable @SerialName("Circle") data class CircleShape(val content: Circle) : Shape()
            @Serializable @SerialName("Square") data class Square(val content: Double) : Shape()
            @Serializable @SerialName("Empty") object Empty : Shape()
        }
        """

    /// The three fixtures with `edits` (file, old text, new text) applied.
    static func files(_ edits: [(String, String, String)] = []) -> [String: String] {
        var files = ["a.ts": script, "A.swift": swift, "c.kt": kotlin]
        for (path, old, new) in edits {
            let text = files[path] ?? ""
            precondition(text.contains(old), "\(path) has no \(old)")
            files[path] = text.replacingOccurrences(of: old, with: new)
        }
        return files
    }

    static let extra = "has the member \"Triangle\", which \"Shape tags\" does not list"
    static let renamed = "has the member \"Box\" where \"Shape tags\" lists \"Square\""
    static let dropped = "\"Empty\" of \"Shape tags\" is not a member of Shape in "

    @Test(arguments: [
        Case(
            name: "typeshare's three outputs read as the closed set", files: files(), state: .ok,
            detail: "3 members match Shape on all sides"),
        Case(
            name: "TypeScript: an extra tag",
            files: files([("a.ts", "{ type: \"Empty\" };", "{ type: \"Empty\" }\n  | { type: \"Triangle\" };")]),
            state: .drift, findings: ["Shape in \"a.ts\" " + extra]),
        Case(
            name: "TypeScript: a renamed tag", files: files([("a.ts", "type: \"Square\"", "type: \"Box\"")]),
            state: .drift, findings: ["Shape in \"a.ts\" " + renamed]),
        Case(
            name: "TypeScript: a dropped tag",
            files: files([("a.ts", "content: number }\n  | { type: \"Empty\" };", "content: number };")]),
            state: .drift, findings: [dropped + "\"a.ts\""]),
        Case(
            name: "Swift: an extra tag",
            files: files([
                ("A.swift", "    case empty\n", "    case empty\n    case triangle(Double)\n"),
                ("A.swift", "case empty = \"Empty\"", "case empty = \"Empty\"\n        case triangle = \"Triangle\""),
            ]), state: .drift, findings: ["Shape in \"A.swift\" " + extra]),
        Case(
            name: "Swift: a renamed tag", files: files([("A.swift", "= \"Square\"", "= \"Box\"")]), state: .drift,
            findings: ["Shape in \"A.swift\" " + renamed]),
        Case(
            name: "Swift: a dropped tag",
            files: files([
                ("A.swift", "    case empty\n", ""), ("A.swift", "        case empty = \"Empty\"\n", ""),
                ("A.swift", "        case .empty: self = .empty\n", ""),
            ]), state: .drift, findings: [dropped + "\"A.swift\""]),
        Case(
            name: "Kotlin: an extra tag",
            files: files([
                (
                    "c.kt", "object Empty : Shape()",
                    "object Empty : Shape()\n    @SerialName(\"Triangle\") object T : Shape()"
                )
            ]), state: .drift, findings: ["Shape in \"c.kt\" " + extra]),
        Case(
            name: "Kotlin: a renamed tag", files: files([("c.kt", "@SerialName(\"Square\")", "@SerialName(\"Box\")")]),
            state: .drift, findings: ["Shape in \"c.kt\" " + renamed]),
        Case(
            name: "Kotlin: a dropped tag",
            files: files([("c.kt", "    @Serializable @SerialName(\"Empty\") object Empty : Shape()\n", "")]),
            state: .drift, findings: [dropped + "\"c.kt\""]),
    ])
    func typeshareOutputs(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let kindBullet = "Shape kinds `circle|square` — `a.ts` · `Shape` ↔ `c.kt` · `Shape`."
    static let sealedKotlin = """
        @Serializable sealed interface Shape
        @Serializable @SerialName("circle") data class Circle(val radius: Double) : Shape
        @Serializable @SerialName("square") data class Square(val side: Double) : Shape
        """

    @Test(arguments: [
        Case(
            name: "a union of same-file interfaces, tagged by kind", bullet: kindBullet,
            files: [
                "a.ts": """
                export interface Circle { kind: "circle"; radius: number }
                export interface Square { kind: "square"; side: number }
                export type Shape = Circle | Square;
                """, "c.kt": sealedKotlin,
            ], state: .ok, detail: "2 members match Shape on both sides"),
        Case(
            name: "a renamed tag in an interface the union names", bullet: kindBullet,
            files: [
                "a.ts": """
                export interface Circle { kind: "circle"; radius: number }
                export interface Square { kind: "box"; side: number }
                export type Shape = Circle | Square;
                """, "c.kt": sealedKotlin,
            ], state: .drift,
            findings: ["Shape in \"a.ts\" has the member \"box\" where \"Shape kinds\" lists \"square\""]),
        Case(
            name: "the tag is the first property that is a string literal in every member", bullet: kindBullet,
            files: [
                "a.ts": """
                export type Shape =
                  | { version: "1"; kind: "circle"; radius: number }
                  | { kind: "square"; version: "1"; side: number };
                """, "c.kt": sealedKotlin,
            ], state: .ok, detail: "2 members match Shape on both sides"),
        Case(
            name: "a member whose tag is not a string literal makes the union unverifiable", bullet: kindBullet,
            files: [
                "a.ts": """
                export type Shape =
                  | { kind: "circle"; radius: number }
                  | { kind: string; side: number };
                """, "c.kt": sealedKotlin,
            ], state: .unverifiable,
            detail: "the tagged union `Shape` in \"a.ts\" cannot be read as a closed set: member 2 (line 3) has no "
                + "\"kind\" of one string-literal type"),
        Case(
            name: "a member imported from a file the bullet does not name makes it unverifiable", bullet: kindBullet,
            files: [
                "a.ts": """
                import { Square } from "./square";
                export interface Circle { kind: "circle"; radius: number }
                export type Shape = Circle | Square;
                """, "c.kt": sealedKotlin,
            ], state: .unverifiable,
            detail: "the tagged union `Shape` in \"a.ts\" cannot be read as a closed set: `Square` is not declared "
                + "in the file, so its \"kind\" cannot be read"),
    ])
    func unionsOfReferences(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}

/// What the readers take a discriminated union's closed set to be: its tags, as wire values.
@Suite struct TaggedUnionReaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var source: String
        var name: String
        var cases: [String]
        var untagged: String? = nil
        var testDescription: String { "\(path): \(source.prefix(40))" }
    }

    @Test(arguments: [
        Case(path: "a.ts", source: TaggedUnionCheckTests.script, name: "Shape", cases: ["Circle", "Square", "Empty"]),
        Case(
            path: "a.ts", source: "type T = { t: 'A' } | { t: 'B'; c: { id: string } } | { t: 'C'; c: string }",
            name: "T", cases: ["A", "B", "C"]),
        Case(path: "a.ts", source: "type T = { a: string } | { b: number }", name: "T", cases: []),
        Case(path: "a.ts", source: "type T = \"a\" | \"b\"", name: "T", cases: []),
        Case(
            path: "a.ts", source: "type T = { t: 'A' } | { u: 'B' }", name: "T", cases: ["A"],
            untagged: "member 2 (line 1) has no \"t\" of one string-literal type"),
        Case(
            path: "A.swift", source: TaggedUnionCheckTests.swift, name: "Shape", cases: ["Circle", "Square", "Empty"]),
        Case(
            path: "A.swift", source: "enum Shape: Codable { case circle(Double), square }", name: "Shape",
            cases: ["circle", "square"]),
        Case(
            path: "A.swift",
            source: "enum E { case a(Int), b, c\n enum Tag: String { case a = \"A\", c = \"C\", d = \"D\" } }",
            name: "E", cases: ["A", "b", "C", "D"]),
        Case(path: "c.kt", source: TaggedUnionCheckTests.kotlin, name: "Shape", cases: ["Circle", "Square", "Empty"]),
        Case(
            path: "c.kt",
            source: "@Serializable sealed interface Shape\n@Serializable @SerialName(\"circle\") class C : Shape",
            name: "Shape", cases: ["circle"]),
    ])
    func reads(_ example: Case) throws {
        let declarations = DeclarationReaderTests.read(example.path, example.source)
        let declaration = try #require(declarations.named(example.name).first)
        #expect(declaration.cases.map(\.wireValue) == example.cases)
        #expect(declaration.untaggedReason == example.untagged)
    }
}
