/// The git settings that decide how a message is read and where hooks live, with command-line
/// overrides applied.
package struct GitSettings: Sendable, Equatable {
    /// `core.commentChar`: a character, or nil for `auto`.
    package var commentChar: UInt8?
    /// `commit.cleanup`, when set.
    package var cleanup: String?
    /// `commit.verbose`, when set.
    package var verbose: Bool
    /// `trailer.separators`.
    package var trailerSeparators: [UInt8]
    /// The `trailer.<name>.*` items, in the order git's `trailer.c` meets them.
    package var configuredTrailers: [ConfiguredTrailer]
    /// `core.hooksPath`, when set.
    package var hooksPath: String?
    /// `alias.<name>` values, for reading a `git ci --amend` command line.
    package var aliases: [String: String]

    package init(
        commentChar: UInt8? = UInt8(ascii: "#"), cleanup: String? = nil, verbose: Bool = false,
        trailerSeparators: [UInt8] = [UInt8(ascii: ":")], configuredTrailers: [ConfiguredTrailer] = [],
        hooksPath: String? = nil, aliases: [String: String] = [:]
    ) {
        self.commentChar = commentChar
        self.cleanup = cleanup
        self.verbose = verbose
        self.trailerSeparators = trailerSeparators
        self.configuredTrailers = configuredTrailers
        self.hooksPath = hooksPath
        self.aliases = aliases
    }
}

extension GitRepository {
    /// Reads the settings from the repository's configuration and the environment's overrides.
    package func settings() throws(ContractCheckError) -> GitSettings {
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
        let trailerSettings =
            try configEntries(inSection: "trailer").map { (name: $0.name, value: $0.value) }
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
            throw .invalidArgument(
                "The git setting core.commentChar is \"\(value)\"; git accepts one character "
                    + "or \"auto\" there and refuses to commit with it.")
        }
        return bytes[0]
    }
}
