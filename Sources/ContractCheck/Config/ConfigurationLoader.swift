/// Reads `.contract-check` with libgit2's config parser and checks every value.
enum ConfigurationLoader {
    /// Reads the configuration file at `path`. Unknown keys and bad values are errors that name
    /// the file and line.
    static func load(file path: String) throws(ContractCheckError) -> Configuration {
        guard FileSystem.fileExists(atPath: path) else {
            throw .configuration(file: path, line: nil, message: "The configuration file does not exist.")
        }
        // Read first, so a file that cannot be read says why (libgit2 would only say that it
        // could not find the file).
        let text: String
        switch FileSystem.bytes(atPath: path) {
        case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
        case .failure(let error):
            throw .configuration(
                file: path, line: nil,
                message: "The configuration file cannot be read (\(MappedFile.describe(error.code))).")
        }
        let values: [(key: String, value: String)]
        do {
            values = try LibGit2.configFileEntries(atPath: path)
        } catch .git(function: "git_config_add_file_ondisk", _, let message) {
            throw .configuration(
                file: path, line: lineNumber(inLibgit2Message: message),
                message: "The file is not valid git-config syntax: \(message)")
        }
        return try build(values, file: path, text: text)
    }

    /// Builds the configuration from `(key, value)` pairs as libgit2 reports them (section and
    /// key lower-cased).
    static func build(_ values: [(key: String, value: String)], file: String, text: String) throws(ContractCheckError)
        -> Configuration
    {
        var document: String?
        var configuration = Configuration(documentPath: "", file: file)
        var seen: [String: Int] = [:]
        for (key, value) in values {
            // libgit2 reports a repeated key once per line, in file order; the last one wins.
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            let line = lineNumber(ofKey: key, occurrence: occurrence, in: text)
            guard let spelled = Configuration.knownKeys[key] else {
                let known = Configuration.knownKeys.values.sorted().map { "contract.\($0)" }.joined(separator: ", ")
                throw .configuration(
                    file: file, line: line, message: "Unknown setting \"\(key)\"; known settings are \(known).")
            }
            let trimmed = value.trimmingWhitespace()
            guard !trimmed.isEmpty else {
                throw .configuration(file: file, line: line, message: "The setting \"contract.\(spelled)\" is empty.")
            }
            switch spelled {
            case "document":
                try validateRelativePath(trimmed, key: "contract.document", file: file, line: line)
                document = trimmed
            case "manifestSection": configuration.manifestSection = trimmed
            case "constantsSection": configuration.constantsSection = trimmed
            case "trailer":
                try validateTrailerKey(trimmed, file: file, line: line)
                configuration.trailerKey = trimmed
            case "driftTrailer":
                try validateTrailerKey(trimmed, file: file, line: line)
                configuration.driftTrailerKey = trimmed
            case "sourceRoot":
                try validateRelativePath(trimmed, key: "contract.sourceRoot", file: file, line: line)
                configuration.sourceRoots.append(trimmed.hasSuffix("/") ? trimmed : trimmed + "/")
            case "platform":
                configuration.platforms.append(try platformRoot(trimmed, file: file, line: line))
            default: break
            }
        }
        guard let document else {
            throw .configuration(
                file: file, line: nil,
                message:
                    "The setting \"contract.document\" is missing; it names the contract document relative to the "
                    + "repository root."
            )
        }
        configuration.documentPath = document
        return configuration
    }

    /// A repository-relative path: not absolute, no `..`, no backslash.
    static func validateRelativePath(_ path: String, key: String, file: String, line: Int?) throws(ContractCheckError) {
        if path.hasPrefix("/") || path.contains("\\") || path.split(separator: "/").contains("..") {
            throw .configuration(
                file: file, line: line,
                message: "The setting \"\(key)\" must be a path relative to the repository root, not \"\(path)\".")
        }
    }

    /// `name:folder/` (the `/` may be left out): a platform name of letters, digits, `-` and
    /// `_`, and a repository-relative folder.
    static func platformRoot(_ value: String, file: String, line: Int?) throws(ContractCheckError) -> PlatformRoot {
        guard let colon = value.firstIndex(of: ":") else {
            throw .configuration(
                file: file, line: line,
                message: "The setting \"contract.platform\" must be "
                    + "\"<name>:<folder>/\", such as \"android:android-app/\", not \"\(value)\".")
        }
        let name = value[..<colon].trimmingWhitespace()
        let folder = value[value.index(after: colon)...].trimmingWhitespace()
        let validName =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
        guard validName, !folder.isEmpty, folder != "/" else {
            throw .configuration(
                file: file, line: line,
                message: "The setting \"contract.platform\" must be "
                    + "\"<name>:<folder>/\" with a name of letters, digits, \"-\" and \"_\" and a folder, "
                    + "not \"\(value)\".")
        }
        try validateRelativePath(folder, key: "contract.platform", file: file, line: line)
        return PlatformRoot(name: name, prefix: folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// A trailer key git would recognise: letters, digits and `-`.
    static func validateTrailerKey(_ key: String, file: String, line: Int?) throws(ContractCheckError) {
        let valid = key.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-"
        }
        if !valid {
            throw .configuration(
                file: file, line: line,
                message: "The trailer key \"\(key)\" is not a git trailer token (letters, digits and \"-\" only).")
        }
    }

    /// The line of the `occurrence`-th (from 0) assignment of `key` (`section.name`, as
    /// libgit2 reports it: lower-cased) inside its section, for error messages; nil when the
    /// simple scan cannot find it (a value continued over lines, a subsection).
    static func lineNumber(ofKey key: String, occurrence: Int = 0, in text: String) -> Int? {
        let parts = key.split(separator: ".", maxSplits: 1).map { $0.lowercased() }
        guard parts.count == 2 else { return nil }
        var section = ""
        var remaining = occurrence
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var trimmed = Substring(line.trimmingWhitespace().lowercased())
            if trimmed.hasPrefix("[") {
                guard let close = trimmed.firstIndex(of: "]") else { continue }
                section = trimmed[trimmed.index(after: trimmed.startIndex)..<close].trimmingWhitespace()
                trimmed = trimmed[trimmed.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            }
            guard section == parts[0], trimmed.hasPrefix(parts[1]),
                trimmed.dropFirst(parts[1].count).first.map({
                    $0 == " " || $0 == "=" || $0 == "\t" || $0 == "#" || $0 == ";"
                }) ?? true
            else { continue }
            if remaining == 0 { return offset + 1 }
            remaining -= 1
        }
        return nil
    }

    /// libgit2 reports parse errors as "... (in /path:12, column 3)".
    static func lineNumber(inLibgit2Message message: String) -> Int? {
        guard let colon = message.lastIndex(of: ":") else { return nil }
        let digits = message[message.index(after: colon)...].prefix { $0.isNumber }
        return Int(digits)
    }
}
