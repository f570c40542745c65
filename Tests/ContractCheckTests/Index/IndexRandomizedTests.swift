import Foundation
import Testing

@testable import ContractCheck

/// Random edits with a fixed seed, staged with `git add -A`, the three readers (index reader,
/// libgit2, git) compared after each round against HEAD, an older commit and the empty tree.
@Suite struct IndexRandomizedTests {
    /// Names chosen to sort around '/' and to collide as files and directories.
    static let names = ["a", "a-b", "a.c", "a0", "b", "dir", "d e", "ü", "z"]

    @Test(arguments: [(seed: UInt64(1), version: 2), (seed: 2, version: 3), (seed: 3, version: 4)])
    func randomEdits(seed: UInt64, version: Int) throws {
        var random = SplitMix64(seed: seed)
        let repo = try TempGitRepo()
        var files = Set<String>()
        for _ in 0..<40 {
            let path = Self.randomPath(&random)
            if Self.conflicts(path, with: files) { continue }
            try repo.write(path, "initial \(path)\n")
            files.insert(path)
        }
        try repo.commitAll("initial", verify: false)
        var commits = 1
        var statuses: [FileChange.Status: Int] = [:]
        for round in 0..<8 {
            for _ in 0..<10 { try Self.edit(repo, &files, &random) }
            try repo.git(["add", "-A"])
            if version != 2 || round % 2 == 1 {
                try repo.git(["update-index", "--index-version", "\(version)"])
            }
            if version == 3, let some = files.sorted().first {
                try repo.git(["update-index", "--skip-worktree", some])
            }
            var revisions = ["HEAD", "empty"]
            if commits > 1 { revisions.append("HEAD~1") }
            let seen = try IndexDifferential(repo).check(against: revisions)
            for change in seen["HEAD"] ?? [] { statuses[change.status, default: 0] += 1 }
            if round % 2 == 0 {
                try repo.git(["commit", "-q", "--no-verify", "--allow-empty", "-m", "round \(round)"])
                commits += 1
            }
        }
        // The edits really exercise every kind of change.
        for status in [FileChange.Status.added, .modified, .deleted, .typeChanged] {
            #expect(statuses[status, default: 0] > 0, "no \(status) change in \(statuses)")
        }
    }

    static func randomPath(_ random: inout SplitMix64) -> String {
        let depth = Int.random(in: 1...4, using: &random)
        return (0..<depth).map { _ in names.randomElement(using: &random)! }.joined(separator: "/")
    }

    /// True when `path` would need a file where a directory is, or the reverse.
    static func conflicts(_ path: String, with files: Set<String>) -> Bool {
        if files.contains(path) { return true }
        let parts = path.split(separator: "/")
        for length in 1..<parts.count where files.contains(parts[..<length].joined(separator: "/")) { return true }
        return files.contains { $0.hasPrefix(path + "/") }
    }

    /// Writes a file where only leftover empty directories may be in the way.
    static func place(_ repo: TempGitRepo, _ path: String, _ content: [UInt8]) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: repo.root + "/" + path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            try repo.removeTree(path)
        }
        try repo.writeBytes(path, content)
    }

    /// One random change in the working tree: add, modify, delete, chmod, rename, symlink, or
    /// swap a file and a directory.
    static func edit(_ repo: TempGitRepo, _ files: inout Set<String>, _ random: inout SplitMix64) throws {
        let existing = files.sorted()
        let choice = Int.random(in: 0..<8, using: &random)
        guard let target = existing.randomElement(using: &random), choice > 0 else {
            let path = randomPath(&random)
            if !conflicts(path, with: files) {
                try place(repo, path, Array("added \(path)\n".utf8))
                files.insert(path)
            }
            return
        }
        switch choice {
        case 1:
            try repo.append(target, "modified")
        case 2:
            try repo.remove(target)
            files.remove(target)
        case 3:
            let attributes = try FileManager.default.attributesOfItem(atPath: repo.root + "/" + target)
            if attributes[.type] as? FileAttributeType == .typeRegular {
                let mode = (attributes[.posixPermissions] as? Int ?? 0o644) & 0o100 == 0 ? 0o755 : 0o644
                try repo.chmod(target, mode)
            }
        case 4:
            let destination = randomPath(&random)
            files.remove(target)
            if conflicts(destination, with: files) {
                files.insert(target)
                return
            }
            let source = repo.root + "/" + target
            if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: source) {
                try repo.remove(target)
                try place(repo, destination, [])
                try repo.remove(destination)
                try repo.symlink(destination, to: link)
            } else {
                let data = try Data(contentsOf: URL(fileURLWithPath: source))
                try repo.remove(target)
                try place(repo, destination, [UInt8](data))
            }
            files.insert(destination)
        case 5:
            try repo.remove(target)
            try repo.symlink(target, to: "target-\(Int.random(in: 0..<3, using: &random))")
        case 6:
            // The file becomes a directory.
            try repo.remove(target)
            files.remove(target)
            let inner = target + "/" + names.randomElement(using: &random)!
            try place(repo, inner, Array("was a file\n".utf8))
            files.insert(inner)
        default:
            // A directory (the target's parent) becomes a file.
            guard let slash = target.lastIndex(of: "/") else { return }
            let parent = String(target[..<slash])
            try repo.removeTree(parent)
            files = files.filter { !$0.hasPrefix(parent + "/") }
            try repo.write(parent, "was a directory\n")
            files.insert(parent)
        }
    }
}
