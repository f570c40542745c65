import Foundation
import Testing

@testable import ContractCheck

/// `TreeDiff` (what `ci` reads of each commit) against `git diff-tree -r --no-renames`, and the
/// filter that lets it skip folders holding nothing that matters.
@Suite struct TreeDiffTests {
    static func gitDiffTree(_ repo: TempGitRepo, _ commit: String) throws -> Set<String> {
        let output = try repo.git([
            "diff-tree", "-r", "--no-renames", "--name-status", "-z", "--root", "--no-commit-id", commit,
        ]).stdoutBytes
        let fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var out = Set<String>()
        var index = 0
        while index + 1 < fields.count {
            out.insert("\(fields[index]) \(fields[index + 1])")
            index += 2
        }
        return out
    }

    @Test func agreesWithGitDiffTreeOnEveryKindOfChange() throws {
        let repo = try TempGitRepo()
        try repo.write("a/b/c.txt", "1\n")
        try repo.write("a/file", "f\n")
        try repo.write("swap", "file that becomes a folder\n")
        try repo.write("dir/inner.txt", "folder that becomes a file\n")
        try repo.write("exec.sh", "echo\n")
        try repo.commitAll("one")
        // Second commit: modify, add, delete, file→folder, folder→file, mode, symlink, deep add.
        try repo.append("a/b/c.txt", "2")
        try repo.remove("a/file")
        try repo.remove("swap")
        try repo.write("swap/now-a-folder.txt", "x\n")
        try repo.remove("dir")
        try repo.write("dir", "now a file\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.root + "/exec.sh")
        try FileManager.default.createSymbolicLink(atPath: repo.root + "/link", withDestinationPath: "a/b/c.txt")
        try repo.write("new/deep/er/file.ts", "y\n")
        try repo.commitAll("two")
        let repository = try GitRepository(environment: GitEnvironment(workingDirectory: repo.root))
        for commit in ["HEAD~1", "HEAD"] {
            let id = try repository.resolveCommit(commit)
            let parent = try repository.parents(ofCommit: id).first.map { try repository.tree(ofCommit: $0) }
            let ours = try TreeDiff(repository: repository).changes(from: parent, to: repository.tree(ofCommit: id))
            let set = Set(ours.changes.map { "\($0.status.rawValue) \($0.path)" })
            #expect(set == (try Self.gitDiffTree(repo, commit)), "\(commit)")
            if commit == "HEAD" { #expect(set.contains("M exec.sh"), "a mode change is a modification") }
        }
    }

    @Test func aFilterReadsOnlyFoldersOnTheWayToWhatMatters() throws {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", "d\n")
        try repo.write("src/api/routes.ts", "r\n")
        try repo.write("src/shared/x.ts", "s\n")
        try repo.write("other/deep/file.ts", "o\n")
        try repo.commitAll("one")
        for path in ["docs/contract.md", "src/api/routes.ts", "src/shared/x.ts", "other/deep/file.ts"] {
            try repo.append(path, "more")
        }
        try repo.write("src/shared/new/y.ts", "n\n")
        try repo.write("src/apiary.ts", "not under src/api/\n")
        try repo.commitAll("two")
        let repository = try GitRepository(environment: GitEnvironment(workingDirectory: repo.root))
        let head = try repository.resolveCommit("HEAD")
        var differ = TreeDiff(repository: repository)
        differ.filter = PathFilter(["docs/contract.md", "src/api/routes.ts", "src/shared/"])
        let changes = try differ.changes(
            from: repository.tree(ofCommit: repository.parents(ofCommit: head)[0]), to: repository.tree(ofCommit: head))
        #expect(changes.paths == ["docs/contract.md", "src/api/routes.ts", "src/shared/new/y.ts", "src/shared/x.ts"])
    }

    @Test(
        arguments: [
            ("src/api/routes.ts", true), ("src/api/other.ts", false), ("src/shared/a/b.ts", true),
            ("src/sharedx/a.ts", false), ("docs/contract.md", true), ("src/shared", false), ("xsrc/shared/a.ts", false),
            ("src/shared/", true),
        ] as [(String, Bool)])
    func filterIncludes(path: String, expected: Bool) {
        #expect(PathFilter(["docs/contract.md", "src/api/routes.ts", "src/shared/"]).includes(path) == expected)
    }

    @Test(
        arguments: [
            ("src", true), ("src/api", true), ("src/shared/deep", true), ("src/other", false), ("docs", true),
            ("doc", false), ("src/shared/a/b/c", true), ("src/shar", false), ("x/src/shared", false),
        ] as [(String, Bool)])
    func filterFolders(folder: String, expected: Bool) {
        #expect(
            PathFilter(["docs/contract.md", "src/api/routes.ts", "src/shared/"]).mayContain(folder: folder) == expected)
    }
}
