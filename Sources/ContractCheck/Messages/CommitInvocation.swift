#if DEBUG
    import AnchorManifest
#endif

/// What a `git commit` command line says about the commit a hook is judging: `--amend`, `-v`
/// and `--cleanup=<mode>`, the messages and trailers it gives (`-m`, `-F`, `--trailer`), and
/// which changes it commits (`-a`, `-i`, a path list). Parsed with git's parse-options rules:
/// long options may be abbreviated to a unique prefix and negated with `--no-`, short options
/// cluster (`-am msg`), options that take a value consume it (`-m --amend` is a message, not an
/// amend), and `--` ends the options.
package struct CommitInvocation: Sendable, Equatable {
    package var amend: Bool = false
    /// How many times `-v`/`--verbose` was given (`--no-verbose` resets it to 0); nil when the
    /// command line does not mention it, so `commit.verbose` applies.
    package var verbose: Int?
    /// The `--cleanup` mode, when given.
    package var cleanup: String?
    /// The `-m`/`--message` values, in order (git joins them as paragraphs).
    package var messages: [String] = []
    /// The `-F`/`--file` value, as given (relative to the directory git was started in).
    package var messageFile: String?
    /// The `--trailer` values, in order (git adds them to the message before commit-msg runs).
    package var trailers: [String] = []
    /// `-e`/`--edit` (true) or `--no-edit` (false), when given: git opens the editor, and so
    /// cleans with `strip`, even with `-m` and even when the editor is `:`.
    package var edit: Bool?
    /// `-C`, `-c`, `--fixup` or `--squash`: the message comes from another commit.
    package var reusesMessage: Bool = false
    /// The commit `-C`/`-c`/`--reuse-message`/`--reedit-message` takes the message from, as
    /// given.
    package var reusedCommit: String?
    /// `-a`/`--all`: every tracked file's changes are committed.
    package var all: Bool = false
    /// `-i`/`--include`: the paths are committed with what is already staged.
    package var include: Bool = false
    /// The pathspecs given (after the options, or after `--`); with `--pathspec-from-file` the
    /// list is not known and `pathspecFromFile` is true.
    package var pathspecs: [String] = []
    package var pathspecFromFile: Bool = false
    /// git's own options before the subcommand, as given (`-C dir`), for advice that repeats
    /// the command.
    package var globalArguments: [String] = []
    /// The subcommand's arguments, as given (an alias expanded), for advice that repeats the
    /// command.
    package var arguments: [String] = []

    package init(
        amend: Bool = false, verbose: Int? = nil, cleanup: String? = nil, messages: [String] = [],
        messageFile: String? = nil, trailers: [String] = [], edit: Bool? = nil, reusesMessage: Bool = false,
        all: Bool = false, include: Bool = false, pathspecs: [String] = [], pathspecFromFile: Bool = false
    ) {
        self.amend = amend
        self.verbose = verbose
        self.cleanup = cleanup
        self.messages = messages
        self.messageFile = messageFile
        self.trailers = trailers
        self.edit = edit
        self.reusesMessage = reusesMessage
        self.all = all
        self.include = include
        self.pathspecs = pathspecs
        self.pathspecFromFile = pathspecFromFile
    }

    /// Equal when they say the same about the commit; how it was spelled (`arguments`, the
    /// reused commit's name) is not compared.
    package static func == (lhs: CommitInvocation, rhs: CommitInvocation) -> Bool {
        lhs.amend == rhs.amend && lhs.verbose == rhs.verbose && lhs.cleanup == rhs.cleanup
            && lhs.messages == rhs.messages && lhs.messageFile == rhs.messageFile && lhs.trailers == rhs.trailers
            && lhs.edit == rhs.edit && lhs.reusesMessage == rhs.reusesMessage && lhs.all == rhs.all
            && lhs.include == rhs.include && lhs.pathspecs == rhs.pathspecs
            && lhs.pathspecFromFile == rhs.pathspecFromFile
    }

    /// A path-list commit (`git commit -- <paths>`, `git commit -m x <paths>`, without `-i`):
    /// git commits only those paths, from a temporary index, whatever else is staged.
    package var isPathList: Bool {
        (!pathspecs.isEmpty || pathspecFromFile) && !include
    }

    /// True when git opens an editor on the message: without `-m`, `-F` or a reused message,
    /// or with `-e`.
    package var opensEditor: Bool {
        edit ?? (messages.isEmpty && messageFile == nil && !reusesMessage)
    }

    /// git's global options that take a separate value (`git -C dir commit`).
    static let globalOptionsWithValue: Set<String> = [
        "-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix", "--exec-path",
        "--attr-source", "--list-cmds",
    ]

    /// `git commit`'s long options that take a value (`--message x` or `--message=x`).
    static let longWithValue: [String] = [
        "file", "author", "date", "message", "reedit-message", "reuse-message", "fixup", "squash", "trailer",
        "template", "cleanup", "pathspec-from-file",
    ]
    /// `git commit`'s long options without a value, or with an optional `=value`.
    static let longFlags: [String] = [
        "quiet", "verbose", "reset-author", "signoff", "edit", "status", "gpg-sign", "all", "include", "interactive",
        "patch", "only", "verify", "dry-run", "short", "branch", "ahead-behind", "porcelain", "long", "null", "amend",
        "post-rewrite", "untracked-files", "pathspec-file-nul", "allow-empty", "allow-empty-message", "no-verify",
        "no-edit", "no-post-rewrite", "no-gpg-sign",
    ]
    /// Short options that take a value; `-S` and `-u` take one only when stuck (`-Skey`).
    static let shortWithValue: Set<Character> = ["m", "F", "c", "C", "t"]

    /// The folder this `git commit` was started in, which its relative paths (`-F`) name files
    /// from: `parentDirectory` (the working directory of the process that started git, as read
    /// from `/proc`) with git's `-C` options applied in order. Only a folder inside `workTree` is
    /// taken (git moves to the top of the tree before its hooks run, so a folder outside it means
    /// git was not started where its parent is, and the folder is not known): nil otherwise.
    package func startingDirectory(parentDirectory: String, workTree: String) -> String? {
        var directory = parentDirectory
        var index = globalArguments.startIndex
        while index < globalArguments.endIndex {
            if globalArguments[index] == "-C", index + 1 < globalArguments.endIndex {
                let value = globalArguments[index + 1]
                if !value.isEmpty { directory = value.hasPrefix("/") ? value : PathUtilities.join(directory, value) }
                index += 1
            }
            index += 1
        }
        let resolved = FileSystem.resolvingSymlinks(directory)
        let top = FileSystem.resolvingSymlinks(workTree)
        return resolved == top || resolved.hasPrefix(top + "/") ? resolved : nil
    }

    /// Parses the argv of a git process (argv[0] included). `aliases` maps `alias.<name>` to its
    /// value so that `git ci --amend` is understood. Returns nil when the command is not a commit.
    package static func parse(_ argv: [String], aliases: [String: String] = [:]) -> CommitInvocation? {
        // The dashed form, `$(git --exec-path)/git-commit --amend`, is the subcommand itself.
        if let program = argv.first, program.split(separator: "/").last == "git-commit" {
            return parseCommitOptions(Array(argv.dropFirst()))
        }
        var arguments = Array(argv.dropFirst())
        var globals: [String] = []
        // Global options before the subcommand.
        while let first = arguments.first, first.hasPrefix("-") {
            globals.append(arguments.removeFirst())
            if globalOptionsWithValue.contains(first), !arguments.isEmpty { globals.append(arguments.removeFirst()) }
        }
        guard let command = arguments.first else { return nil }
        arguments.removeFirst()
        if command != "commit" {
            guard let alias = aliases[command], !alias.hasPrefix("!") else { return nil }
            let words = alias.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.first == "commit" else { return nil }
            arguments = Array(words.dropFirst()) + arguments
        }
        var invocation = parseCommitOptions(arguments)
        invocation.globalArguments = globals
        return invocation
    }

    static func parseCommitOptions(_ arguments: [String]) -> CommitInvocation {
        var result = CommitInvocation()
        result.arguments = arguments
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.pathspecs.append(contentsOf: arguments[index...])
                break
            }
            if argument.hasPrefix("--") {
                result.applyLong(argument, arguments, &index)
            } else if argument.hasPrefix("-"), argument.count > 1 {
                result.applyCluster(argument, arguments, &index)
            } else {
                // A pathspec; parse-options keeps looking for options after it.
                result.pathspecs.append(argument)
            }
        }
        return result
    }

    /// One long option (`--name`, `--name=value`, `--no-name`, or a unique prefix of one); an
    /// option that takes a value and has none after `=` consumes the next argument.
    mutating func applyLong(_ argument: String, _ arguments: [String], _ index: inout Int) {
        var name = String(argument.dropFirst(2))
        var value: String?
        if let equals = name.firstIndex(of: "=") {
            value = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        var negated = false
        var resolved = Self.resolveLong(name)
        if resolved == nil, name.hasPrefix("no-") {
            resolved = Self.resolveLong(String(name.dropFirst(3)))
            negated = resolved != nil
        }
        guard let option = resolved else { return }
        if Self.longWithValue.contains(option), value == nil, !negated, index < arguments.count {
            value = arguments[index]
            index += 1
        }
        switch option {
        case "amend": amend = !negated
        case "verbose": verbose = negated ? 0 : (verbose ?? 0) + 1
        case "cleanup": if !negated { cleanup = value }
        case "message": if let value, !negated { messages.append(value) }
        case "file": if !negated { messageFile = value }
        case "trailer": if let value, !negated { trailers.append(value) }
        case "edit": edit = !negated
        case "no-edit": edit = false
        case "reuse-message", "fixup", "squash":
            reusesMessage = !negated
            reusedCommit = option == "reuse-message" && !negated ? value : nil
        case "reedit-message":
            reusesMessage = !negated
            reusedCommit = negated ? nil : value
            if !negated, edit == nil { edit = true }
        case "all": all = !negated
        case "include": include = !negated
        case "pathspec-from-file": pathspecFromFile = !negated
        default: break
        }
    }

    /// A cluster of short options (`-am msg`, `-mmsg`), walked by position so that a long
    /// cluster costs linear time. An option that takes
    /// a value takes the rest of the cluster, or the next argument.
    mutating func applyCluster(_ argument: String, _ arguments: [String], _ index: inout Int) {
        let characters = Array(argument.dropFirst())
        #if DEBUG
            WorkMeter.count(.clusterCharacters, characters.count)  // copied once, then walked by offset
        #endif
        for (offset, flag) in characters.enumerated() {
            if Self.shortWithValue.contains(flag) {
                var value: String?
                if offset < characters.count - 1 {
                    value = String(characters[(offset + 1)...])
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                }
                applyShortValue(flag, value)
                return
            }
            switch flag {
            case "S", "u": return
            case "v": verbose = (verbose ?? 0) + 1
            case "e": edit = true
            case "a": all = true
            case "i": include = true
            default: break
            }
        }
    }

    /// A short option that takes a value: `-m`, `-F`, `-c`, `-C` (`-t`'s template changes
    /// nothing here: the message is edited as usual).
    mutating func applyShortValue(_ flag: Character, _ value: String?) {
        switch flag {
        case "m": if let value { messages.append(value) }
        case "F": messageFile = value
        case "C":
            reusesMessage = true
            reusedCommit = value
        case "c":
            reusesMessage = true
            reusedCommit = value
            if edit == nil { edit = true }
        default: break  // -t: a template, edited as usual
        }
    }

    /// The long options that say where the message comes from, or whether it is edited.
    static let messageOptions: Set<String> = [
        "message", "file", "reuse-message", "reedit-message", "edit", "no-edit", "template", "fixup", "squash",
    ]

    /// `arguments` without the options that give the message or say whether it is edited
    /// (`-m`, `-F`, `-C`, `-c`, `-t`, `-e`, `--no-edit`, `--fixup`, `--squash`, with their
    /// values), read by the same rules as `parse`: what a command that takes the message from
    /// elsewhere (`-e -F <file>`) keeps of this one.
    package var argumentsWithoutMessage: [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                kept.append(contentsOf: arguments[(index - 1)...])
                break
            }
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                let hasValue = name.contains("=")
                if let equals = name.firstIndex(of: "=") { name = String(name[..<equals]) }
                var option = Self.resolveLong(name)
                var negated = false
                if option == nil, name.hasPrefix("no-") {
                    option = Self.resolveLong(String(name.dropFirst(3)))
                    negated = option != nil
                }
                guard let option, Self.messageOptions.contains(option) else {
                    kept.append(argument)
                    if let option, Self.longWithValue.contains(option), !hasValue, !negated, index < arguments.count {
                        kept.append(arguments[index])
                        index += 1
                    }
                    continue
                }
                if Self.longWithValue.contains(option), !hasValue, !negated, index < arguments.count { index += 1 }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                kept.append(contentsOf: Self.clusterWithoutMessage(argument, arguments, &index))
            } else {
                kept.append(argument)
            }
        }
        return kept
    }

    /// A short-option cluster without its message options (`-am msg` keeps `-a`); a value
    /// option other than those keeps its value (`-Skey`, `-u` stuck to its mode).
    static func clusterWithoutMessage(_ argument: String, _ arguments: [String], _ index: inout Int) -> [String] {
        let characters = Array(argument.dropFirst())
        var flags = ""
        for (offset, flag) in characters.enumerated() {
            if shortWithValue.contains(flag) {
                if offset == characters.count - 1, index < arguments.count { index += 1 }
                break
            }
            if flag == "S" || flag == "u" {
                flags += String(characters[offset...])
                break
            }
            if flag != "e" { flags.append(flag) }
        }
        return flags.isEmpty ? [] : ["-" + flags]
    }

    /// The full long option `name` abbreviates, if it is exact or a unique prefix.
    static func resolveLong(_ name: String) -> String? {
        let all = longWithValue + longFlags
        if all.contains(name) { return name }
        let candidates = all.filter { $0.hasPrefix(name) }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
