/// Parses the index header and entries (versions 2, 3 and 4), recording where each entry starts
/// (and, for version 4, its expanded path). Every read is checked against the end of the entry
/// area (the file minus its 20-byte checksum).
enum IndexEntryParser {
    /// The result of a parse. `expandedPaths` (version 4 only) is allocated here and handed to
    /// the caller, which frees it.
    struct Result {
        var version: Int
        /// Where each entry's fixed fields start.
        var entryOffsets: [UInt32]
        /// Version 4: where each expanded path is in `expandedPaths`.
        var pathLocations: [IndexPathLocation] = []
        var expandedPaths: UnsafeMutableRawPointer?
        var extensionsOffset: Int
        /// The bytes read ahead of the walk (see `readAhead`), kept so the reads are not optimised away.
        var readAheadSum: UInt8 = 0
        /// Whether some entry is intent-to-add (`git add -N`), seen in the flags the walk reads anyway.
        var hasIntentToAdd = false
    }

    /// How far ahead of the entry being parsed a byte is read. The walk is a chain of dependent
    /// loads (each entry's length says where the next one starts), so the processor cannot
    /// fetch ahead by itself; touching the file 8 KiB ahead overlaps those memory fetches with the
    /// walk (measured: 10.5 ms → 7.4 ms for the entries of a 400,000-file index).
    static let readAhead = 8192

    /// The bytes of the fixed fields before the flags: ctime, mtime, dev, ino, mode, uid, gid,
    /// size (10 × 4) and the SHA-1 id (20).
    static let fixedFields = 60
    /// The SHA-1 checksum at the end of the file.
    static let checksumSize = 20
    /// `flags`: the entry has a second, extended flags word (version 3 and later).
    static let extendedFlag: UInt16 = 0x4000
    /// The extended flag of an intent-to-add entry.
    static let intentToAddFlag: UInt16 = 0x2000
    /// The extended flags git defines: skip-worktree and intent-to-add.
    static let knownExtendedFlags: UInt16 = 0x6000
    /// The 12-bit path length field; 0xFFF means "this long or longer".
    static let lengthMask: UInt16 = 0x0FFF

    static func parse(base: UnsafeRawPointer, count: Int, path: String) throws(ContractCheckError) -> Result {
        guard count <= Int(UInt32.max) else {
            throw .indexUnsupported(path: path, feature: "a size over 4 GiB")
        }
        let end = count - checksumSize
        var header = ByteCursor(base: base, offset: 0, end: max(0, end), path: path)
        try header.require(12, "the header")
        guard base.loadUnaligned(as: UInt32.self) == UInt32(bigEndian: 0x4449_5243) else {
            throw header.malformed("the signature is not DIRC")
        }
        header.offset = 4
        let version = Int(try header.uint32("the version"))
        let entryCount = Int(try header.uint32("the entry count"))
        guard (2...4).contains(version) else {
            throw .indexUnsupported(path: path, feature: "index format version \(version)")
        }
        // Each entry takes at least 62 bytes, so a count the file cannot hold is corrupt (and
        // is not used to size an allocation).
        guard entryCount <= (end - 12) / 62 else {
            throw header.malformed("the header announces \(entryCount) entries, more than the file can hold")
        }
        if version == 4 {
            return try parseVersion4(base: base, end: end, entryCount: entryCount, path: path)
        }
        return try parseVersion2Or3(base: base, end: end, version: version, entryCount: entryCount, path: path)
    }

