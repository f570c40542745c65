import CGit2

// MARK: - Configuration

extension GitRepository {
    /// A value from the repository's configuration (all levels, as git reads them), or nil.
    package func configString(_ name: String) throws(ContractCheckError) -> String? {
        var config: OpaquePointer?
        try check(git_repository_config_snapshot(&config, handle), "git_repository_config_snapshot")
        defer { git_config_free(config) }
        var value: UnsafePointer<CChar>?
        let rc = git_config_get_string(&value, config, name)
        if rc == GIT_ENOTFOUND.rawValue { return nil }
        try check(rc, "git_config_get_string")
        return gitString(value)
    }

    /// Every configuration entry in `section` (`alias` → `alias.ci`, `trailer` →
    /// `trailer.fixes.key`), in libgit2's order.
    ///
    /// The section is matched here, not with libgit2's `git_config_iterator_glob_new`: in
    /// libgit2 before 1.6 (Debian 12 has 1.5.1) its regular expression match leaks PCRE2's match
    /// data, 20 kB with its frames, for every entry that does *not* match (libgit2 #6382).
    package func configEntries(inSection section: String) throws(ContractCheckError) -> [(name: String, value: String)]
    {
        var config: OpaquePointer?
        try check(git_repository_config_snapshot(&config, handle), "git_repository_config_snapshot")
        defer { git_config_free(config) }
        let prefix = section.lowercased() + "."
        var out: [(String, String)] = []
        try LibGit2.forEachConfigEntry(config) { name, value in
            if let name, name.lowercased().hasPrefix(prefix), let value {
                out.append((name, value))
            }
        }
        return out
    }

    /// Whether the repository's configuration sets `name`; nil when it cannot be read.
    static func configHasValue(_ repo: OpaquePointer, _ name: String) -> Bool? {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, repo) >= 0, let config else { return nil }
        defer { git_config_free(config) }
        var entry: UnsafeMutablePointer<git_config_entry>?
        let rc = git_config_get_entry(&entry, config, name)
        defer { if let entry { git_config_entry_free(entry) } }
        if rc == GIT_ENOTFOUND.rawValue { return false }
        return rc >= 0 ? true : nil
    }
}

extension LibGit2 {
    /// Every entry of a configuration file (`.contract-check`), as libgit2's parser reads it:
    /// section and key lower-cased, a repeated key once per line in file order, a key without
    /// `=` with the value "". The `git_config *` and its iterator are freed before it returns.
    ///
    /// Throws `.git(function: "git_config_add_file_ondisk", …)` when the file is not valid
    /// git-config syntax; libgit2's message ends in "(in <path>:<line>, column <n>)".
    static func configFileEntries(atPath path: String) throws(ContractCheckError) -> [(key: String, value: String)] {
        ensureInitialised()
        var config: OpaquePointer?
        try check(git_config_new(&config), "git_config_new")
        defer { git_config_free(config) }
        try check(git_config_add_file_ondisk(config, path, GIT_CONFIG_LEVEL_APP, nil, 0), "git_config_add_file_ondisk")
        var values: [(key: String, value: String)] = []
        try forEachConfigEntry(config) { name, value in
            guard let name else { return }
            values.append((name, value ?? ""))
        }
        return values
    }

    /// Calls `body` with the name and value of every entry of `config`, in libgit2's order (the
    /// strings are copied; the iterator is freed before it returns).
    fileprivate static func forEachConfigEntry(_ config: OpaquePointer?, _ body: (String?, String?) -> Void)
        throws(ContractCheckError)
    {
        var iterator: OpaquePointer?
        try check(git_config_iterator_new(&iterator, config), "git_config_iterator_new")
        defer { git_config_iterator_free(iterator) }
        var entry: UnsafeMutablePointer<git_config_entry>?
        while true {
            let rc = git_config_next(&entry, iterator)
            if rc == GIT_ITEROVER.rawValue { break }
            try check(rc, "git_config_next")
            guard let current = entry else { break }
            body(gitString(current.pointee.name), gitString(current.pointee.value))
        }
    }
}

// MARK: - Ignore rules

extension GitRepository {
    /// Whether git's ignore rules (`.gitignore` files, `info/exclude`, `core.excludesFile`)
    /// ignore the work-tree-relative `path`, as `git check-ignore` says. `install` asks it before
    /// telling anyone to `git add` a hook: git refuses an ignored path (husky's `.husky/_`).
    package func isIgnored(_ path: String) throws(ContractCheckError) -> Bool {
        var ignored: Int32 = 0
        try check(git_ignore_path_is_ignored(&ignored, handle, path), "git_ignore_path_is_ignored")
        return ignored == 1
    }
}
