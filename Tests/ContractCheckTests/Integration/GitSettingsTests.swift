import Testing

@testable import ContractCheck

/// `GitRepository.settings()` on a real repository's configuration.
@Suite struct GitSettingsTests {
    /// The `trailer.*` tokens and `alias.*` values come from their sections only. They used to be
    /// found with libgit2's regular-expression iterator, which in libgit2 1.5 (Debian 12) leaks
    /// PCRE2 match data for every entry that does not match: `scripts/sanitize address` reported
    /// it from every `contract-check` the tests ran.
    @Test func trailerTokensAndAliasesFromTheirSections() throws {
        let repo = try TempGitRepo()
        for (key, value) in [
            ("alias.ci", "commit -v"), ("aliases.notone", "x"), ("alias.Amend", "commit --amend"),
            ("trailer.fixes.key", "Fixes"), ("trailer.Sign.ifExists", "addIfDifferent"),
            ("trailerx.no.key", "No"), ("trailer.notatoken", "y"), ("core.commentChar", ";"),
        ] {
            try repo.git(["config", key, value])
        }
        let repository = try GitRepository(environment: GitEnvironment(workingDirectory: repo.root))
        let settings = try repository.settings()
        #expect(settings.aliases["ci"] == "commit -v")
        #expect(settings.aliases["amend"] == "commit --amend")
        #expect(settings.aliases["notone"] == nil)
        // Each configured name with its key, which git reads a matching token as.
        #expect(settings.configuredTrailers.contains(ConfiguredTrailer(name: "fixes", key: "Fixes")))
        #expect(settings.configuredTrailers.contains(ConfiguredTrailer(name: "Sign")))
        #expect(!settings.configuredTrailers.contains { $0.name.lowercased() == "no" })
        #expect(!settings.configuredTrailers.contains { $0.name == "notatoken" })
        #expect(settings.commentChar == UInt8(ascii: ";"))
        #expect(
            try repository.configEntries(inSection: "alias").map(\.name).filter {
                ["alias.ci", "alias.amend"].contains($0)
            }
                == ["alias.ci", "alias.amend"])
    }

    /// A body of prose with one trailer line passes git's 25% rule only when that line is a
    /// configured trailer, and `trailer.<name>.key` configures its value as well as `<name>`:
    /// the hook agrees with `git interpret-trailers --parse`.
    @Test func aTrailerConfiguredByItsKeyValue() throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.git(["config", "trailer.cu.key", "Contract-Unchanged"])
        try repo.append("src/api/routes.ts", "// comment")
        try repo.git(["add", "-A"])
        let message = "Tidy\n\ntext a\ntext b\ntext c\nContract-Unchanged: a comment only\n"
        let oracle = try repo.git(["interpret-trailers", "--parse"], input: message)
        #expect(oracle.stdout == "Contract-Unchanged: a comment only\n", "git's reading: \(oracle.stdout)")
        let check = try repo.contractCheck(["check", "-m", message])
        #expect(check.status == 0, "\(check.output)")
    }
}