    /// Versions 2 and 3: whole paths, each entry NUL-padded to a multiple of eight bytes. This
    /// loop touches every entry of the file, so it is written to do little per entry: one
    /// flags word, the NUL after the path, no allocation. Modes are checked where entries are
    /// used (`IndexFile.mode(_:)`).
    static func parseVersion2Or3(base: UnsafeRawPointer, end: Int, version: Int, entryCount: Int, path: String)
        throws(ContractCheckError) -> Result
    {
        var failure: (offset: Int, message: String)?
        var offset = 12
        var readAheadSum: UInt8 = 0
        var extendedSeen: UInt16 = 0
        let entryOffsets = [UInt32](unsafeUninitializedCapacity: entryCount) { buffer, initialized in
            for position in 0..<entryCount {
                if end &- offset > readAhead {
                    readAheadSum &+= base.load(fromByteOffset: offset &+ readAhead, as: UInt8.self)
                }
                guard end &- offset >= fixedFields &+ 2 else {
                    failure = (offset, "the file ends inside an entry")
                    return
                }
                let flags = UInt16(
                    bigEndian: base.loadUnaligned(fromByteOffset: offset &+ fixedFields, as: UInt16.self))
                var pathStart = offset &+ fixedFields &+ 2
                if flags & extendedFlag != 0 {
                    guard end &- pathStart >= 2 else {
                        failure = (pathStart, "the file ends inside an entry's extended flags")
                        return
                    }
                    let extended = UInt16(bigEndian: base.loadUnaligned(fromByteOffset: pathStart, as: UInt16.self))
                    guard extended & ~knownExtendedFlags == 0 else {
                        failure = (pathStart, "an entry has unknown extended flags 0x\(String(extended, radix: 16))")
                        return
                    }
                    extendedSeen |= extended
                    pathStart &+= 2
                }
                var length = Int(flags & lengthMask)
                if length == Int(lengthMask) {
                    // 4095 bytes or more: the real length is up to the NUL.
                    guard end &- pathStart > length,
                        let nul = Memory.findByte(base + pathStart + length, 0, end - pathStart - length)
                    else {
                        failure = (pathStart, "a long path is not NUL-terminated before the end of the entries")
                        return
                    }
                    length = base.distance(to: UnsafeRawPointer(nul)) - pathStart
                }
                guard length > 0, end &- pathStart > length,
                    base.load(fromByteOffset: pathStart &+ length, as: UInt8.self) == 0
                else {
                    failure = (
                        pathStart,
                        "an entry's path (\(length) bytes) is empty, not NUL-terminated or runs past the entries"
                    )
                    return
                }
                // The entry is padded with 1-8 NULs to a multiple of eight bytes.
                let size = (pathStart &- offset &+ length &+ 8) & ~7
                guard size <= end &- offset else {
                    failure = (offset, "the file ends inside an entry's padding")
                    return
                }
                (buffer.baseAddress! + position).initialize(to: UInt32(truncatingIfNeeded: offset))
                initialized = position &+ 1
                offset &+= size
            }
        }
        if let failure { throw .indexFormat(path: path, offset: failure.offset, message: failure.message) }
        return Result(
            version: version, entryOffsets: entryOffsets, extensionsOffset: offset, readAheadSum: readAheadSum,
            hasIntentToAdd: extendedSeen & intentToAddFlag != 0)
    }

