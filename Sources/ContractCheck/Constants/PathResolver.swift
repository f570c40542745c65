/// Resolves §8's abbreviated file references (`Views/ChatWebView.swift`) against the
/// repository's files: the unique file under one of the roots whose path ends with the
/// reference at a segment boundary. Two candidates are ambiguous and none is unresolved —
/// never a guess.
///
/// The files are a `FileListing`, sorted by bytes: a reference is sought among the files under
/// each root (one binary search finds them, a pass over those files compares their tails), so
/// resolving costs the files under the roots and not the size of the repository, and making a
/// resolver costs nothing.
package struct PathResolver {
    package enum Resolution: Sendable, Equatable {
        case resolved(String)
        /// A folder reference (`fixtures/redeem/`): the data files under it, sorted as bytes.
        case folder(String, files: [String])
        case ambiguous([String])
        /// No file matches; `similar` lists files with the same name anywhere, as a hint.
        case unresolved(similar: [String])
    }

    /// Root folders (`beebox/`, `ios-app/BeeBox/`), each ending in `/`; "" is the repository root.
    package let roots: [String]
    /// The files references resolve to.
    package let files: FileListing
    /// Whether a reference that resolves to nothing lists files of its name (`similar`): a pass
    /// over every file, which a run that only compares findings by identity does without.
    package var suggestsSimilar = true
    /// Every file, for the hints of a miss (`similar`, `untracked`), when `files` holds only the
    /// files under the roots (a scoped snapshot); nil: `files` holds every file.
    var hintFiles: HintListing?
    /// The working tree (a folder), when a reference that resolves to nothing may name a file
    /// that exists there but is not tracked (`untracked`); nil for a commit's files.
    package var workTree: String?

    package init(roots: [String], files: FileListing) {
        self.roots = roots.isEmpty ? [""] : roots.map { $0.isEmpty || $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.files = files
    }

    /// A resolver over a list of paths (any order; compared and sorted as bytes).
    package init(roots: [String], paths: [String]) {
        self.init(roots: roots, files: FileListing(paths: paths))
    }

    package func resolve(_ reference: String) -> Resolution {
        resolve(reference, underRoots: true)
    }

    /// As `resolve`, but under the repository root whatever the roots are (the same files).
    package func resolveAnywhere(_ reference: String) -> Resolution {
        resolve(reference, underRoots: false)
    }

    func resolve(_ reference: String, underRoots: Bool) -> Resolution {
        if reference.hasSuffix("/") { return folder(reference, underRoots: underRoots) }
        var candidates = Set<Int>()
        for root in underRoots ? roots : [""] {
            let range = files.range(withPrefix: root)
            if let exact = files.position(of: root + reference), range.contains(exact) { candidates.insert(exact) }
            // The `/` before the reference lies past the root (`b/x.ts` under `a/b/` is not `a/b/x.ts`).
            let tail = Array(("/" + reference).utf8)
            candidates.formUnion(
                files.positions(endingWith: tail, in: range, minimumCount: root.utf8.count + tail.count))
        }
        let found = candidates.sorted().map(files.path(at:))
        if found.count == 1 { return .resolved(found[0]) }
        if found.count > 1 { return .ambiguous(found) }
        // Files of the same name anywhere (as bytes), as a hint: one pass, only for a miss.
        let name = Self.name(reference)
        guard suggestsSimilar, !name.isEmpty, let files = everyFile else { return .unresolved(similar: []) }
        var similar = files.positions(endingWith: Array(("/" + name).utf8), in: 0..<files.count, minimumCount: 0)
        if let bare = files.position(of: String(name)) { similar = ([bare] + similar).sorted() }
        return .unresolved(similar: similar.prefix(5).map(files.path(at:)))
    }

    /// A folder reference: the folder under the first root that holds data files
    /// (`DataFiles.isData`), written from the root (a folder is not matched by its tail, as a
    /// file is); unresolved when no root has one.
    func folder(_ reference: String, underRoots: Bool) -> Resolution {
        for root in underRoots ? roots : [""] {
            let range = files.range(withPrefix: root + reference)
            let data = range.map(files.path(at:)).filter(DataFiles.isData)
            if !data.isEmpty { return .folder(root + reference, files: data) }
        }
        return .unresolved(similar: [])
    }

    /// True when `path` is `root + reference` or ends with `/reference` under a root, or lies
    /// under the folder `root + reference` for a reference ending in `/`, compared as bytes (a
    /// reference with a precomposed accent does not resolve to a file spelled with a combining
    /// one).
    package func matches(_ path: String, _ reference: String) -> Bool {
        let bytes = Array(path.utf8)
        let wanted = Array(reference.utf8)
        for root in roots where bytes.starts(with: root.utf8) {
            let rest = bytes[root.utf8.count...]
            if reference.hasSuffix("/") {
                if rest.starts(with: wanted) { return true }
                continue
            }
            if rest.elementsEqual(wanted) { return true }
            if rest.count > wanted.count, rest.reversed().starts(with: wanted.reversed()),
                rest[rest.endIndex - wanted.count - 1] == UInt8(ascii: "/")
            {
                return true
            }
        }
        return false
    }

    /// For a reference that resolves to nothing: the file it names (under a root, or from the
    /// repository root) that exists in the working tree but is not among `files` — not
    /// tracked, or not staged —, as a repository path. Only the paths the reference spells out
    /// are looked at (a few `stat`s, only after the lookup failed, and only when
    /// `suggestsSimilar`: what a shown finding costs), never a walk of the working tree.
    package func untracked(_ reference: String) -> String? {
        guard suggestsSimilar, let workTree, !reference.isEmpty, !reference.hasSuffix("/"), let files = everyFile
        else { return nil }
        for root in roots + (roots.contains("") ? [] : [""]) {
            let path = root + reference
            guard files.position(of: path) == nil, FileSystem.isDirectory(atPath: workTree + "/" + path) == false
            else { continue }
            return path
        }
        return nil
    }

    /// Every file: `files`, or the hint listing (nil when it cannot be listed: no hints then).
    private var everyFile: FileListing? {
        guard let hintFiles else { return files }
        return hintFiles.listing
    }

    /// The file name of a path: what follows its last `/` (a reference that ends in `/` has none).
    static func name(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
        return path[path.utf8.index(after: slash)...]
    }
}

/// A snapshot's complete listing, made when a miss of a resolver over its scoped listing first
/// asks for files of the reference's name. A snapshot whose complete listing cannot be read
/// gives no hints (the check itself read every file it reports on).
final class HintListing {
    private let snapshot: SourceSnapshot
    private var made: FileListing??

    init(_ snapshot: SourceSnapshot) {
        self.snapshot = snapshot
    }

    var listing: FileListing? {
        if let made { return made }
        let listing = try? snapshot.listing
        made = .some(listing)
        return listing
    }
}

/// Which files a folder side reads: the data files (JSON, YAML) under it.
enum DataFiles {
    static func isData(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/") else { return false }
        return DataLexer.fileExtensions.contains(path[path.index(after: dot)...].lowercased())
    }
}
