import Foundation

/// Writes the hook shims where git will run them.
///
/// The folder is `core.hooksPath` when set (relative to the working tree root, as git reads it;
/// husky's `.husky/` or `.husky/_` included), otherwise the repository's common `hooks/` folder,
/// which linked worktrees share. A hook contract-check did not write is never replaced silently:
/// the default refuses, `--force` replaces it (keeping a copy), `--chain` keeps it and runs it
/// first.
public struct HookInstaller {
    public enum Existing: String, Sendable {
        /// Leave a foreign hook alone and report it.
        case refuse
        /// Replace it, keeping a copy as `<hook>.replaced-by-contract-check`.
        case replace
        /// Rename it to `<hook>.pre-contract-check`; the shim runs it first and stops if it fails.
        case chain
    }

    public struct Outcome: Sendable, Equatable {
        public enum Action: String, Sendable {
            case installed, updated, replaced, chained, refused
        }
        public var hook: String
        public var path: String
        public var action: Action
        /// Where the previous hook went (replaced or chained).
        public var previous: String?
    }

    public let repository: GitRepository
    /// The path written into the shims.
    public var executable: String
    public var hooks: [String]
    public var existing: Existing

    public init(repository: GitRepository, executable: String, hooks: [String] = HookShims.names, existing: Existing = .refuse) {
        self.repository = repository
        self.executable = executable
        self.hooks = hooks
        self.existing = existing
    }

    /// The folder git runs hooks from.
    public func hooksDirectory() throws(ContractCheckError) -> String {
        if let configured = try repository.settings().hooksPath, !configured.isEmpty {
            var path = configured
            if path.hasPrefix("~/"), let home = repository.environment["HOME"] { path = home + String(path.dropFirst()) }
            if !path.hasPrefix("/") {
                path = PathUtilities.join(repository.workTree ?? repository.gitDirectory, path)
            }
            return PathUtilities.normalize(path)
        }
        return repository.commonDirectory + "/hooks"
    }

    /// What the user should know about hooks just installed: with a relative `core.hooksPath`
    /// git looks for hooks in each worktree's own checkout (`git help config`, core.hooksPath),
    /// so shims that are not committed run only in this one.
    public func advice(for outcomes: [Outcome]) throws(ContractCheckError) -> [String] {
        guard let configured = try repository.settings().hooksPath, !configured.isEmpty,
              !configured.hasPrefix("/"), !configured.hasPrefix("~"), let workTree = repository.workTree
        else { return [] }
        let reader = StagedChangeReader(repository: repository)
        var untracked: [String] = []
        for outcome in outcomes where outcome.action != .refused && outcome.path.hasPrefix(workTree + "/") {
            let relative = String(outcome.path.dropFirst(workTree.count + 1))
            if try reader.stagedEntry(path: relative) == nil { untracked.append(relative) }
        }
        guard !untracked.isEmpty else { return [] }
        return ["core.hooksPath \"\(configured)\" is relative, so git looks for the hooks in each worktree's own checkout: "
                + "linked worktrees and other clones run them only once they are committed (git add \(untracked.joined(separator: " ")))."]
    }

    /// Installs every hook; a refusal is reported, not thrown, so the others still install.
    public func install() throws(ContractCheckError) -> [Outcome] {
        let directory = try hooksDirectory()
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .write(path: directory, message: "cannot create the hooks folder: \(error.localizedDescription)")
        }
        var outcomes: [Outcome] = []
        for hook in hooks {
            guard let template = HookShims.template(hook) else {
                throw .invalidArgument("contract-check has no \"\(hook)\" hook; it installs \(HookShims.names.joined(separator: " and ")).")
            }
            let path = directory + "/" + hook
            let shim = template.replacingOccurrences(of: HookShims.placeholder, with: Self.shellSingleQuoted(executable))
            var action = Outcome.Action.installed
            var previous: String?
            if let current = FileManager.default.contents(atPath: path) ?? Self.danglingLink(path) {
                let text = String(decoding: current, as: UTF8.self)
                if text.contains(HookShims.marker) {
                    action = .updated
                } else {
                    switch existing {
                    case .refuse:
                        outcomes.append(Outcome(hook: hook, path: path, action: .refused, previous: nil))
                        continue
                    case .replace:
                        previous = path + ".replaced-by-contract-check"
                        action = .replaced
                    case .chain:
                        previous = path + ".pre-contract-check"
                        action = .chained
                    }
                    if let previous {
                        try? FileManager.default.removeItem(atPath: previous)
                        do {
                            try FileManager.default.moveItem(atPath: path, toPath: previous)
                        } catch {
                            throw .write(path: path, message: "cannot move the existing hook aside: \(error.localizedDescription)")
                        }
                    }
                }
            }
            try write(shim, to: path)
            outcomes.append(Outcome(hook: hook, path: path, action: action, previous: previous))
        }
        return outcomes
    }

    /// A symbolic link whose target is missing still occupies the hook's name.
    private static func danglingLink(_ path: String) -> Data? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { Data($0.utf8) }
    }

    private func write(_ text: String, to path: String) throws(ContractCheckError) {
        let temporary = path + ".contract-check-tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o755]) else {
            throw .write(path: path, message: "cannot write the hook")
        }
        if rename(temporary, path) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .write(path: path, message: "cannot replace the hook (errno \(errno))")
        }
    }

    /// `value` as one single-quoted shell word with the quotes outside it removed, for the
    /// `'@CONTRACT_CHECK@'` slot: a `'` in the path becomes `'\''`.
    static func shellSingleQuoted(_ value: String) -> String {
        value.replacingOccurrences(of: "'", with: "'\\''")
    }
}
