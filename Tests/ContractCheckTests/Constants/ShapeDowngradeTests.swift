import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Issue 18: "a commit that turns a verified side into an unverifiable one is new drift", for a
/// stated shape. A key set that paired with a declaration on a side at the base and pairs with
/// none at the commit (the side falls back to the presence check) is new drift on that side,
/// naming the declaration it paired with; with no base (`constants` at one commit) the side is
/// read as it is, presence only.
@Suite struct ShapeDowngradeTests {
    static let document = """
        # Contract

        ## 8. Mirrored constants

        - Log wire keys `{source?,entries:[{level,message,at?}]}` — `LogForwarder.swift` ↔ `debugLog.ts`.
        """

    static let web = """
        export interface LogEntry { level: string; message: string; at?: string }
        export interface LogBatch { source?: string; entries: LogEntry[] }
        """

    /// The Swift side at the base: `LogBatch` holds the top-level key set, and both of its words
    /// occur elsewhere in the file too, as member accesses (what lets a presence check pass after
    /// a rename).
    static let swift = """
        struct LogEntry: Codable {
            let level: String
            let message: String
            var at: String?
        }

        struct LogBatch: Encodable {
            var source: String?
            let entries: [LogEntry]
        }

        final class LogForwarder {
            func tag(_ batch: LogBatch) -> String? { batch.source }
            func count(_ batch: LogBatch) -> Int { batch.entries.count }
        }
        """

    /// The commit's check of `swift` against a base whose Swift side is `base` (nil: no base).
    static func check(_ swift: String, base: String?) throws -> ConstantsReport {
        let constants = try ConstantsParser().parse(bytes: Array(document.utf8), path: "doc.md")
        let commit = InMemoryFiles(["LogForwarder.swift": swift, "debugLog.ts": web])
        let resolver = PathResolver(roots: [""], paths: commit.paths)
        let judgement = base.map { base in
            FindingJudgement(
                base: InMemoryBase(
                    constants: constants, resolver: resolver,
                    files: InMemoryFiles(["LogForwarder.swift": base, "debugLog.ts": web])))
        }
        return try ConstantsChecker(constants: constants, resolver: resolver, snapshot: commit, judgement: judgement)
            .run()
    }

    static let heldAtBase =
        "LogBatch in \"LogForwarder.swift\" held the key set of \"Log wire keys\" at the base; no declaration of "
        + "\"LogForwarder.swift\" holds it now, so the side is only presence-checked: this commit turns a "
        + "shape-checked side into one the tool no longer verifies."

    /// Each row: the Swift side at the commit, at the base (nil: no base), the findings' messages
    /// and the bullet's state.
    @Test(
        arguments: [
            // Unchanged: the key set pairs at both, nothing new.
            (swift, swift, [], "ok"),
            // A key of LogBatch renamed: it holds one of the two keys, too few to pair.
            (swift.replacing("let entries: [LogEntry]", with: "let logs: [LogEntry]"), swift, [heldAtBase], "drift"),
            // A key of LogBatch dropped.
            (swift.replacing("    var source: String?\n", with: ""), swift, [heldAtBase], "drift"),
            // The side drifts of its own (a key the presence check misses): that drift stands for it.
            (
                swift.replacing("let entries: [LogEntry]", with: "let logs: [LogEntry]").replacing(
                    "func count(_ batch: LogBatch) -> Int { batch.entries.count }", with: ""), swift,
                [
                    "\"entries\" of \"Log wire keys\" is missing from side 1 (searched \"LogForwarder.swift\")."
                ], "drift"
            ),
            // Not paired at the base either: nothing was lost, the side stays presence only.
            (
                swift.replacing("let entries: [LogEntry]", with: "let logs: [LogEntry]"),
                swift.replacing("let entries: [LogEntry]", with: "let logs: [LogEntry]"), [], "ok"
            ),
            // No base (`constants` at one commit): read as it is, presence only.
            (swift.replacing("let entries: [LogEntry]", with: "let logs: [LogEntry]"), nil, [], "ok"),
        ] as [(String, String?, [String], String)])
    func aSideThatNoLongerPairsIsNewDrift(swift: String, base: String?, messages: [String], state: String) throws {
        let report = try Self.check(swift, base: base)
        #expect(report.findings.map(\.message) == messages)
        #expect(report.findings.map(\.rule) == messages.map { _ in .constantDrift })
        #expect(report.bullets.map(\.state.rawValue) == [state])
    }

    /// The finding points at the side's file and at where the document lists the set, and
    /// blocks as the hooks block (`StagedConstantsCheck.driftFindings`).
    @Test func theDowngradeBlocksAndPointsAtTheSet() throws {
        let report = try Self.check(
            Self.swift.replacing("let entries: [LogEntry]", with: "let logs: [LogEntry]"), base: Self.swift)
        let finding = try #require(report.findings.first)
        // A file named without symbols: its first line (every finding has one).
        #expect(finding.location == Location(path: "LogForwarder.swift", line: 1))
        #expect(finding.related.map(\.location.path) == ["doc.md"])
        #expect(finding.related.map(\.location.line) == [5])
        #expect(StagedConstantsCheck.driftFindings(report).count == 1)
    }

    /// The base records what each stated shape paired with, by shape and side.
    @Test func theBaseRecordsThePairing() throws {
        let report = try Self.check(Self.swift, base: nil)
        #expect(
            Set(report.bullets[0].pairedShapes.values) == [
                "LogBatch in \"LogForwarder.swift\"", "LogBatch in \"debugLog.ts\"",
            ])
    }
}
