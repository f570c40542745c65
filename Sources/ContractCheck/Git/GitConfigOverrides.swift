/// Configuration given on git's command line (`git -c core.commentChar=; commit`), which git
/// passes to hooks in `GIT_CONFIG_PARAMETERS` and `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_<n>`/
/// `GIT_CONFIG_VALUE_<n>`. libgit2 does not read these variables, so they are parsed here and
/// win over the repository's configuration, as in git.
struct GitConfigOverrides: Sendable, Equatable {
    /// Values by lower-cased `section.key` (the subsection keeps its case); the last one wins.
    var values: [String: String]

    init(values: [String: String] = [:]) {
        self.values = values
    }

    init(environment: GitEnvironment) {
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

    subscript(key: String) -> String? { values[Self.canonical(key)] }

    /// `core.commentChar` → `core.commentchar`; a subsection keeps its case.
    static func canonical(_ key: String) -> String {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let first = parts.first, let last = parts.last else { return key.lowercased() }
        let middle = parts.dropFirst().dropLast().joined(separator: ".")
        return middle.isEmpty
            ? "\(first.lowercased()).\(last.lowercased())" : "\(first.lowercased()).\(middle).\(last.lowercased())"
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
            if let key {
                out.append((key, current))
            } else if let equals = current.firstIndex(of: "=") {
                out.append((String(current[..<equals]), String(current[current.index(after: equals)...])))
            } else {
                out.append((current, "true"))
            }
            current = ""
            key = nil
            inWord = false
        }
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                inWord = true
                continue
            }
            if inQuote {
                if character == "'" { inQuote = false } else { current.append(character) }
                continue
            }
            switch character {
            case "'":
                inQuote = true
                inWord = true
            case "\\": escaped = true
            case "=" where key == nil && inWord:
                key = current
                current = ""
            case " ", "\t", "\n": finish()
            default:
                current.append(character)
                inWord = true
            }
        }
        finish()
        return out
    }
}
