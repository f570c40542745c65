/// The last index a repository parsed, reused while the file is unchanged: a hook compares the
/// index with one or more trees and then reads the document's staged blob id, and each of those
/// would otherwise parse the whole index again.
///
/// A cached parse is current while the file's identity (device, inode, size, modification and
/// change times) is the same; git replaces the index by renaming a new file over it, and the
/// mapping held here keeps the old inode from being reused.
final class IndexCache {
    private var cached: IndexFile?
    /// Whether the repository's ids are SHA-1, once asked (the reader knows no other).
    private var objectFormatIsSHA1: Bool?

    init() {}

    /// The parsed index at `path`.
    func index(at path: String, repository: GitRepository) throws(ContractCheckError) -> IndexFile {
        if objectFormatIsSHA1 == nil {
            let format = try repository.configString("extensions.objectformat")?.lowercased()
            objectFormatIsSHA1 = format == nil || format == "sha1"
        }
        guard objectFormatIsSHA1 == true else {
            throw .indexUnsupported(path: path, feature: "SHA-256 object ids (extensions.objectFormat)")
        }
        if let cached, cached.path == path, cached.identity == FileIdentity.current(path) {
            return cached
        }
        let fresh = try IndexFile.read(path: path)
        cached = fresh
        return fresh
    }
}
