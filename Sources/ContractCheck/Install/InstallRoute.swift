/// How the contract-check the hooks run was installed, for `install` to say: teams
/// that do not build Swift use the release archive, the Debian package or pre-commit's
/// `language: system` hooks; others build from source or let pre-commit build it
/// (`language: swift`).
package struct InstallRoute: Sendable, Equatable {
    /// Where the executable the shims run came from.
    package enum Origin: Sendable, Equatable {
        /// Unpacked from the release archive into `prefix` (`tar -xzf … -C <prefix>`).
        case archive(prefix: String)
        /// Installed by the Debian package (`/usr/bin`, known to dpkg).
        case debianPackage
        /// Built by pre-commit's `language: swift` hook in its cache.
        case preCommitBuild
        /// Built from a checkout with `swift build` (the path holds `.build/`).
        case sourceBuild
        /// Anything else (copied by hand, another package manager).
        case other
    }

    /// The pre-commit hooks of contract-check a repository's `.pre-commit-config.yaml` names.
    package enum PreCommit: Sendable, Equatable {
        case none
        /// `contract-check-pre-commit` / `-commit-msg` or an `entry: contract-check hook …`: the
        /// contract-check on `PATH`.
        case system
        /// `contract-check-pre-commit-swift` / `-commit-msg-swift`: built by the framework.
        case swift
    }

    package var executable: String
    package var origin: Origin
    package var preCommit: PreCommit

    /// Decides from the executable's path (and the files installed beside it) and the work
    /// tree's `.pre-commit-config.yaml`.
    package static func detect(executable: String, workTree: String?) -> InstallRoute {
        let prefix = PathUtilities.dirname(PathUtilities.dirname(executable))
        let origin: Origin
        if FileSystem.fileExists(atPath: prefix + "/share/doc/contract-check/INSTALL") {
            origin = .archive(prefix: prefix)
        } else if executable == "/usr/bin/contract-check"
            && FileSystem.fileExists(atPath: "/var/lib/dpkg/info/contract-check.list")
        {
            origin = .debianPackage
        } else if executable.contains("/pre-commit/") {
            origin = .preCommitBuild
        } else if executable.contains("/.build/") {
            origin = .sourceBuild
        } else {
            origin = .other
        }
        var preCommit = PreCommit.none
        if let workTree, let bytes = FileSystem.contents(atPath: workTree + "/.pre-commit-config.yaml") {
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("contract-check-commit-msg-swift") || text.contains("contract-check-pre-commit-swift") {
                preCommit = .swift
            } else if text.contains("contract-check-commit-msg") || text.contains("contract-check-pre-commit")
                || text.contains("contract-check hook")
            {
                preCommit = .system
            }
        }
        return InstallRoute(executable: executable, origin: origin, preCommit: preCommit)
    }
}
