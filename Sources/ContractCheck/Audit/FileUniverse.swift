/// The files of one contract that may live in several checkouts: the repository holding the
/// document, plus `--root PREFIX=DIR` checkouts whose files appear under `PREFIX` (a box
/// repository and an app repository audited as one monorepo).
final class FileUniverse: SourceFiles {
    struct Part {
        /// The manifest prefix the checkout stands for ("" for the main repository).
        var prefix: String
        var files: SourceSnapshot
        /// The folder inside that checkout that stands for `prefix` ("" for its root), so that
        /// one app repository can hold both `ios-app/` and `apple-shared/`.
        var folder: String = ""

        init(prefix: String, files: SourceSnapshot, folder: String = "") {
            self.prefix = prefix
            self.files = files
            self.folder = folder
        }

        /// The part's files as universe paths.
        var universePaths: [String] {
            files.paths.filter { $0.hasPrefix(folder) }.map { prefix + $0.dropFirst(folder.count) }
        }
    }

    let parts: [Part]
    /// Every file of the universe, sorted by bytes: the main repository's listing itself when
    /// no checkout is mapped (nothing copied), else the merged list.
    let listing: FileListing
    var paths: [String] { listing.allPaths }

    /// `parts` with the main repository first (prefix ""); mapped prefixes hide the main
    /// repository's own files under them.
    init(parts: [Part]) throws(ContractCheckError) {
        self.parts = parts
        let mapped = parts.map(\.prefix).filter { !$0.isEmpty }
        if mapped.isEmpty, parts.count == 1, let only = parts.first {
            listing = try only.files.listing
            return
        }
        var all: [String] = []
        for part in parts {
            if part.prefix.isEmpty {
                all.append(contentsOf: part.files.paths.filter { path in !mapped.contains { path.hasPrefix($0) } })
            } else {
                all.append(contentsOf: part.universePaths)
            }
        }
        listing = FileListing(paths: all)
    }

    /// The checkout and the path inside it for a universe path.
    func locate(_ path: String) -> (part: Part, path: String)? {
        let mapped = parts.filter { !$0.prefix.isEmpty && path.hasPrefix($0.prefix) }.max {
            $0.prefix.count < $1.prefix.count
        }
        if let mapped { return (mapped, mapped.folder + path.dropFirst(mapped.prefix.count)) }
        return parts.first { $0.prefix.isEmpty }.map { ($0, path) }
    }

    func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]? {
        guard let (part, inner) = locate(path) else { return nil }
        return try part.files.bytes(inner)
    }

    /// The file's bytes when `wanted` accepts them (`SourceSnapshot.bytes(_:ifWanted:)`).
    func bytes(_ path: String, ifWanted wanted: (UnsafeRawBufferPointer) -> Bool) throws(ContractCheckError)
        -> [UInt8]?
    {
        guard let (part, inner) = locate(path) else { return nil }
        return try part.files.bytes(inner, ifWanted: wanted)
    }

    /// True when `path` is a file, or (ending in `/`) a folder with at least one file: binary
    /// searches, as bytes.
    func exists(_ path: String) -> Bool {
        if path.hasSuffix("/") { return !listing.range(withPrefix: path).isEmpty }
        return listing.position(of: path) != nil
    }
}
