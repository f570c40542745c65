/// One path that a commit changes, as `git diff --cached --name-status --no-renames` would list it.
///
/// Renames are not detected: a rename is a deletion of the old path and an addition of the new
/// one, so both paths count, which is what the tripwire needs.
package struct FileChange: Sendable, Equatable, Hashable {
    package enum Status: String, Sendable {
        case added = "A"
        case modified = "M"
        case deleted = "D"
        case typeChanged = "T"
        /// An entry with conflict stages in the index.
        case unmerged = "U"
    }

    package var status: Status
    /// The repository-relative path (git paths are bytes; invalid UTF-8 shows as U+FFFD).
    package var path: String

    package init(_ status: Status, _ path: String) {
        self.status = status
        self.path = path
    }
}

/// The change a commit is about to make (or made), and how it was read.
package struct ChangeSet: Sendable, Equatable {
    /// How the change was read, for `--verbose` output and the benchmark.
    package enum Source: String, Sendable {
        /// The index parsed by contract-check, HEAD's tree walked only where the cache-tree is stale.
        case indexReader = "index-reader"
        /// libgit2's `git_diff_tree_to_index`.
        case libgit2 = "libgit2"
        /// `git diff-index` (a split or sparse index, or an extension the readers do not know).
        case gitCLI = "git-cli"
        /// libgit2's tree-to-tree comparison (a commit against its parent).
        case commit = "commit"
    }

    /// The changed paths, sorted by path (as bytes, like git).
    package var changes: [FileChange]
    package var source: Source
    /// The exact renames among `changes` (`git mv`), for messages; set by the hooks.
    package var renames: [FileRename] = []

    package init(changes: [FileChange], source: Source) {
        self.changes = changes.sorted { PathUtilities.precedes($0.path, $1.path) }
        self.source = source
    }

    /// Every changed path.
    package var paths: [String] { changes.map(\.path) }

    /// True when `path` is among the changes, byte for byte (a new file spelled with a
    /// combining accent is not the document spelled with a precomposed one).
    package func contains(_ path: String) -> Bool {
        changes.contains { PathUtilities.same($0.path, path) }
    }
}
