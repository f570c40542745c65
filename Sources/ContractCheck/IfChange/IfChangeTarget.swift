/// What a `LINT.ThenChange` target names, read from its text and the naming file's path:
/// `//p` and `/p` from the repository root; a bare `p` relative to the naming file's folder,
/// then from the root; `:label` or `#label` the same file; `p:label` / `p#label` a label in `p`;
/// `dir/` any file under `dir`. Pure: which candidate exists is decided against a tree later.
struct IfChangeTarget: Sendable, Equatable {
    /// The repository-relative paths it may name, the preferred first (empty: the same file).
    let candidates: [String]
    let label: String?
    let isFolder: Bool
    /// The target as written.
    let written: String

    /// The target `text` names from the file at `path`; nil for an export placeholder (a target
    /// holding `<`, `>` or a space), an empty one or one that climbs above the root.
    init?(_ text: String, from path: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, !bytes.contains(where: { $0 == 60 || $0 == 62 || $0 == 32 || $0 == 9 }) else {
            return nil
        }
        written = text
        var pathPart = text
        var label: String?
        if let hash = text.firstIndex(of: "#") {
            pathPart = String(text[..<hash])
            label = String(text[text.index(after: hash)...])
        } else if let colon = text.lastIndex(of: ":") {
            pathPart = String(text[..<colon])
            label = String(text[text.index(after: colon)...])
        }
        if label?.isEmpty == true { return nil }
        self.label = label
        isFolder = pathPart.hasSuffix("/")
        guard !pathPart.isEmpty else {
            guard label != nil else { return nil }
            candidates = []
            return
        }
        var found: [String] = []
        if pathPart.hasPrefix("/") {
            if let rooted = Self.normalised(String(pathPart.drop { $0 == "/" })) { found.append(rooted) }
        } else {
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if let relative = Self.normalised(folder.isEmpty ? pathPart : folder + "/" + pathPart) {
                found.append(relative)
            }
            if let rooted = Self.normalised(pathPart), !found.contains(rooted) { found.append(rooted) }
        }
        guard !found.isEmpty else { return nil }
        candidates = found
    }

    /// `path` with `.` and empty components removed and `..` applied; nil above the root or empty.
    static func normalised(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
                continue
            }
            parts.append(part)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
