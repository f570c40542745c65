/// The few text helpers contract-check took from Foundation, on the standard library: the same
/// results for the same input, by Unicode scalar as Foundation compares.
extension StringProtocol {
    /// Without the spaces and tabs at both ends (Foundation's `.whitespaces`: tab and the Unicode
    /// space separators).
    package func trimmingWhitespace() -> String {
        trimmingScalars { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without the whitespace and line breaks at both ends (Foundation's
    /// `.whitespacesAndNewlines`).
    package func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars(\.isWhitespaceOrNewline)
    }

    /// Without the scalars `trimmed` accepts at both ends.
    func trimmingScalars(_ trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
            let last = scalars.lastIndex(where: { !trimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The parts between occurrences of `separator` (one scalar, so `"\r\n"` is split at its
    /// `\n` as Foundation's `components(separatedBy:)` does); empty parts kept.
    package func components(separatedByScalar separator: Unicode.Scalar) -> [String] {
        String(self).unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).map { String($0) }
    }

    /// `self` with every occurrence of `target` replaced by `replacement`, compared as bytes.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return String(self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                out.append(contentsOf: replacement.utf8)
                index += pattern.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension Unicode.Scalar {
    /// In Foundation's `.whitespacesAndNewlines`: tab, the line breaks and the space separators.
    var isWhitespaceOrNewline: Bool {
        switch value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return properties.generalCategory == .spaceSeparator
        }
    }
}
