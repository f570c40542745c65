import Foundation
import Testing

@testable import ContractCheck

/// Paths are bytes, as git holds them: a file spelled with a combining accent (NFD) is not the
/// document spelled with a precomposed one (NFC), though Swift's `String ==` calls them equal.
@Suite struct BytePathTests {
    static let precomposed = "docs/contr\u{E1}t.md"
    static let decomposed = "docs/contra\u{301}t.md"

    /// A repository whose document is `docs/contrát.md` (NFC), the hooks installed.
    static func repository() throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write(precomposed, ContractFixture.document + "\n")
        try repo.write(".contract-check", "[contract]\n\tdocument = \(precomposed)\n")
        try repo.write("src/api/routes.ts", "export const routes = [];\n")
        let install = try repo.contractCheck(["install"])
        guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        try repo.commitAll("initial")
        return repo
    }

    @Test func theSpellingsAreEqualStringsButDifferentBytes() {
        #expect(Self.precomposed == Self.decomposed)
        #expect(!PathUtilities.same(Self.precomposed, Self.decomposed))
    }

    /// The hook: a new NFD file beside an anchor change is not the document.
    @Test func aNewFileSpelledWithACombiningAccentIsNotTheDocument() throws {
        let repo = try Self.repository()
        try repo.write(Self.decomposed, "another file\n")
        try repo.append("src/api/routes.ts", "// changed")
        try repo.git(["add", "-A"])
        #expect(try repo.git(["diff", "--cached", "--name-only", "-z"]).stdoutBytes.split(separator: 0).count == 2)
        let result = try repo.tryCommit(["-q", "-m", "Change routes"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("[anchor-without-document]"))
        #expect(try repo.log() == ["initial"])
    }

    /// `ci` compares the commit's paths with the document's as bytes too.
    @Test func ciDoesNotTakeTheOtherSpellingForTheDocument() throws {
        let repo = try Self.repository()
        try repo.write(Self.decomposed, "another file\n")
        try repo.append("src/api/routes.ts", "// changed")
        try repo.commitAll("Change routes", verify: false)
        let result = try repo.contractCheck(["ci", "--base", "HEAD~1", "--no-constants"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("[anchor-without-document]"))
    }

    /// §8 resolution and the tree walk's filter compare bytes.
    @Test func resolutionAndFiltersCompareBytes() {
        let resolver = PathResolver(roots: [""], paths: ["src/cafe\u{301}.ts", "lib/x.ts"])
        #expect(resolver.resolve("caf\u{E9}.ts") == .unresolved(similar: []))
        #expect(resolver.resolve("cafe\u{301}.ts") == .resolved("src/cafe\u{301}.ts"))
        #expect(!resolver.matches("src/cafe\u{301}.ts", "caf\u{E9}.ts"))
        let filter = PathFilter([Self.precomposed, "src/caf\u{E9}/"])
        #expect(filter.includes(Self.precomposed))
        #expect(!filter.includes(Self.decomposed))
        #expect(!filter.includes("src/cafe\u{301}/a.ts"))
        #expect(filter.includes("src/caf\u{E9}/a.ts"))
        let changes = ChangeSet(changes: [FileChange(.added, Self.decomposed)], source: .commit)
        #expect(!changes.contains(Self.precomposed))
        #expect(changes.contains(Self.decomposed))
    }
}
