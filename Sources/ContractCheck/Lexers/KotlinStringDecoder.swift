/// Decodes the content of a Kotlin string segment or character literal.
///
/// Escapes, as Kotlin defines them: `\t \b \n \r \' \" \\ \$` and `\uXXXX` (exactly four hex
/// digits; a surrogate pair written as two escapes becomes one character, a lone surrogate
/// U+FFFD). Any other backslash is kept as written with what follows it (the compiler rejects it,
/// so it never reaches a real program). Raw strings have no escapes: their content is as
/// written, except that a `\r\n` or lone `\r` line end is `\n`, as the compiler reads the file.
enum KotlinStringDecoder {
    /// A segment of a `"…"` string or a character literal's content, escapes decoded.
    static func decode(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            guard byte == ByteClass.backslash, index + 1 < end else {
                out.append(byte)
                index += 1
                continue
            }
            index = decodeEscape(bytes, backslash: index, end: end, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A segment of a raw `"""…"""` string: as written, line ends as `\n`.
    static func raw(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        guard bytes[range].contains(ByteClass.carriageReturn) else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            index += 1
            if byte == ByteClass.carriageReturn {
                out.append(ByteClass.newline)
                if index < range.upperBound && bytes[index] == ByteClass.newline { index += 1 }
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes the escape at `backslash` (which has a byte after it before `end`); returns the
    /// offset after it.
    private static func decodeEscape(_ bytes: [UInt8], backslash: Int, end: Int, into out: inout [UInt8]) -> Int {
        let escaped = bytes[backslash + 1]
        switch escaped {
        case UInt8(ascii: "t"): out.append(ByteClass.tab)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "n"): out.append(ByteClass.newline)
        case UInt8(ascii: "r"): out.append(ByteClass.carriageReturn)
        case ByteClass.apostrophe, ByteClass.quote, ByteClass.backslash, ByteClass.dollar: out.append(escaped)
        case UInt8(ascii: "u"):
            if let (value, next) = ByteClass.utf16Escape(bytes, at: backslash + 2, end: end) {
                ByteClass.appendUTF8(value, to: &out)
                return next
            }
            out.append(contentsOf: [ByteClass.backslash, escaped])
        default:
            out.append(contentsOf: [ByteClass.backslash, escaped])
        }
        return backslash + 2
    }
}
