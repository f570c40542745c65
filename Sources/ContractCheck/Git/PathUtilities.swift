/// Small path helpers that do not touch the file system.
public enum PathUtilities {
    /// Joins two paths with exactly one `/` between them.
    public static func join(_ base: String, _ path: String) -> String {
        if path.isEmpty { return base }
        if base.isEmpty { return path }
        if base.hasSuffix("/") { return base + path }
        return base + "/" + path
    }

    /// Removes `.` segments and resolves `..` lexically; keeps a leading `/`.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var out: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = out.last, last != ".." { out.removeLast(); continue }
            if segment == "..", absolute { continue }
            out.append(segment)
        }
        let joined = out.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The last path component.
    public static func basename(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// Everything before the last component (`.` when there is none).
    public static func dirname(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
