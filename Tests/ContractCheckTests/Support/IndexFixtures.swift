/// Repositories the index tests share.
enum IndexFixtures {
    /// A committed tree with names that sort around '/' ("a", "a-b", "a.c", "a/…", "a0"), a deep
    /// folder, a symbolic link and a script: every shape a staged change is tried against.
    static func sortedAroundSlash() throws -> TempGitRepo {
        let repo = try TempGitRepo()
        for path in [
            "a", "a-b", "a.c", "a0", "b/c/d/e/f/g/h/deep.txt", "b/c/sibling.txt", "dir/one.txt", "dir/two.txt",
            "dir/sub/three.txt", "keep/x.txt", "link-target.txt", "tool.sh", "z.txt",
        ] {
            try repo.write(path, "content of \(path)\n")
        }
        try repo.symlink("link", to: "link-target.txt")
        try repo.commitAll("base", verify: false)
        return repo
    }
}
