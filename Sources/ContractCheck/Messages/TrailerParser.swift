/// Finds the trailers of a commit message exactly as git 2.39's `trailer.c` does.
///
/// libgit2 has a trailer parser (`git_message_trailers`), but it disagrees with git where it
/// matters here: it hard-codes `#` as the comment character, keeps a value's `\r` and its
/// continuation newlines, treats only a space (not a tab) as a continuation, and an empty value
/// followed by another trailer swallows that trailer (`Contract-Unchanged:` then `Signed-off-by: x`
/// reads as a reason). `TrailerParserTests` and `TrailerOracleTests` show each case against
/// `git interpret-trailers --parse`.
/// So this follows git's algorithm on the message bytes:
///
/// 1. the message ends at the first line starting with `---` and whitespace (a patch);
/// 2. trailing comment lines, blank lines, `Conflicts:` blocks and everything after a scissors
///    line are not part of the trailer block;
/// 3. the block is the last paragraph (never the title) whose lines are all trailers, or that has
///    a git-generated trailer (`Signed-off-by: `, `(cherry picked from commit `) and at least
///    25% trailers; lines starting with whitespace continue the line above;
/// 4. a trailer is `token<spaces>:value`, the token made of letters, digits and `-`.
struct TrailerParser: Sendable {
    /// The comment character (`core.commentChar`).
    var commentChar: UInt8
    /// The separator characters (`trailer.separators`), `:` by default.
    var separators: [UInt8]
    /// The `trailer.<name>.*` items: a line starting with one makes a block count as
    /// "recognized", and a token matching one is read as its `key`, as in git.
    var configured: [ConfiguredTrailer]

    init(
        commentChar: UInt8 = UInt8(ascii: "#"), separators: [UInt8] = [UInt8(ascii: ":")],
        configured: [ConfiguredTrailer] = []
    ) {
        self.commentChar = commentChar
        self.separators = separators.isEmpty ? [UInt8(ascii: ":")] : separators
        self.configured = configured
    }

    /// A parser for `settings`' comment character (`#` for `auto`, as git reads stored
    /// messages), separators and configured trailers.
    init(settings: GitSettings) {
        self.init(
            commentChar: settings.commentChar ?? UInt8(ascii: "#"), separators: settings.trailerSeparators,
            configured: settings.configuredTrailers)
    }

    /// The trailers of `message`, in order.
    func trailers(in message: [UInt8]) -> [Trailer] {
        let text = message
        let patchStart = findPatchStart(text)
        let trailerEnd = patchStart - ignoreNonTrailer(text, length: patchStart)
        let trailerStart = findTrailerStart(text, length: trailerEnd)
        guard trailerStart < trailerEnd else { return [] }

        // Split the block into lines (terminators kept) and join continuation lines.
        var entries: [[UInt8]] = []
        var lastIsTrailer = false
        var index = trailerStart
        while index < trailerEnd {
            var end = index
            while end < trailerEnd && text[end] != newline { end += 1 }
            if end < trailerEnd { end += 1 }
            let line = Array(text[index..<end])
            index = end
            if lastIsTrailer, let first = line.first, isSpace(first) {
                entries[entries.count - 1].append(contentsOf: line)
                continue
            }
            entries.append(line)
            lastIsTrailer = findSeparator(line, from: 0) >= 1
        }

        var out: [Trailer] = []
        for entry in entries {
            if entry.first == commentChar { continue }
            let separator = findSeparator(entry, from: 0)
            guard separator >= 1 else { continue }
            let token = trim(Array(entry[0..<separator]))
            let value = unfold(trim(Array(entry[(separator + 1)...])))
            out.append(Trailer(token: readToken(token), value: String(decoding: value, as: UTF8.self)))
        }
        return out
    }

    /// `parse_trailer`'s look-up: a token matching a configured item (without its trailing
    /// punctuation, `token_len_without_separator`) is read as that item's key.
    private func readToken(_ token: [UInt8]) -> String {
        var length = token.count
        while length > 0 && !isAlnum(token[length - 1]) { length -= 1 }
        let written = String(decoding: token, as: UTF8.self)
        guard let item = configured.first(where: { $0.matches(token[...], length: length) }) else { return written }
        return item.readToken(written)
    }

    // MARK: - git's helpers, on bytes

    private let newline = UInt8(ascii: "\n")
    private static let patchDivider = Array("---".utf8)
    private static let conflictsLine = Array("Conflicts:\n".utf8)

    /// git's `isspace` (no form feed, no vertical tab).
    private func isSpace(_ c: UInt8) -> Bool {
        GitWhitespace.contains(c)
    }

    private func isAlnum(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }

    private func byte(_ text: [UInt8], _ index: Int) -> UInt8 {
        index < text.count ? text[index] : 0
    }

    private func nextLine(_ text: [UInt8], _ index: Int) -> Int {
        var i = index
        while i < text.count && text[i] != newline { i += 1 }
        return i < text.count ? i + 1 : i
    }

    private func isBlankLine(_ text: [UInt8], _ index: Int) -> Bool {
        var i = index
        while i < text.count && text[i] != newline && isSpace(text[i]) { i += 1 }
        return i >= text.count || text[i] == newline
    }

    private func startsWith(_ text: [UInt8], _ index: Int, _ prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= text.count else { return false }
        for (offset, c) in prefix.enumerated() where text[index + offset] != c { return false }
        return true
    }

