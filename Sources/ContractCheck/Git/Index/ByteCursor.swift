/// Reads big-endian numbers, ids and strings from a byte range, checking every read against the
/// end of the range, so a truncated or corrupt index throws instead of reading past the mapping.
struct ByteCursor {
    /// The start of the whole file (offsets in errors are relative to it).
    let base: UnsafeRawPointer
    /// The current position, as an offset from `base`.
    var offset: Int
    /// The first offset that may not be read.
    let end: Int
    /// The index file's path, for errors.
    let path: String

    init(base: UnsafeRawPointer, offset: Int, end: Int, path: String) {
        self.base = base
        self.offset = offset
        self.end = end
        self.path = path
    }

    /// Bytes left before `end`.
    var remaining: Int { end - offset }

    /// The error for a malformed file at the current position.
    func malformed(_ message: String, at position: Int? = nil) -> ContractCheckError {
        .indexFormat(path: path, offset: position ?? offset, message: message)
    }

    /// Throws unless `count` more bytes can be read; `what` names them in the error.
    func require(_ count: Int, _ what: String) throws(ContractCheckError) {
        guard count >= 0, count <= end - offset else {
            throw malformed("the file ends inside \(what) (\(count) bytes needed, \(max(0, end - offset)) left)")
        }
    }

    mutating func uint32(_ what: String) throws(ContractCheckError) -> UInt32 {
        try require(4, what)
        let value = UInt32(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        offset += 4
        return value
    }

    /// A NUL-terminated string: returns its start offset and length and moves past the NUL.
    mutating func cString(_ what: String) throws(ContractCheckError) -> (start: Int, length: Int) {
        let start = offset
        guard remaining > 0, let nul = Memory.findByte(base + offset, 0, remaining) else {
            throw malformed("\(what) is not NUL-terminated before the end of its section")
        }
        let length = base.distance(to: UnsafeRawPointer(nul)) - offset
        offset += length + 1
        return (start, length)
    }

    /// git's variable-width integer (the OFS_DELTA encoding), as index v4 stores path prefixes.
    mutating func varint(_ what: String) throws(ContractCheckError) -> Int {
        try require(1, what)
        var byte = base.load(fromByteOffset: offset, as: UInt8.self)
        offset += 1
        var value = Int(byte & 0x7F)
        while byte & 0x80 != 0 {
            try require(1, what)
            byte = base.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
            guard value < (Int.max >> 8) else { throw malformed("\(what) is too large") }
            value = ((value + 1) << 7) | Int(byte & 0x7F)
        }
        return value
    }
}
