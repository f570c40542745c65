import Testing

/// Side files built to crash or stall the §8 readers, committed through the hooks `install` puts
/// in place: each commit ends with the bullet reported unverifiable and the reason (the file and
/// what it is past), never a signal, and is blocked when HEAD verified the bullet. (The time is
/// measured by hand in `bench/stalls.py`.)
@Suite struct HostileSideTests {
    static let document =
        ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
        + "- key `a.b` — `src/api/routes.ts` · `key` ↔ `ios/App/Bridge.swift` · `key`\n"

    /// 8,000 nested object literals: every hook died of SIGSEGV before.
    static let deepRoutes =
        "export const deep = " + String(repeating: "{a:", count: 8_000) + "1"
        + String(repeating: "}", count: 8_000) + ";\nexport const key = \"a.b\";\n"

    @Test func aDeeplyNestedSideIsReportedUnverifiableByTheHooks() throws {
        let repo = try ContractFixture.make()
        try repo.write(ContractFixture.documentPath, Self.document)
        try repo.write("src/api/routes.ts", "export const key = \"a.b\";\n")
        try repo.write("ios/App/Bridge.swift", "let key = \"a.b\"\n")
        try repo.commitAll("a §8 bullet", verify: false)
        try repo.write("src/api/routes.ts", Self.deepRoutes)
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-q", "-m", "Deep routes\n\nContract-Unchanged: generated"])
        // The bullet was verified at HEAD: a side the tool can no longer read blocks like any drift.
        #expect(result.status == 1, "\(result.output)")
        #expect(!result.output.contains("signal"), "\(result.output)")
        #expect(
            result.stderr.contains(
                "docs/contract.md:18: error: [constant-drift] This commit makes a bullet of §8 Mirrored constants "
                    + "that is verified at HEAD unverifiable: \"key\" cannot be verified: not every side can be "
                    + "read: \"src/api/routes.ts\" nests brackets 8,000 deep, past the 256 its declarations are read "
                    + "to."),
            "\(result.stderr)")
        let constants = try repo.contractCheck(["constants"])
        #expect(constants.status == 0, "\(constants.output)")
        #expect(constants.stdout.contains("nests brackets 8,000 deep"), "\(constants.output)")
    }
}
