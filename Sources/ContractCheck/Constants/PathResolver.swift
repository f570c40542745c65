/// Resolves §8's abbreviated file references (`Views/ChatWebView.swift`) against the
/// repository's files: the unique file under one of the roots whose path ends with the
/// reference at a segment boundary. Two candidates are ambiguous and none is unresolved —
/// never a guess.
///
/// The paths are indexed once, by file name, when the resolver is made: a reference is looked
/// up among the files of its name, never by a scan of every path, so resolving costs the §8
/// references and not the size of the repository.
public struct PathResolver: Sendable {
    public enum Resolution: Sendable, Equatable {
        case resolved(String)
        case ambiguous([String])
        /// No file matches; `similar` lists files with the same name anywhere, as a hint.
        case unresolved(similar: [String])
    }

    /// Root folders (`beebox/`, `ios-app/BeeBox/`), each ending in `/`; "" is the repository root.
    public let roots: [String]
    public let paths: [String]
    /// The paths by file name (the part after the last `/`), in `paths`' order.
    private let byName: [Substring: [String]]

    public init(roots: [String], paths: [String]) {
        self.roots = roots.isEmpty ? [""] : roots.map { $0.isEmpty || $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.paths = paths
        var byName: [Substring: [String]] = [:]
        byName.reserveCapacity(paths.count)
        for path in paths {
            byName[Self.name(path), default: []].append(path)
        }
        self.byName = byName
    }

    public func resolve(_ reference: String) -> Resolution {
        resolve(reference, underRoots: true)
    }

    /// As `resolve`, but under the repository root whatever the roots are (the same index).
    public func resolveAnywhere(_ reference: String) -> Resolution {
        resolve(reference, underRoots: false)
    }

    func resolve(_ reference: String, underRoots: Bool) -> Resolution {
        let named = byName[Self.name(reference)] ?? []
        let candidates = named.filter { path in
            underRoots
                ? matches(path, reference)
                : PathUtilities.same(path, reference) || PathUtilities.hasSuffix(path, "/" + reference)
        }
        if candidates.count == 1 { return .resolved(candidates[0]) }
        if candidates.count > 1 { return .ambiguous(candidates) }
        // Same name by canonical equivalence (the index's String keys), kept only when the bytes agree.
        let similar = named.filter { PathUtilities.hasSuffix("/" + $0, "/" + Self.name(reference)) }
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

    /// The file name of a path: what follows its last `/` (a reference that ends in `/` has none).
    static func name(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
        return path[path.utf8.index(after: slash)...]
    }
}
