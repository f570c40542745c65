/// JSON's strings and numbers passed over, checked as `JSONReader` checks them (its escapes,
/// surrogate pairs, UTF-8 and number grammar), decoding nothing.
extension JSONSkipper {
    /// The string whose opening quote is at `offset`; `offset` ends past its closing quote.
    mutating func string() throws(Refused) {
        offset += 1
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"): try escape()
            case 0..<0x20: throw Refused()
            case 0x80...: offset += try sequenceLength()
            default: offset += 1
            }
        }
        throw Refused()
    }

    /// The escape at `offset` (its backslash): a letter JSON knows, or `\u` and four hex digits
    /// that are no half of a surrogate pair (a high one followed by `\u` and a low one is a pair).
    private mutating func escape() throws(Refused) {
        guard offset + 1 < bytes.count else { throw Refused() }
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 2
            return
        case UInt8(ascii: "u"): break
        default: throw Refused()
        }
        let value = try hexQuad(at: offset + 2)
        offset += 6
        if (0xD800...0xDBFF).contains(value), bytes[offset...].starts(with: [0x5C, 0x75]) {
            let low = try hexQuad(at: offset + 2)
            guard (0xDC00...0xDFFF).contains(low) else { throw Refused() }
            offset += 6
            return
        }
        guard !(0xD800...0xDFFF).contains(value) else { throw Refused() }
    }

    /// The four hex digits at `index`.
    private func hexQuad(at index: Int) throws(Refused) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Refused() }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Refused()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (Unicode's table 3-7).
    private func sequenceLength() throws(Refused) -> Int {
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
        default: throw Refused()
        }
        guard offset + length <= bytes.count else { throw Refused() }
        let second = bytes[offset + 1]
        guard second >= low, second <= high, bytes[offset + 2..<offset + length].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { throw Refused() }
        return length
    }

    /// The number at `offset` (RFC 8259's grammar).
    mutating func number() throws(Refused) {
        if at(UInt8(ascii: "-")) { offset += 1 }
        if at(UInt8(ascii: "0")) {
            offset += 1
        } else {
            guard digits() > 0 else { throw Refused() }
        }
        if at(UInt8(ascii: ".")) {
            offset += 1
            guard digits() > 0 else { throw Refused() }
        }
        if at(UInt8(ascii: "e")) || at(UInt8(ascii: "E")) {
            offset += 1
            if at(UInt8(ascii: "+")) || at(UInt8(ascii: "-")) { offset += 1 }
            guard digits() > 0 else { throw Refused() }
        }
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            offset += 1
        }
        return offset - start
    }
}
