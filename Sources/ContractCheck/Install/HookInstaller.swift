/// Writes the hook shims where git will run them.
///
/// The folder is `core.hooksPath` when set (relative to the working tree root, as git reads it;
/// husky's `.husky/` included), otherwise the repository's common `hooks/` folder, which linked
/// worktrees share. A hook contract-check did not write is never replaced silently: the default
/// refuses, `--force` replaces it (keeping a copy), `--chain` keeps it and runs it first (unless
/// it picks its script by its own name, which a rename would break). In husky 9's layout
/// (`HuskyLayout`) nothing of husky's is written: the team's `.husky/<hook>` scripts get a line.
package struct HookInstaller {
    package enum Existing: String, Sendable {
        /// Leave a foreign hook alone and report it.
        case refuse
        /// Replace it, keeping a copy as `<hook>.replaced-by-contract-check` (or `….1`, `….2`, …
        /// when copies exist: none is ever overwritten).
        case replace
        /// Rename it to `<hook>.pre-contract-check`; the shim runs it first and stops if it fails.
        /// A hook chained before moves to the first free `<hook>.pre-contract-check.N`.
        case chain
    }

    package struct Outcome: Sendable, Equatable {
        package enum Action: String, Sendable {
            case installed, updated, replaced, chained, refused
            /// The hook picks what it runs by its own file name, so `--chain` left it alone.
            case notChainable
            /// husky 9: the line was added to the team's script, or the script was created.
            case added, created
            /// husky 9: the team's script already runs contract-check.
            case present
        }
        package var hook: String
        package var path: String
        package var action: Action
        /// Where the previous hook went (replaced or chained).
        package var previous: String?
        /// `--chain` when a hook was saved before: where that older copy went (numbered).
        package var olderCopy: String?

        package init(hook: String, path: String, action: Action, previous: String?, olderCopy: String? = nil) {
            self.hook = hook
            self.path = path
            self.action = action
            self.previous = previous
            self.olderCopy = olderCopy
        }
    }

    package let repository: GitRepository
    /// The path written into the shims.
    package var executable: String
    /// The command husky's scripts run (`contract-check` from `PATH` unless a path is given):
    /// those scripts are committed, so a path on this machine would be wrong for the others.
    package var huskyCommand: String
    package var hooks: [String]
    package var existing: Existing

    package init(
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
    package func hooksDirectory() throws(ContractCheckError) -> String {
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
    package func huskyLayout() throws(ContractCheckError) -> HuskyLayout? {
        HuskyLayout.detect(hooksDirectory: try hooksDirectory())
    }

    /// What the user should know about hooks just installed: what to commit so that other
    /// clones run them too, never naming a path git ignores (git refuses to add it).
    ///
    /// With a relative `core.hooksPath` git looks for hooks in each worktree's own checkout
    /// (`git help config`, core.hooksPath), so shims that are not committed run only in this
    /// one; husky's scripts are committed files whatever their state.
    package func advice(for outcomes: [Outcome]) throws(ContractCheckError) -> [String] {
        let missing = try huskyLayout() != nil ? missingFromPath(outcomes) : nil
        return try commitAdvice(for: outcomes) + (missing.map { [$0] } ?? [])
    }

    /// What to commit so that other clones run the hooks (`advice(for:)`).
    func commitAdvice(for outcomes: [Outcome]) throws(ContractCheckError) -> [String] {
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

    /// husky's scripts run `contract-check` from `PATH` (husky's `h` puts `node_modules/.bin`
    /// first): when a bare line was written or found and no `contract-check` is there in the
    /// environment `install` runs in, every commit here would stop with "contract-check: not
    /// found" (exit 127). Said as a warning (install exits 0): the line is right for the team,
    /// whose machines may have the tool on `PATH`, and git may run hooks with another `PATH`
    /// than this shell.
    func missingFromPath(_ outcomes: [Outcome]) throws(ContractCheckError) -> String? {
        let lines: Set<Outcome.Action> = [.added, .created, .updated, .present]
        guard huskyCommand == "contract-check", outcomes.contains(where: { lines.contains($0.action) }) else {
            return nil
        }
        var directories = (repository.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        if let workTree = repository.workTree { directories.insert(workTree + "/node_modules/.bin", at: 0) }
        for directory in directories where !directory.isEmpty {
            if FileSystem.isExecutableFile(atPath: directory + "/contract-check") { return nil }
        }
        return "husky's scripts run contract-check from PATH, and no contract-check is on PATH here "
            + "(\"\(repository.environment["PATH"] ?? "")\"), so every commit would stop with "
            + "\"contract-check: not found\" (exit 127): put it on PATH (for example, link \(executable) "
            + "into /usr/local/bin), or run install again with --executable <path> to write that path into "
            + "the scripts instead."
    }

    /// Installs every hook; a refusal is reported, not thrown, so the others still install.
    /// In husky 9's layout the team's scripts get a line instead (`installHusky`).
    package func install() throws(ContractCheckError) -> [Outcome] {
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
        var olderCopy: String?
        if let current = FileSystem.contents(atPath: path) ?? Self.danglingLink(path) {
            let text = String(decoding: current, as: UTF8.self)
            if HookShims.isShim(text, hook: hook) {
                action = .updated
            } else {
                switch existing {
                case .refuse:
                    return Outcome(hook: hook, path: path, action: .refused, previous: nil)
                case .replace:
                    let copy = try Self.freeName(path + ".replaced-by-contract-check")
                    try moveAside(path, to: copy)
                    (previous, action) = (copy, .replaced)
                case .chain:
                    if Self.picksItsScriptByName(text) {
                        return Outcome(hook: hook, path: path, action: .notChainable, previous: nil)
                    }
                    // The shim runs `<hook>.pre-contract-check`: the hook just found goes there,
                    // and one saved before keeps its content under the next free number.
                    let chained = path + ".pre-contract-check"
                    if Self.occupied(chained) {
                        let older = try Self.freeName(chained)
                        try moveAside(chained, to: older)
                        olderCopy = older
                    }
                    try moveAside(path, to: chained)
                    (previous, action) = (chained, .chained)
                }
            }
        }
        try write(shim, to: path)
        return Outcome(hook: hook, path: path, action: action, previous: previous, olderCopy: olderCopy)
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

    /// Moves an existing hook to `previous`, a name nothing occupies: a saved copy is never
    /// replaced (`link` + `unlink`, so a name taken meanwhile fails instead of being overwritten;
    /// a rename where links are not allowed).
    private func moveAside(_ path: String, to previous: String) throws(ContractCheckError) {
        do {
            try FileSystem.moveWithoutReplacing(atPath: path, toPath: previous)
        } catch {
            throw .write(
                path: path, message: "cannot move the existing hook aside to \(previous) (errno \(error.code))")
        }
    }

    /// `base`, or `base.1`, `base.2`, … : the first name nothing occupies (a dangling link
    /// occupies its name too). Copies are numbered, never overwritten.
    static func freeName(_ base: String) throws(ContractCheckError) -> String {
        if !occupied(base) { return base }
        for number in 1..<10_000 where !occupied("\(base).\(number)") { return "\(base).\(number)" }
        throw .write(path: base, message: "9,999 saved copies of this hook exist; remove some of them")
    }

    /// Whether anything (a file, a folder, a link, dangling or not) has the name `path`.
    static func occupied(_ path: String) -> Bool {
        FileSystem.status(path, following: false) != nil
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
        do {
            try FileSystem.replaceItem(atPath: path, withItemAtPath: temporary)
        } catch {
            FileSystem.removeItem(atPath: temporary)
            throw .write(path: path, message: "cannot replace the hook (errno \(error.code))")
        }
    }

    /// The command husky's scripts run: `contract-check` from `PATH`, or `executable` when one
    /// was named on the command line, as one quoted shell word.
    package static func huskyCommand(executable: String?) -> String {
        executable.map { "'" + shellSingleQuoted($0) + "'" } ?? "contract-check"
    }

    /// `value` as one single-quoted shell word with the quotes outside it removed, for the
    /// `'@CONTRACT_CHECK@'` slot: a `'` in the path becomes `'\''`.
    static func shellSingleQuoted(_ value: String) -> String {
        value.replacingEvery("'", with: "'\\''")
    }
}
