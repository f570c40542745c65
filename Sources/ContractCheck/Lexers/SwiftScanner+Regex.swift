#if DEBUG
    import AnchorManifest
#endif

/// Regex literals: bare `/…/` where an operand may start, and extended `#/…/#`.
extension SwiftScanner {
    /// `/…/` where an operand may start: on one line, neither starting nor ending with a blank
    /// (SE-0354's rule that keeps `a / b` and `f(x / y)` division).
    mutating func bareRegex() -> Bool {
        let first = byte(at: index + 1)
        guard index + 1 < count, !ByteClass.isWhitespace(first), first != ByteClass.slash, first != ByteClass.star
        else {
            return false
        }
        let bytes = self.bytes
        guard
            let closing = regexMemo.closingSlash(
                in: bytes, bodyStart: index + 1, accept: { !ByteClass.isBlank(bytes[$0 - 1]) })
        else {
            return false
        }
        regexToken(index..<(closing + 1))
        return true
    }

    /// `#/…/#` (with any number of `#`); multi-line when the opener ends its line.
    mutating func extendedRegex(hashes: Int) -> Bool {
        if let failure = extendedRegexFailure, index < failure.lineEnd, hashes == failure.hashes { return false }
        let bodyStart = index + hashes + 1
        let multiline = byte(at: bodyStart) == ByteClass.newline || byte(at: bodyStart) == ByteClass.carriageReturn
        var end = bodyStart
        #if DEBUG
            defer { WorkMeter.count(.lexerLookaheadBytes, end - bodyStart) }
        #endif
        while end < count {
            let current = bytes[end]
            if !multiline && (current == ByteClass.newline || current == ByteClass.carriageReturn) {
                extendedRegexFailure = (end, hashes)
                return false
            }
            if current == ByteClass.backslash {
                let next = byte(at: end + 1)
                end += (!multiline && (next == ByteClass.newline || next == ByteClass.carriageReturn)) ? 1 : 2
                continue
            }
            if current == ByteClass.slash && SwiftStringDecoder.hashesAt(bytes, end + 1, count: hashes, end: count) {
                regexToken(index..<(end + 1 + hashes))
                return true
            }
            end += 1
        }
        guard multiline else {
            extendedRegexFailure = (count, hashes)
            return false
        }
        regexToken(index..<count)
        return true
    }

    /// A regex literal over `range` (clamped to the input): a token, and an operand.
    mutating func regexToken(_ range: Range<Int>) {
        let clamped = range.lowerBound..<min(range.upperBound, count)
        sink.token(.regex, range: clamped)
        sink.lexeme(.other, at: clamped.lowerBound)
        regexAllowed = false
        index = clamped.upperBound
    }
}
