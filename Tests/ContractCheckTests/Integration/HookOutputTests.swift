import Foundation
import Testing

/// What the two hooks say, end to end (hooks installed by `install`, real `git commit`): the
/// pre-commit heads-up is short, commit-msg gives the full account once, no finding is printed
/// twice, and the advice follows the command that is running.
@Suite struct HookOutputTests {
    static let document = """
        # Contract

        **Path conventions.** Web code is under `web/`; app code is under `app/Sources/`.

        ## 8. Mirrored constants

        - Storage key `app.token` — `Auth.swift` · `tokenKey` ↔ `lib/auth.ts` · `TOKEN_KEY`.

        ## 11. Anchor manifest

        ```
        # App
        app/Sources/
        ```
        """

    static func make() throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", document)
        try repo.write(".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
        try repo.write("app/Sources/Auth.swift", "enum Auth {\n    static let tokenKey = \"app.token\"\n}\n")
        try repo.write("web/lib/auth.ts", "export const TOKEN_KEY = 'app.token';\n")
        let install = try repo.contractCheck(["install"])
        guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        try repo.commitAll("initial")
        return repo
    }

    /// The lines of `text` from the one starting with `first` up to the next line that is not
    /// indented.
    static func block(_ text: String, from first: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(first) }) else { return [] }
        var block = [lines[start]]
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("  ") else { break }
            block.append(line)
        }
        return block
    }

    static func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// One one-sided Swift string change: one drift finding (not "declared as" and "missing
    /// from side 2"), a six-line heads-up that prints no finding, and one commit-msg block that
    /// names both trailers once.
    @Test func aOneSidedChangeIsOneFindingPrintedOnce() throws {
        let repo = try Self.make()
        try repo.write("app/Sources/Auth.swift", "enum Auth {\n    static let tokenKey = \"app.token.v2\"\n}\n")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Rename the key on one side"])
        #expect(result.status == 1, "\(result.output)")
        let headsUp = Self.block(result.stderr, from: "contract-check: heads-up:")
        #expect(
            headsUp == [
                "contract-check: heads-up: 1 contract anchor staged without the contract document docs/contract.md "
                    + "and 1 mirrored-constant drift in the staged files:",
                "  App",
                "    M app/Sources/Auth.swift",
                "  Mirrored constants",
                "    \"Storage key\": app/Sources/Auth.swift:2",
                "  The message on the command line lacks Contract-Unchanged: <reason> and Contract-Drift-Accepted: "
                    + "<reason>, so the commit-msg hook will block it: update the document and stage it (git add "
                    + "docs/contract.md) and change every side together, or add them with git commit -m 'Rename the "
                    + "key on one side' --trailer 'Contract-Unchanged: <reason>' --trailer 'Contract-Drift-Accepted: "
                    + "<reason>'.",
            ], "\(result.stderr)")
        #expect(Self.occurrences("[constant-drift]", in: result.stderr) == 1, "\(result.stderr)")
        #expect(Self.occurrences("[anchor-without-document]", in: result.stderr) == 1)
        #expect(Self.occurrences("is missing from side", in: result.stderr) == 0)
        #expect(
            result.stderr.contains(
                "app/Sources/Auth.swift:2: error: [constant-drift] \"tokenKey\" is declared "
                    + "as \"app.token.v2\", which is not a value of \"Storage key\" (\"app.token\")."))
        #expect(result.stderr.contains("web/lib/auth.ts:1: note: the other side has it, as a string"))
        // Every finding's message is printed once across the two hooks.
        for line in result.stderr.components(separatedBy: "\n") where line.contains(" error: [") {
            let message = String(line[line.range(of: "] ")!.upperBound...])
            #expect(Self.occurrences(message, in: result.stderr) == 1, "\(message)")
        }
        // One block, both trailers.
        #expect(Self.occurrences("end the message with", in: result.stderr) == 1)
        #expect(
            result.stderr.contains(
                """
                end the message with these 2 trailers as its last paragraph:

                    Contract-Unchanged: <reason>
                    Contract-Drift-Accepted: <reason>

                (git commit -m 'Rename the key on one side' --trailer 'Contract-Unchanged: <reason>' --trailer \
                'Contract-Drift-Accepted: <reason>' adds them; your message is kept in .git/COMMIT_EDITMSG, and git \
                commit -e -F .git/COMMIT_EDITMSG reuses it.)
                contract-check: commit blocked: 1 contract anchor changed without the contract document and 1 \
                mirrored-constant drift (2 errors).
                """), "\(result.stderr)")
        let accepted = try repo.tryCommit([
            "-m", "Rename the key on one side",
            "--trailer", "Contract-Unchanged: the key is not in the document",
            "--trailer", "Contract-Drift-Accepted: the web side follows",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    /// `--trailer` on the command line settles the commit: the heads-up says so, and the
    /// commit passes silently at commit-msg.
    @Test func theCommandLineTrailerSettlesTheHeadsUp() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Tidy routes", "--trailer", "Contract-Unchanged: comment only"])
        #expect(result.status == 0, "\(result.output)")
        let headsUp = Self.block(result.stderr, from: "contract-check: heads-up:")
        #expect(
            headsUp.last
                == "  Settled by the command line: the commit-msg hook will let it through (\"Contract-Unchanged: "
                + "comment only\").",
            "\(result.stderr)")
        #expect(headsUp.count == 4)
        #expect(!result.stderr.contains("will block"))
        // The trailer in a -m message settles it too.
        try repo.append("src/api/routes.ts", "// another comment")
        try repo.git(["add", "-A"])
        let inMessage = try repo.tryCommit(["-m", "Tidy again", "-m", "Contract-Unchanged: comments"])
        #expect(inMessage.status == 0, "\(inMessage.output)")
        #expect(inMessage.stderr.contains("will let it through (\"Contract-Unchanged: comments\")"))
    }

    /// Without a message on the command line the heads-up cannot know: "will block unless".
    @Test func anEditedMessageIsNotSettled() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// comment only")
        try repo.git(["add", "-A"])
        let editor = repo.sandbox + "/editor.sh"
        try "#!/bin/sh\nprintf 'Tidy\\n\\nContract-Unchanged: from the editor\\n' > \"$1\"\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        let result = try repo.tryCommit([], env: ["GIT_EDITOR": editor])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            Self.block(result.stderr, from: "contract-check: heads-up:").last
                == "  The commit-msg hook will block it unless you update the document and stage it (git add "
                + "docs/contract.md), or end the message with Contract-Unchanged: <reason> (git commit --trailer "
                + "'Contract-Unchanged: <reason>').", "\(result.stderr)")
    }

    /// `git commit -m … -- <path>` with the document staged: the fix is the path list.
    @Test func aPathListCommitIsToldToListTheDocument() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.append("docs/contract.md", "Documented.")
        try repo.git(["add", "docs/contract.md"])
        let blocked = try repo.tryCommit(["-m", "Only routes", "--", "src/api/routes.ts"])
        #expect(blocked.status == 1, "\(blocked.output)")
        let advice =
            "update the document and add it to the path list (git commit … -- src/api/routes.ts "
            + "docs/contract.md)"
        #expect(
            blocked.stderr.contains(
                "Update the document and add it to the path list (git commit … -- "
                    + "src/api/routes.ts docs/contract.md), or, if the contract really is unchanged, end the message "
                    + "with "
                    + "this trailer as its last paragraph:"), "\(blocked.stderr)")
        #expect(Self.occurrences(advice, in: blocked.stderr) == 1, "the heads-up says it too")
        #expect(!blocked.stderr.contains("git add docs/contract.md"))
        let passed = try repo.tryCommit(["-m", "Routes and contract", "--", "src/api/routes.ts", "docs/contract.md"])
        #expect(passed.status == 0, "\(passed.output)")
    }

    /// `git commit -a` commits the document's own edits: editing it is the whole fix.
    @Test func commitAllIsToldThatEditingTheDocumentIsEnough() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "export const more = 1;")
        let blocked = try repo.tryCommit(["-a", "-m", "Routes"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains("Update the document (git commit -a commits it with the rest), or, if"),
            "\(blocked.stderr)")
        #expect(!blocked.stderr.contains("git add"))
    }

    /// An amend is told to stage the document and amend again.
    @Test func anAmendIsToldToAmendAgain() throws {
        let repo = try ContractFixture.make()
        try repo.append("README.md", "More words.")
        try repo.commitAll("Docs")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["--amend", "-m", "Amended"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "Update the document, stage it and amend again (git add docs/contract.md, "
                    + "then git commit --amend), or, if"), "\(blocked.stderr)")
    }
}

