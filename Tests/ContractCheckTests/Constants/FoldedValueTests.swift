import Testing

@testable import ContractCheck

/// A named constant's value is its whole initializer, folded as a compiler folds constants
/// (issue 18, section 1): a case per language for each way the audit found a compiler reading
/// another value than the literal still inside the declaration, with the exact reading.
@Suite struct FoldedValueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The side under test; the other side holds `"beebox.key"` plainly.
        var path: String
        var source: String
        var state: BulletResult.State
        /// Text each drift finding's message contains, in order.
        var findings: [String] = []
        /// The bullet's detail line, exactly.
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let swiftSide = "let storageKey = \"beebox.key\""
    static let scriptSide = "export const STORAGE_KEY = \"beebox.key\";"

    /// The bullet, naming `storageKey` in Swift and `STORAGE_KEY` elsewhere.
    static func document(_ path: String) -> String {
        let other = path.hasSuffix(".swift") ? "`b.ts` · `STORAGE_KEY`" : "`A.swift` · `storageKey`"
        let symbol = path.hasSuffix(".swift") ? "storageKey" : "STORAGE_KEY"
        return
            "# Contract\n\n## 8. Mirrored constants\n\n"
            + "- Storage key `beebox.key` — `\(path)` · `\(symbol)` ↔ \(other).\n"
    }

    static func declared(_ value: String) -> String {
        "is declared as \"\(value)\", which is not a value of \"Storage key\" (\"beebox.key\")."
    }

    static func unfoldable(_ symbol: String, _ path: String, _ expression: String) -> String {
        "the initializer of `\(symbol)` in \"\(path)\" is \(expression); contract-check reads only literals and "
            + "constant folds"
    }

    static let ok = "1 value present on 2 sides (in STORAGE_KEY ↔ in storageKey)"
    static let okSwift = "1 value present on 2 sides (in storageKey ↔ in STORAGE_KEY)"

    @Test(arguments: [
        Case(
            name: "a concatenation folds to another value", path: "b.ts",
            source: "export const STORAGE_KEY = \"beebox.key\" + \"2\";", state: .drift,
            findings: ["\"STORAGE_KEY\" " + declared("beebox.key2")]),
        Case(
            name: "a concatenation that folds to the value", path: "b.ts",
            source: "const PREFIX = \"beebox.\";\nexport const STORAGE_KEY = PREFIX + `key` as const;", state: .ok,
            detail: ok),
        Case(
            name: "a template with a substitution", path: "b.ts",
            source: "const v = 2;\nexport const STORAGE_KEY = `beebox.key${v}`;", state: .unverifiable,
            detail: unfoldable("STORAGE_KEY", "b.ts", "a string with a substitution")),
        Case(
            name: "a conditional", path: "b.ts",
            source: "export const STORAGE_KEY = false ? \"beebox.key\" : \"beebox.evil\";", state: .unverifiable,
            detail: unfoldable("STORAGE_KEY", "b.ts", "a conditional expression")),
        Case(
            name: "a let the file reassigns", path: "b.ts",
            source: "export let STORAGE_KEY = \"beebox.key\";\nSTORAGE_KEY = \"beebox.evil\";", state: .unverifiable,
            detail: "`STORAGE_KEY` in \"b.ts\" is a `let` the file assigns again (line 2), so its value is not its "
                + "initializer"),
        Case(
            name: "a let the file does not reassign", path: "b.ts",
            source: "export let STORAGE_KEY = \"beebox.key\";\nconsole.log(STORAGE_KEY);", state: .ok, detail: ok),
        Case(
            name: "an export alias", path: "b.ts",
            source:
                "const STORAGE_KEY = \"beebox.key\";\nconst EVIL = \"beebox.evil\";\nexport { EVIL as STORAGE_KEY };",
            state: .drift, findings: ["\"STORAGE_KEY\" " + declared("beebox.evil")]),
        Case(
            name: "the as-const member the constant reads", path: "b.ts",
            source: "const KEYS = { a: \"beebox.evil\", b: \"beebox.key\" } as const;\n"
                + "export const STORAGE_KEY = KEYS.b;", state: .ok, detail: ok),
        Case(
            name: "another as-const member", path: "b.ts",
            source: "const KEYS = { a: \"beebox.evil\", b: \"beebox.key\" } as const;\n"
                + "export const STORAGE_KEY = KEYS.a;", state: .drift,
            findings: ["\"STORAGE_KEY\" " + declared("beebox.evil")]),
        Case(
            name: "a member of an object that is not as const", path: "b.ts",
            source: "const KEYS = { b: \"beebox.key\" };\nexport const STORAGE_KEY = KEYS.b;", state: .unverifiable,
            detail: unfoldable(
                "STORAGE_KEY", "b.ts", "a member of `KEYS`, an object literal that is not `as const`")),
        Case(
            name: "a call", path: "b.ts",
            source: "export const STORAGE_KEY = key(\"beebox.key\");", state: .unverifiable,
            detail: unfoldable("STORAGE_KEY", "b.ts", "a call to `key`")),
        Case(
            name: "<!-- in a .cjs file is a comment", path: "b.cjs",
            source: "const STORAGE_KEY = <!-- \"beebox.key\"\n  \"beebox.evil\";\nmodule.exports = { STORAGE_KEY };",
            state: .drift, findings: ["\"STORAGE_KEY\" " + declared("beebox.evil")]),
    ])
    func typescript(_ row: Case) throws {
        try check(row, other: ["A.swift": Self.swiftSide])
    }

    @Test(arguments: [
        Case(
            name: "#if false … #else with another literal", path: "A.swift",
            source: "#if false\nlet storageKey = \"beebox.key\"\n#else\nlet storageKey = \"beebox.evil\"\n#endif",
            state: .drift, findings: ["\"storageKey\" " + declared("beebox.evil")]),
        Case(
            name: "#if branches that agree", path: "A.swift",
            source:
                "#if os(iOS)\nlet storageKey = \"beebox.key\"\n#else\nlet storageKey = \"beebox.\" + \"key\"\n#endif",
            state: .ok, detail: okSwift),
        Case(
            name: "a referenced constant whose #if branches differ", path: "A.swift",
            source: "#if DEBUG\nlet prefix = \"beebox.dev.\"\n#else\nlet prefix = \"beebox.\"\n#endif\n"
                + "let storageKey = prefix + \"key\"",
            state: .unverifiable,
            detail: unfoldable(
                "storageKey", "A.swift", "a reference to `prefix`, declared with different values under `#if`")),
        Case(
            name: "an interpolation", path: "A.swift",
            source: "let v = 2\nlet storageKey = \"beebox.key\\(v)\"", state: .unverifiable,
            detail: unfoldable("storageKey", "A.swift", "a string with a substitution")),
        Case(
            name: "a computed property", path: "A.swift",
            source: "struct Store {\n    var storageKey: String { flag ? \"beebox.key\" : \"beebox.evil\" }\n}",
            state: .unverifiable,
            detail: "the getter of `storageKey` in \"A.swift\" is a conditional expression; contract-check reads "
                + "only literals and constant folds"),
        Case(
            name: "a computed property that is one literal", path: "A.swift",
            source: "struct Store {\n    static var storageKey: String { get { return \"beebox.\" + \"key\" } }\n}",
            state: .ok, detail: okSwift),
        Case(
            name: "a computed property with statements is read like a function", path: "A.swift",
            source:
                "struct Store {\n    var storageKey: String {\n        let key = \"beebox.key\"\n"
                + "        return key\n    }\n}",
            state: .ok, detail: okSwift),
        Case(
            name: "a protocol requirement and the extension that implements it", path: "A.swift",
            source: "protocol Keyed {\n    var storageKey: String { get }\n}\n"
                + "extension Keyed {\n    var storageKey: String { \"beebox.key\" }\n}",
            state: .ok, detail: okSwift),
        Case(
            name: "a top-level constant shadowed by a nested type's member", path: "A.swift",
            source: "let storageKey = \"beebox.evil\"\nenum Legacy {\n    static let storageKey = \"beebox.key\"\n}",
            state: .drift, findings: ["\"storageKey\" " + declared("beebox.evil")]),
        Case(
            name: "a static member folded from a sibling", path: "A.swift",
            source: "enum Keys {\n    static let prefix = \"beebox.\"\n    static let storageKey = prefix + \"key\"\n}",
            state: .ok, detail: okSwift),
        Case(
            name: "a var the file assigns", path: "A.swift",
            source: "var storageKey = \"beebox.key\"\nfunc reset() { storageKey = \"beebox.evil\" }",
            state: .unverifiable,
            detail: "`storageKey` in \"A.swift\" is a `var` the file assigns again (line 2), so its value is not its "
                + "initializer"),
    ])
    func swift(_ row: Case) throws {
        try check(row, other: ["b.ts": Self.scriptSide])
    }

    @Test(arguments: [
        Case(
            name: "a string template", path: "c.kt", source: "val v = 2\nval STORAGE_KEY = \"beebox.key$v\"",
            state: .unverifiable, detail: unfoldable("STORAGE_KEY", "c.kt", "a string with a substitution")),
        Case(
            name: "a when expression", path: "c.kt",
            source: "val STORAGE_KEY = when (flag) {\n    true -> \"beebox.key\"\n    else -> \"beebox.evil\"\n}",
            state: .unverifiable, detail: unfoldable("STORAGE_KEY", "c.kt", "a `when` expression")),
        Case(
            name: "by lazy", path: "c.kt", source: "val STORAGE_KEY by lazy { \"beebox.key\" }", state: .unverifiable,
            detail: unfoldable("STORAGE_KEY", "c.kt", "a delegate (`by lazy`)")),
        Case(
            name: "a getter that is a conditional", path: "c.kt",
            source: "class Keys {\n    val STORAGE_KEY: String\n        get() = if (flag) \"beebox.key\" else \"x\"\n}",
            state: .unverifiable,
            detail: "the getter of `STORAGE_KEY` in \"c.kt\" is a conditional expression; contract-check reads only "
                + "literals and constant folds"),
        Case(
            name: "an object member shadowing the top-level constant", path: "c.kt",
            source: "val STORAGE_KEY = \"beebox.evil\"\nobject Keys {\n    const val STORAGE_KEY = \"beebox.key\"\n}",
            state: .drift, findings: ["\"STORAGE_KEY\" " + declared("beebox.evil")]),
        Case(
            name: "an object member the constant reads", path: "c.kt",
            source: "object Keys {\n    const val KEY = \"beebox.key\"\n}\nconst val STORAGE_KEY = Keys.KEY",
            state: .ok, detail: ok),
    ])
    func kotlin(_ row: Case) throws {
        try check(row, other: ["A.swift": Self.swiftSide])
    }

    func check(_ row: Case, other: [String: String]) throws {
        var files = other
        files[row.path] = row.source
        let report = try InMemoryFiles(files).check(Self.document(row.path))
        try report.expectFirstBullet(row.state, drift: row.findings, detail: row.detail)
    }
}
