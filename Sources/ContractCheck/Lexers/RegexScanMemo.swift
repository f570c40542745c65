#if DEBUG
    import AnchorManifest
#endif

/// Remembers where a search for a regex literal's closing `/` already failed, so that repeated
/// attempts on one line (`/[/[/[…` with no `]`) cost linear time instead of quadratic.
///
/// The search from a byte depends only on that byte and whether it is inside a `[…]` class, so
/// every (offset, in-class) pair a failed search passed through fails again (it reaches the same
/// line end or the same rejected `/`); a later search that reaches such a pair stops at once.
/// A failed search walks its path a second time to mark it, and each pair is marked at most
/// once. The flags are allocated on the first failure only.
struct RegexScanMemo {
    private var failed: [UInt8] = []
    private static let outside: UInt8 = 1
    private static let inClass: UInt8 = 2

    /// The offset of the `/` that closes a regex whose body starts at `start`, or nil when the
    /// line (or input) ends first or `accept` rejects that `/` (a language's extra rule; it must
    /// depend on the `/`'s offset only). `\` escapes the next byte; `/` inside `[…]` does not
    /// close.
    mutating func closingSlash(in bytes: [UInt8], bodyStart start: Int, accept: (Int) -> Bool = { _ in true }) -> Int? {
        if let slash = walk(bytes, from: start, marking: false), accept(slash) { return slash }
        _ = walk(bytes, from: start, marking: true)
        return nil
    }

    /// Follows the search from `start` to the first `/` outside a class (its offset), or to a line
    /// end, the input's end or a pair known to fail (nil). With `marking`, marks each pair passed.
    private mutating func walk(_ bytes: [UInt8], from start: Int, marking: Bool) -> Int? {
        if marking && failed.isEmpty { failed = [UInt8](repeating: 0, count: bytes.count) }
        var offset = start
        var inClass = false
        #if DEBUG
            defer { WorkMeter.count(.lexerLookaheadBytes, offset - start) }
        #endif
        while offset < bytes.count {
            let flag = inClass ? Self.inClass : Self.outside
            if offset < failed.count && failed[offset] & flag != 0 { return nil }
            if marking { failed[offset] |= flag }
            let byte = bytes[offset]
            if byte == ByteClass.newline || byte == ByteClass.carriageReturn { return nil }
            if byte == ByteClass.backslash {
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : ByteClass.newline
                if next == ByteClass.newline || next == ByteClass.carriageReturn { return nil }
                offset += 2
                continue
            }
            if inClass {
                if byte == ByteClass.closeBracket { inClass = false }
            } else if byte == ByteClass.openBracket {
                inClass = true
            } else if byte == ByteClass.slash {
                return offset
            }
            offset += 1
        }
        return nil
    }
}
