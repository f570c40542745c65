import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// git's edge cases, each with real git and the hooks installed by `contract-check install`.
@Suite struct GitEdgeCaseTests {
    @Test func cherryPickAndRevertRunNoCommitHooksAndTheGateCatchesThem() throws {
        let repo = try ContractFixture.make()
        try repo.git(["checkout", "-q", "-b", "side"])
        try repo.append("src/api/routes.ts", "// side change")
        try repo.git(["commit", "-qam", "Side change", "--no-verify"])
        try repo.git(["checkout", "-q", "main"])
        // git 2.39 runs neither pre-commit nor commit-msg for cherry-pick (even with -e) or revert.
        let pick = try repo.git(["cherry-pick", "side"], check: false)
        #expect(pick.status == 0, "\(pick.output)")
        #expect(!pick.output.contains("contract-check"))
        let revert = try repo.git(["revert", "--no-edit", "HEAD"], check: false)
        #expect(revert.status == 0, "\(revert.output)")
        let gate = try repo.contractCheck(["ci", "--base", "HEAD~2"])
        #expect(gate.status == 1)
        #expect(
            gate.stdout.components(separatedBy: "[anchor-without-document]").count == 3,
            "both commits are caught: \(gate.stdout)")
    }

    @Test func aSubmoduleUnderAnAnchorPrefix() throws {
        let library = try TempGitRepo(name: "library")
        try library.write("lib.ts", "export const v = 1;\n")
        try library.git(["add", "-A"])
        try library.git(["commit", "-q", "-m", "library"])
        let repo = try ContractFixture.make()
        let add = try repo.git(
            ["-c", "protocol.file.allow=always", "submodule", "add", "-q", library.root, "src/shared/vendored"],
            check: false)
        #expect(add.status == 0, "\(add.output)")
        let blocked = try repo.tryCommit(["-m", "Vendor a library"])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("\"src/shared/vendored\" is added"), "\(blocked.stderr)")
        try repo.git(["commit", "-q", "-m", "Vendor a library\n\nContract-Unchanged: vendoring only"])
        // Moving the submodule pointer is a change of the anchor too.
        try library.append("lib.ts", "export const w = 2;")
        try library.git(["commit", "-qam", "more"])
        try repo.git([
            "-c", "protocol.file.allow=always", "submodule", "update", "-q", "--remote", "src/shared/vendored",
        ])
        try repo.git(["add", "src/shared/vendored"])
        let moved = try repo.tryCommit(["-m", "Bump the library"])
        #expect(moved.status == 1)
        #expect(moved.stderr.contains("\"src/shared/vendored\" is modified"))
    }

    @Test func pathsWithSpacesUnicodeNewlinesAndNonUTF8Bytes() throws {
        let repo = try ContractFixture.make()
        try repo.write("src/shared/with space.ts", "a\n")
        try repo.write("src/shared/ünïcödé.ts", "b\n")
        try repo.write("src/shared/new\nline.ts", "c\n")
        // A file name that is not UTF-8 (the byte 0xFF), created through the C API.
        var name = Array((repo.root + "/src/shared/bad-").utf8) + [0xFF] + Array(".ts".utf8) + [0]
        let fd = name.withUnsafeMutableBytes { bytes in
            open(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        #expect(fd >= 0)
        if fd >= 0 { close(fd) }
        try repo.git(["add", "-A"])
        let staged = try repo.git(["diff", "--cached", "--name-only", "-z"]).stdoutBytes.split(separator: 0)
        #expect(staged.count == 4)
        let blocked = try repo.tryCommit(["-m", "Odd names"])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("\"src/shared/with space.ts\" is added"))
        #expect(blocked.stderr.contains("\"src/shared/ünïcödé.ts\" is added"))
        #expect(
            blocked.stderr.contains("src/shared/new\\nline.ts"), "a newline in a name is shown escaped, on one line")
        #expect(
            blocked.stderr.contains("src/shared/bad-\u{FFFD}.ts"), "a non-UTF-8 name still counts: \(blocked.stderr)")
        #expect(!blocked.stderr.contains("new\nline"))
    }

    @Test func anIntentToAddAnchorIsNotPartOfTheCommit() throws {
        let repo = try ContractFixture.make()
        try repo.write("src/shared/planned.ts", "export {};\n")
        try repo.git(["add", "-N", "src/shared/planned.ts"])
        try repo.append("README.md", "A change that is committed.")
        try repo.git(["add", "README.md"])
        let result = try repo.tryCommit(["-m", "Docs; the anchor is only intended"])
        #expect(result.status == 0, "git commit leaves intent-to-add entries out: \(result.output)")
        #expect(try repo.git(["show", "--name-only", "--format=", "HEAD"]).stdout == "README.md\n")
    }

    @Test func anIndexLockHeldByAnotherProcessDoesNotStopReading() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        try repo.write(".git/index.lock", "held by another process")
        let check = try repo.contractCheck(["check", "-m", "Change"])
        #expect(check.status == 1, "the index is read, not locked: \(check.output)")
        #expect(check.stdout.contains("[anchor-without-document]"))
        let manifest = try repo.contractCheck(["manifest", "--staged"])
        #expect(manifest.status == 0)
        try repo.remove(".git/index.lock")
    }

    @Test func gitDirAndWorkTreeGivenOnTheCommandLine() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// change")
        let elsewhere = repo.sandbox
        try repo.git(["--git-dir=\(repo.root)/.git", "--work-tree=\(repo.root)", "add", "-A"], in: elsewhere)
        let blocked = try repo.git(
            ["--git-dir=\(repo.root)/.git", "--work-tree=\(repo.root)", "commit", "-m", "From elsewhere"],
            in: elsewhere, check: false)
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("[anchor-without-document]"), "\(blocked.output)")
        let passed = try repo.git(
            [
                "--git-dir=\(repo.root)/.git", "--work-tree=\(repo.root)", "commit", "-m",
                "From elsewhere\n\nContract-Unchanged: test",
            ],
            in: elsewhere, check: false)
        #expect(passed.status == 0, "\(passed.output)")
    }

    /// A clone with `--separate-git-dir`: git runs the hooks with `GIT_DIR` set to the store
    /// and the work tree as the current directory (not the store's parent).
    @Test func aSeparateGitDirectory() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let checkout = repo.sandbox + "/separate"
        try repo.git(["clone", "-q", "--separate-git-dir=\(repo.sandbox)/store.git", repo.root, checkout])
        try repo.git(["config", "user.name", "Test"], in: checkout)
        try repo.git(["config", "user.email", "test@example.com"], in: checkout)
        let install = try repo.contractCheck(["install"], in: checkout)
        #expect(install.status == 0, "\(install.output)")
        try "unrelated\n".write(toFile: checkout + "/README.md", atomically: true, encoding: .utf8)
        let unrelated = try repo.git(["commit", "-qam", "Unrelated"], in: checkout, check: false)
        #expect(unrelated.status == 0, "\(unrelated.output)")
        try "export const c = 3;\n".write(toFile: checkout + "/src/api/routes.ts", atomically: true, encoding: .utf8)
        let blocked = try repo.git(["commit", "-qam", "Anchor"], in: checkout, check: false)
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("[anchor-without-document]"), "\(blocked.output)")
    }

    @Test func aDocumentWithCRLFAndABOM() throws {
        let repo = try ContractFixture.make(commit: false)
        let crlf = "\u{FEFF}" + ContractFixture.document.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
        try repo.write("docs/contract.md", crlf)
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        let manifest = try repo.contractCheck(["manifest", "--format", "json"])
        #expect(manifest.status == 0, "\(manifest.output)")
        #expect(manifest.stdout.contains("\"path\": \"src/api/routes.ts\""))
        #expect(manifest.stdout.contains("\"line\": 9"))
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Change"])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("docs/contract.md:9: note: listed in the anchor manifest"))
    }

    @Test func aSplitIndexFallsBackAndStaysRight() throws {
        let repo = try ContractFixture.make()
        try repo.git(["config", "core.splitIndex", "true"])
        try repo.git(["update-index", "--split-index"])
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        #expect(FileManager.default.fileExists(atPath: repo.root + "/.git/index"))
        let blocked = try repo.tryCommit(["-m", "Change"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("\"src/api/routes.ts\" is modified"))
        try repo.append("docs/contract.md", "documented")
        try repo.git(["add", "-A"])
        let passed = try repo.tryCommit(["-m", "Change with the document"])
        #expect(passed.status == 0, "\(passed.output)")
    }

    @Test func aSparseCheckoutWithASparseIndex() throws {
        let repo = try ContractFixture.make()
        try repo.git(["sparse-checkout", "init", "--cone", "--sparse-index"])
        try repo.git(["sparse-checkout", "set", "src/api"])
        #expect(
            !FileManager.default.fileExists(atPath: repo.root + "/docs/contract.md"), "the document is outside the cone"
        )
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Change"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("\"src/api/routes.ts\" is modified"), "\(blocked.stderr)")
        let passed = try repo.tryCommit(["-m", "Change\n\nContract-Unchanged: sparse test"])
        #expect(passed.status == 0, "\(passed.output)")
    }

    @Test func aLargeDocumentAndATenThousandEntryManifest() throws {
        let repo = try TempGitRepo()
        var document = "# Contract\n\n"
        let paragraph =
            String(repeating: "Prose that makes the document large, with `code` and *emphasis*. ", count: 40) + "\n\n"
        while document.utf8.count < 50_000_000 { document += paragraph }
        document += "## Anchor manifest\n\n```\n"
        for index in 0..<10_000 { document += "src/module\(index)/file\(index).ts\n" }
        document += "```\n"
        try repo.write("docs/contract.md", document)
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write("src/module9999/file9999.ts", "x\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        #expect(try repo.contractCheck(["install"]).status == 0)
        try repo.append("src/module9999/file9999.ts", "y")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Change"])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("\"src/module9999/file9999.ts\" is modified"))
        let manifest = try repo.contractCheck(["manifest", "--format", "json"])
        #expect(manifest.stdout.components(separatedBy: "\"kind\": \"file\"").count == 10_001)
    }
}

