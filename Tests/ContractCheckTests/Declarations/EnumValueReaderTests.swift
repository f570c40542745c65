import Testing

@testable import ContractCheck

/// Enum members as the compilers give them values (issue 18, section 5): a TypeScript member
/// without an initializer counts on from the one before, a Swift case of an integer raw type
/// written without `=` too, and a value the reader cannot establish is a reason, never a name.
@Suite struct EnumValueReaderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var source: String
        /// The enum's members as the wire writes them.
        var values: [String]
        /// A part of the reason its closed set cannot be read, nil when it can.
        var reason: String? = nil
        /// The members of each `#if` configuration, when there are several.
        var branches: [[String]] = []
        var testDescription: String { name }
    }

    static let script: [Case] = [
        Case(
            name: "members without initializers", path: "b.ts", source: "enum E { A, B, C }", values: ["0", "1", "2"]),
        Case(
            name: "counting on after a numeric member", path: "b.ts", source: "enum E { A, B = 5, C }",
            values: ["0", "5", "6"]),
        Case(
            name: "after a negative member", path: "b.ts", source: "enum E { A = -2, B, C }",
            values: ["-2", "-1", "0"]),
        Case(
            name: "a literal keeps its text, the next counts from its value", path: "b.ts",
            source: "enum E { A = 0x10, B }", values: ["0x10", "17"]),
        Case(
            name: "folded constant members", path: "b.ts",
            source: "enum E { A = 1 << 2, B = A | 1, C, D = E.A * 2 + 1, F = E[\"B\"] - 1, G = ~0 }",
            values: ["4", "5", "6", "9", "4", "-1"]),
        Case(
            name: "a member after a folded one", path: "b.ts", source: "enum E { A = (2 + 3) * 2, B }",
            values: ["10", "11"]),
        Case(
            name: "strings and their concatenation", path: "b.ts", source: "enum E { A = \"a\", B = \"b\" + \"c\" }",
            values: ["a", "bc"]),
        Case(
            name: "a member without an initializer after a string member", path: "b.ts",
            source: "enum E {\n    A = \"a\",\n    B\n}", values: ["a", "B"],
            reason: "`B` (line 3) has no initializer after the string member \"a\", which TypeScript rejects"),
        Case(
            name: "a computed member", path: "b.ts", source: "enum E { A = \"abc\".length, B = 2 }",
            values: ["A", "2"],
            reason: "the initializer of `A` (line 1, `\"abc\" . length`) is not a constant the reader folds"),
        Case(
            name: "a member after a computed one", path: "b.ts", source: "enum E { A = f(), B }",
            values: ["A", "B"], reason: "the initializer of `A` (line 1, `f ( )`) is not a constant the reader folds"),
        Case(
            name: "a const enum", path: "b.ts", source: "export const enum E { A, B = 3, C }",
            values: ["0", "3", "4"]),
        Case(name: "a declare enum", path: "b.ts", source: "declare enum E { A, B }", values: ["0", "1"]),
        Case(
            name: "a declare const enum", path: "b.ts", source: "export declare const enum E { A = 2, B }",
            values: ["2", "3"]),
        Case(
            name: "string-named members", path: "b.ts", source: "enum E { 'a-b', \"c\" = 4, d }",
            values: ["0", "4", "5"]),
    ]

    static let swift: [Case] = [
        Case(
            name: "Int cases on one line", path: "A.swift", source: "enum E: Int { case a, b = 5, c }",
            values: ["0", "5", "6"]),
        Case(
            name: "Int cases across lines", path: "A.swift",
            source: "enum E: Int, Codable {\n    case a\n    case b = -1\n    case c\n}", values: ["0", "-1", "0"]),
        Case(
            name: "UInt8 after a hexadecimal value", path: "A.swift", source: "enum E: UInt8 { case a = 0x10, b }",
            values: ["0x10", "17"]),
        Case(
            name: "every integer raw type counts", path: "A.swift",
            source: "enum E: Swift.Int64 { case a, b = 1_0, c }", values: ["0", "1_0", "11"]),
        Case(
            name: "String cases are their names", path: "A.swift",
            source: "enum E: String { case a, b = \"x\", c }", values: ["a", "x", "c"]),
        Case(
            name: "no raw type: the names", path: "A.swift", source: "enum E: Codable { case a, b }",
            values: ["a", "b"]),
        Case(
            name: "an Int CodingKey's wire key is its name", path: "A.swift",
            source: "enum CodingKeys: Int, CodingKey { case a, b = 5 }", values: ["a", "b"]),
        Case(
            name: "a Double raw type without =", path: "A.swift", source: "enum E: Double { case a = 1.5, b }",
            values: ["1.5", "b"],
            reason: "`b` (line 1) has no raw value and its raw type is Double, whose implicit raw values"),
        Case(
            name: "a typealiased raw type", path: "A.swift",
            source: "typealias Code = Int\nenum E: Code { case a, b }", values: ["a", "b"],
            reason: "`a` (line 2) has no raw value and its first inherited type `Code` is not one the reader knows"),
        Case(
            name: "a Character raw type without =", path: "A.swift",
            source: "enum E: Character { case a = \"a\", b }", values: ["a", "b"],
            reason: "its raw type is Character, which has no implicit raw values"),
        Case(
            name: "cases under #if: each configuration counts on its own", path: "A.swift",
            source: "enum E: Int {\n#if os(iOS)\n    case a\n#endif\n    case b, c\n}", values: ["0", "1", "2"],
            branches: [["0", "1", "2"], ["0", "1"]]),
        Case(
            name: "#if and #else with the same names", path: "A.swift",
            source: "enum E: Int {\n#if DEBUG\n    case a = 1, b\n#else\n    case a = 1, b = 3\n#endif\n}",
            values: ["1", "2", "1", "3"], branches: [["1", "2"], ["1", "3"]]),
        Case(
            name: "branches that agree are one", path: "A.swift",
            source: "enum E: Int {\n#if DEBUG\n    case a, b\n#else\n    case a = 0, b = 1\n#endif\n}",
            values: ["0", "1", "0", "1"]),
    ]

    @Test(arguments: script + swift)
    func reads(_ example: Case) throws {
        let declarations = DeclarationReaderTests.read(example.path, example.source)
        let enumeration = try #require(
            declarations.named(example.name.contains("CodingKey") ? "CodingKeys" : "E").first)
        #expect(enumeration.cases.map(\.wireValue) == example.values)
        #expect(enumeration.branchCases.map { $0.map(\.wireValue) } == example.branches)
        if let reason = example.reason {
            let found = try #require(enumeration.unreadableCase)
            #expect(found.contains(reason), "\(found)")
        } else {
            #expect(enumeration.unreadableCase == nil)
        }
    }
}
