#if DEBUG
    import AnchorManifest
#endif

/// Tells whether a raw Swift string that opens with `#"""` is single-line after all, as the
/// Swift lexer does: `#""""#` is the one-line string `""`, because a `"` followed by the
/// literal's `#`s comes later on the opening line.
///
/// The answer for an opener at `offset` with `k` `#`s is "some `"` on the rest of the line is
/// followed by at least `k` `#`s". The longest such run after each position of a line is computed
/// once per line (lazily, from the first opener on it), so repeated openers on one long line stay
/// linear.
struct RawDelimiterLookahead {
    private var lineStart = -1
    private var lineEnd = -1
    /// `longestRun[i - lineStart]`: the most `#`s after any `"` at or after offset `i` on the line.
    private var longestRun: [Int] = []

    /// Whether a `"` followed by `hashes` `#`s occurs in `bytes` from `offset` to the line end.
    mutating func closesOnLine(_ bytes: [UInt8], from offset: Int, hashes: Int) -> Bool {
        if offset < lineStart || offset >= lineEnd {
            compute(bytes, from: offset)
        }
        guard offset < lineEnd else { return false }
        return longestRun[offset - lineStart] >= hashes
    }

    private mutating func compute(_ bytes: [UInt8], from offset: Int) {
        var end = offset
        while end < bytes.count && bytes[end] != ByteClass.newline && bytes[end] != ByteClass.carriageReturn {
            end += 1
        }
        lineStart = offset
        lineEnd = end
        #if DEBUG
            WorkMeter.count(.lexerLookaheadBytes, 2 * (end - offset))  // the line, forwards then backwards
        #endif
        longestRun = [Int](repeating: 0, count: end - offset + 1)
        var position = end - 1
        var hashesAfter = 0
        while position >= offset {
            let byte = bytes[position]
            var run = longestRun[position - offset + 1]
            if byte == ByteClass.quote { run = max(run, hashesAfter) }
            longestRun[position - offset] = run
            hashesAfter = byte == ByteClass.hash ? hashesAfter + 1 : 0
            position -= 1
        }
    }
}
