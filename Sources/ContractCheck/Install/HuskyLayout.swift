/// husky 9's layout, and how contract-check joins it without touching husky's own files.
///
/// husky 9 sets `core.hooksPath` to `.husky/_`, a folder it regenerates on every `npm install`
/// and git-ignores (`.husky/_/.gitignore` is `*`): `h`, the dispatcher, and one two-line stub per
/// hook that sources it. `h` runs the team's own script of the same name, `.husky/<hook>`, with
/// `sh -e`, and exits 0 when there is none. So contract-check's line goes into `.husky/<hook>`
/// (created when missing, kept otherwise); renaming or replacing a stub would make `h` look for
/// a script of the new name and silently run nothing.
public struct HuskyLayout: Sendable, Equatable {
    /// The team's scripts: the parent of the hooks folder (`.husky`).
    public let scriptsDirectory: String
    /// husky's generated folder, `core.hooksPath` (`.husky/_`).
    public let generatedDirectory: String

    /// The comment line above each line contract-check adds; it marks the line as its own so
    /// that `install` updates it instead of adding a second one.
    public static let marker = "# contract-check: added by `contract-check install` (re-run it to update this line)"

    /// husky 9's layout when `hooksDirectory` is one: a folder named `_` holding the `h`
    /// dispatcher. Anything else (husky 4's or 8's `.husky`, a plain folder) is not.
    public static func detect(hooksDirectory: String) -> HuskyLayout? {
        guard PathUtilities.basename(hooksDirectory) == "_" else { return nil }
        guard FileSystem.isDirectory(atPath: hooksDirectory + "/h") == false else { return nil }
        let scripts = PathUtilities.dirname(PathUtilities.normalize(hooksDirectory))
        return HuskyLayout(scriptsDirectory: scripts, generatedDirectory: hooksDirectory)
    }

    /// The command line for `hook`, running `command` (`contract-check`, found on `PATH` as
    /// husky's scripts find their tools, or a quoted path).
    public static func line(hook: String, command: String) -> String {
        hook == "commit-msg" ? "\(command) hook commit-msg \"$1\"" : "\(command) hook \(hook)"
    }

    /// What adding the line to a script does.
    public enum Edit: Sendable, Equatable {
        /// The script did not exist; it is created with the line.
        case created(String)
        /// The line was added to what the script holds.
        case added(String)
        /// The line contract-check added before was replaced.
        case updated(String)
        /// The script already runs `contract-check hook <hook>` (written by hand); left as it is.
        case present
    }

    /// `script` (nil when the file does not exist) with contract-check's line for `hook` in it.
    ///
    /// The line goes at the end, or before the first unindented `exit` or `exec` line (after
    /// which nothing would run). A line the marker names is replaced; a hand-written
    /// `contract-check hook <hook>` line is left alone.
    public static func edit(_ script: String?, hook: String, command: String) -> Edit {
        let added = [marker, line(hook: hook, command: command)]
        guard let script, !script.isEmpty else { return .created(added.joined(separator: "\n") + "\n") }
        var lines = script.components(separatedByScalar: "\n")
        if lines.last == "" { lines.removeLast() }
        if let mark = lines.firstIndex(of: marker), mark + 1 < lines.count {
            lines[mark + 1] = added[1]
            return .updated(lines.joined(separator: "\n") + "\n")
        }
        if lines.contains(where: { runsContractCheck($0, hook: hook) }) { return .present }
        let stop = lines.firstIndex { line in
            let word = line.prefix { $0 != " " && $0 != "\t" && $0 != ";" }
            return word == "exit" || word == "exec"
        }
        lines.insert(contentsOf: added, at: stop ?? lines.endIndex)
        return .added(lines.joined(separator: "\n") + "\n")
    }

    /// Whether a script line (not a comment) runs `contract-check hook <hook>`.
    static func runsContractCheck(_ line: String, hook: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return !trimmed.hasPrefix("#") && trimmed.contains("contract-check") && trimmed.contains("hook \(hook)")
    }
}
