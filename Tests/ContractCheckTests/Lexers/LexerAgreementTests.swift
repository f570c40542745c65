import Foundation
import Testing

@testable import ContractCheck

/// The lexers against tree-sitter on a corpus (this package's own Swift, `Examples/`, and the
/// corpus files that cover every construct): every string literal, regex literal and JSX text must
/// agree by line, column and content, except the differences listed (each with its reason) in
/// `scripts/lexer-agreement/known-differences.json`. See `scripts/lexer-agreement/README.md`.
///
/// `scripts/test` (and so CI) sets `CONTRACT_CHECK_REQUIRE_ORACLES=1`: then the test always runs
/// and fails when tree-sitter cannot be installed. A bare `swift test` on a machine without PyPI
/// skips it with the reason instead. Set
/// `LEXER_AGREEMENT_DUMP=/some/file.json` to keep the lexers' dump for running `compare.py` by hand.
@Suite struct LexerAgreementTests {
    @Test(
        .enabled(
            if: TreeSitterOracle.unavailableReason == nil || TreeSitterOracle.required,
            "tree-sitter is not installed (scripts/setup-python failed)"))
    func literalsAgreeWithTreeSitter() throws {
        if let reason = TreeSitterOracle.unavailableReason {
            Issue.record("The tree-sitter oracle is required but unavailable: \(reason)")
            return
        }
        let dump = try TreeSitterOracle.dump()
        #expect(dump.files.count >= 20, "the corpus is too small: \(dump.files.map(\.path))")
        #expect(dump.files.contains { $0.path.hasSuffix(".tsx") })
        let environment = ProcessInfo.processInfo.environment
        let dumpURL =
            environment["LEXER_AGREEMENT_DUMP"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "lexer-agreement-\(UUID().uuidString).json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(dump).write(to: dumpURL)
        defer { if environment["LEXER_AGREEMENT_DUMP"] == nil { try? FileManager.default.removeItem(at: dumpURL) } }

        let script = TreeSitterOracle.packageRoot.appendingPathComponent("scripts/lexer-agreement/compare.py").path
        let result = try ProcessRunner.run(
            TreeSitterOracle.python, [script, "--dump", dumpURL.path, "--quiet", "--min-agreement", "1.0"],
            in: TreeSitterOracle.packageRoot.path, environment: environment)
        #expect(result.status == 0, "compare.py found differences:\n\(result.output)")
        let totals = result.stdout.split(separator: "\n").filter { $0.hasPrefix("TOTAL") }
        #expect(totals.count == 3, "\(result.output)")
        print(totals.joined(separator: "\n"))
    }
}
