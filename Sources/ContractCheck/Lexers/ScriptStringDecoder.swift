/// Decodes the content of a JavaScript/TypeScript string or template segment.
///
/// Escapes: `\n \t \r \b \f \v`, `\0` and legacy octal (`\101`), `\xHH`, `\uHHHH` (a surrogate
/// pair written as two escapes becomes one character; a lone surrogate becomes U+FFFD),
/// `\u{…}`, a line continuation (backslash then a line end, which disappears), and any other
/// `\c` as `c`. In templates a raw `\r\n` or `\r` is `\n`, as the language defines.
enum ScriptStringDecoder {
    static func decode(_ bytes: [UInt8], _ range: Range<Int>, template: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            if template && byte == ByteClass.carriageReturn {
                out.append(ByteClass.newline)
                index += (index + 1 < end && bytes[index + 1] == ByteClass.newline) ? 2 : 1
                continue
            }
            guard byte == ByteClass.backslash, index + 1 < end else {
                out.append(byte)
                index += 1
                continue
            }
            index = decodeEscape(bytes, at: index + 1, end: end, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes the escape whose first character (after the backslash) is at `offset`; returns
    /// the offset after it.
    private static func decodeEscape(_ bytes: [UInt8], at offset: Int, end: Int, into out: inout [UInt8]) -> Int {
        let escaped = bytes[offset]
        switch escaped {
        case UInt8(ascii: "n"): out.append(ByteClass.newline)
        case UInt8(ascii: "t"): out.append(ByteClass.tab)
        case UInt8(ascii: "r"): out.append(ByteClass.carriageReturn)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "v"): out.append(0x0B)
        case ByteClass.newline: break
        case ByteClass.carriageReturn:
            return offset + 1 < end && bytes[offset + 1] == ByteClass.newline ? offset + 2 : offset + 1
        case 0xE2
        where offset + 2 < end && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9):
            return offset + 3
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            return octal(bytes, at: offset, end: end, into: &out)
        case UInt8(ascii: "x"):
            if offset + 2 < end, ByteClass.isHexDigit(bytes[offset + 1]), ByteClass.isHexDigit(bytes[offset + 2]) {
                ByteClass.appendUTF8(
                    ByteClass.hexValue(bytes[offset + 1]) * 16 + ByteClass.hexValue(bytes[offset + 2]), to: &out)
                return offset + 3
            }
            out.append(escaped)
        case UInt8(ascii: "u"):
            return unicode(bytes, at: offset, end: end, into: &out)
        default:
            out.append(escaped)
        }
        return offset + 1
    }

    /// `\0`, or legacy octal `\1`…`\377`.
    private static func octal(_ bytes: [UInt8], at offset: Int, end: Int, into out: inout [UInt8]) -> Int {
        var value: UInt32 = 0
        var index = offset
        let limit = bytes[offset] <= UInt8(ascii: "3") ? offset + 3 : offset + 2
        while index < end && index < limit && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "7") {
            value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        ByteClass.appendUTF8(value, to: &out)
        return index
    }

    /// `\u{…}` or `\uHHHH` (joining a following low-surrogate escape) at the `u`.
    private static func unicode(_ bytes: [UInt8], at offset: Int, end: Int, into out: inout [UInt8]) -> Int {
        if let (value, next) = SwiftStringDecoder.braceScalar(bytes, from: offset + 1, end: end) {
            ByteClass.appendUTF8(value, to: &out)
            return next
        }
        guard let (value, next) = ByteClass.utf16Escape(bytes, at: offset + 1, end: end) else {
            out.append(bytes[offset])
            return offset + 1
        }
        ByteClass.appendUTF8(value, to: &out)
        return next
    }
}
