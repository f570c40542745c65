/// Runs the `git` executable: the fallback for index features the readers do not handle, and
/// the one place contract-check starts a subprocess.
package struct GitCommand: Sendable {
    /// The environment for the child: the caller's variables with the repository pinned down.
    package var environment: [String: String]
    /// The directory the child runs in.
    package var workingDirectory: String

    /// `GIT_NO_REPLACE_OBJECTS=1` is always set: history is read one way everywhere. libgit2
    /// ignores replace refs and grafts, and so must every git the tool starts, or a
    /// `git replace --graft` in a shallow clone would hide a commit from `ci`.
    package init(environment: [String: String], workingDirectory: String) {
        var environment = environment
        environment["GIT_NO_REPLACE_OBJECTS"] = "1"
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// Runs `git <arguments>` and returns its standard output; a non-zero exit throws.
    package func run(_ arguments: [String]) throws(ContractCheckError) -> [UInt8] {
        let child: ChildProcess
        do {
            child = try ChildProcess.run(
                Self.gitExecutable(environment["PATH"]), arguments: arguments, environment: environment,
                workingDirectory: workingDirectory)
        } catch {
            throw .gitCommand(arguments: arguments, status: -1, stderr: "cannot start git: \(error.description)")
        }
        guard child.status == 0 else {
            throw .gitCommand(
                arguments: arguments, status: child.status,
                stderr: String(decoding: child.standardError, as: UTF8.self))
        }
        return child.standardOutput
    }

    /// The first `git` on `PATH`, or `/usr/bin/git`.
    static func gitExecutable(_ path: String?) -> String {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = String(directory) + "/git"
            if FileSystem.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/git"
    }
}

extension GitRepository {
    /// A `git` runner pinned to this repository and index.
    package func gitCommand() -> GitCommand {
        var variables = environment.variables.filter { !$0.key.hasPrefix("GIT_") || $0.key.hasPrefix("GIT_CONFIG") }
        variables["GIT_DIR"] = gitDirectory
        if let workTree { variables["GIT_WORK_TREE"] = workTree }
        variables["GIT_INDEX_FILE"] = indexPath
        if variables["PATH"] == nil { variables["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
        return GitCommand(environment: variables, workingDirectory: workTree ?? gitDirectory)
    }
}
