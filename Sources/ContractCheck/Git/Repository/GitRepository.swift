import CGit2

// MARK: - The repository handle

/// A libgit2 repository handle. This class owns the `git_repository *` and frees it in
/// `deinit`; every other handle its methods create (commits, trees, blobs, config snapshots,
/// indexes, diffs) is short-lived and freed by a `defer` inside the method that created it.
package final class GitRepository {
    /// The `git_repository *`, freed in `deinit`; never handed out of this file.
    let handle: OpaquePointer
    /// The repository's git directory (for a linked worktree, the worktree's own).
    package let gitDirectory: String
    /// The directory shared by all worktrees (holds `hooks/`, `config`, objects).
    package let commonDirectory: String
    /// The working tree root, or nil for a bare repository.
    package let workTree: String?
    /// The index file the staged change is read from (`GIT_INDEX_FILE`, else `<gitdir>/index`).
    package let indexPath: String
    /// The environment the repository was opened with.
    package let environment: GitEnvironment
    /// The last index parsed by contract-check's own reader (see `StagedChangeReader`).
    let indexCache = IndexCache()
    /// Blobs already read (`blob(_:)`), bounded in bytes.
    let blobCache = BlobCache()
    /// What the layers above read from the last few commits (`SourceSnapshot.commitListing`).
    let commitDerived = CommitDerivedCache()
    /// What the layers above keep for this repository's lifetime (`ClauseMemo`).
    let derived = RepositoryDerivedCache()
    /// How much this repository read from the object database (the tests' measure of what a run
    /// reads again).
    var reads = ReadCounts()

    /// Opens the repository the way git's hooks see it: `GIT_DIR` and `GIT_WORK_TREE` when set
    /// (relative to the working directory), otherwise a search upwards from the working directory.
    /// `GIT_INDEX_FILE` selects the index; it is not loaded here.
    package init(environment: GitEnvironment) throws(ContractCheckError) {
        LibGit2.ensureInitialised()
        self.environment = environment
        var repo: OpaquePointer?
        let rc: Int32
        if environment["GIT_OBJECT_DIRECTORY"] != nil || environment["GIT_ALTERNATE_OBJECT_DIRECTORIES"] != nil
            || environment["GIT_COMMON_DIR"] != nil
        {
            // Rare outside receive hooks: let libgit2 read every variable itself. This process
            // has those same variables, because the CLI passes its real environment.
            rc = git_repository_open_ext(&repo, nil, GIT_REPOSITORY_OPEN_FROM_ENV.rawValue, nil)
        } else if let gitDir = environment["GIT_DIR"] {
            rc = git_repository_open_ext(
                &repo, environment.absolute(gitDir), GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil)
        } else {
            rc = git_repository_open_ext(&repo, environment.workingDirectory, 0, environment["GIT_CEILING_DIRECTORIES"])
        }
        func notARepository(_ reason: String) -> ContractCheckError {
            .notARepository(
                path: environment["GIT_DIR"].map(environment.absolute) ?? environment.workingDirectory, reason: reason)
        }
        do {
            try check(rc, "git_repository_open_ext")
        } catch .git(_, _, let message) {
            throw notARepository(message)
        }
        guard let repo else { throw notARepository("unknown") }
        // Owned by this object from here on; freed by hand below if `init` throws, by `deinit`
        // otherwise.
        handle = repo
        // libgit2 1.5's `git_repository_set_workdir` leaks its prettified path when the work
        // tree is already the one asked for (it returns early without freeing it), which is
        // the usual case (`git --git-dir=R/.git --work-tree=R`): only call it on a change.
        //
        // With `GIT_DIR` set and neither `GIT_WORK_TREE` nor `core.worktree`, git takes the
        // current directory as the top of the work tree (git(1), GIT_DIR) and runs hooks there;
        // libgit2 would take the git directory's parent, which is wrong for a repository made
        // with `--separate-git-dir`. Git sets `GIT_DIR` for every hook in a linked worktree,
        // where the two agree, so the configuration is read only when they do not.
        let currentWorkTree = gitString(git_repository_workdir(repo)).map { Self.realPath($0) }
        var requestedWorkTree = environment["GIT_WORK_TREE"].map(environment.absolute)
        if requestedWorkTree == nil, environment["GIT_DIR"] != nil, git_repository_is_bare(repo) == 0,
            Self.realPath(environment.workingDirectory) != currentWorkTree,
            Self.configHasValue(repo, "core.worktree") == false
        {
            requestedWorkTree = environment.workingDirectory
        }
        if let workTree = requestedWorkTree, Self.realPath(workTree) != currentWorkTree {
            do {
                try check(git_repository_set_workdir(repo, workTree, 0), "git_repository_set_workdir")
            } catch {
                git_repository_free(repo)
                throw error
            }
        }
        gitDirectory = Self.trimSlash(gitString(git_repository_path(repo)) ?? environment.workingDirectory)
        commonDirectory = Self.trimSlash(gitString(git_repository_commondir(repo)) ?? gitDirectory)
        workTree = git_repository_is_bare(repo) != 0 ? nil : gitString(git_repository_workdir(repo)).map(Self.trimSlash)
        if let indexFile = environment["GIT_INDEX_FILE"] {
            indexPath = environment.absolute(indexFile)
        } else {
            indexPath = gitDirectory + "/index"
        }
    }

    deinit {
        git_repository_free(handle)
    }

    /// path unchanged when it cannot be resolved.
    private static func realPath(_ path: String) -> String {
        FileSystem.realPath(path).map(trimSlash) ?? trimSlash(path)
    }

    private static func trimSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// True for a bare repository (no working tree).
    package var isBare: Bool { workTree == nil }
}
