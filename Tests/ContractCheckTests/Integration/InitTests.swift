import Foundation
import Testing

/// `contract-check init <anchor>…` in real repositories: what it writes, that the document it
/// writes parses from the start (manifest, §8 and the hooks), and that it never overwrites.
@Suite struct InitTests {
    /// A repository with a few files and no contract yet.
    static func repository() throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write("server/src/http/headers.ts", "export const SESSION_HEADER = \"x-session-id\";\n")
        try repo.write("ios/App/Headers.swift", "let sessionHeader = \"x-session-id\"\n")
        try repo.write("README.md", "# Project\n")
        return repo
    }

    /// `docs/` a link to a folder outside the repository: init refuses, as reading a document
    /// there is refused, and writes nothing (issue 17, item 4); a link inside is followed.
    @Test func initRefusesADocumentFolderLinkedOutside() throws {
        let repo = try Self.repository()
        let outside = repo.sandbox + "/elsewhere"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.root + "/docs", withDestinationPath: outside)
        let result = try repo.contractCheck(["init", "README.md"])
        #expect(result.status == 2, "\(result.output)")
        #expect(
            result.stderr.contains(
                "\"docs\" is a symbolic link to \"\(outside)\", which is outside the repository; init does not "
                    + "write the document there"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/.contract-check"))
        try FileManager.default.removeItem(atPath: repo.root + "/docs")
        try FileManager.default.createDirectory(atPath: repo.root + "/notes", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.root + "/docs", withDestinationPath: "notes")
        let inside = try repo.contractCheck(["init", "README.md"])
        #expect(inside.status == 0, "\(inside.output)")
        #expect(FileManager.default.fileExists(atPath: repo.root + "/notes/contract.md"))
    }

    @Test func initWritesAConfigurationAndADocumentThatParsesAndGates() throws {
        let repo = try Self.repository()
        let result = try repo.contractCheck(["init", "server/src/http/headers.ts", "ios/App/"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout == """
                wrote \(repo.root)/.contract-check (document = docs/contract.md)
                wrote docs/contract.md: an Anchor manifest (2 anchors) and Mirrored constants (a commented-out example)
                next: contract-check install, then commit .contract-check and docs/contract.md

                """)
        #expect(try repo.read(".contract-check").contains("[contract]\n    document = docs/contract.md\n"))
        let document = try repo.read("docs/contract.md")
        #expect(document.contains("## Anchor manifest"))
        #expect(document.contains("```\nserver/src/http/headers.ts\nios/App/\n```\n"))
        #expect(document.contains("## Mirrored constants"))
        for separator in [" — ", " ↔ ", " · "] { #expect(document.contains(separator)) }

        let manifest = try repo.contractCheck(["manifest", "--format", "json"])
        #expect(manifest.status == 0, "\(manifest.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(manifest.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.map { $0["path"] as? String } == ["server/src/http/headers.ts", "ios/App/"])
        #expect(entries.map { $0["kind"] as? String } == ["file", "directory"])
        let constants = try repo.contractCheck(["constants"])
        #expect(constants.status == 0, "the commented example checks nothing: \(constants.output)")
        #expect(
            constants.stdout == """

                contract-check: 0 of 0 bullets verified (0 shape-checked, 0 symbol-precise, 0 file-wide), \
                0 drift, 0 unresolved, 0 unverifiable.

                """, "a comment is not a bullet")

        let install = try repo.contractCheck(["install"])
        #expect(install.status == 0, "\(install.output)")
        #expect(!install.stderr.contains("cannot check"), "\(install.stderr)")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "Start the contract"])
        try repo.append("ios/App/Headers.swift", "let more = 1")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-m", "Change a header"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("[anchor-without-document]"), "\(blocked.output)")
    }

    /// A tree with an OpenAPI document: the document offers a schema-first bullet for its first
    /// schema, commented like the other example; without one, it does not.
    @Test func initOffersASchemaFirstBulletWhenTheTreeHasAnOpenAPIDocument() throws {
        let plain = try Self.repository()
        try plain.git(["add", "-A"])
        #expect(try plain.contractCheck(["init", "README.md"]).status == 0)
        #expect(!(try plain.read("docs/contract.md")).contains("components/schemas"))

        let repo = try Self.repository()
        try repo.write(
            "api/openapi.yaml",
            "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
                + "    Pet:\n      properties: {id: {type: integer}}\n    Tag: {}\n")
        try repo.git(["add", "-A"])
        let result = try repo.contractCheck(["init", "README.md"])
        #expect(result.status == 0, "\(result.output)")
        let document = try repo.read("docs/contract.md")
        #expect(
            document.contains(
                "- <!-- Pet — `api/openapi.yaml#/components/schemas/Pet` ↔ `ios/Pet.swift` · `Pet` ↔ "
                    + "`web/pet.ts` · `Pet` -->\n"), "\(document)")
        let constants = try repo.contractCheck(["constants"])
        #expect(constants.status == 0, "a comment is not a bullet: \(constants.output)")
    }

    @Test func initRefusesToOverwriteAndLeavesAnExistingDocumentAlone() throws {
        let repo = try Self.repository()
        try repo.write("docs/contract.md", "# Ours\n")
        let first = try repo.contractCheck(["init", "README.md"])
        #expect(first.status == 0, "\(first.output)")
        #expect(first.stdout.contains("docs/contract.md exists and was left as it is"), "\(first.stdout)")
        #expect(try repo.read("docs/contract.md") == "# Ours\n")
        let configuration = try repo.read(".contract-check")
        let again = try repo.contractCheck(["init", "README.md"])
        #expect(again.status == 2)
        #expect(
            again.stderr == "contract-check: error: \(repo.root)/.contract-check exists; init never overwrites it "
                + "(edit it, or remove it first).\n")
        #expect(try repo.read(".contract-check") == configuration)
    }

    @Test(arguments: [
        (
            [],
            "contract-check init: error: Missing argument: at least one anchor (a file, or a folder with a "
                + "trailing /); see 'contract-check help init'.\n"
        ),
        (
            ["ios/App"],
            "contract-check: error: The anchor \"ios/App\" is a folder: write \"ios/App/\" to make every file"
        ),
        (["README.md/"], "contract-check: error: The anchor \"README.md/\" ends in / but is a file; leave the / out."),
        (["../outside.ts"], "contract-check: error: \"../outside.ts\" is not inside the repository"),
        (["missing.ts"], "contract-check: error: The anchor \"missing.ts\" does not exist"),
    ])
    func badAnchorsAreUsageErrorsAndWriteNothing(arguments: [String], message: String) throws {
        let repo = try Self.repository()
        let result = try repo.contractCheck(["init"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/.contract-check"))
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/docs"))
    }

    /// Paths are relative to the current directory, as every command-line path is.
    @Test func anchorsAndTheDocumentAreRelativeToTheCurrentDirectory() throws {
        let repo = try Self.repository()
        let result = try repo.contractCheck(
            ["init", "--doc", "../docs/api.md", "App/Headers.swift"], in: repo.root + "/ios")
        #expect(result.status == 0, "\(result.output)")
        #expect(try repo.read(".contract-check").contains("document = docs/api.md"))
        #expect(try repo.read("docs/api.md").contains("```\nios/App/Headers.swift\n```"))
    }
}
