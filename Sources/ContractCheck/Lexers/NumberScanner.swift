/// Finds where a number literal ends, for both languages.
///
/// A number is a run of letters, digits and `_` (covering `1_500`, `0x1F`, `0b101`, `10n`), a
/// fraction `.` when a digit follows (a hex float's `.` only when a `p` exponent follows, so
/// `0xFF.description` stays a member access), and a sign right after an exponent letter (`e`, or
/// `p` in hex). Malformed numbers end somewhere harmless; they are never an error.
enum NumberScanner {
    /// The offset just past the number that starts at `start` (a digit, or `.` then a digit).
    static func end(of bytes: [UInt8], from start: Int) -> Int {
        let count = bytes.count
        var index = start
        let isHex =
            index + 1 < count && bytes[index] == UInt8(ascii: "0")
            && (bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "X"))
        var seenDot = false
        if index < count && bytes[index] == ByteClass.dot {
            seenDot = true
            index += 1
        }
        while index < count {
            let byte = bytes[index]
            if ByteClass.isLetter(byte) || ByteClass.isDigit(byte) || byte == ByteClass.underscore {
                index += 1
            } else if (byte == ByteClass.plus || byte == ByteClass.minus) && isExponent(bytes[index - 1], hex: isHex)
                && index - 1 > start && index + 1 < count && ByteClass.isDigit(bytes[index + 1])
            {
                index += 1
            } else if byte == ByteClass.dot && !seenDot && fractionFollows(bytes, dot: index, hex: isHex) {
                seenDot = true
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// `e`/`E`, or `p`/`P` in a hex literal.
    private static func isExponent(_ byte: UInt8, hex: Bool) -> Bool {
        hex
            ? (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))
            : (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
    }

    /// Whether the `.` at `dot` starts a fraction: a digit follows; in hex, hex digits and then a
    /// `p` exponent.
    private static func fractionFollows(_ bytes: [UInt8], dot: Int, hex: Bool) -> Bool {
        let count = bytes.count
        guard dot + 1 < count else { return false }
        guard hex else { return ByteClass.isDigit(bytes[dot + 1]) }
        var index = dot + 1
        guard ByteClass.isHexDigit(bytes[index]) else { return false }
        while index < count && (ByteClass.isHexDigit(bytes[index]) || bytes[index] == ByteClass.underscore) {
            index += 1
        }
        return index < count && (bytes[index] == UInt8(ascii: "p") || bytes[index] == UInt8(ascii: "P"))
    }
}
