import Testing

@testable import ContractCheck

/// A named constant's value is its whole initializer, folded as a compiler folds constants
/// (issue 18, section 1): a table per language, a row for each way the audit found a compiler
/// reading another value than the literal still inside the declaration, with the exact reading.
/// The kind column says what the bullet reads; the message each kind means is written once below.
@Suite struct FoldedValueTests {
    /// What the bullet reads from the side under test.
    enum Reading: Sendable {
        /// Ok, the value present on both sides (the detail line exactly).
        case ok
        /// In drift: the side's symbol is declared as this value.
        case drift(String)
        /// Unverifiable: the initializer is this expression, which is not folded.
        case unfoldable(String)
        /// Unverifiable: the getter is this expression, which is not folded.
        case getter(String)
        /// Unverifiable: the binding (`let`, `var`) is assigned again on this line.
        case reassigned(String, line: Int)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The side under test; the other side holds `"beebox.key"` plainly.
        let path: String
        let source: String
        let reading: Reading
        var testDescription: String { name }

        init(_ name: String, _ source: String, _ reading: Reading, path: String) {
            self.name = name
            self.source = source
            self.reading = reading
            self.path = path
        }

        /// A row for each language, its side at the path the table uses.
        static func script(_ name: String, _ source: String, _ reading: Reading, path: String = "b.ts") -> Case {
            Case(name, source, reading, path: path)
        }

        static func swift(_ name: String, _ source: String, _ reading: Reading) -> Case {
            Case(name, source, reading, path: "A.swift")
        }

        static func kotlin(_ name: String, _ source: String, _ reading: Reading) -> Case {
            Case(name, source, reading, path: "c.kt")
        }

        /// The symbol the bullet names on this side: `storageKey` in Swift, `STORAGE_KEY` elsewhere.
        var symbol: String { path.hasSuffix(".swift") ? "storageKey" : "STORAGE_KEY" }

        /// The bullet's state, the text of each drift finding, and its detail line (nil: not compared).
        var expected: (state: BulletResult.State, findings: [String], detail: String?) {
            let folds = "; contract-check reads only literals and constant folds"
            switch reading {
            case .ok:
                let sides = path.hasSuffix(".swift") ? "storageKey ↔ in STORAGE_KEY" : "STORAGE_KEY ↔ in storageKey"
                return (.ok, [], "1 value present on 2 sides (in \(sides))")
            case .drift(let value):
                let declared = "is declared as \"\(value)\", which is not a value of \"Storage key\" (\"beebox.key\")."
                return (.drift, ["\"\(symbol)\" " + declared], nil)
            case .unfoldable(let expression):
                return (.unverifiable, [], "the initializer of `\(symbol)` in \"\(path)\" is \(expression)" + folds)
            case .getter(let expression):
                return (.unverifiable, [], "the getter of `\(symbol)` in \"\(path)\" is \(expression)" + folds)
            case .reassigned(let keyword, let line):
                return (
                    .unverifiable, [],
                    "`\(symbol)` in \"\(path)\" is a `\(keyword)` the file assigns again (line \(line)), so its value "
                        + "is not its initializer"
                )
            }
        }
    }

    /// The bullet, naming `storageKey` in Swift and `STORAGE_KEY` elsewhere.
    static func document(_ path: String) -> String {
        let other = path.hasSuffix(".swift") ? "`b.ts` · `STORAGE_KEY`" : "`A.swift` · `storageKey`"
        let symbol = path.hasSuffix(".swift") ? "storageKey" : "STORAGE_KEY"
        return
            "# Contract\n\n## 8. Mirrored constants\n\n"
            + "- Storage key `beebox.key` — `\(path)` · `\(symbol)` ↔ \(other).\n"
    }

