/// Whether an index file is the one git wrote: its last 20 bytes are the SHA-1 of everything
/// before them (gitformat-index, "Trailer"). Asked only when contract-check's reader and libgit2
/// both refuse a file, to tell a format they do not read (a split index, some future
/// extension: git wrote it, so git is asked) from damage (a truncated or overwritten file:
/// nobody should judge its bytes). git does not check this on read, libgit2 does.
///
/// SHA-1 is written out here (FIPS 180-4) because neither libgit2 nor Foundation on Linux
/// offers a raw digest; it runs only on that error path.
enum IndexChecksum {
    enum Verdict: Equatable {
        /// The trailer matches: git wrote this file.
        case intact
        /// The trailer is all zeros (`index.skipHash`): nothing to check against.
        case unchecked
        /// The trailer does not match, or the file is too short to have one.
        case damaged
    }

    static func verdict(_ bytes: UnsafeRawBufferPointer) -> Verdict {
        guard bytes.count >= 12 + 20 else { return .damaged }
        let body = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 20)])
        let trailer = Array(bytes[(bytes.count - 20)...])
        if trailer.allSatisfy({ $0 == 0 }) { return .unchecked }
        return sha1(body) == trailer ? .intact : .damaged
    }

    static func verdict(path: String) throws(ContractCheckError) -> Verdict {
        let file = try MappedFile(path: path)
        guard let base = file.base else { return .damaged }
        return verdict(UnsafeRawBufferPointer(start: base, count: file.count))
    }

    /// The SHA-1 digest of `data`.
    static func sha1(_ data: UnsafeRawBufferPointer) -> [UInt8] {
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
        )
        var block = [UInt8](repeating: 0, count: 64)
        var words = [UInt32](repeating: 0, count: 80)
        func compress(_ block: [UInt8]) {
            for t in 0..<16 {
                words[t] =
                    UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2]) << 8
                    | UInt32(block[4 * t + 3])
            }
            for t in 16..<80 {
                let x = words[t - 3] ^ words[t - 8] ^ words[t - 14] ^ words[t - 16]
                words[t] = x << 1 | x >> 31
            }
            var (a, b, c, d, e) = h
            for t in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch t {
                case 0..<20:
                    f = (b & c) | (~b & d)
                    k = 0x5A82_7999
                case 20..<40:
                    f = b ^ c ^ d
                    k = 0x6ED9_EBA1
                case 40..<60:
                    f = (b & c) | (b & d) | (c & d)
                    k = 0x8F1B_BCDC
                default:
                    f = b ^ c ^ d
                    k = 0xCA62_C1D6
                }
                let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[t]
                e = d
                d = c
                c = b << 30 | b >> 2
                b = a
                a = temp
            }
            h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
        }
        var offset = 0
        while offset + 64 <= data.count {
            for i in 0..<64 { block[i] = data[offset + i] }
            compress(block)
            offset += 64
        }
        // The last partial block, 0x80, zeros, and the length in bits (big-endian).
        var tail = Array(data[offset...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = UInt64(data.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        for start in stride(from: 0, to: tail.count, by: 64) {
            compress(Array(tail[start..<(start + 64)]))
        }
        var digest: [UInt8] = []
        for word in [h.0, h.1, h.2, h.3, h.4] {
            digest += [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word),
            ]
        }
        return digest
    }
}
