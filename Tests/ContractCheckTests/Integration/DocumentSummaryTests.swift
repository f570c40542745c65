import Foundation
import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// The on-disk summary of a document blob: what makes the hook fast on a large document.
@Suite struct DocumentSummaryTests {
    @Test func aSummaryReadsBackAsItWasWritten() {
        let manifest = AnchorManifest(
            documentPath: "docs/c.md", sectionTitle: "11. Anchor\tmanifest", sectionLine: 3,
            entries: [
                ManifestEntry(path: "a/b.ts", group: "Group\\ with\nodd\ttext", line: 5),
                ManifestEntry(path: "c/", group: nil, line: 6),
            ],
            warnings: [ManifestWarning(document: "docs/c.md", line: 7, message: "twice")])
        let summary = DocumentSummary(
            manifest: manifest, hasConstants: true, constantsReferences: ["Views/A.swift", "lib/b.ts"],
            roots: ["beebox/"])
        let blob = ObjectID(hex: String(repeating: "ab", count: 20))!
        #expect(DocumentSummary.deserialize(summary.serialized(blob: blob), blob: blob) == summary)
        #expect(
            DocumentSummary.deserialize(
                summary.serialized(blob: blob).replacingOccurrences(of: "\nend\n", with: "\n"), blob: blob) == nil,
            "a torn file is not used")
        #expect(DocumentSummary.deserialize("something else", blob: blob) == nil)
    }

    /// A summary is used only for the blob it names and only when its checksum holds.
    @Test func aSummaryOfAnotherBlobOrWithEditedEntriesIsNotUsed() {
        let manifest = AnchorManifest(
            documentPath: "docs/c.md", sectionTitle: "Anchor manifest", sectionLine: 3,
            entries: [ManifestEntry(path: "a/b.ts", group: nil, line: 5)])
        let summary = DocumentSummary(manifest: manifest, hasConstants: false, constantsReferences: [], roots: [])
        let blob = ObjectID(hex: String(repeating: "ab", count: 20))!
        let other = ObjectID(hex: String(repeating: "cd", count: 20))!
        #expect(DocumentSummary.deserialize(summary.serialized(blob: blob), blob: other) == nil)
        let edited = summary.serialized(blob: blob).replacingOccurrences(of: "a/b.ts", with: "a/x.ts")
        #expect(DocumentSummary.deserialize(edited, blob: blob) == nil)
    }

    /// The hook's own cache file, its entries edited but its header and last line intact:
    /// the hook parses the document and still blocks.
    @Test func theHookDoesNotTrustAnEditedSummary() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        #expect(try repo.tryCommit(["-m", "Change"]).status == 1)
        let folder = repo.root + "/.git/contract-check"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("summary-") }
        #expect(files.count == 1)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(text.contains("src/api/routes.ts"))
            try text.replacingOccurrences(of: "src/api/routes.ts", with: "src/api/elsewhere.ts")
                .write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        let again = try repo.tryCommit(["-m", "Change"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("\"src/api/routes.ts\" is modified"), "\(again.stderr)")
    }

    @Test func theHookKeepsASummaryAndSurvivesACorruptOne() throws {
        let repo = try ContractFixture.make()
        try repo.append("src/api/routes.ts", "// change")
        try repo.git(["add", "-A"])
        #expect(try repo.tryCommit(["-m", "Change"]).status == 1)
        let folder = repo.root + "/.git/contract-check"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("summary-") }
        #expect(files.count == 1)
        // A corrupt summary is ignored, never trusted.
        for file in files {
            try "contract-check document summary v1\nentry\tgarbage\n".write(
                toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        let again = try repo.tryCommit(["-m", "Change"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("\"src/api/routes.ts\" is modified"), "\(again.stderr)")
    }

    @Test func aDocumentThatDoesNotParseIsNeverKept() throws {
        let repo = try ContractFixture.make()
        try repo.write("docs/contract.md", "# No manifest any more\n")
        try repo.git(["add", "-A"])
        let result = try repo.contractCheck(["check", "-m", "x"])
        #expect(result.status == 2)
        let folder = repo.root + "/.git/contract-check"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let blob = try repo.git(["rev-parse", ":docs/contract.md"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(!files.contains { $0.hasPrefix("summary-\(blob)") })
    }
}