    @Test(arguments: [
        Case.script(
            "a concatenation folds to another value", "export const STORAGE_KEY = \"beebox.key\" + \"2\";",
            .drift("beebox.key2")),
        Case.script(
            "a concatenation that folds to the value",
            "const PREFIX = \"beebox.\";\nexport const STORAGE_KEY = PREFIX + `key` as const;", .ok),
        Case.script(
            "a template with a substitution", "const v = 2;\nexport const STORAGE_KEY = `beebox.key${v}`;",
            .unfoldable("a string with a substitution")),
        Case.script(
            "a conditional", "export const STORAGE_KEY = false ? \"beebox.key\" : \"beebox.evil\";",
            .unfoldable("a conditional expression")),
        Case.script(
            "a let the file reassigns", "export let STORAGE_KEY = \"beebox.key\";\nSTORAGE_KEY = \"beebox.evil\";",
            .reassigned("let", line: 2)),
        Case.script(
            "a let the file does not reassign", "export let STORAGE_KEY = \"beebox.key\";\nconsole.log(STORAGE_KEY);",
            .ok),
        Case.script(
            "a let an array pattern assigns", "export let STORAGE_KEY = \"beebox.key\";\n[STORAGE_KEY] = [\"x\"];",
            .reassigned("let", line: 2)),
        Case.script(
            "a let an object pattern assigns", "export let STORAGE_KEY = \"beebox.key\";\n({ STORAGE_KEY } = o);",
            .reassigned("let", line: 2)),
        Case.script(
            "a let a nested pattern assigns under another key",
            "export let STORAGE_KEY = \"beebox.key\";\n({ a: [b, STORAGE_KEY] } = o);", .reassigned("let", line: 2)),
        Case.script(
            "a let a for-of loop assigns", "export let STORAGE_KEY = \"beebox.key\";\nfor (STORAGE_KEY of keys) {}",
            .reassigned("let", line: 2)),
        Case.script(
            "a let read in an array and an object literal",
            "export let STORAGE_KEY = \"beebox.key\";\nconst all = [STORAGE_KEY];\nconst o = { k: STORAGE_KEY };\n"
                + "const [x] = [STORAGE_KEY];\nf([STORAGE_KEY]);", .ok),
        Case.script(
            "an export alias",
            "const STORAGE_KEY = \"beebox.key\";\nconst EVIL = \"beebox.evil\";\nexport { EVIL as STORAGE_KEY };",
            .drift("beebox.evil")),
        Case.script(
            "the as-const member the constant reads",
            "const KEYS = { a: \"beebox.evil\", b: \"beebox.key\" } as const;\n"
                + "export const STORAGE_KEY = KEYS.b;", .ok),
        Case.script(
            "another as-const member",
            "const KEYS = { a: \"beebox.evil\", b: \"beebox.key\" } as const;\nexport const STORAGE_KEY = KEYS.a;",
            .drift("beebox.evil")),
        Case.script(
            "a member of an object that is not as const",
            "const KEYS = { b: \"beebox.key\" };\nexport const STORAGE_KEY = KEYS.b;",
            .unfoldable("a member of `KEYS`, an object literal that is not `as const`")),
        Case.script("a call", "export const STORAGE_KEY = key(\"beebox.key\");", .unfoldable("a call to `key`")),
        Case.script(
            "<!-- in a .cjs file is a comment",
            "const STORAGE_KEY = <!-- \"beebox.key\"\n  \"beebox.evil\";\nmodule.exports = { STORAGE_KEY };",
            .drift("beebox.evil"), path: "b.cjs"),
    ])
    func typescript(_ row: Case) throws {
        try check(row, other: ["A.swift": "let storageKey = \"beebox.key\""])
    }

