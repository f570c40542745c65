// Fuzz target: the index reader. The input is an index file: it is written where
// GIT_INDEX_FILE points, in a small real repository made once per process, and read by
// contract-check's own reader (StagedChangeReader.changesFromIndexReader, which parses the
// entries and the cache-tree and walks HEAD's tree where it must) and by the document lookup
// (stagedEntry). A malformed file must be a thrown error, never a crash, a hang or a read out
// of bounds; what the reader does not support must say so.
import Foundation
@testable import ContractCheck

/// A repository with a few files in nested folders, and the path the index is written to.
private let workspace: (root: String, index: String, head: ObjectID?) = {
    let root = NSTemporaryDirectory() + "contract-check-fuzz-index-\(getpid())"
    try? FileManager.default.removeItem(atPath: root)
    // Once, through the shell (Foundation's Process would show LeakSanitizer a false positive).
    let git = { (arguments: String) in
        _ = system(
            "cd '\(root)' && HOME='\(root)' GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=f GIT_AUTHOR_EMAIL=f@f "
                + "GIT_COMMITTER_NAME=f GIT_COMMITTER_EMAIL=f@f git \(arguments) >/dev/null 2>&1")
    }
    for folder in ["a/b", "docs"] {
        try? FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for (path, text) in [("a/b/c.txt", "c\n"), ("a/d.txt", "d\n"), ("docs/contract.md", "# c\n"), ("z", "z\n")] {
        _ = FileManager.default.createFile(atPath: root + "/" + path, contents: Data(text.utf8))
    }
    git("init -q -b main")
    git("add -A")
    git("commit -q -m 'fuzz base'")
    var head: ObjectID?
    if let repository = try? GitRepository(environment: GitEnvironment(workingDirectory: root)),
        let commit = try? repository.headCommit()
    {
        head = try? repository.tree(ofCommit: commit)
    }
    return (root, root + "/.git/fuzz-index", head)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGitIndex(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard FileManager.default.createFile(atPath: workspace.index, contents: Data(bytes)) else { return 0 }
    let environment = GitEnvironment(workingDirectory: workspace.root, variables: ["GIT_INDEX_FILE": workspace.index])
    guard let repository = try? GitRepository(environment: environment) else { return 0 }
    let reader = StagedChangeReader(repository: repository)
    var parsed = false
    for tree in [workspace.head, nil] {
        do {
            let changes = try reader.changesFromIndexReader(against: tree)
            fuzzExpect(changes.source == .indexReader, "the index reader answered as \(changes.source)")
            for change in changes.changes { fuzzConsume(change.path.utf8.count) }
            parsed = true
        } catch {
            fuzzConsume(error.description)
        }
    }
    // The binary-search lookup the hook uses for the document, on an index the reader accepted
    // (on one it refused, the lookup would ask libgit2 or git, which is not what is fuzzed here).
    if parsed {
        for path in ["a/b/c.txt", "docs/contract.md", "missing", ""] {
            fuzzConsume(try? reader.stagedEntry(path: path))
        }
    }
    return 0
}