    /// `find_separator`: the offset of the separator in `<token><spaces><sep>`, or -1.
    private func findSeparator(_ text: [UInt8], from start: Int) -> Int {
        var whitespaceFound = false
        var i = start
        while i < text.count && text[i] != 0 {
            let c = text[i]
            if separators.contains(c) { return i - start }
            if !whitespaceFound && (isAlnum(c) || c == UInt8(ascii: "-")) {
                i += 1
                continue
            }
            if i != start && (c == 0x20 || c == 0x09) {
                whitespaceFound = true
                i += 1
                continue
            }
            break
        }
        return -1
    }

    /// `find_patch_start`: the first line starting with `---` and a whitespace character.
    private func findPatchStart(_ text: [UInt8]) -> Int {
        var s = 0
        while s < text.count {
            if startsWith(text, s, Self.patchDivider) && isSpace(byte(text, s + 3)) { return s }
            s = nextLine(text, s)
        }
        return s
    }

    /// `wt_status_locate_end`: where a scissors line starts, or `length` when there is none.
    private func locateScissors(_ text: [UInt8], length: Int) -> Int {
        let pattern: [UInt8] =
            [newline, commentChar, 0x20] + Array("------------------------ >8 ------------------------\n".utf8)
        if startsWith(text, 0, Array(pattern.dropFirst())) { return 0 }
        guard text.count >= pattern.count else { return length }
        var i = 0
        let last = text.count - pattern.count
        while i <= last {
            if text[i] == newline && startsWith(text, i, pattern) { return i + 1 }
            i += 1
        }
        return length
    }

    /// `ignore_non_trailer`: how many bytes at the end are comments, blank lines, an old
    /// `Conflicts:` block or a scissors part. (Like git, a scissors line past `length` moves the
    /// end past `length`; the arithmetic is kept signed to match.)
    private func ignoreNonTrailer(_ text: [UInt8], length: Int) -> Int {
        var boc = 0
        var bol = 0
        var inOldConflictsBlock = false
        let cutoff = locateScissors(text, length: length)
        while bol < cutoff {
            var next = bol
            while next < length && text[next] != newline { next += 1 }
            let nextLineStart = next < length ? next + 1 : length
            let c = byte(text, bol)
            if c == commentChar || c == newline {
                if boc == 0 { boc = bol }
            } else if startsWith(text, bol, Self.conflictsLine) {
                inOldConflictsBlock = true
                if boc == 0 { boc = bol }
            } else if inOldConflictsBlock && c == 0x09 {
                // a pathname in the conflicts block
            } else if boc != 0 {
                boc = 0
                inOldConflictsBlock = false
            }
            // git 2.39 loops forever here when a scissors line follows a `---` line; stop instead.
            if nextLineStart <= bol { break }
            bol = nextLineStart
        }
        return boc != 0 ? length - boc : length - cutoff
    }

    /// `last_line`: the start of the last line in `text[0..<length]`, or -1 when empty.
    private func lastLine(_ text: [UInt8], _ length: Int) -> Int {
        if length <= 0 { return -1 }
        if length == 1 { return 0 }
        var i = length - 2
        while i >= 0 {
            if text[i] == newline { return i + 1 }
            i -= 1
        }
        return 0
    }

    /// `find_trailer_start`: the first byte of the trailer block, or `length` when there is none.
    private func findTrailerStart(_ text: [UInt8], length: Int) -> Int {
        // The first paragraph is the title and cannot be trailers.
        var s = 0
        while s < length {
            if byte(text, s) == commentChar {
                s = nextLine(text, s)
                continue
            }
            if isBlankLine(text, s) { break }
            s = nextLine(text, s)
        }
        let endOfTitle = s
        let generatedPrefixes = [Array("Signed-off-by: ".utf8), Array("(cherry picked from commit ".utf8)]

        var onlySpaces = true
        var recognizedPrefix = false
        var trailerLines = 0
        var nonTrailerLines = 0
        var possibleContinuationLines = 0
        var l = lastLine(text, length)
        outer: while l >= endOfTitle && l >= 0 {
            defer { l = lastLine(text, l) }
            let first = byte(text, l)
            if first == commentChar {
                nonTrailerLines += possibleContinuationLines
                possibleContinuationLines = 0
                continue
            }
            if isBlankLine(text, l) {
                if onlySpaces { continue }
                nonTrailerLines += possibleContinuationLines
                if recognizedPrefix && trailerLines * 3 >= nonTrailerLines {
                    return nextLine(text, l)
                } else if trailerLines > 0 && nonTrailerLines == 0 {
                    return nextLine(text, l)
                }
                return length
            }
            onlySpaces = false
            for prefix in generatedPrefixes where startsWith(text, l, prefix) {
                trailerLines += 1
                possibleContinuationLines = 0
                recognizedPrefix = true
                continue outer
            }
            let separator = findSeparator(text, from: l)
            if separator >= 1 && !isSpace(first) {
                trailerLines += 1
                possibleContinuationLines = 0
                if recognizedPrefix { continue }
                if configured.contains(where: { $0.matches(text[l...], length: separator) }) {
                    recognizedPrefix = true
                }
            } else if isSpace(first) {
                possibleContinuationLines += 1
            } else {
                nonTrailerLines += 1
                nonTrailerLines += possibleContinuationLines
                possibleContinuationLines = 0
            }
        }
        return length
    }

    /// `strbuf_trim`: drops leading and trailing whitespace.
    private func trim(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0
        var end = bytes.count
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return Array(bytes[start..<end])
    }

    /// `unfold_value`: each newline and the whitespace after it become one space.
    private func unfold(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            if c == newline {
                while i < bytes.count && isSpace(bytes[i]) { i += 1 }
                out.append(0x20)
            } else {
                out.append(c)
            }
        }
        return trim(out)
    }
}
