/// Turns libyaml's character offsets into lines and UTF-8 byte columns, the way every other
/// position is counted (`SourceToken`): lines end at `\n` only (libyaml also ends them at `\r`,
/// NEL, LS and PS). Offsets are mostly asked in increasing order, so a cursor walks the bytes
/// forward once; a smaller offset starts the walk again from the top. (A byte order mark is one
/// character to libyaml, as to this walk.)
struct DataPositions {
    private let bytes: [UInt8]
    /// The byte offset of each line's first byte.
    private let lineStarts: [Int]
    private var character = 0
    private var offset: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
        offset = 0
    }

    /// The byte offset of the character at `index`.
    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if index < character {
            character = 0
            offset = 0
        }
        while character < index, offset < bytes.count {
            offset += Self.width(bytes[offset])
            character += 1
        }
        return min(offset, bytes.count)
    }

    /// The line and byte column of the character at `index`.
    mutating func position(ofCharacter index: Int) -> SourcePosition {
        position(ofByte: byteOffset(ofCharacter: index))
    }

    /// The line and byte column of the byte at `offset`.
    func position(ofByte offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The bytes of the UTF-8 character a lead byte starts (1 for a byte that starts none, as
    /// libyaml refuses such input before any position is asked).
    static func width(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
