/// A JSON pointer (RFC 6901) as a side writes it after `#`, the way OpenAPI's own `$ref` does:
/// a URI fragment, so `%`-escapes are decoded first, then `~1` is `/` and `~0` is `~`. `#` alone
/// (or `#/`… with no tokens) is the whole document.
struct DataPointer: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The reference tokens, decoded.
    var tokens: [String]

    init(tokens: [String]) {
        self.tokens = tokens
    }

    /// The pointer a fragment writes (`#/components/schemas/Pet`, with or without the `#`); nil
    /// when it is not one (it does not start with `/` after the `#`, or an escape is malformed).
    init?(fragment: String) {
        var text = Substring(fragment)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard let decoded = Self.percentDecoded(text) else { return nil }
        if decoded.isEmpty {
            tokens = []
            return
        }
        guard decoded.hasPrefix("/") else { return nil }
        var out: [String] = []
        for raw in decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let token = Self.unescaped(raw) else { return nil }
            out.append(token)
        }
        tokens = out
    }

    /// `#/a/b~1c` (escaped again).
    var description: String {
        "#" + tokens.map { "/" + $0.replacingOccurrences("~", "~0").replacingOccurrences("/", "~1") }.joined()
    }

    /// The node the pointer names in `root`, or nil (a missing key, an index past the end or not
    /// a decimal integer, a step into a scalar).
    func resolve(in root: DataNode) -> DataNode? {
        var node = root
        for token in tokens {
            switch node.kind {
            case .mapping:
                guard let next = node.entry(token) else { return nil }
                node = next
            case .sequence:
                guard let index = Self.index(token), index < node.items.count else { return nil }
                node = node.items[index]
            case .scalar:
                return nil
            }
        }
        return node
    }

    /// The pointer one step further.
    func appending(_ token: String) -> DataPointer { DataPointer(tokens: tokens + [token]) }

    /// An array index as RFC 6901 writes it: `0`, or digits without a leading zero.
    static func index(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            token == "0" || !token.hasPrefix("0"), token.utf8.count < 10
        else { return nil }
        return Int(token)
    }

    /// `~1` → `/`, `~0` → `~`; nil for a `~` followed by anything else.
    static func unescaped(_ raw: Substring) -> String? {
        guard raw.contains("~") else { return String(raw) }
        var out = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                out.append(character)
                continue
            }
            switch iterator.next() {
            case "0": out.append("~")
            case "1": out.append("/")
            default: return nil
            }
        }
        return out
    }

    /// `%XX` escapes decoded as UTF-8; nil for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library has no such method without
    /// Foundation).
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
