/// git's index file (`.git/index` or `GIT_INDEX_FILE`), parsed in place from a read-only
/// mapping: the entries of versions 2, 3 and 4 and the cache-tree (`TREE` extension).
///
/// Only where each entry starts is recorded; paths, modes, ids and flags are read from the
/// mapping when asked for. Versions 2 and 3 store whole paths, which are read in place; version
/// 4 compresses each path against the previous one, so its paths are expanded once into a
/// buffer this class owns (and frees in `deinit`).
///
/// The file's trailing checksum is not verified, as git does not verify it when it reads the
/// index (only `git fsck` does; `index.skipHash` even writes it as zeros). A truncated or
/// malformed file throws `.indexFormat`; features this reader does not implement (a split or
/// sparse index, any other mandatory extension) throw `.indexUnsupported`, so the caller asks
/// libgit2 or git instead of guessing.
final class IndexFile {
    /// The index file's path.
    let path: String
    /// The format version: 2, 3 or 4 (0 for a missing file, which git reads as empty).
    let version: Int
    /// The file's identity when it was read.
    let identity: FileIdentity
    /// Where each entry's fixed fields start in the file, in git's order (by path, then stage).
    /// Only this is stored per entry; everything else is read from the mapping when needed.
    let entryOffsets: [UInt32]
    /// The cache-tree, or nil when the index has none (or an unreadable one: it is only a
    /// shortcut, so the comparison then walks every tree instead).
    let cacheTree: CacheTree?
    /// Whether some entry is intent-to-add (`git add -N`): most indexes have none, and then a
    /// list of the entries need not look at each one's flags to leave those out.
    let hasIntentToAdd: Bool

    /// Keeps the mapping alive while entries point into it.
    private let file: MappedFile
    /// Version 4: where each entry's path is in `expandedPaths` (empty for versions 2 and 3).
    private let pathLocations: [IndexPathLocation]
    /// Version 4's expanded paths, owned by this object.
    private let expandedPaths: UnsafeMutableRawPointer?
    /// The parse's read-ahead bytes, stored so that the reads are not optimised away.
    private let readAheadSum: UInt8

    /// Reads the index at `path`.
    static func read(path: String) throws(ContractCheckError) -> IndexFile {
        try IndexFile(file: MappedFile(path: path))
    }

    private init(file: MappedFile) throws(ContractCheckError) {
        self.file = file
        path = file.path
        identity = file.identity
        guard let base = file.base else {
            guard file.identity == .missing else {
                throw .indexFormat(path: file.path, offset: 0, message: "the file is empty")
            }
            version = 0
            hasIntentToAdd = false
            entryOffsets = []
            cacheTree = nil
            pathLocations = []
            expandedPaths = nil
            readAheadSum = 0
            return
        }
        let parsed = try IndexEntryParser.parse(base: base, count: file.count, path: file.path)
        version = parsed.version
        hasIntentToAdd = parsed.hasIntentToAdd
        entryOffsets = parsed.entryOffsets
        pathLocations = parsed.pathLocations
        expandedPaths = parsed.expandedPaths
        readAheadSum = parsed.readAheadSum
        do {
            cacheTree = try IndexExtensions.read(
                base: base, from: parsed.extensionsOffset, count: file.count, path: file.path
            ).cacheTree
        } catch {
            parsed.expandedPaths?.deallocate()
            throw error
        }
    }

    deinit {
        expandedPaths?.deallocate()
    }

    /// The number of entries (conflicted paths have one per stage).
    var count: Int { entryOffsets.count }

    /// Where entry `index`'s fixed fields start in the file.
    @inline(__always)
    func entryOffset(_ index: Int) -> Int {
        Int(entryOffsets[index])
    }

    /// The path of entry `index`, valid while this object lives. Versions 2 and 3: read in
    /// place after the flags (the parse checked that it is NUL-terminated inside the file).
    @inline(__always)
    func pathBytes(_ index: Int) -> UnsafeRawBufferPointer {
        if let expandedPaths {
            let location = pathLocations[index]
            return UnsafeRawBufferPointer(start: expandedPaths + Int(location.start), count: Int(location.length))
        }
        let fields = entryOffset(index)
        let flags = flags(index)
        let start =
            file.base! + fields + IndexEntryParser.fixedFields + (flags & IndexEntryParser.extendedFlag != 0 ? 4 : 2)
        var length = Int(flags & IndexEntryParser.lengthMask)
        if length == Int(IndexEntryParser.lengthMask) {
            length += Memory.cStringLength(start.assumingMemoryBound(to: CChar.self) + length)
        }
        return UnsafeRawBufferPointer(start: start, count: length)
    }

    /// The mode of entry `index` (`0o100644`, `0o100755`, `0o120000` or `0o160000`); any other
    /// kind of entry throws (the parse does not look at modes, to touch less of the file).
    @inline(__always)
    func mode(_ index: Int) throws(ContractCheckError) -> UInt32 {
        try IndexEntryParser.checkedMode(base: file.base!, entry: entryOffset(index), path: path)
    }

    /// The object id of entry `index`.
    @inline(__always)
    func objectID(_ index: Int) -> ObjectID {
        ObjectID(bytes: file.base! + entryOffset(index) + 40)
    }

    /// The merge stage of entry `index`: 0, or 1-3 for a conflict.
    @inline(__always)
    func stage(_ index: Int) -> Int {
        Int(flags(index) >> 12) & 3
    }

    /// The 16-bit flags of entry `index`.
    @inline(__always)
    func flags(_ index: Int) -> UInt16 {
        UInt16(
            bigEndian: file.base!.loadUnaligned(
                fromByteOffset: entryOffset(index) + IndexEntryParser.fixedFields, as: UInt16.self))
    }

    /// True for an intent-to-add entry (`git add -N`): a placeholder that `git commit` leaves
    /// out and `git diff --cached` does not show.
    @inline(__always)
    func isIntentToAdd(_ index: Int) -> Bool {
        guard flags(index) & IndexEntryParser.extendedFlag != 0 else { return false }
        let extended = UInt16(
            bigEndian: file.base!.loadUnaligned(
                fromByteOffset: entryOffset(index) + IndexEntryParser.fixedFields + 2, as: UInt16.self))
        return extended & 0x2000 != 0
    }

    /// The path of entry `index` as text (invalid UTF-8 shows as U+FFFD, as in `ChangeSet`).
    func pathString(_ index: Int) -> String {
        String(decoding: pathBytes(index), as: UTF8.self)
    }

    /// The position of the stage-0 entry for `path`, by binary search.
    func position(ofStageZero path: [UInt8]) -> Int? {
        var low = 0
        var high = count
        let order: Int32 = path.withUnsafeBytes { wanted in
            while low < high {
                let middle = (low + high) / 2
                let comparison = Self.compare(pathBytes(middle), wanted)
                if comparison < 0 { low = middle + 1 } else { high = middle }
            }
            guard low < count else { return 1 }
            return Self.compare(pathBytes(low), wanted)
        }
        guard order == 0, stage(low) == 0 else { return nil }
        return low
    }

    /// memcmp order of two byte strings, a prefix first.
    @inline(__always)
    static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int32 {
        let common = min(a.count, b.count)
        if common > 0 {
            let result = Memory.compare(a.baseAddress!, b.baseAddress!, common)
            if result != 0 { return result }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }
}

/// Where a version 4 entry's expanded path is (offsets are 32-bit: an index larger than 4 GiB
/// is reported as unsupported).
struct IndexPathLocation {
    var start: UInt32
    var length: UInt32
}
