#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the hook shims where git will run them.
///
/// The folder is `core.hooksPath` when set (relative to the working tree root, as git reads it;
/// husky's `.husky/` included), otherwise the repository's common `hooks/` folder, which linked
/// worktrees share. A hook contract-check did not write is never replaced silently: the default
/// refuses, `--force` replaces it (keeping a copy), `--chain` keeps it and runs it first (unless
/// it picks its script by its own name, which a rename would break). In husky 9's layout
/// (`HuskyLayout`) nothing of husky's is written: the team's `.husky/<hook>` scripts get a line.
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
            /// The hook picks what it runs by its own file name, so `--chain` left it alone.
            case notChainable
            /// husky 9: the line was added to the team's script, or the script was created.
            case added, created
            /// husky 9: the team's script already runs contract-check.
            case present
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
    /// The command husky's scripts run (`contract-check` from `PATH` unless a path is given):
    /// those scripts are committed, so a path on this machine would be wrong for the others.
    public var huskyCommand: String
    public var hooks: [String]
    public var existing: Existing

    public init(
        repository: GitRepository, executable: String, huskyCommand: String = "contract-check",
        hooks: [String] = HookShims.names, existing: Existing = .refuse
    ) {
        self.repository = repository
        self.executable = executable
        self.huskyCommand = huskyCommand
        self.hooks = hooks
        self.existing = existing
    }

    /// The folder git runs hooks from.
    public func hooksDirectory() throws(ContractCheckError) -> String {
        if let configured = try repository.settings().hooksPath, !configured.isEmpty {
            var path = configured
            if path.hasPrefix("~/"), let home = repository.environment["HOME"] {
                path = home + String(path.dropFirst())
            }
            if !path.hasPrefix("/") {
                path = PathUtilities.join(repository.workTree ?? repository.gitDirectory, path)
            }
            return PathUtilities.normalize(path)
        }
        return repository.commonDirectory + "/hooks"
    }

    /// husky 9's layout when git runs hooks from one.
    public func huskyLayout() throws(ContractCheckError) -> HuskyLayout? {
        HuskyLayout.detect(hooksDirectory: try hooksDirectory())
    }

    /// What the user should know about hooks just installed: what to commit so that other
    /// clones run them too, never naming a path git ignores (git refuses to add it).
    ///
    /// With a relative `core.hooksPath` git looks for hooks in each worktree's own checkout
    /// (`git help config`, core.hooksPath), so shims that are not committed run only in this
    /// one; husky's scripts are committed files whatever their state.
    public func advice(for outcomes: [Outcome]) throws(ContractCheckError) -> [String] {
        guard let configured = try repository.settings().hooksPath, !configured.isEmpty,
            !configured.hasPrefix("/"), !configured.hasPrefix("~"), let workTree = repository.workTree
        else { return [] }
        let husky = try huskyLayout() != nil
        let reader = StagedChangeReader(repository: repository)
        var toCommit: [String] = []
        var ignored: [String] = []
        let written: Set<Outcome.Action> = [.installed, .updated, .replaced, .chained, .added, .created]
        for outcome in outcomes where written.contains(outcome.action) && outcome.path.hasPrefix(workTree + "/") {
            let relative = String(outcome.path.dropFirst(workTree.count + 1))
            if try repository.isIgnored(relative) {
                ignored.append(relative)
                continue
            }
            let tracked = try reader.stagedEntry(path: relative) != nil
            if husky || !tracked { toCommit.append(relative) }
        }
        var advice: [String] = []
        if !toCommit.isEmpty && husky {
            advice.append(
                "husky runs the team's scripts from the checkout: commit \(toCommit.joined(separator: " and ")) "
                    + "so every clone runs contract-check (git add \(toCommit.joined(separator: " "))).")
        } else if !toCommit.isEmpty {
            advice.append(
                "core.hooksPath \"\(configured)\" is relative, so git looks for the hooks in each worktree's own "
                    + "checkout: linked worktrees and other clones run them only once they are committed "
                    + "(git add \(toCommit.joined(separator: " "))).")
        }
        if !ignored.isEmpty {
            advice.append(
                "\(ignored.joined(separator: " and ")) \(ignored.count == 1 ? "is" : "are") ignored by git, so "
                    + "other clones and linked worktrees do not get \(ignored.count == 1 ? "it" : "them"): "
                    + "run contract-check install in each.")
        }
        return advice
    }

    /// Installs every hook; a refusal is reported, not thrown, so the others still install.
    /// In husky 9's layout the team's scripts get a line instead (`installHusky`).
    public func install() throws(ContractCheckError) -> [Outcome] {
        for hook in hooks where HookShims.template(hook) == nil {
            throw .invalidArgument(
                "contract-check has no \"\(hook)\" hook; it installs \(HookShims.names.joined(separator: " and ")).")
        }
        if let husky = try huskyLayout() { return try installHusky(husky) }
        let directory = try hooksDirectory()
        do {
            try FileSystem.createDirectories(atPath: directory)
        } catch {
            throw .write(path: directory, message: "cannot create the hooks folder: \(error.description)")
        }
        var outcomes: [Outcome] = []
        for hook in hooks {
            outcomes.append(try installShim(hook, in: directory))
        }
        return outcomes
    }

    /// Writes one shim, deciding from what the hook's file holds now.
    private func installShim(_ hook: String, in directory: String) throws(ContractCheckError) -> Outcome {
        let path = directory + "/" + hook
        let template = HookShims.template(hook) ?? ""
        let shim = template.replacingEvery(HookShims.placeholder, with: Self.shellSingleQuoted(executable))
        var action = Outcome.Action.installed
        var previous: String?
        if let current = FileSystem.contents(atPath: path) ?? Self.danglingLink(path) {
            let text = String(decoding: current, as: UTF8.self)
            if text.contains(HookShims.marker) {
                action = .updated
            } else {
                switch existing {
                case .refuse:
                    return Outcome(hook: hook, path: path, action: .refused, previous: nil)
                case .replace:
                    previous = path + ".replaced-by-contract-check"
                    action = .replaced
                case .chain:
                    if Self.picksItsScriptByName(text) {
                        return Outcome(hook: hook, path: path, action: .notChainable, previous: nil)
                    }
                    previous = path + ".pre-contract-check"
                    action = .chained
                }
                if let previous { try moveAside(path, to: previous) }
            }
        }
        try write(shim, to: path)
        return Outcome(hook: hook, path: path, action: action, previous: previous)
    }

    /// Adds contract-check's line to the team's `.husky/<hook>` scripts; husky's own files
    /// (`.husky/_`) are never written.
    private func installHusky(_ husky: HuskyLayout) throws(ContractCheckError) -> [Outcome] {
        var outcomes: [Outcome] = []
        for hook in hooks {
            let path = husky.scriptsDirectory + "/" + hook
            let current = FileSystem.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            let text: String
            let action: Outcome.Action
            switch HuskyLayout.edit(current, hook: hook, command: huskyCommand) {
            case .created(let created): (text, action) = (created, .created)
            case .added(let added): (text, action) = (added, .added)
            case .updated(let updated): (text, action) = (updated, current == updated ? .present : .updated)
            case .present:
                outcomes.append(Outcome(hook: hook, path: path, action: .present, previous: nil))
                continue
            }
            if text != current { try write(text, to: path) }
            outcomes.append(Outcome(hook: hook, path: path, action: action, previous: nil))
        }
        return outcomes
    }

    /// Whether a hook decides what to run from its own file name (`basename "$0"`, `${0##*/}`,
    /// or sourcing a dispatcher next to itself, as husky's stubs do): renamed to
    /// `<hook>.pre-contract-check` it would look for the wrong script and silently run nothing.
    static func picksItsScriptByName(_ text: String) -> Bool {
        let mentionsItself = text.contains("$0") || text.contains("${0")
        guard mentionsItself else { return false }
        if text.contains("basename") || text.contains("${0##") { return true }
        return text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingWhitespace()
            return (trimmed.hasPrefix(". ") || trimmed.hasPrefix("source "))
                && (line.contains("$0") || line.contains("${0"))
        }
    }

    /// Moves an existing hook to `previous` (replacing an older copy there).
    private func moveAside(_ path: String, to previous: String) throws(ContractCheckError) {
        FileSystem.removeItem(atPath: previous)
        do {
            try FileSystem.moveItem(atPath: path, toPath: previous)
        } catch {
            throw .write(path: path, message: "cannot move the existing hook aside: \(error.description)")
        }
    }

    /// A symbolic link whose target is missing still occupies the hook's name.
    private static func danglingLink(_ path: String) -> [UInt8]? {
        FileSystem.symbolicLinkDestination(atPath: path).map { Array($0.utf8) }
    }

    /// Writes `text` to `path` through a temporary file and a rename, so git never runs half a
    /// hook; a file that exists keeps its permissions, a new one is executable.
    private func write(_ text: String, to path: String) throws(ContractCheckError) {
        let temporary = path + ".contract-check-tmp"
        let existing = FileSystem.permissions(atPath: path)
        guard FileSystem.createFile(atPath: temporary, contents: Array(text.utf8), permissions: existing ?? 0o755)
        else {
            throw .write(path: path, message: "cannot write the hook")
        }
        if rename(temporary, path) != 0 {
            FileSystem.removeItem(atPath: temporary)
            throw .write(path: path, message: "cannot replace the hook (errno \(errno))")
        }
    }

    /// The command husky's scripts run: `contract-check` from `PATH`, or `executable` when one
    /// was named on the command line, as one quoted shell word.
    public static func huskyCommand(executable: String?) -> String {
        executable.map { "'" + shellSingleQuoted($0) + "'" } ?? "contract-check"
    }

    /// `value` as one single-quoted shell word with the quotes outside it removed, for the
    /// `'@CONTRACT_CHECK@'` slot: a `'` in the path becomes `'\''`.
    static func shellSingleQuoted(_ value: String) -> String {
        value.replacingEvery("'", with: "'\\''")
    }
}
