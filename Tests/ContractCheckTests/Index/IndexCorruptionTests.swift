import Foundation
import Testing

@testable import ContractCheck

/// Truncated and damaged index files: the reader throws an error naming the file (or, for
/// damage it cannot see, still returns without reading out of bounds), and the staged-change
/// reader then lets libgit2 decide, and reports the damage when libgit2 refuses the file too.
@Suite struct IndexCorruptionTests {
    static func indexBytes(version: Int) throws -> (TempGitRepo, [UInt8]) {
        let repo = try IndexFormatTests.stagedChange()
        try repo.git(["update-index", "--index-version", "\(version)"])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: repo.root + "/.git/index")))
        return (repo, bytes)
    }

    @Test(arguments: [2, 4])
    func everyTruncationThrowsOrParses(version: Int) throws {
        let (repo, bytes) = try Self.indexBytes(version: version)
        let repository = try IndexDifferential(repo).repository()
        let head = try IndexDifferential(repo).tree("HEAD")
        let path = repo.sandbox + "/damaged-index"
        for length in 0..<bytes.count {
            try Data(bytes[..<length]).write(to: URL(fileURLWithPath: path))
            do {
                let index = try IndexFile.read(path: path)
                _ = try? IndexTreeComparer(index: index, repository: repository).changes(from: head)
            } catch {
                #expect(error.description.contains(path), "\(error)")
            }
        }
    }

    @Test(arguments: [2, 4])
    func flippedBytesNeverReadOutOfBounds(version: Int) throws {
        let (repo, bytes) = try Self.indexBytes(version: version)
        let repository = try IndexDifferential(repo).repository()
        let head = try IndexDifferential(repo).tree("HEAD")
        let path = repo.sandbox + "/damaged-index"
        for position in 0..<(bytes.count - 20) {
            for value: UInt8 in [0x00, 0xFF, 0x2F, bytes[position] ^ 0x01] where value != bytes[position] {
                var damaged = bytes
                damaged[position] = value
                try Data(damaged).write(to: URL(fileURLWithPath: path))
                if let index = try? IndexFile.read(path: path) {
                    _ = try? IndexTreeComparer(index: index, repository: repository).changes(from: head)
                    _ = index.position(ofStageZero: Array("dir/one.txt".utf8))
                }
            }
        }
    }

    /// libgit2 verifies the checksum and refuses a truncated file; git reads it without that
    /// check (and then cannot commit from it: "unable to write new_index file"), so the answer
    /// is the reader's error, naming the file, not a verdict on damaged bytes.
    @Test func truncatedIndexIsAnError() throws {
        let (repo, bytes) = try Self.indexBytes(version: 2)
        let path = repo.sandbox + "/truncated-index"
        try Data(bytes[..<(bytes.count / 2)]).write(to: URL(fileURLWithPath: path))
        let differential = IndexDifferential(repo, indexFile: path)
        let reader = StagedChangeReader(repository: try differential.repository())
        let head = try differential.tree("HEAD")
        #expect {
            try reader.changes(against: head)
        } throws: { error in
            guard let error = error as? ContractCheckError, case .indexFormat(let indexPath, _, _) = error else {
                return false
            }
            return indexPath == path
        }
        // Through a real commit: git stops, and the hook (exit 2) says why first.
        try repo.write("docs/contract.md", ContractFixture.document)
        try repo.write(".contract-check", ContractFixture.configuration)
        let copy = repo.root + "/.git/index"
        try Data(bytes[..<(bytes.count / 2)]).write(to: URL(fileURLWithPath: copy))
        let check = try repo.contractCheck(["check", "-m", "A message"])
        #expect(check.status == 2, "\(check.output)")
        #expect(check.stderr.contains("is malformed at byte"), "\(check.stderr)")
        #expect(check.stderr.split(separator: "\n").count == 1)
    }

    /// The SHA-1 behind `IndexChecksum` against `sha1sum`, on lengths around the block and
    /// padding boundaries.
    @Test func sha1AgreesWithSha1sum() throws {
        let repo = try TempGitRepo()
        var random = SplitMix64(seed: 7)
        for length in [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000, 100_003] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let path = repo.sandbox + "/sha1-input"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let expected = try ProcessRunner.run(
                "/usr/bin/sha1sum", [path], in: repo.sandbox, environment: repo.environment
            ).stdout.prefix(40)
            let digest = bytes.withUnsafeBytes { IndexChecksum.sha1($0) }
            #expect(digest.map { String(format: "%02x", $0) }.joined() == expected, "length \(length)")
        }
    }

    /// A real index is intact; one flipped byte or a cut makes it damaged.
    @Test func theChecksumTellsGitsFilesFromDamage() throws {
        let (_, bytes) = try Self.indexBytes(version: 2)
        #expect(bytes.withUnsafeBytes { IndexChecksum.verdict($0) } == .intact)
        var flipped = bytes
        flipped[40] ^= 0x01
        #expect(flipped.withUnsafeBytes { IndexChecksum.verdict($0) } == .damaged)
        #expect(Array(bytes.dropLast(1)).withUnsafeBytes { IndexChecksum.verdict($0) } == .damaged)
        let skipHash = Array(bytes.dropLast(20)) + [UInt8](repeating: 0, count: 20)
        #expect(skipHash.withUnsafeBytes { IndexChecksum.verdict($0) } == .unchecked)
    }

    @Test func emptyIndexFileIsMalformed() throws {
        let repo = try TempGitRepo()
        let path = repo.sandbox + "/empty-index"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: ContractCheckError.self) { try IndexFile.read(path: path) }
    }
}