    /// Version 4: no padding, and each path is "drop N bytes from the previous path, append
    /// this NUL-terminated string".
    static func parseVersion4(base: UnsafeRawPointer, end: Int, entryCount: Int, path: String)
        throws(ContractCheckError) -> Result
    {
        var entryOffsets: [UInt32] = []
        entryOffsets.reserveCapacity(entryCount)
        var pathLocations: [IndexPathLocation] = []
        pathLocations.reserveCapacity(entryCount)
        var capacity = max(4096, entryCount * 64)
        var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        var used = 0
        var previousStart = 0
        var previousLength = 0
        var cursor = ByteCursor(base: base, offset: 12, end: end, path: path)
        var extendedSeen: UInt16 = 0
        do throws(ContractCheckError) {
            for _ in 0..<entryCount {
                let entry = cursor.offset
                try cursor.require(fixedFields + 2, "an entry")
                let flags = UInt16(bigEndian: base.loadUnaligned(fromByteOffset: entry + fixedFields, as: UInt16.self))
                cursor.offset += fixedFields + 2
                if flags & extendedFlag != 0 {
                    extendedSeen |= try checkExtendedFlags(base: base, at: cursor.offset, end: end, path: path)
                    cursor.offset += 2
                }
                let strip = try cursor.varint("a path prefix length")
                guard strip <= previousLength else {
                    throw cursor.malformed("a path drops \(strip) bytes of a \(previousLength)-byte previous path")
                }
                let suffix = try cursor.cString("a path")
                let kept = previousLength - strip
                let length = kept + suffix.length
                let declared = Int(flags & lengthMask)
                guard length > 0, declared == Int(lengthMask) ? length >= declared : length == declared else {
                    throw .indexFormat(
                        path: path, offset: entry,
                        message: "an entry's path is \(length) bytes but its flags say \(declared)")
                }
                if used + length > capacity {
                    capacity = max(capacity * 2, used + length)
                    let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
                    grown.copyMemory(from: buffer, byteCount: used)
                    buffer.deallocate()
                    buffer = grown
                }
                if kept > 0 { (buffer + used).copyMemory(from: buffer + previousStart, byteCount: kept) }
                if suffix.length > 0 {
                    (buffer + used + kept).copyMemory(from: base + suffix.start, byteCount: suffix.length)
                }
                if !entryOffsets.isEmpty,
                    IndexFile.compare(
                        UnsafeRawBufferPointer(start: buffer + previousStart, count: previousLength),
                        UnsafeRawBufferPointer(start: buffer + used, count: length)) > 0
                {
                    throw .indexFormat(path: path, offset: entry, message: "the entries are not sorted by path")
                }
                guard used <= Int(UInt32.max) else {
                    throw .indexUnsupported(path: path, feature: "more than 4 GiB of paths")
                }
                entryOffsets.append(UInt32(entry))
                pathLocations.append(IndexPathLocation(start: UInt32(used), length: UInt32(length)))
                previousStart = used
                previousLength = length
                used += length
            }
        } catch {
            buffer.deallocate()
            throw error
        }
        return Result(
            version: 4, entryOffsets: entryOffsets, pathLocations: pathLocations, expandedPaths: buffer,
            extensionsOffset: cursor.offset, hasIntentToAdd: extendedSeen & intentToAddFlag != 0)
    }

    /// The second flags word may only hold the bits git defines (git refuses others too).
    @inline(__always)
    @discardableResult
    static func checkExtendedFlags(
        base: UnsafeRawPointer, at offset: Int, end: Int, path: String
    ) throws(ContractCheckError) -> UInt16 {
        guard end - offset >= 2 else {
            throw .indexFormat(path: path, offset: offset, message: "the file ends inside an entry's extended flags")
        }
        let extended = UInt16(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
        guard extended & ~knownExtendedFlags == 0 else {
            throw .indexFormat(
                path: path, offset: offset,
                message: "an entry has unknown extended flags 0x\(String(extended, radix: 16))")
        }
        return extended
    }

    /// The mode of the entry at `entry`. Regular files, symbolic links and gitlinks are what git
    /// writes; a directory entry is a sparse index's (normally announced by its `sdir` extension).
    @inline(__always)
    static func checkedMode(base: UnsafeRawPointer, entry: Int, path: String) throws(ContractCheckError) -> UInt32 {
        let mode = UInt32(bigEndian: base.loadUnaligned(fromByteOffset: entry + 24, as: UInt32.self))
        switch mode & 0o170000 {
        case 0o100000, 0o120000, 0o160000:
            return mode
        case 0o040000:
            throw .indexUnsupported(path: path, feature: "sparse directory entries")
        default:
            throw .indexFormat(
                path: path, offset: entry + 24,
                message:
                    "an entry has the mode \(String(mode, radix: 8)), which is not a file, symbolic link or gitlink")
        }
    }
}
