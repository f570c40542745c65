/// A SHA-1 object id, stored as three integers so that comparing and hashing are cheap.
package struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var middle: UInt64
    var low: UInt32

    /// Reads 20 raw bytes.
    init(bytes pointer: UnsafeRawPointer) {
        high = UInt64(bigEndian: pointer.loadUnaligned(as: UInt64.self))
        middle = UInt64(bigEndian: pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        low = UInt32(bigEndian: pointer.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
    }

    /// Parses 40 hex digits.
    package init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 40 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 20)
        for index in 0..<20 {
            guard let hi = Self.nibble(digits[2 * index]), let lo = Self.nibble(digits[2 * index + 1]) else {
                return nil
            }
            bytes[index] = hi << 4 | lo
        }
        self = bytes.withUnsafeBytes { ObjectID(bytes: $0.baseAddress!) }
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The all-zero id git uses for "no object".
    package static let zero = ObjectID(high: 0, middle: 0, low: 0)

    init(high: UInt64, middle: UInt64, low: UInt32) {
        self.high = high
        self.middle = middle
        self.low = low
    }

    package var description: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(40)
        func put<T: FixedWidthInteger>(_ value: T) {
            var shift = T.bitWidth - 4
            while shift >= 0 {
                out.append(digits[Int((value >> shift) & 0xF)])
                shift -= 4
            }
        }
        put(high)
        put(middle)
        put(low)
        return String(decoding: out, as: UTF8.self)
    }
}
