/// Decodes a segment of a Swift string literal: escapes, and for multi-line literals the
/// indentation stripping and line continuations.
///
/// Escapes (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`) count only with the literal's
/// number of `#` between the backslash and the escaped character (`\#n` in `#"…"#`); anything
/// else is content as written. An invalid escape is kept as written (the compiler rejects it, so
/// it never reaches a real program).
///
/// Multi-line literals follow Swift's rule: every line loses the closing delimiter's indentation
/// (a whitespace-only line may be shorter and becomes empty), `\r\n` becomes `\n`, and a backslash
/// (with the `#`s) followed by optional blanks and a line end joins the next line, whose
/// indentation is stripped too.
enum SwiftStringDecoder {
    /// How a multi-line segment is laid out.
    struct Multiline {
        /// The closing delimiter's indentation: offsets into the source.
        var indentation: Range<Int>
        /// Whether the segment starts at the beginning of a content line (the first segment; a
        /// segment after an interpolation starts mid-line).
        var atLineStart: Bool
    }

    static func decode(_ bytes: [UInt8], _ range: Range<Int>, hashes: Int, multiline: Multiline?) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        let end = range.upperBound
        var lineStart = multiline?.atLineStart ?? false
        while index < end {
            if lineStart, let multiline {
                index = skipIndentation(bytes, from: index, end: end, indentation: multiline.indentation)
                lineStart = false
                continue
            }
            let byte = bytes[index]
            if multiline != nil && (byte == ByteClass.newline || byte == ByteClass.carriageReturn) {
                out.append(ByteClass.newline)
                index +=
                    (byte == ByteClass.carriageReturn && index + 1 < end && bytes[index + 1] == ByteClass.newline)
                    ? 2 : 1
                lineStart = true
                continue
            }
            guard byte == ByteClass.backslash, hashesAt(bytes, index + 1, count: hashes, end: end),
                index + 1 + hashes < end
            else {
                out.append(byte)
                index += 1
                continue
            }
            let escaped = index + 1 + hashes
            if multiline != nil, let next = continuationEnd(bytes, from: escaped, end: end) {
                index = next
                lineStart = true
                continue
            }
            index = decodeEscape(bytes, backslash: index, escaped: escaped, end: end, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `count` `#` characters start at `offset`, before `end`.
    static func hashesAt(_ bytes: [UInt8], _ offset: Int, count: Int, end: Int) -> Bool {
        guard offset + count <= end else { return false }
        var index = offset
        while index < offset + count {
            if bytes[index] != ByteClass.hash { return false }
            index += 1
        }
        return true
    }

    /// Decodes the escape whose character is at `escaped`; returns the offset after it.
    private static func decodeEscape(_ bytes: [UInt8], backslash: Int, escaped: Int, end: Int, into out: inout [UInt8])
        -> Int
    {
        switch bytes[escaped] {
        case UInt8(ascii: "n"): out.append(ByteClass.newline)
        case UInt8(ascii: "t"): out.append(ByteClass.tab)
        case UInt8(ascii: "r"): out.append(ByteClass.carriageReturn)
        case UInt8(ascii: "0"): out.append(0)
        case ByteClass.backslash, ByteClass.quote, ByteClass.apostrophe: out.append(bytes[escaped])
        case UInt8(ascii: "u"):
            if let (value, next) = braceScalar(bytes, from: escaped + 1, end: end) {
                ByteClass.appendUTF8(value, to: &out)
                return next
            }
            out.append(contentsOf: bytes[backslash...escaped])
        default:
            out.append(contentsOf: bytes[backslash...escaped])
        }
        return escaped + 1
    }

    /// `{1F600}` at `offset` (1 to 8 hex digits): the value and the offset after `}`.
    static func braceScalar(_ bytes: [UInt8], from offset: Int, end: Int) -> (UInt32, Int)? {
        guard offset < end, bytes[offset] == ByteClass.openBrace else { return nil }
        var index = offset + 1
        var value: UInt32 = 0
        while index < end && index - offset <= 8 && ByteClass.isHexDigit(bytes[index]) {
            value = value &* 16 &+ ByteClass.hexValue(bytes[index])
            index += 1
        }
        guard index > offset + 1, index < end, bytes[index] == ByteClass.closeBrace else { return nil }
        return (value, index + 1)
    }

    /// If blanks and then a line end start at `offset`, the offset after that line end.
    private static func continuationEnd(_ bytes: [UInt8], from offset: Int, end: Int) -> Int? {
        var index = offset
        while index < end && ByteClass.isBlank(bytes[index]) { index += 1 }
        guard index < end else { return nil }
        if bytes[index] == ByteClass.newline { return index + 1 }
        if bytes[index] == ByteClass.carriageReturn {
            return index + 1 < end && bytes[index + 1] == ByteClass.newline ? index + 2 : index + 1
        }
        return nil
    }

    /// Skips the indentation at a line start: all of it when the line has it, else the blanks
    /// the line shares with it (a shorter whitespace-only line).
    private static func skipIndentation(_ bytes: [UInt8], from offset: Int, end: Int, indentation: Range<Int>) -> Int {
        var index = offset
        var expected = indentation.lowerBound
        while index < end && expected < indentation.upperBound && bytes[index] == bytes[expected] {
            index += 1
            expected += 1
        }
        return index
    }
}
