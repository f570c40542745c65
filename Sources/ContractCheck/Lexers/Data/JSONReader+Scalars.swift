/// JSON's strings and numbers, read in place: a string without escapes is decoded straight from
/// the file's bytes (its UTF-8 checked as it is passed), one with escapes through `decoded`.
extension JSONReader {
    /// The string whose opening quote is at `offset`, decoded; `offset` ends past its closing quote.
    mutating func string() throws(Refusal) -> String {
        offset += 1
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw controlCharacter(byte) }
            offset += byte < 0x80 ? 1 : try sequenceLength()
        }
        throw refusal("it is not JSON: it ends inside a string")
    }

    /// The rest of a string that holds an escape, from its first content byte at `start`.
    private mutating func escapedString(from start: Int) throws(Refusal) -> String {
        decoded.removeAll(keepingCapacity: true)
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw controlCharacter(byte)
            case 0x80...:
                let length = try sequenceLength()
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]))
                offset += length
            default:
                decoded.append(byte)
                offset += 1
            }
        }
        throw refusal("it is not JSON: it ends inside a string")
    }

    /// The escape at `offset` (its backslash), decoded into `decoded`.
    private mutating func escape() throws(Refusal) {
        guard offset + 1 < bytes.count else { throw refusal("it is not JSON: it ends inside a string") }
        let letter = bytes[offset + 1]
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            offset += 2
            return
        }
        guard letter == UInt8(ascii: "u") else {
            let shown =
                letter >= 0x20 && letter < 0x7F ? "\\\(Character(Unicode.Scalar(letter)))" : "\\ and \(hex(letter))"
            throw refusal("it is not JSON: \(shown) is not a JSON escape")
        }
        var value = try hexQuad(at: offset + 2)
        offset += 6
        if (0xD800...0xDBFF).contains(value), bytes[offset...].starts(with: [0x5C, 0x75]),
            case let low = try hexQuad(at: offset + 2), (0xDC00...0xDFFF).contains(low)
        {
            value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
            offset += 6
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw refusal("it is not JSON: the escape \\u\(hexQuadText(value)) is half a surrogate pair")
        }
        decoded.append(contentsOf: scalar.utf8)
    }

    /// The four hex digits at `index` (after `\u`).
    private func hexQuad(at index: Int) throws(Refusal) -> UInt32 {
        guard index + 4 <= bytes.count else { throw refusal("it is not JSON: it ends inside a string") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw refusal("it is not JSON: \\u is not followed by four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func hexQuadText(_ value: UInt32) -> String {
        String(hex(UInt8(value >> 8)).dropFirst(2) + hex(UInt8(value & 0xFF)).dropFirst(2))
    }

    /// The length of the UTF-8 sequence at `offset` (its lead byte is not ASCII), refusing one
    /// that is not well-formed (Unicode's table 3-7: no overlong form, no surrogate, nothing past
    /// U+10FFFF).
    private func sequenceLength() throws(Refusal) -> Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: throw refusal("it is not UTF-8 (the byte \(hex(lead)))")
        }
        guard offset + length <= bytes.count else { throw refusal("it is not UTF-8 (it ends inside a character)") }
        let second = bytes[offset + 1]
        guard second >= low, second <= high,
            bytes[offset + 2..<offset + length].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { throw refusal("it is not UTF-8 (the byte \(hex(lead)) starts no character)") }
        return length
    }

    private func controlCharacter(_ byte: UInt8) -> Refusal {
        refusal("it is not JSON: a string holds the control character \(hex(byte)) unescaped")
    }

    /// The number at `offset` as written (RFC 8259's grammar, as `NumberGrammar` checks it).
    mutating func number() throws(Refusal) -> String {
        let start = offset
        if at(UInt8(ascii: "-")) { offset += 1 }
        if at(UInt8(ascii: "0")) {
            offset += 1
        } else {
            guard digits() > 0 else { throw unexpected("a digit") }
        }
        if at(UInt8(ascii: ".")) {
            offset += 1
            guard digits() > 0 else { throw unexpected("a digit") }
        }
        if at(UInt8(ascii: "e")) || at(UInt8(ascii: "E")) {
            offset += 1
            if at(UInt8(ascii: "+")) || at(UInt8(ascii: "-")) { offset += 1 }
            guard digits() > 0 else { throw unexpected("a digit") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// Skips decimal digits; how many.
    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            offset += 1
        }
        return offset - start
    }
}
