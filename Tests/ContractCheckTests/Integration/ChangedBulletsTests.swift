import Testing

/// The hooks check the §8 bullets a commit changes, not all of §8: a bullet whose text is as at
/// HEAD and none of whose files the commit changes keeps HEAD's findings unchecked (so a 100,000
/// bullet §8 costs its parse, not its check). What was checked shows in the "already at HEAD"
/// note, which counts the checked bullets' accepted drift.
@Suite struct ChangedBulletsTests {
    static func document(prose: String = "Some prose.") -> String {
        ContractFixture.document + "\n\n\(prose)\n\n## 8. Mirrored constants\n\n"
            + "- key `a.b` — `src/api/routes.ts` ↔ `ios/App/Bridge.swift`\n"
            + "- key `c.d` — `src/shared/types.ts` ↔ `ios/App/Bridge.swift`\n"
            + "- key `e.f` — `src/shared/types.ts` ↔ `ios/App/Bridge.swift`\n"
    }

    static func note(_ count: Int) -> String {
        count == 1
            ? "contract-check: note: 1 drift finding in §8 Mirrored constants is already at HEAD and does not "
                + "block this commit"
            : "contract-check: note: \(count) drift findings in §8 Mirrored constants are already at HEAD and do "
                + "not block this commit"
    }

    @Test func onlyTheBulletsACommitChangesAreChecked() throws {
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document())
        try repo.write("src/api/routes.ts", "export const key = \"x\";\n")
        try repo.write("src/shared/types.ts", "export const key = \"x\";\n")
        try repo.write("ios/App/Bridge.swift", "let key = \"x\"\n")
        try repo.commitAll("three drifting bullets", verify: false)
        let trailer = "\n\nContract-Unchanged: testing"

        // Prose only: no bullet changes, none is checked.
        try repo.write(ContractFixture.documentPath, Self.document(prose: "Prose."))
        try repo.git(["add", "-A"])
        let prose = try repo.tryCommit(["-q", "-m", "Prose" + trailer])
        #expect(prose.status == 0, "\(prose.output)")
        #expect(!prose.stderr.contains("drift finding"), "\(prose.stderr)")

        // One side file: the bullet naming it (one finding per side lacking the value: two).
        try repo.append("src/api/routes.ts", "// a comment")
        try repo.git(["add", "-A"])
        let side = try repo.tryCommit(["-q", "-m", "Routes" + trailer])
        #expect(side.status == 0, "\(side.output)")
        #expect(side.stderr.contains(Self.note(2)), "\(side.stderr)")

        // A file two bullets name: both.
        try repo.append("src/shared/types.ts", "// a comment")
        try repo.git(["add", "-A"])
        let shared = try repo.tryCommit(["-q", "-m", "Types" + trailer])
        #expect(shared.status == 0, "\(shared.output)")
        #expect(shared.stderr.contains(Self.note(4)), "\(shared.stderr)")
    }
}
