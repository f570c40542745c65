import AnchorManifest

/// The regular files of one repository state, sorted by their paths' bytes (git's order), each
/// with its blob id when known: what §8 references resolve against.
///
/// Made from the index it costs one pass over the entries' offsets and copies no path: each
/// file is an entry of contract-check's own index reader (`IndexFile`), read in place. A state
/// the reader cannot give (a split or sparse index, a commit's tree far from the index) is a
/// list of copied paths instead; both answer the same queries. Lookups are binary searches by
/// path or by folder prefix, so resolving a reference costs the files under its roots, never a
/// pass over every path per reference.
package final class FileListing: @unchecked Sendable {
    // Immutable after init but for `tailStorage`, which `tailLock` guards; `IndexFile` holds
    // only constants and read-only memory.

    /// Each file: an entry of `index` (`>= 0`) or of `extras` (`-1 - position`), in byte order.
    private let elements: [Int32]
    private let index: IndexFile?
    private let extras: [(path: [UInt8], id: ObjectID?)]
    /// Blob ids that take the place of the element's own, by position: a listing derived along
    /// a change that only modifies files has the same paths at the same positions, and records
    /// the new ids here instead of copying every element (`replacing`).
    private let newIDs: [Int: ObjectID?]
    /// `tailKeys()`, made on first use; the only mutable state, guarded by `tailLock`.
    private var tailStorage: [UInt64]?
    private let tailLock = Lock()

    private init(
        elements: [Int32], index: IndexFile?, extras: [(path: [UInt8], id: ObjectID?)], newIDs: [Int: ObjectID?] = [:]
    ) {
        self.elements = elements
        self.index = index
        self.extras = extras
        self.newIDs = newIDs
    }

    /// A listing of copied paths (sorted here, by bytes; a repeated path is kept once).
    package convenience init(paths: [(path: [UInt8], id: ObjectID?)]) {
        var sorted = paths.sorted { $0.path.lexicographicallyPrecedes($1.path) }
        var last: [UInt8]?
        sorted.removeAll { item in
            defer { last = item.path }
            return last == item.path
        }
        self.init(elements: (0..<sorted.count).map { -1 - Int32($0) }, index: nil, extras: sorted)
    }

    /// A listing of text paths without ids (the resolver's seam for tests and merged universes).
    package convenience init(paths: [String]) {
        self.init(paths: paths.map { (Array($0.utf8), nil) })
    }

    /// The stage-0 regular files of `index` (intent-to-add entries included, as libgit2 lists
    /// them); throws `.indexUnsupported` for a sparse directory entry.
    static func staged(_ index: IndexFile) throws(ContractCheckError) -> FileListing {
        var elements: [Int32] = []
        elements.reserveCapacity(index.count)
        for position in 0..<index.count where index.stage(position) == 0 {
            if try index.mode(position) & 0o170000 == 0o100000 { elements.append(Int32(position)) }
        }
        return FileListing(elements: elements, index: index, extras: [])
    }

    /// This listing with `replaced` paths taken out (and, when it comes from the index, its
    /// intent-to-add entries, which no commit records), and `added` put in their place: a
    /// commit's files seen as the index plus the paths where that commit differs. One merge of
    /// three sorted lists; nothing is copied for the files that stay.
    func replacing(_ replaced: [[UInt8]], with added: [(path: [UInt8], id: ObjectID?)]) -> FileListing {
        if index?.hasIntentToAdd != true, let modified = modifying(replaced, with: added) { return modified }
        var replaced = replaced
        var added = added
        if !newIDs.isEmpty {
            // Made concrete first: each path with a new id is taken out and put back with it.
            let changed = Set(replaced.map(PathKey.init(bytes:)))
            for (position, id) in newIDs.sorted(by: { $0.key < $1.key }) {
                let path = withPath(at: position) { Array($0) }
                if !changed.contains(PathKey(bytes: path)) {
                    replaced.append(path)
                    added.append((path, id))
                }
            }
        }
        let incoming = FileListing(paths: added)
        if index?.hasIntentToAdd != true { return splicing(replaced, with: incoming) }
        let removed = replaced.sorted { $0.lexicographicallyPrecedes($1) }
        var extras = extras
        var elements: [Int32] = []
        elements.reserveCapacity(self.elements.count + added.count)
        var next = 0
        var nextRemoved = 0
        for element in self.elements {
            if element >= 0, let index, index.isIntentToAdd(Int(element)) { continue }
            let keep = withPath(element) { path -> Bool in
                while next < incoming.count,
                    incoming.extras[next].path.withUnsafeBytes({ IndexFile.compare($0, path) < 0 })
                {
                    extras.append(incoming.extras[next])
                    elements.append(-Int32(extras.count))
                    next += 1
                }
                while nextRemoved < removed.count,
                    removed[nextRemoved].withUnsafeBytes({ IndexFile.compare($0, path) < 0 })
                {
                    nextRemoved += 1
                }
                return nextRemoved == removed.count
                    || !removed[nextRemoved].withUnsafeBytes({ IndexFile.compare($0, path) == 0 })
            }
            if keep { elements.append(element) }
        }
        for item in incoming.extras[next...] {
            extras.append(item)
            elements.append(-Int32(extras.count))
        }
        return FileListing(elements: elements, index: index, extras: extras)
    }

    /// `replacing` when the change only modifies files: every replaced path is here and comes
    /// back (with its new id), so the paths and positions stay and only `newIDs` grows. Nil
    /// when a path is added or removed.
    private func modifying(_ replaced: [[UInt8]], with added: [(path: [UInt8], id: ObjectID?)]) -> FileListing? {
        guard replaced.count == added.count else { return nil }
        let back = Dictionary(added.map { (PathKey(bytes: $0.path), $0.id) }, uniquingKeysWith: { $1 })
        guard back.count == added.count, Set(replaced.map(PathKey.init(bytes:))).count == replaced.count else {
            return nil
        }
        var ids = newIDs
        for path in replaced {
            guard let id = back[PathKey(bytes: path)] else { return nil }
            let low = lowerBound(path)
            guard low < count, withPath(at: low, { bytesEqual($0, path) }) else { return nil }
            ids[low] = id
        }
        let made = FileListing(elements: elements, index: index, extras: extras, newIDs: ids)
        made.tailStorage = knownTailKeys()
        return made
    }

    /// `replacing` when no entry needs leaving out: each replaced path found by a binary
    /// search, each added one put at its place, and the runs between copied whole.
    private func splicing(_ replaced: [[UInt8]], with incoming: FileListing) -> FileListing {
        let removed = Set(
            replaced.compactMap { path in
                let low = lowerBound(path)
                return low < count && withPath(at: low, { bytesEqual($0, path) }) ? low : nil
            })
        let insertions = incoming.extras.map { (at: lowerBound($0.path), item: $0) }
        var extras = extras
        var elements: [Int32] = []
        elements.reserveCapacity(self.elements.count + insertions.count)
        // This listing's tail keys, when made, are spliced alike (`ci` scans each commit's).
        let oldKeys = knownTailKeys()
        var keys: [UInt64] = []
        if oldKeys != nil { keys.reserveCapacity(self.elements.count + insertions.count) }
        var start = 0
        var next = 0
        for stop in removed.union(insertions.map(\.at)).sorted() {
            elements.append(contentsOf: self.elements[start..<stop])
            if let oldKeys { keys.append(contentsOf: oldKeys[start..<stop]) }
            while next < insertions.count, insertions[next].at == stop {
                extras.append(insertions[next].item)
                elements.append(-Int32(extras.count))
                if oldKeys != nil { keys.append(insertions[next].item.path.withUnsafeBytes { Self.tailKey($0) }) }
                next += 1
            }
            start = removed.contains(stop) ? stop + 1 : stop
        }
        elements.append(contentsOf: self.elements[start...])
        if let oldKeys { keys.append(contentsOf: oldKeys[start...]) }
        let made = FileListing(elements: elements, index: index, extras: extras)
        if oldKeys != nil { made.tailStorage = keys }
        return made
    }

    /// The number of files.
    package var count: Int { elements.count }

    /// Calls `body` with the path bytes of file `position` (valid only inside `body`).
    @inline(__always)
    package func withPath<Result>(at position: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withPath(elements[position], body)
    }

    @inline(__always)
    private func withPath<Result>(_ element: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if element >= 0, let index { return body(index.pathBytes(Int(element))) }
        return extras[Int(-1 - element)].path.withUnsafeBytes(body)
    }

    /// The path of file `position` as text (invalid UTF-8 shows as U+FFFD).
    package func path(at position: Int) -> String {
        withPath(at: position) { String(decoding: $0, as: UTF8.self) }
    }

    /// The blob id of file `position`, when the listing knows it.
    package func id(at position: Int) -> ObjectID? {
        if let id = newIDs[position] { return id }
        let element = elements[position]
        if element >= 0, let index { return index.objectID(Int(element)) }
        return extras[Int(-1 - element)].id
    }

    /// Every path, as text, in byte order (a copy: for callers that need the whole list).
    package var allPaths: [String] { (0..<count).map(path(at:)) }

    /// The position of `path`, compared as bytes, or nil.
    package func position(of path: String) -> Int? {
        let wanted = Array(path.utf8)
        let low = lowerBound(wanted)
        guard low < count, withPath(at: low, { bytesEqual($0, wanted) }) else { return nil }
        return low
    }

    /// The first position whose path is not below `bytes`.
    func lowerBound(_ bytes: [UInt8]) -> Int {
        var low = 0
        var high = count
        bytes.withUnsafeBytes { wanted in
            while low < high {
                let middle = (low + high) / 2
                if withPath(at: middle, { IndexFile.compare($0, wanted) }) < 0 {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
        }
        return low
    }

    /// The positions of the paths that start with `prefix` (bytes): one contiguous run in byte
    /// order, found by two binary searches.
    package func range(withPrefix prefix: String) -> Range<Int> {
        let wanted = Array(prefix.utf8)
        guard !wanted.isEmpty else { return 0..<count }
        let low = lowerBound(wanted)
        var start = low
        var end = count
        while start < end {
            let middle = (start + end) / 2
            if withPath(at: middle, { $0.starts(with: wanted) }) { start = middle + 1 } else { end = middle }
        }
        return low..<start
    }

    /// The positions in `range` whose path ends with `suffix` (bytes) and is at least
    /// `minimumCount` bytes long, in order: a pass over the range that compares each path's
    /// tail and allocates nothing per path.
    func positions(endingWith suffix: [UInt8], in range: Range<Int>, minimumCount: Int) -> [Int] {
        let minimum = max(minimumCount, suffix.count)
        guard !suffix.isEmpty else { return [] }
        var found: [Int] = []
        func matches(_ position: Int) -> Bool {
            withPath(at: position) { path in
                path.count >= minimum
                    && suffix.withUnsafeBytes { tail in
                        Memory.compare(path.baseAddress! + path.count - tail.count, tail.baseAddress!, tail.count) == 0
                    }
            }
        }
        guard range.count > Self.tailScanThreshold else {
            for position in range where matches(position) { found.append(position) }
            return found
        }
        // A long range: compare the packed last bytes first, and the whole tail only on a hit.
        let keys = tailKeys()
        let width = min(suffix.count, 8)
        let mask: UInt64 = width == 8 ? ~0 : (1 << (8 * UInt64(width))) - 1
        let wanted = suffix.withUnsafeBytes { Self.tailKey($0) } & mask
        for position in range where keys[position] & mask == wanted && matches(position) {
            found.append(position)
        }
        return found
    }

    /// Ranges longer than this are scanned through `tailKeys` (a pass over the entries' memory
    /// costs more than building the keys once, when a run asks more than once).
    static let tailScanThreshold = 4096

    /// Each path's last (up to) eight bytes packed into one word, the last byte lowest: made
    /// once, on the first long scan, so that further scans (a hint for each reference that
    /// resolves to nothing) read 8 bytes a file instead of the index's entries.
    private func tailKeys() -> [UInt64] {
        tailLock.lock()
        defer { tailLock.unlock() }
        if let tailStorage { return tailStorage }
        let keys = (0..<count).map { position in withPath(at: position) { Self.tailKey($0) } }
        tailStorage = keys
        return keys
    }

    /// `tailKeys()` when already made, else nil.
    private func knownTailKeys() -> [UInt64]? {
        tailLock.lock()
        defer { tailLock.unlock() }
        return tailStorage
    }

    @inline(__always)
    private static func tailKey(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var key: UInt64 = 0
        for (shift, byte) in bytes.suffix(8).reversed().enumerated() { key |= UInt64(byte) << (8 * UInt64(shift)) }
        return key
    }

    private func bytesEqual(_ path: UnsafeRawBufferPointer, _ wanted: [UInt8]) -> Bool {
        wanted.withUnsafeBytes { IndexFile.compare(path, $0) == 0 }
    }
}
