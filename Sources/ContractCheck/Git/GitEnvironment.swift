/// Where and how git would look for the repository: the working directory and the `GIT_*`
/// variables git exports to hooks (`GIT_DIR`, `GIT_WORK_TREE`, `GIT_INDEX_FILE`, `GIT_EDITOR`).
///
/// The library never reads the process environment itself; the CLI copies it in, tests build
/// one by hand.
package struct GitEnvironment: Sendable, Equatable {
    /// The directory the command runs in (absolute).
    package var workingDirectory: String
    /// The variables that matter, by name.
    package var variables: [String: String]

    package init(workingDirectory: String, variables: [String: String] = [:]) {
        self.workingDirectory = workingDirectory
        self.variables = variables
    }

    package subscript(name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// `path` made absolute against the working directory.
    package func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : PathUtilities.join(workingDirectory, path)
    }

    /// The variables git reads to find the repository, the index and the objects.
    package static let relevantNames: Set<String> = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_EDITOR", "GIT_COMMON_DIR",
        "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_CEILING_DIRECTORIES",
        "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT", "HOME", "XDG_CONFIG_HOME", "PATH",
        "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM",
    ]
}
