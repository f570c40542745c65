/// The steps of a pointer through checked JSON.
extension JSONSkipper {
    mutating func move(to mark: JSONMark) {
        offset = mark.offset
        line = mark.line
        lineStart = mark.lineStart
        lexemes = mark.lexemes
    }

    /// Where the value of the last entry of `wanted` starts in the object at `offset`, `depth` deep.
    mutating func entry(_ wanted: String, depth: Int) throws(Refused) -> JSONMark? {
        let ascii = wanted.utf8.allSatisfy { $0 < 0x80 }
        var found: JSONMark?
        lexemes += 1
        offset += 1
        skipWhitespace()
        guard !at(UInt8(ascii: "}")) else { return nil }
        while true {
            skipWhitespace()
            let keyMark = mark(depth: depth + 1)
            let quote = try key(depth: depth)
            let raw = UnsafeBufferPointer(rebasing: bytes[keyMark.offset + 1..<quote])
            if Self.same(raw, wanted, ascii: ascii, bytes: bytes, at: keyMark) { found = mark(depth: depth + 1) }
            try value(depth: depth + 1)
            skipWhitespace()
            guard at(UInt8(ascii: ",")) else { break }
            offset += 1
        }
        return found
    }

    /// True when the key written as `raw` (between its quotes) is `key` as Swift compares strings:
    /// bytes compared when both are ASCII without an escape, else the decoded key.
    private static func same(
        _ raw: UnsafeBufferPointer<UInt8>, _ key: String, ascii: Bool, bytes: UnsafeBufferPointer<UInt8>,
        at mark: JSONMark
    ) -> Bool {
        if ascii, raw.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\\") }) {
            return raw.elementsEqual(key.utf8)
        }
        return JSONReader.value(at: mark, in: bytes)?.scalar?.text == key
    }

    /// Where the item at `index` starts in the array at `offset`, `depth` deep.
    mutating func item(_ index: Int, depth: Int) throws(Refused) -> JSONMark? {
        lexemes += 1
        offset += 1
        skipWhitespace()
        guard !at(UInt8(ascii: "]")) else { return nil }
        var position = 0
        while true {
            skipWhitespace()
            if position == index { return mark(depth: depth + 1) }
            try value(depth: depth + 1)
            skipWhitespace()
            guard at(UInt8(ascii: ",")) else { return nil }
            offset += 1
            position += 1
        }
    }
}
