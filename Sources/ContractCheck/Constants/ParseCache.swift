import AnchorManifest

/// Lexed sources and their declarations, kept across the §8 runs of one process by path and
/// content: a file's lexing and declaration reading depend on nothing else (the lexer is chosen
/// by the path's extension), so a kept result is the one a new parse would give. `ci` checks §8
/// at each commit that touches a side, at its parent, and at head and the merge base; most of the
/// files each run reads have the bytes an earlier run lexed. Bounded by the source bytes kept; the
/// oldest entries go first.
final class ParseCache: @unchecked Sendable {
    // Every access holds `lock`: runs on several tasks (the tests) share the one cache.

    /// The cache of this process.
    static let shared = ParseCache()
    /// Files larger than this are not kept.
    static let maximumFile = 1 << 20
    /// The source bytes kept at most (the lexed form takes several times more memory).
    static let maximumTotal = 6 << 20

    /// A file by path and bytes, hashed once.
    struct Key: Hashable {
        let path: String
        let bytes: [UInt8]
        let hash: Int

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
            var hasher = Hasher()
            hasher.combine(path)
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.path == b.path && a.bytes == b.bytes }
    }

    private struct Entry {
        var source: LexedSource
        /// The declarations once read (`.some(nil)`: read, none).
        var declarations: FileDeclarations??
    }

    private let lock = Lock()
    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []
    private var first = 0
    private var total = 0

    init() {}

    /// The lexed form of `bytes` at `path`: kept, or `lex()`'s, kept from now on.
    func source(path: String, bytes: [UInt8], lex: () -> LexedSource) -> LexedSource {
        guard bytes.count <= Self.maximumFile else { return lex() }
        let key = Key(path: path, bytes: bytes)
        if let known = locked({ entries[key]?.source }) { return known }
        let source = lex()
        locked {
            guard entries[key] == nil else { return }
            entries[key] = Entry(source: source, declarations: nil)
            order.append(key)
            total += bytes.count
            while total > Self.maximumTotal, first < order.count {
                if entries.removeValue(forKey: order[first]) != nil { total -= order[first].bytes.count }
                first += 1
            }
            if first > 256, first * 2 > order.count {
                order.removeFirst(first)
                first = 0
            }
        }
        return source
    }

    /// The declarations `read()` gives for the file of `bytes` at `path`: kept when that file's
    /// lexed form is kept (read once), else read each time.
    func declarations(path: String, bytes: [UInt8], read: () -> FileDeclarations?) -> FileDeclarations? {
        guard bytes.count <= Self.maximumFile else { return read() }
        let key = Key(path: path, bytes: bytes)
        if let known = locked({ entries[key]?.declarations }) { return known }
        let declarations = read()
        locked {
            if entries[key] != nil { entries[key]?.declarations = .some(declarations) }
        }
        return declarations
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
