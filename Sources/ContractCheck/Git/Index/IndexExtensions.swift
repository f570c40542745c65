/// Walks the extensions after the index entries: reads the cache-tree (`TREE`), skips the
/// optional ones (`REUC`, `UNTR`, `FSMN`, `EOIE`, `IEOT`, any other whose signature starts with
/// 'A'-'Z') and refuses every mandatory one — `link` (split index), `sdir` (sparse index) and
/// any other — because their entries would have to be merged into the ones read here.
enum IndexExtensions {
    struct Result {
        var cacheTree: CacheTree?
    }

    static func read(base: UnsafeRawPointer, from start: Int, count: Int, path: String) throws(ContractCheckError)
        -> Result
    {
        var result = Result()
        let end = count - IndexEntryParser.checksumSize
        var cursor = ByteCursor(base: base, offset: start, end: end, path: path)
        // git reads extensions while 8 bytes (a signature and a size) fit before the checksum.
        while cursor.remaining >= 8 {
            let signatureOffset = cursor.offset
            let signature = base.loadUnaligned(fromByteOffset: signatureOffset, as: UInt32.self)
            cursor.offset += 4
            let size = Int(try cursor.uint32("an extension size"))
            guard size <= cursor.remaining else {
                throw cursor.malformed(
                    "the extension \(name(signature)) is \(size) bytes long but only \(cursor.remaining) remain",
                    at: signatureOffset)
            }
            let first = base.load(fromByteOffset: signatureOffset, as: UInt8.self)
            switch name(signature) {
            case "TREE":
                // The cache-tree is a shortcut: if it cannot be read, compare without it.
                result.cacheTree = try? CacheTree.parse(base: base, from: cursor.offset, size: size, path: path)
            case "link":
                throw .indexUnsupported(path: path, feature: "a split index (the \"link\" extension)")
            case "sdir":
                throw .indexUnsupported(path: path, feature: "a sparse index (the \"sdir\" extension)")
            default:
                guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
                    throw .indexUnsupported(path: path, feature: "the mandatory extension \"\(name(signature))\"")
                }
            }
            cursor.offset += size
        }
        return result
    }

    /// The four signature bytes as text (bytes outside printable ASCII as `\xNN`).
    static func name(_ signature: UInt32) -> String {
        withUnsafeBytes(of: signature) { bytes in
            bytes.map { byte in
                (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
            }.joined()
        }
    }
}
