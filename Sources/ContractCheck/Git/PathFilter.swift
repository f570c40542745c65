/// The paths a tree walk must see: exact files, and folders whose whole content matters (`dir/`).
/// `TreeDiff` descends only into folders that can hold one of them, which is what lets `ci` read
/// far fewer trees than `git log --name-only`: it needs to know whether a commit touched an
/// anchor or the document, not every file it changed. Paths are compared as bytes.
struct PathFilter: Sendable {
    private var files: Set<PathKey> = []
    private var prefixes: [String] = []
    /// Every folder above a file or a prefix ("a", "a/b" for "a/b/c.ts").
    private var ancestors: Set<PathKey> = []

    /// `paths`: files, and folders ending in `/`.
    init(_ paths: [String]) {
        for path in paths {
            if path.hasSuffix("/") {
                prefixes.append(path)
            } else {
                files.insert(PathKey(path))
            }
            var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            if !path.hasSuffix("/") { parts.removeLast() }
            var folder = ""
            for part in parts {
                folder = folder.isEmpty ? part : folder + "/" + part
                ancestors.insert(PathKey(folder))
            }
        }
    }

    /// This filter with `paths` (files, and folders ending in `/`) added.
    func adding(_ paths: [String]) -> PathFilter {
        var both = self
        let more = PathFilter(paths)
        both.files.formUnion(more.files)
        both.prefixes += more.prefixes
        both.ancestors.formUnion(more.ancestors)
        return both
    }

    /// True when a change to the file at `path` matters.
    func includes(_ path: String) -> Bool {
        files.contains(PathKey(path)) || prefixes.contains { PathUtilities.hasPrefix(path, $0) }
    }

    /// True when the folder `path` (no trailing `/`) may hold a path that matters.
    func mayContain(folder path: String) -> Bool {
        ancestors.contains(PathKey(path)) || prefixes.contains { PathUtilities.hasPrefix(path + "/", $0) }
    }
}
