/// Where and how git would look for the repository: the working directory and the `GIT_*`
/// variables git exports to hooks (`GIT_DIR`, `GIT_WORK_TREE`, `GIT_INDEX_FILE`, `GIT_EDITOR`).
///
/// The library never reads the process environment itself; the CLI copies it in, tests build
/// one by hand.
public struct GitEnvironment: Sendable, Equatable {
    /// The directory the command runs in (absolute).
    public var workingDirectory: String
    /// The variables that matter, by name.
    public var variables: [String: String]

    public init(workingDirectory: String, variables: [String: String] = [:]) {
        self.workingDirectory = workingDirectory
        self.variables = variables
    }

    public subscript(name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// `path` made absolute against the working directory.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : PathUtilities.join(workingDirectory, path)
    }

    /// The variables git reads to find the repository, the index and the objects.
    public static let relevantNames: Set<String> = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_EDITOR", "GIT_COMMON_DIR",
        "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_CEILING_DIRECTORIES",
        "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT", "HOME", "XDG_CONFIG_HOME", "PATH",
        "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM",
    ]
}

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
