/// What a `git commit` command line says about the commit a hook is judging: `--amend`, `-v`
/// and `--cleanup=<mode>`. Parsed with git's parse-options rules: long options may be
/// abbreviated to a unique prefix and negated with `--no-`, short options cluster (`-am msg`),
/// options that take a value consume it (`-m --amend` is a message, not an amend), and `--`
/// ends the options.
public struct CommitInvocation: Sendable, Equatable {
    public var amend: Bool = false
    /// How many times `-v`/`--verbose` was given (`--no-verbose` resets it to 0); nil when the
    /// command line does not mention it, so `commit.verbose` applies.
    public var verbose: Int?
    /// The `--cleanup` mode, when given.
    public var cleanup: String?
    /// `-e`/`--edit` (true) or `--no-edit` (false), when given: git opens the editor, and so
    /// cleans with `strip`, even with `-m` and even when the editor is `:`.
    public var edit: Bool?

    public init(amend: Bool = false, verbose: Int? = nil, cleanup: String? = nil, edit: Bool? = nil) {
        self.amend = amend
        self.verbose = verbose
        self.cleanup = cleanup
        self.edit = edit
    }

    /// git's global options that take a separate value (`git -C dir commit`).
    static let globalOptionsWithValue: Set<String> = ["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix", "--exec-path", "--attr-source", "--list-cmds"]

    /// `git commit`'s long options that take a value (`--message x` or `--message=x`).
    static let longWithValue: [String] = ["file", "author", "date", "message", "reedit-message", "reuse-message", "fixup", "squash", "trailer", "template", "cleanup", "pathspec-from-file"]
    /// `git commit`'s long options without a value, or with an optional `=value`.
    static let longFlags: [String] = ["quiet", "verbose", "reset-author", "signoff", "edit", "status", "gpg-sign", "all", "include", "interactive", "patch", "only", "verify", "dry-run", "short", "branch", "ahead-behind", "porcelain", "long", "null", "amend", "post-rewrite", "untracked-files", "pathspec-file-nul", "allow-empty", "allow-empty-message", "no-verify", "no-edit", "no-post-rewrite", "no-gpg-sign"]
    /// Short options that take a value; `-S` and `-u` take one only when stuck (`-Skey`).
    static let shortWithValue: Set<Character> = ["m", "F", "c", "C", "t"]

    /// Parses the argv of a git process (argv[0] included). `aliases` maps `alias.<name>` to its
    /// value so that `git ci --amend` is understood. Returns nil when the command is not a commit.
    public static func parse(_ argv: [String], aliases: [String: String] = [:]) -> CommitInvocation? {
        // The dashed form, `$(git --exec-path)/git-commit --amend`, is the subcommand itself.
        if let program = argv.first, program.split(separator: "/").last == "git-commit" {
            return parseCommitOptions(Array(argv.dropFirst()))
        }
        var arguments = Array(argv.dropFirst())
        // Global options before the subcommand.
        while let first = arguments.first, first.hasPrefix("-") {
            arguments.removeFirst()
            if globalOptionsWithValue.contains(first), !arguments.isEmpty { arguments.removeFirst() }
        }
        guard let command = arguments.first else { return nil }
        arguments.removeFirst()
        if command != "commit" {
            guard let alias = aliases[command], !alias.hasPrefix("!") else { return nil }
            let words = alias.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.first == "commit" else { return nil }
            arguments = Array(words.dropFirst()) + arguments
        }
        return parseCommitOptions(arguments)
    }

    static func parseCommitOptions(_ arguments: [String]) -> CommitInvocation {
        var result = CommitInvocation()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var value: String?
                if let equals = name.firstIndex(of: "=") {
                    value = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                var negated = false
                var resolved = resolveLong(name)
                if resolved == nil, name.hasPrefix("no-") {
                    resolved = resolveLong(String(name.dropFirst(3)))
                    negated = resolved != nil
                }
                guard let option = resolved else { continue }
                if longWithValue.contains(option), value == nil, !negated, index < arguments.count {
                    value = arguments[index]
                    index += 1
                }
                switch option {
                case "amend": result.amend = !negated
                case "verbose": result.verbose = negated ? 0 : (result.verbose ?? 0) + 1
                case "cleanup": if !negated { result.cleanup = value }
                case "edit": result.edit = !negated
                case "no-edit": result.edit = negated
                default: break
                }
                continue
            }
            if argument.hasPrefix("-"), argument.count > 1 {
                // Walked by position, so a long cluster costs linear time.
                let characters = Array(argument.dropFirst())
                for (offset, flag) in characters.enumerated() {
                    if shortWithValue.contains(flag) {
                        if offset == characters.count - 1, index < arguments.count { index += 1 }
                        break
                    }
                    if flag == "S" || flag == "u" { break }
                    if flag == "v" { result.verbose = (result.verbose ?? 0) + 1 }
                    if flag == "e" { result.edit = true }
                }
            }
            // Anything else is a pathspec; parse-options keeps looking for options after it.
        }
        return result
    }

    /// The full long option `name` abbreviates, if it is exact or a unique prefix.
    static func resolveLong(_ name: String) -> String? {
        let all = longWithValue + longFlags
        if all.contains(name) { return name }
        let candidates = all.filter { $0.hasPrefix(name) }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
