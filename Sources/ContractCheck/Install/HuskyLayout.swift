/// husky 9's layout, and how contract-check joins it without touching husky's own files.
///
/// husky 9 sets `core.hooksPath` to `.husky/_`, a folder it regenerates on every `npm install`
/// and git-ignores (`.husky/_/.gitignore` is `*`): `h`, the dispatcher, and one two-line stub per
/// hook that sources it. `h` runs the team's own script of the same name, `.husky/<hook>`, with
/// `sh -e`, and exits 0 when there is none. So contract-check's line goes into `.husky/<hook>`
/// (created when missing, kept otherwise); renaming or replacing a stub would make `h` look for
/// a script of the new name and silently run nothing.
package struct HuskyLayout: Sendable, Equatable {
    /// The team's scripts: the parent of the hooks folder (`.husky`).
    package let scriptsDirectory: String
    /// husky's generated folder, `core.hooksPath` (`.husky/_`).
    package let generatedDirectory: String

    /// The comment line above each line contract-check adds; it marks the line as its own so
    /// that `install` updates it instead of adding a second one.
    package static let marker = "# contract-check: added by `contract-check install` (re-run it to update this line)"

    /// husky 9's layout when `hooksDirectory` is one: a folder named `_` holding the `h`
    /// dispatcher. Anything else (husky 4's or 8's `.husky`, a plain folder) is not.
    package static func detect(hooksDirectory: String) -> HuskyLayout? {
        guard PathUtilities.basename(hooksDirectory) == "_" else { return nil }
        guard FileSystem.isDirectory(atPath: hooksDirectory + "/h") == false else { return nil }
        let scripts = PathUtilities.dirname(PathUtilities.normalize(hooksDirectory))
        return HuskyLayout(scriptsDirectory: scripts, generatedDirectory: hooksDirectory)
    }

    /// The command line for `hook`, running `command` (`contract-check`, found on `PATH` as
    /// husky's scripts find their tools, or a quoted path).
    package static func line(hook: String, command: String) -> String {
        hook == "commit-msg" ? "\(command) hook commit-msg \"$1\"" : "\(command) hook \(hook)"
    }

    /// What adding the line to a script does.
    package enum Edit: Sendable, Equatable {
        /// The script did not exist; it is created with the line.
        case created(String)
        /// The line was added to what the script holds.
        case added(String)
        /// The line contract-check added before was replaced (or moved to where it runs).
        case updated(String)
        /// The script already runs `contract-check hook <hook>` (written by hand); left as it is.
        case present
    }

    /// `script` (nil when the file does not exist) with contract-check's line for `hook` in it.
    ///
    /// husky's scripts are shell, which contract-check does not parse, so the line goes where
    /// nothing can skip it: right after the shebang and the leading comments and blank lines,
    /// before the first command (a later `exit`, heredoc, function or `if` cannot hide it). A
    /// script with CRLF line ends keeps them, and its line ends in ` #`, so the `\r` is a comment
    /// and not part of the last argument.
    ///
    /// Only what `install` writes is its own: the marker comment directly followed by exactly
    /// the line `line(hook:command:)` makes (with `contract-check` or a quoted path). Such a
    /// pair is replaced, and moved to the top when an earlier version put it lower down; a
    /// marker followed by anything else is left alone. A hand-written line that is exactly that
    /// line (unindented) counts as present; a line that merely mentions it (an `echo`) does not.
    package static func edit(_ script: String?, hook: String, command: String) -> Edit {
        guard let script, !script.isEmpty else {
            return .created(marker + "\n" + line(hook: hook, command: command) + "\n")
        }
        // Split on the byte: to Swift "\r\n" is one Character, so a CRLF script has no "\n" one.
        var lines = Array(script.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        let crlf = lines.first?.hasSuffix("\r") ?? false
        func plain(_ line: String) -> String { line.hasSuffix("\r") ? String(line.dropLast()) : line }
        var ours = false
        var index = 0
        while index < lines.count {
            if plain(lines[index]) == marker, index + 1 < lines.count,
                isInstalledLine(plain(lines[index + 1]), hook: hook)
            {
                lines.removeSubrange(index...(index + 1))
                ours = true
            } else {
                index += 1
            }
        }
        if !ours && lines.contains(where: { isInstalledLine(plain($0), hook: hook) }) { return .present }
        let added =
            crlf
            ? [marker + "\r", line(hook: hook, command: command) + " #\r"]
            : [marker, line(hook: hook, command: command)]
        let head = firstCommand(lines.map(plain))
        lines.insert(contentsOf: added, at: head)
        let text = lines.joined(separator: "\n") + (endsWithNewline || head == lines.count - 2 ? "\n" : "")
        return ours ? .updated(text) : .added(text)
    }

    /// The index of the first line that is not the shebang, a comment or blank: where a line
    /// runs before anything in the script can end it or skip it.
    static func firstCommand(_ lines: [String]) -> Int {
        var index = lines.first?.hasPrefix("#!") == true ? 1 : 0
        while index < lines.count {
            let trimmed = lines[index].trimmingWhitespace()
            guard trimmed.isEmpty || trimmed.hasPrefix("#") else { break }
            index += 1
        }
        return index
    }

    /// Whether `line` (its `\r` removed) is exactly a line `install` writes for `hook`: the
    /// command `contract-check` or one single-quoted path, then the hook's arguments, and for a
    /// CRLF script ` #`.
    static func isInstalledLine(_ line: String, hook: String) -> Bool {
        let text = line.hasSuffix(" #") ? String(line.dropLast(2)) : line
        let arguments = Self.line(hook: hook, command: "")
        guard text.hasSuffix(arguments) else { return false }
        let command = String(text.dropLast(arguments.count))
        if command == "contract-check" { return true }
        guard command.count >= 2, command.hasPrefix("'"), command.hasSuffix("'") else { return false }
        return !command.dropFirst().dropLast().replacingEvery("'\\''", with: "").contains("'")
    }
}
