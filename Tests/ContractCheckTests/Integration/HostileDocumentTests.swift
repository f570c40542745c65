import AnchorManifest
import Foundation
import Testing

/// A document built to stall cmark-gfm's table extension (four 50,000-column tables, 800 KB)
/// is judged like any other: the manifest, §8 and the Path conventions are read without the
/// table extension, once per hook run. (The time is measured by hand with a real hook process,
/// never in a test.)
@Suite struct HostileDocumentTests {
    static func wideTable(columns: Int) -> String {
        let row = "|" + String(repeating: "x|", count: columns)
        return row + "\n|" + String(repeating: "-|", count: columns) + "\n" + row + "\n"
    }

    static let document =
        ContractFixture.document + "\n\n"
        + (0..<4).map { _ in wideTable(columns: 50_000) }
        .joined(separator: "\n")
        + "\n## 8. Mirrored constants\n\n- key `a.b` — `src/api/routes.ts` ↔ `ios/App/Bridge.swift`\n"

    @Test func theHooksJudgeADocumentOfWideTables() throws {
        #expect(Self.document.utf8.count > 800_000)
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write("src/api/routes.ts", "export const key = \"a.b\";\n")
        try repo.write("ios/App/Bridge.swift", "let key = \"a.b\"\n")
        try repo.commitAll("wide tables", verify: false)
        try repo.append("src/api/routes.ts", "// changed")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-q", "-m", "Change routes"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"))
        let excused = try repo.tryCommit(["-q", "-m", "Change routes\n\nContract-Unchanged: a comment"])
        #expect(excused.status == 0, "\(excused.output)")
    }

    /// The readers the hooks use see no table; `audit` and `explain` still read tables.
    @Test func theContractReadersParseWithoutTheTableExtension() throws {
        let bytes = Array(("# A\n\n" + Self.wideTable(columns: 3)).utf8)
        #expect(CmarkReader.parse(bytes).blocks.contains { $0.kind == .table })
        #expect(!CmarkReader.parse(bytes, tables: false).blocks.contains { $0.kind == .table })
    }

    /// 16,000 nested list items and 16,000 lazy lines (64 KB) took cmark-gfm seconds (quadratic
    /// in the depth); the hook now refuses the document at that line, without parsing it.
    @Test func theHooksRefuseADocumentNestedTooDeep() throws {
        let repo = try ContractFixture.make()
        let deep = String(repeating: "- ", count: 16_000) + "x\n" + String(repeating: "y\n", count: 16_000)
        try repo.write(ContractFixture.documentPath, ContractFixture.document + "\n\n" + deep)
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-q", "-m", "Deep list"])
        #expect(result.status == 1, "\(result.output)")
        #expect(!result.output.contains("signal"), "\(result.output)")
        #expect(
            result.stderr.contains(
                "docs/contract.md:16: error: [document-invalid] The staged contract document no longer parses: "
                    + "This line can nest block quotes and lists 16000 deep, past the 64 contract-check reads"),
            "\(result.stderr)")
    }
}
