/// The folders an abbreviated folder anchor (`Views/`) can stand for: under each root, every
/// folder whose path, from the root, ends with the anchor at a segment boundary (the first such
/// place in each file's path). Files are scanned as bytes over the roots' ranges of the listing,
/// so the cost is one pass over each file's bytes under the roots, with no text copied but the answers.
enum FolderSuffixes {
    static func folders(named folder: String, under roots: [String], in files: FileListing) -> Set<String> {
        let needle = Array(("/" + folder).utf8)
        var found = Set<String>()
        var last: [UInt8] = []
        for root in roots {
            let rootCount = root.utf8.count
            for position in files.range(withPrefix: root) {
                let inner: [UInt8]? = files.withPath(at: position) { path in
                    let rest = UnsafeRawBufferPointer(rebasing: path[rootCount...])
                    // "/" + rest holds "/" + folder: at the start of rest, or after a "/" in it.
                    if rest.starts(with: needle.dropFirst()) { return Array(needle.dropFirst()) }
                    guard rest.count >= needle.count, let base = rest.baseAddress else { return nil }
                    for start in 0...(rest.count - needle.count) where rest[start] == UInt8(ascii: "/") {
                        if Memory.compare(base + start, needle, needle.count) == 0 {
                            return Array(rest[..<(start + needle.count)])
                        }
                    }
                    return nil
                }
                guard let inner, inner != last else { continue }
                last = inner
                found.insert(root + String(decoding: inner, as: UTF8.self))
            }
        }
        return found
    }
}
