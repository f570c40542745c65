import CGit2

extension LibGit2 {
    /// The line hunks between two versions of a file (`git diff -U0`), read through libgit2's
    /// patch of two buffers; nil when libgit2 takes either side for binary (a NUL byte), as git
    /// does.
    static func lineHunks(old: [UInt8], new: [UInt8]) throws(ContractCheckError) -> [LineHunk]? {
        ensureInitialised()
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "git_diff_options_init")
        options.context_lines = 0
        options.interhunk_lines = 0
        var patch: OpaquePointer?
        let rc = old.withUnsafeBytes { oldBuffer in
            new.withUnsafeBytes { newBuffer in
                git_patch_from_buffers(
                    &patch, oldBuffer.baseAddress, oldBuffer.count, nil, newBuffer.baseAddress, newBuffer.count, nil,
                    &options)
            }
        }
        try check(rc, "git_patch_from_buffers")
        defer { git_patch_free(patch) }
        guard let delta = git_patch_get_delta(patch) else { return [] }
        if delta.pointee.flags & GIT_DIFF_FLAG_BINARY.rawValue != 0 { return nil }
        var hunks: [LineHunk] = []
        let count = git_patch_num_hunks(patch)
        hunks.reserveCapacity(count)
        for index in 0..<count {
            var hunk: UnsafePointer<git_diff_hunk>?
            var lines = 0
            try check(git_patch_get_hunk(&hunk, &lines, patch, index), "git_patch_get_hunk")
            guard let hunk else { continue }
            hunks.append(
                LineHunk(
                    oldStart: Int(hunk.pointee.old_start), oldCount: Int(hunk.pointee.old_lines),
                    newStart: Int(hunk.pointee.new_start), newCount: Int(hunk.pointee.new_lines)))
        }
        return hunks
    }
}
