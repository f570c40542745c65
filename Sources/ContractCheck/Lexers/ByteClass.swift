/// Byte classes shared by the lexers. Every byte at or above 0x80 (UTF-8 lead and continuation
/// bytes, and invalid ones) counts as an identifier character: both languages accept Unicode
/// letters in names, and treating stray bytes the same keeps lexing total.
enum ByteClass {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backtick = UInt8(ascii: "`")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let underscore = UInt8(ascii: "_")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let equals = UInt8(ascii: "=")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let exclamation = UInt8(ascii: "!")
    static let colon = UInt8(ascii: ":")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// A byte that can start a name: a letter, `_`, `$` or any non-ASCII byte.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == underscore || byte == dollar || byte >= 0x80
    }

    /// A byte that can continue a name.
    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// Space or tab: the whitespace of indentation.
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Whitespace between tokens (newlines included; vertical tab, form feed, NUL too, so that
    /// stray control bytes never stop the lexer).
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
            || byte == 0x0B || byte == 0x0C || byte == 0
    }

    /// The value of a hex digit (0 for anything else).
    static func hexValue(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return 0
        }
    }

    /// Appends the UTF-8 encoding of `value`, or of U+FFFD when it is no Unicode scalar.
    static func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// The scalar of the four hex digits `XXXX` at `offset` (after a `\u`), joined with a
    /// following `\uXXXX` low surrogate when it is a high one, and the offset after what was
    /// read; nil when four hex digits do not follow. Kotlin and TypeScript strings escape alike.
    static func utf16Escape(_ bytes: [UInt8], at offset: Int, end: Int) -> (UInt32, Int)? {
        guard let high = fourHex(bytes, at: offset, end: end) else { return nil }
        let next = offset + 4
        if (0xD800...0xDBFF).contains(high), next + 1 < end, bytes[next] == backslash,
            bytes[next + 1] == UInt8(ascii: "u"), let low = fourHex(bytes, at: next + 2, end: end),
            (0xDC00...0xDFFF).contains(low)
        {
            return (0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), next + 6)
        }
        return (high, next)
    }

    /// The value of the four hex digits at `offset`, nil when four do not follow before `end`.
    private static func fourHex(_ bytes: [UInt8], at offset: Int, end: Int) -> UInt32? {
        guard offset + 4 <= end else { return nil }
        var value: UInt32 = 0
        for index in offset..<(offset + 4) {
            guard isHexDigit(bytes[index]) else { return nil }
            value = value * 16 + hexValue(bytes[index])
        }
        return value
    }
}
