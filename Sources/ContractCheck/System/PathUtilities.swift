/// Small path helpers that do not touch the file system.
package enum PathUtilities {
    /// Joins two paths with exactly one `/` between them.
    /// `text` in single quotes for a POSIX shell when it holds anything but letters, digits
    /// and `-./_` (a `'` written `'\''`).
    package static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-./_".unicodeScalars.contains($0)
            }
        if plain { return text }
        var quoted = "'"
        for character in text { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }

    package static func join(_ base: String, _ path: String) -> String {
        if path.isEmpty { return base }
        if base.isEmpty { return path }
        if base.hasSuffix("/") { return base + path }
        return base + "/" + path
    }

    /// Removes `.` segments and resolves `..` lexically; keeps a leading `/`.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var out: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = out.last, last != ".." {
                out.removeLast()
                continue
            }
            if segment == "..", absolute { continue }
            out.append(segment)
        }
        let joined = out.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The last path component.
    package static func basename(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// Everything before the last component (`.` when there is none).
    package static func dirname(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    // MARK: - Paths as bytes

    /// True when `a` and `b` are the same path: the same bytes, as git compares them (Swift's
    /// `==` on `String` is canonical equivalence, which makes `contrát.md` spelled with a
    /// combining accent equal to the precomposed one; git holds them as two files).
    package static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// True when `path` starts with the bytes of `prefix`.
    package static func hasPrefix(_ path: String, _ prefix: String) -> Bool {
        path.utf8.starts(with: prefix.utf8)
    }

    /// True when `path` ends with the bytes of `suffix`.
    package static func hasSuffix(_ path: String, _ suffix: String) -> Bool {
        path.utf8.reversed().starts(with: suffix.utf8.reversed())
    }

    /// `path` without `root + "/"` in front, when it is under `root` (compared as bytes).
    package static func relative(_ path: String, under root: String) -> String? {
        let prefix = Array((root + "/").utf8)
        guard path.utf8.starts(with: prefix) else { return nil }
        return String(decoding: Array(path.utf8)[prefix.count...], as: UTF8.self)
    }

    /// Byte order, as git sorts paths.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

/// A path as a set or dictionary key: hashed and compared as its bytes (see
/// `PathUtilities.same`).
package struct PathKey: Hashable, Comparable, Sendable {
    package let bytes: [UInt8]

    package init(_ path: String) {
        bytes = Array(path.utf8)
    }

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var path: String { String(decoding: bytes, as: UTF8.self) }

    package static func < (a: PathKey, b: PathKey) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }
}