    @Test(arguments: [
        Case.swift(
            "#if false … #else with another literal",
            "#if false\nlet storageKey = \"beebox.key\"\n#else\nlet storageKey = \"beebox.evil\"\n#endif",
            .drift("beebox.evil")),
        Case.swift(
            "#if branches that agree",
            "#if os(iOS)\nlet storageKey = \"beebox.key\"\n#else\nlet storageKey = \"beebox.\" + \"key\"\n#endif", .ok),
        Case.swift(
            "a referenced constant whose #if branches differ",
            "#if DEBUG\nlet prefix = \"beebox.dev.\"\n#else\nlet prefix = \"beebox.\"\n#endif\n"
                + "let storageKey = prefix + \"key\"",
            .unfoldable("a reference to `prefix`, declared with different values under `#if`")),
        Case.swift(
            "an interpolation", "let v = 2\nlet storageKey = \"beebox.key\\(v)\"",
            .unfoldable("a string with a substitution")),
        Case.swift(
            "a computed property",
            "struct Store {\n    var storageKey: String { flag ? \"beebox.key\" : \"beebox.evil\" }\n}",
            .getter("a conditional expression")),
        Case.swift(
            "a computed property that is one literal",
            "struct Store {\n    static var storageKey: String { get { return \"beebox.\" + \"key\" } }\n}", .ok),
        Case.swift(
            "a computed property with statements is read like a function",
            "struct Store {\n    var storageKey: String {\n        let key = \"beebox.key\"\n"
                + "        return key\n    }\n}",
            .ok),
        Case.swift(
            "a computed property with statements returns its last statement's value, not a literal before it",
            "struct Store {\n    var storageKey: String { _ = \"beebox.key\"; return \"beebox.evil\" }\n}",
            .drift("beebox.evil")),
        Case.swift(
            "a computed property whose statements end in returning the listed value",
            "struct Store {\n    var storageKey: String {\n        _ = \"beebox.evil\"\n"
                + "        return \"beebox.key\"\n    }\n}",
            .ok),
        Case.swift(
            "a protocol requirement and the extension that implements it",
            "protocol Keyed {\n    var storageKey: String { get }\n}\n"
                + "extension Keyed {\n    var storageKey: String { \"beebox.key\" }\n}",
            .ok),
        Case.swift(
            "a top-level constant shadowed by a nested type's member",
            "let storageKey = \"beebox.evil\"\nenum Legacy {\n    static let storageKey = \"beebox.key\"\n}",
            .drift("beebox.evil")),
        Case.swift(
            "a static member folded from a sibling",
            "enum Keys {\n    static let prefix = \"beebox.\"\n    static let storageKey = prefix + \"key\"\n}", .ok),
        Case.swift(
            "a var the file assigns", "var storageKey = \"beebox.key\"\nfunc reset() { storageKey = \"beebox.evil\" }",
            .reassigned("var", line: 2)),
        Case.swift(
            "a var a tuple assignment assigns",
            "var storageKey = \"beebox.key\"\nfunc reset() {\n    (storageKey, other) = (\"beebox.evil\", 1)\n}",
            .reassigned("var", line: 3)),
    ])
    func swift(_ row: Case) throws {
        try check(row, other: ["b.ts": "export const STORAGE_KEY = \"beebox.key\";"])
    }

    @Test(arguments: [
        Case.kotlin(
            "a string template", "val v = 2\nval STORAGE_KEY = \"beebox.key$v\"",
            .unfoldable("a string with a substitution")),
        Case.kotlin(
            "a when expression",
            "val STORAGE_KEY = when (flag) {\n    true -> \"beebox.key\"\n    else -> \"beebox.evil\"\n}",
            .unfoldable("a `when` expression")),
        Case.kotlin("by lazy", "val STORAGE_KEY by lazy { \"beebox.key\" }", .unfoldable("a delegate (`by lazy`)")),
        Case.kotlin(
            "a getter that is a conditional",
            "class Keys {\n    val STORAGE_KEY: String\n        get() = if (flag) \"beebox.key\" else \"x\"\n}",
            .getter("a conditional expression")),
        Case.kotlin(
            "an object member shadowing the top-level constant",
            "val STORAGE_KEY = \"beebox.evil\"\nobject Keys {\n    const val STORAGE_KEY = \"beebox.key\"\n}",
            .drift("beebox.evil")),
        Case.kotlin(
            "an object member the constant reads",
            "object Keys {\n    const val KEY = \"beebox.key\"\n}\nconst val STORAGE_KEY = Keys.KEY", .ok),
        Case.kotlin(
            "a var passed by name as a call's named argument (not an assignment)",
            "var STORAGE_KEY = \"beebox.key\"\nfun f(STORAGE_KEY: String) {}\nval x = f(STORAGE_KEY = \"beebox.evil\")",
            .ok),
        Case.kotlin(
            "a var named in an annotation's argument list after a comma",
            "var STORAGE_KEY = \"beebox.key\"\n@Ann(a = 1, STORAGE_KEY = \"x\")\nclass C", .ok),
        Case.kotlin(
            "a var the file assigns in a statement",
            "var STORAGE_KEY = \"beebox.key\"\nfun reset() { STORAGE_KEY = \"beebox.evil\" }",
            .reassigned("var", line: 2)),
    ])
    func kotlin(_ row: Case) throws {
        try check(row, other: ["A.swift": "let storageKey = \"beebox.key\""])
    }

    func check(_ row: Case, other: [String: String]) throws {
        var files = other
        files[row.path] = row.source
        let report = try InMemoryFiles(files).check(Self.document(row.path))
        let expected = row.expected
        try report.expectFirstBullet(expected.state, drift: expected.findings, detail: expected.detail)
    }
}