/// A §8 file renamed with `git mv`: a reference the document must follow, with the new path —
/// not drift, and no `Contract-Drift-Accepted` way out.
@Suite struct RenamedSection8FileTests {
    @Test func aRenamedSideIsAReferenceTheDocumentMustFollow() throws {
        let repo = try HookOutputTests.make()
        try repo.git(["mv", "web/lib/auth.ts", "web/lib/storage.ts"])
        let blocked = try repo.tryCommit(["-m", "Rename the web side"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("docs/contract.md:7:"), "\(blocked.stderr)")
        #expect(
            blocked.stderr.contains(
                "error: [reference-moved] \"lib/auth.ts\" in \"Storage key\" named "
                    + "\"web/lib/auth.ts\", which this commit renames to \"web/lib/storage.ts\"; the contract document "
                    + "must "
                    + "follow the rename."), "\(blocked.stderr)")
        #expect(
            blocked.stderr.contains(
                "    Write `lib/storage.ts` there instead, and stage the document with the rename."))
        #expect(blocked.stderr.contains(" names a file renamed to web/lib/storage.ts"), "the heads-up")
        #expect(!blocked.stderr.contains("Contract-Drift-Accepted"))
        #expect(!blocked.stderr.contains("[constant-drift]"))
        #expect(!blocked.stderr.contains("drift"), "\(blocked.stderr)")
        try repo.write(
            "docs/contract.md",
            HookOutputTests.document.replacingOccurrences(
                of: "lib/auth.ts",
                with: "lib/storage.ts"))
        try repo.git(["add", "docs/contract.md"])
        let passed = try repo.tryCommit(["-m", "Rename the web side and follow it"])
        #expect(passed.status == 0, "\(passed.output)")
    }
}
