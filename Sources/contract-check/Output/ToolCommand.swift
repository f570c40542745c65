import ContractCheck

/// How a note tells the user to run this tool again: `contract-check` when that name on the
/// user's PATH is this executable, else this executable's path (quoted for the shell).
///
/// Under the pre-commit framework's `language: swift` hooks the framework builds the package
/// in its own store and puts that build folder first on the hook's PATH (and sets
/// `PRE_COMMIT=1`): the name resolves in the hook but not in the user's shell, so the path it
/// was found at is named instead.
enum ToolCommand {
    static let name = "contract-check"

    static func shown(executable: String, environment: [String: String]) -> String {
        let own = FileSystem.resolvingSymlinks(executable)
        var folders = (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: true).map(
            String.init)
        if environment["PRE_COMMIT"] != nil, let first = folders.first,
            FileSystem.resolvingSymlinks(first) == PathUtilities.dirname(own)
        {
            folders.removeFirst()  // put there by the framework, for the hook only
        }
        let found = folders.lazy.map { PathUtilities.join($0, name) }.first { FileSystem.isExecutableFile(atPath: $0) }
        if let found, FileSystem.resolvingSymlinks(found) == own { return name }
        return HookMessages.shellQuoted(FindingText.escape(executable))
    }
}
