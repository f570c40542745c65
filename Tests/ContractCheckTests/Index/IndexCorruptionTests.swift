@testable import ContractCheck
import Foundation
import Testing

/// Truncated and damaged index files: the reader throws an error naming the file (or, for
/// damage it cannot see, still returns without reading out of bounds), and the staged-change
/// reader then lets libgit2 and git decide.
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

    @Test func truncatedIndexFallsBackToWhatGitReads() throws {
        let (repo, bytes) = try Self.indexBytes(version: 2)
        let path = repo.sandbox + "/truncated-index"
        try Data(bytes[..<(bytes.count / 2)]).write(to: URL(fileURLWithPath: path))
        let differential = IndexDifferential(repo, indexFile: path)
        #expect {
            try differential.parsedIndex()
        } throws: { error in
            guard let error = error as? ContractCheckError, case .indexFormat(let indexPath, _, _) = error else { return false }
            return indexPath == path
        }
        // libgit2 verifies the checksum and refuses the file; git does not verify it and reads
        // what it can, so the answer is git's (the same index git would commit from).
        try differential.check(against: ["HEAD"], source: .gitCLI, libgit2: false)
    }

    @Test func emptyIndexFileIsMalformed() throws {
        let repo = try TempGitRepo()
        let path = repo.sandbox + "/empty-index"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: ContractCheckError.self) { try IndexFile.read(path: path) }
    }
}
