/// Repository paths as URIs for SARIF. A git path may hold any byte but NUL: spaces, `%`, `#`,
/// `?`, `:`, backslashes, newlines, non-ASCII text. SARIF's `artifactLocation.uri` is an RFC 3986
/// URI reference, so every byte of the path's UTF-8 form other than an unreserved character
/// (`A-Z a-z 0-9 - . _ ~`) and the `/` between segments is percent-encoded. That is stricter
/// than RFC 3986 needs (sub-delimiters could stay), but it never leaves a `:` in a first segment
/// (which would read as a scheme) and every consumer decodes it the same way.
enum SARIFURI {
    /// `src/My File#1.swift` → `src/My%20File%231.swift`.
    static func reference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + hex(byte >> 4) + hex(byte & 0x0F)
            }
        }
        return out
    }

    /// An absolute directory as a `file:` URI ending in `/` (SARIF's `originalUriBaseIds` must
    /// name a directory that way): `/home/me/repo` → `file:///home/me/repo/`.
    static func directory(_ absolutePath: String) -> String {
        var path = absolutePath.hasPrefix("/") ? absolutePath : "/" + absolutePath
        if !path.hasSuffix("/") { path += "/" }
        return "file://" + reference(path)
    }

    private static func hex(_ nibble: UInt8) -> String {
        String(nibble, radix: 16, uppercase: true)
    }
}
