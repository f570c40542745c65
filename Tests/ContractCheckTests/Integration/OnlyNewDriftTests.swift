import Testing

/// A blocked commit lists exactly the drift that is new at that commit; the drift HEAD already
/// has stays in the one-line note, whatever else the commit does to the drifting file: an
/// unrelated literal added or edited, or new drift beside the old. A finding's identity is its
/// bullet, side and value, never its line or the file's other literals. Pinned on a side that
/// already drifts in each language, through the installed hooks and through `ci`.
@Suite struct OnlyNewDriftTests {
    /// One side file per language, each lacking `app.session` and `app.theme` (it spells them
    /// with an `X`): six findings at HEAD, two per side.
    struct Side: Sendable, CustomStringConvertible {
        let path: String
        let source: String
        /// An unrelated string constant, added after `anchor`.
        let unrelated: String
        var description: String { path }
    }

    static let sides = [
        Side(
            path: "ios/App/Keys.swift",
            source: """
                enum StorageKeys {
                    static let token = "app.token"
                    static let session = "app.sessionX"
                    static let theme = "app.themeX"
                }

                """,
            unrelated: "let greeting = \"hello there\"\n"),
        Side(
            path: "web/keys.ts",
            source: """
                export const TOKEN = "app.token";
                export const SESSION = "app.sessionX";
                export const THEME = "app.themeX";

                """,
            unrelated: "export const GREETING = \"hello there\";\n"),
        Side(
            path: "android/Keys.kt",
            source: """
                object StorageKeys {
                    const val TOKEN = "app.token"
                    const val SESSION = "app.sessionX"
                    const val THEME = "app.themeX"
                }

                """,
            unrelated: "val greeting = \"hello there\"\n"),
    ]

    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- storage keys `app.token`, `app.session`, `app.theme` — `ios/App/Keys.swift` ↔ `web/keys.ts` ↔ "
        + "`android/Keys.kt`\n"

    static func note(_ count: Int) -> String {
        "contract-check: note: \(count) drift findings in §8 Mirrored constants are already at HEAD and do not "
            + "block this commit"
    }

    static func errors(_ output: String) -> [String] {
        // `ci` names the commit between the severity and the rule: `error: [1a2b3c4d5e6f] [constant-drift]`.
        output.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: [") && $0.contains("[constant-drift]")
        }
    }

    static func make() throws -> (TempGitRepo, String) {
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document)
        for side in Self.sides { try repo.write(side.path, side.source) }
        try repo.commitAll("Sides that already drift", verify: false)
        return (repo, try NewDriftTests.head(repo))
    }

    /// An unrelated string constant added to a side file whose bullet already drifts: the
    /// commit passes, and the six old findings are the note, not errors.
    @Test(arguments: sides) func anUnrelatedConstantBesideOldDriftPasses(side: Side) throws {
        let (repo, base) = try Self.make()
        try repo.append(side.path, side.unrelated)
        let commit = try repo.tryCommit(["-qam", "Greet\n\nContract-Unchanged: an unrelated constant"])
        #expect(commit.status == 0, "\(commit.output)")
        #expect(Self.errors(commit.stderr) == [], "\(commit.stderr)")
        #expect(commit.stderr.contains(Self.note(6)), "\(commit.stderr)")
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 0, "\(ci.output)")
        #expect(Self.errors(ci.stdout) == [], "\(ci.stdout)")
    }

    /// An unrelated string edited in a drifting file is no new drift either.
    @Test(arguments: sides) func anUnrelatedStringEditedBesideOldDriftPasses(side: Side) throws {
        let (repo, _) = try Self.make()
        try repo.append(side.path, side.unrelated)
        try repo.commitAll("Greet\n\nContract-Unchanged: t", verify: false)
        try repo.write(side.path, try repo.read(side.path).replacingOccurrences(of: "hello there", with: "hi there"))
        let commit = try repo.tryCommit(["-qam", "Greet shorter\n\nContract-Unchanged: an unrelated string"])
        #expect(commit.status == 0, "\(commit.output)")
        #expect(Self.errors(commit.stderr) == [], "\(commit.stderr)")
    }

    /// New drift beside old drift in the same file: the blocked commit names the one new
    /// finding (the token), in the hook and in `ci`; the six old ones stay in the note.
    @Test(arguments: sides) func newDriftBesideOldDriftIsTheOnlyError(side: Side) throws {
        let (repo, base) = try Self.make()
        try repo.write(side.path, side.source.replacingOccurrences(of: "\"app.token\"", with: "\"app.tokenX\""))
        let commit = try repo.tryCommit(["-qam", "Rename the token\n\nContract-Unchanged: testing"])
        #expect(commit.status == 1, "\(commit.output)")
        let errors = Self.errors(commit.stderr)
        #expect(errors.count == 1, "\(commit.stderr)")
        #expect(errors.first?.contains("\"app.token\" of \"storage keys\"") == true, "\(commit.stderr)")
        #expect(commit.stderr.contains(Self.note(6)), "\(commit.stderr)")
        #expect(try repo.tryCommit(["-qa", "--no-verify", "-m", "Rename\n\nContract-Unchanged: t"]).status == 0)
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        let ciErrors = Self.errors(ci.stdout)
        #expect(ciErrors.count == 1, "\(ci.stdout)")
        #expect(ciErrors.first?.contains("\"app.token\" of \"storage keys\"") == true, "\(ci.stdout)")
    }
}
