/// Turns libyaml's character offsets into lines and UTF-8 byte columns, the way every other
/// position is counted (`SourceToken`): lines end at `\n` only (libyaml also ends them at `\r`,
/// NEL, LS and PS). Offsets are mostly asked in increasing order, so a cursor walks the bytes
/// forward once, counting lines as it goes; a smaller offset starts the walk again from the top.
/// (A byte order mark is one character to libyaml, as to this walk.)
struct DataPositions {
    private let bytes: [UInt8]
    private var character = 0
    private var offset = 0
    private var line = 1
    /// The byte offset of the cursor's line's first byte.
    private var lineStart = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line and byte column of the character at `index`.
    mutating func position(ofCharacter index: Int) -> SourcePosition {
        if index < character {
            character = 0
            offset = 0
            line = 1
            lineStart = 0
        }
        bytes.withUnsafeBufferPointer { buffer in
            while character < index, offset < buffer.count {
                let byte = buffer[offset]
                offset += Self.width(byte)
                character += 1
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset
                }
            }
        }
        return SourcePosition(line: line, column: min(offset, bytes.count) - lineStart + 1)
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