/// The contract document as a symbolic link to the real file.
@Suite struct SymlinkedDocumentTests {
    static func make() throws -> TempGitRepo {
        let repo = try ContractFixture.make(installHooks: true, commit: false)
        try FileManager.default.createDirectory(atPath: repo.root + "/docs/real", withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            atPath: repo.root + "/docs/contract.md", toPath: repo.root + "/docs/real/contract.md")
        try FileManager.default.createSymbolicLink(
            atPath: repo.root + "/docs/contract.md", withDestinationPath: "real/contract.md")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        return repo
    }

    @Test func theLinkIsFollowedAndItsTargetCountsAsTheDocument() throws {
        let repo = try Self.make()
        let manifest = try repo.contractCheck(["manifest", "--staged"])
        #expect(manifest.status == 0, "\(manifest.output)")
        #expect(manifest.stdout.contains("src/api/routes.ts"))
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Change"])
        #expect(blocked.status == 1)
        try repo.append("docs/real/contract.md", "Documented through the link's target.")
        try repo.git(["add", "-A"])
        let passed = try repo.tryCommit(["-m", "Change with the document"])
        #expect(passed.status == 0, "\(passed.output)")
        let gate = try repo.contractCheck(["ci", "--base", "HEAD~1"])
        #expect(gate.status == 0, "\(gate.output)")
    }

    @Test func aLinkOutOfTheRepositoryCannotBeChecked() throws {
        let repo = try Self.make()
        try repo.remove("docs/contract.md")
        try FileManager.default.createSymbolicLink(
            atPath: repo.root + "/docs/contract.md", withDestinationPath: "../../outside.md")
        try repo.git(["add", "-A"])
        let result = try repo.contractCheck(["check", "-m", "x"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("is a symbolic link to \"../../outside.md\", which is outside the repository."),
            "\(result.stderr)")
    }
}
