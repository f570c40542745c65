import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Bullets that check nothing say so (issue 18, section 6): a first sentence that marks a side
/// (a code span naming a path, a `·`, a `↔`) without the " — " before its sides, and sides joined
/// by a look-alike of " ↔ ", are errors the document can fix, naming the separator expected;
/// `constants` exits 1 for them. A bullet that names no sides by design stays a note.
@Suite struct SidelessBulletTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var bullet: String
        var detail: String
        var status: CheckStatus
        var testDescription: String { bullet }
    }

    static func document(_ bullet: String) -> String {
        "# Contract\n\n## 8. Mirrored constants\n\n- \(bullet)\n"
    }

    static let files = [
        "A.swift": "let retryHeader = \"X-Retry\"\n", "b.ts": "export const RETRY_HEADER = \"X-Retry\";\n",
    ]

    @Test(arguments: [
        Case(
            bullet: "Retry header `X-Retry` - `A.swift` ↔ `b.ts`.",
            detail: "it names `A.swift` but no sides (values and sides are separated by \" — \"; found ` - `)",
            status: .findings),
        Case(
            bullet: "Retry header `X-Retry`: `A.swift` · `retryHeader` ↔ `b.ts`.",
            detail: "it names `A.swift` but no sides (values and sides are separated by \" — \"; found `: `)",
            status: .findings),
        Case(
            bullet: "Retry header `X-Retry`—`A.swift` ↔ `b.ts`.",
            detail: "it names `A.swift` but no sides (values and sides are separated by \" — \"; found `—`)",
            status: .findings),
        Case(
            bullet: "Retry header `X-Retry` plus the shared unions in `shared/binding.ts`.",
            detail:
                "it names `shared/binding.ts` but no sides (values and sides are separated by \" — \"; it has none)",
            status: .findings),
        Case(
            bullet: "Retry header `X-Retry` in the web side ↔ the native side.",
            detail: "it names ↔ but no sides (values and sides are separated by \" — \"; it has none)",
            status: .findings),
        Case(
            bullet: "Retry header `X-Retry` — `A.swift` <-> `b.ts`.",
            detail: "it names only one side (sides are separated by ↔; found `<->`)", status: .findings),
        Case(
            bullet: "Retry header `X-Retry` — `A.swift` -> `b.ts`.",
            detail: "it names only one side (sides are separated by ↔; found `->`)", status: .findings),
        Case(
            bullet: "Retry header `X-Retry` — `A.swift` → `b.ts`.",
            detail: "it names only one side (sides are separated by ↔; found `→`)", status: .findings),
        Case(
            bullet: "Retry header `X-Retry` — `A.swift` <> `b.ts`.",
            detail: "it names only one side (sides are separated by ↔; found `<>`)", status: .findings),
        // An arrow in prose beside one file reference is no separator.
        Case(
            bullet: "Retry header `X-Retry` — `A.swift` (request -> retry).",
            detail: "it names only one side (sides are separated by \" ↔ \", and it has none)", status: .clean),
        // By design: no file, no side marked, a prose side.
        Case(bullet: "Retry header `X-Retry` - kept on the device only.", detail: "it names no sides", status: .clean),
        Case(
            bullet: "Retry header `X-Retry` — `A.swift` ↔ the server's proxy.",
            detail:
                "its other side names no file (\"the server's proxy.\"); side 1 agrees: 1 value present on 1 side "
                + "(file-wide)", status: .clean),
    ])
    func unreadableBullets(_ example: Case) throws {
        let report = try InMemoryFiles(Self.files).check(Self.document(example.bullet))
        let bullet = try #require(report.bullets.first)
        #expect(bullet.state == .unverifiable)
        #expect(bullet.detail == example.detail)
        #expect(report.status == example.status)
        let notes = report.findings.filter { $0.rule == .unverifiableConstant }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == (example.status == .findings ? .error : .note))
    }

    /// The parser's datum, as a table: what marks a side, and what stands where " — " belongs.
    @Test(
        arguments: [
            ("Label `x` - `a.ts` ↔ `b.swift`.", MissingDash(mark: "`a.ts`", found: " - ")),
            ("Label `x` · `Symbol`.", MissingDash(mark: "·", found: nil)),
            ("Label `x`: see `Views/A.swift`.", MissingDash(mark: "`Views/A.swift`", found: ": ")),
            ("Label `x` - on the device only.", nil),
            ("Label `x` — `a.ts` ↔ `b.swift`.", nil),
        ] as [(String, MissingDash?)])
    func missingDash(bullet: String, expected: MissingDash?) throws {
        let constants = try ConstantsParser().parse(bytes: Array(Self.document(bullet).utf8), path: "doc.md")
        #expect(constants.bullets.first?.clauses.first?.missingDash == expected)
    }
}
