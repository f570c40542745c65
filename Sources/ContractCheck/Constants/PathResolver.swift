/// Resolves §8's abbreviated file references (`Views/ChatWebView.swift`) against the
/// repository's files: the unique file under one of the roots whose path ends with the
/// reference at a segment boundary. Two candidates are ambiguous and none is unresolved —
/// never a guess.
public struct PathResolver: Sendable {
    public enum Resolution: Sendable, Equatable {
        case resolved(String)
        case ambiguous([String])
        /// No file matches; `similar` lists files with the same name anywhere, as a hint.
        case unresolved(similar: [String])
    }

    /// Root folders (`beebox/`, `ios-app/BeeBox/`), each ending in `/`; "" is the repository root.
    public var roots: [String]
    public var paths: [String]

    public init(roots: [String], paths: [String]) {
        self.roots = roots.isEmpty ? [""] : roots.map { $0.isEmpty || $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.paths = paths
    }

    public func resolve(_ reference: String) -> Resolution {
        let candidates = paths.filter { matches($0, reference) }
        if candidates.count == 1 { return .resolved(candidates[0]) }
        if candidates.count > 1 { return .ambiguous(candidates) }
        let name = "/" + PathUtilities.basename(reference)
        let similar = paths.filter { PathUtilities.hasSuffix("/" + $0, name) }
        return .unresolved(similar: Array(similar.prefix(5)))
    }

    /// True when `path` is `root + reference` or ends with `/reference` under a root, compared
    /// as bytes (a reference with a precomposed accent does not resolve to a file spelled with a
    /// combining one).
    public func matches(_ path: String, _ reference: String) -> Bool {
        let bytes = Array(path.utf8)
        let wanted = Array(reference.utf8)
        for root in roots where bytes.starts(with: root.utf8) {
            let rest = bytes[root.utf8.count...]
            if rest.elementsEqual(wanted) { return true }
            if rest.count > wanted.count, rest.reversed().starts(with: wanted.reversed()),
               rest[rest.endIndex - wanted.count - 1] == UInt8(ascii: "/") { return true }
        }
        return false
    }
}
