import Foundation
import Testing

@testable import AnchorManifest

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

    /// A §8 of 100,000 bullets kept each hook parsing for seconds; past `maximumBullets` the hook
    /// refuses the staged document at the first bullet over (exit 1, no signal, no stall), and a
    /// commit that leaves such a document alone cannot be checked (the hook exits 2, naming file
    /// and line).
    @Test func theHooksRefuseASectionPastTheBulletLimit() throws {
        let repo = try ContractFixture.make()
        let count = ConstantsParser.maximumBullets + 1
        let bullets = (0..<count).map { "- Key `k\($0)` — `src/api/routes.ts` ↔ `ios/App/Bridge.swift`\n" }
        let document = ContractFixture.document + "\n\n## 8. Mirrored constants\n\n" + bullets.joined()
        let line = document.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        try repo.write(ContractFixture.documentPath, document)
        try repo.git(["add", "-A"])
        let staged = try repo.tryCommit(["-q", "-m", "Many bullets"])
        #expect(staged.status == 1, "\(staged.output)")
        #expect(!staged.output.contains("signal"), "\(staged.output)")
        #expect(
            staged.stderr.contains(
                "docs/contract.md:\(line): error: [document-invalid] The staged contract document no longer parses: "
                    + "The section \"8. Mirrored constants\" lists \(count) mirrored constants, past the "
                    + "\(ConstantsParser.maximumBullets) contract-check reads"),
            "\(staged.stderr)")
        try repo.commitAll("many bullets", verify: false)
        try repo.append("src/api/routes.ts", "// changed")
        try repo.git(["add", "-A"])
        let later = try repo.tryCommit(["-q", "-m", "Change routes\n\nContract-Unchanged: a comment"])
        // The hook exits 2 (could not check); git reports a failed hook as 1 and keeps the commit out.
        #expect(later.status == 1, "\(later.output)")
        #expect(
            later.stderr.contains("contract-check: error: docs/contract.md:\(line): The section"), "\(later.stderr)")
        #expect(try repo.git(["log", "-1", "--format=%s"]).stdout == "many bullets\n")
    }
}
