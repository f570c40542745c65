/// Configuration given on git's command line (`git -c core.commentChar=; commit`), which git
/// passes to hooks in `GIT_CONFIG_PARAMETERS` and `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_<n>`/
/// `GIT_CONFIG_VALUE_<n>`. libgit2 does not read these variables, so they are parsed here and
/// win over the repository's configuration, as in git.
public struct GitConfigOverrides: Sendable, Equatable {
    /// Values by lower-cased `section.key` (the subsection keeps its case); the last one wins.
    public var values: [String: String]

    public init(values: [String: String] = [:]) {
        self.values = values
    }

    public init(environment: GitEnvironment) {
        var values: [String: String] = [:]
        if let parameters = environment["GIT_CONFIG_PARAMETERS"] {
            for (key, value) in Self.parseParameters(parameters) { values[Self.canonical(key)] = value }
        }
        if let countText = environment["GIT_CONFIG_COUNT"], let count = Int(countText) {
            for index in 0..<max(0, count) {
                if let key = environment["GIT_CONFIG_KEY_\(index)"] {
                    values[Self.canonical(key)] = environment.variables["GIT_CONFIG_VALUE_\(index)"] ?? ""
                }
            }
        }
        self.values = values
    }

    public subscript(key: String) -> String? { values[Self.canonical(key)] }

    /// `core.commentChar` → `core.commentchar`; a subsection keeps its case.
    static func canonical(_ key: String) -> String {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let first = parts.first, let last = parts.last else { return key.lowercased() }
        let middle = parts.dropFirst().dropLast().joined(separator: ".")
        return middle.isEmpty ? "\(first.lowercased()).\(last.lowercased())" : "\(first.lowercased()).\(middle).\(last.lowercased())"
    }

    /// Parses git's shell-quoted list: `'core.commentchar'=';' 'a.b'='c'` (git 2.31+) or the
    /// older `'core.commentchar=;'`.
    static func parseParameters(_ text: String) -> [(String, String)] {
        var out: [(String, String)] = []
        var current = ""
        var key: String?
        var inQuote = false
        var escaped = false
        var inWord = false
        func finish() {
            if !inWord { return }
            if let key { out.append((key, current)) } else if let equals = current.firstIndex(of: "=") {
                out.append((String(current[..<equals]), String(current[current.index(after: equals)...])))
            } else {
                out.append((current, "true"))
            }
            current = ""; key = nil; inWord = false
        }
        for character in text {
            if escaped { current.append(character); escaped = false; inWord = true; continue }
            if inQuote {
                if character == "'" { inQuote = false } else { current.append(character) }
                continue
            }
            switch character {
            case "'": inQuote = true; inWord = true
            case "\\": escaped = true
            case "=" where key == nil && inWord: key = current; current = ""
            case " ", "\t", "\n": finish()
            default: current.append(character); inWord = true
            }
        }
        finish()
        return out
    }
}

/// The git settings that decide how a message is read and where hooks live, with command-line
/// overrides applied.
public struct GitSettings: Sendable, Equatable {
    /// `core.commentChar`: a character, or nil for `auto`.
    public var commentChar: UInt8?
    /// `commit.cleanup`, when set.
    public var cleanup: String?
    /// `commit.verbose`, when set.
    public var verbose: Bool
    /// `trailer.separators`.
    public var trailerSeparators: [UInt8]
    /// The `trailer.<name>.*` items, in the order git's `trailer.c` meets them.
    public var configuredTrailers: [ConfiguredTrailer]
    /// `core.hooksPath`, when set.
    public var hooksPath: String?
    /// `alias.<name>` values, for reading a `git ci --amend` command line.
    public var aliases: [String: String]

    public init(commentChar: UInt8? = UInt8(ascii: "#"), cleanup: String? = nil, verbose: Bool = false,
                trailerSeparators: [UInt8] = [UInt8(ascii: ":")], configuredTrailers: [ConfiguredTrailer] = [],
                hooksPath: String? = nil, aliases: [String: String] = [:]) {
        self.commentChar = commentChar
        self.cleanup = cleanup
        self.verbose = verbose
        self.trailerSeparators = trailerSeparators
        self.configuredTrailers = configuredTrailers
        self.hooksPath = hooksPath
        self.aliases = aliases
    }

    /// Every configured name and `key` value: a line starting with one makes a trailer block
    /// "recognized" (git's 25% rule).
    public var configuredTrailerTokens: [String] {
        Array(Set(configuredTrailers.flatMap { [$0.name] + ($0.key.map { [$0] } ?? []) })).sorted()
    }
}

extension GitRepository {
    /// Reads the settings from the repository's configuration and the environment's overrides.
    public func settings() throws(ContractCheckError) -> GitSettings {
        let overrides = GitConfigOverrides(environment: environment)
        func value(_ key: String) throws(ContractCheckError) -> String? {
            if let override = overrides[key] { return override }
            return try configString(key)
        }
        var settings = GitSettings()
        settings.commentChar = try Self.commentChar(value("core.commentChar"))
        settings.cleanup = try value("commit.cleanup")
        if let verbose = try value("commit.verbose") {
            settings.verbose = ["true", "yes", "on", "1"].contains(verbose.lowercased()) || (Int(verbose) ?? 0) > 0
        }
        if let separators = try value("trailer.separators"), !separators.isEmpty {
            settings.trailerSeparators = Array(separators.utf8)
        }
        let trailerSettings = try configEntries(inSection: "trailer").map { (name: $0.name, value: $0.value) }
            + overrides.values.filter { $0.0.hasPrefix("trailer.") }.map { (name: $0.0, value: $0.1) }
        settings.configuredTrailers = ConfiguredTrailer.items(trailerSettings)
        settings.hooksPath = try value("core.hooksPath")
        var aliases: [String: String] = [:]
        for (name, aliasValue) in try configEntries(inSection: "alias") {
            aliases[String(name.dropFirst("alias.".count))] = aliasValue
        }
        for (name, aliasValue) in overrides.values where name.hasPrefix("alias.") {
            aliases[String(name.dropFirst("alias.".count))] = aliasValue
        }
        settings.aliases = aliases
        return settings
    }

    /// `core.commentChar`: one byte, or nil for `auto`. Anything else is a fatal error for
    /// git 2.39 ("core.commentChar should only be one character"), so it is one here too.
    static func commentChar(_ value: String?) throws(ContractCheckError) -> UInt8? {
        guard let value else { return UInt8(ascii: "#") }
        if value.lowercased() == "auto" { return nil }
        let bytes = Array(value.utf8)
        guard bytes.count == 1 else {
            throw .invalidArgument("The git setting core.commentChar is \"\(value)\"; git accepts one character "
                                   + "or \"auto\" there and refuses to commit with it.")
        }
        return bytes[0]
    }
}
