/// String literals: `"…"`, `"""…"""` and their raw `#` forms, with interpolation.
extension SwiftScanner {
    /// Opens a literal at the cursor (after `hashes` `#`s comes `"` or `"""`). A raw `#"""` whose
    /// closing `"#` is on the same line opens a single-line literal, as in Swift.
    mutating func openString(hashes: Int) {
        let quote = index + hashes
        var multiline = byte(at: quote + 1) == ByteClass.quote && byte(at: quote + 2) == ByteClass.quote
        if multiline && hashes > 0 && rawDelimiters.closesOnLine(bytes, from: quote + 2, hashes: hashes) {
            multiline = false
        }
        let contentStart = quote + (multiline ? 3 : 1)
        frames.append(
            .string(SwiftStringFrame(hashes: hashes, multiline: multiline, start: index, contentStart: contentStart)))
        index = contentStart
    }

    /// Continues the string below an interpolation that just closed (the cursor is after `)`).
    mutating func resumeString() {
        guard case .string(var frame)? = frames.popLast() else { return }
        frame.segmentStart = index
        frame.anchor = index
        frames.append(.string(frame))
    }

    /// Reads literal content up to the closing delimiter, an interpolation, or (single-line) the
    /// line end. The frame is popped; it is pushed back under a new interpolation frame.
    mutating func scanStringContent(_ frame: inout SwiftStringFrame) {
        let hashes = frame.hashes
        var cursor = index
        while cursor < count {
            let current = bytes[cursor]
            if current == ByteClass.backslash
                && SwiftStringDecoder.hashesAt(bytes, cursor + 1, count: hashes, end: count)
            {
                let escaped = cursor + 1 + hashes
                if byte(at: escaped) == ByteClass.openParen && escaped < count {
                    openInterpolation(&frame, backslash: cursor, after: escaped + 1)
                    return
                }
                let next = byte(at: escaped)
                if !frame.multiline && (next == ByteClass.newline || next == ByteClass.carriageReturn) {
                    cursor = escaped
                } else {
                    cursor = min(escaped + 1, count)
                }
                continue
            }
            if current == ByteClass.quote {
                if frame.multiline {
                    if byte(at: cursor + 1) == ByteClass.quote && byte(at: cursor + 2) == ByteClass.quote
                        && SwiftStringDecoder.hashesAt(bytes, cursor + 3, count: hashes, end: count)
                    {
                        closeString(frame, contentEnd: cursor, after: cursor + 3 + hashes)
                        return
                    }
                } else if SwiftStringDecoder.hashesAt(bytes, cursor + 1, count: hashes, end: count) {
                    closeString(frame, contentEnd: cursor, after: cursor + 1 + hashes)
                    return
                }
            } else if !frame.multiline && (current == ByteClass.newline || current == ByteClass.carriageReturn) {
                unterminated(frame, contentEnd: cursor)
                return
            }
            cursor += 1
        }
        unterminated(frame, contentEnd: count)
    }

    /// `\(` at `backslash`: ends the segment and starts reading code.
    private mutating func openInterpolation(_ frame: inout SwiftStringFrame, backslash: Int, after: Int) {
        if !frame.interpolated {
            frame.interpolated = true
            sink.lexeme(.other, at: frame.start)
        }
        endSegment(&frame, contentEnd: backslash)
        index = after
        frames.append(.string(frame))
        frames.append(.interpolation(depth: 0))
        regexAllowed = true
    }

    /// The closing delimiter: the last segment, then the multi-line segments with the
    /// indentation, then the literal as a lexeme.
    private mutating func closeString(_ frame: SwiftStringFrame, contentEnd: Int, after: Int) {
        var frame = frame
        var indentation: Range<Int>? = nil
        var end = contentEnd
        if frame.multiline {
            var lineStart = contentEnd
            while lineStart > frame.segmentStart && ByteClass.isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
            if lineStart > frame.segmentStart && bytes[lineStart - 1] == ByteClass.newline {
                indentation = lineStart..<contentEnd
                end = lineStart - 1
                if end > frame.segmentStart && bytes[end - 1] == ByteClass.carriageReturn { end -= 1 }
            }
        }
        let single = !frame.interpolated
        endSegment(&frame, contentEnd: end)
        finishPending(frame, indentation: indentation ?? contentEnd..<contentEnd)
        index = after
        regexAllowed = false
        if single, let last = sink.tokens.last {
            sink.lexeme(.literal(last), at: frame.start)
        }
    }

    /// The literal ran into its line end (single-line) or the end of the file.
    private mutating func unterminated(_ frame: SwiftStringFrame, contentEnd: Int) {
        var frame = frame
        if !frame.interpolated { sink.lexeme(.other, at: frame.start) }
        endSegment(&frame, contentEnd: contentEnd)
        finishPending(frame, indentation: nil)
        index = contentEnd
        regexAllowed = false
    }

    /// Ends the current segment at `contentEnd`: a single-line segment becomes a token now, a
    /// multi-line one reserves its token until the indentation is known.
    private mutating func endSegment(_ frame: inout SwiftStringFrame, contentEnd: Int) {
        let range = frame.segmentStart..<max(frame.segmentStart, contentEnd)
        if frame.multiline {
            let token = sink.token(.string, "", at: frame.anchor)
            frame.pending.append((token, range, frame.anchor == frame.start))
            return
        }
        let text = SwiftStringDecoder.decode(bytes, range, hashes: frame.hashes, multiline: nil)
        if frame.interpolated && text.isEmpty { return }
        sink.token(.string, text, at: frame.anchor)
    }

    /// Decodes the reserved multi-line segments. The first loses the rest of the opening line;
    /// `indentation` nil means no closing delimiter, so nothing to strip.
    mutating func finishPending(_ frame: SwiftStringFrame, indentation: Range<Int>?) {
        for segment in frame.pending {
            var range = segment.range
            var atLineStart = false
            if segment.first {
                var newline = range.lowerBound
                while newline < range.upperBound && bytes[newline] != ByteClass.newline { newline += 1 }
                if newline < range.upperBound {
                    range = (newline + 1)..<range.upperBound
                    atLineStart = true
                } else if indentation != nil && newline == range.upperBound && !frame.interpolated {
                    range = range.upperBound..<range.upperBound
                }
            }
            let layout = SwiftStringDecoder.Multiline(indentation: indentation ?? 0..<0, atLineStart: atLineStart)
            let text = SwiftStringDecoder.decode(bytes, range, hashes: frame.hashes, multiline: layout)
            if frame.interpolated && text.isEmpty {
                sink.drop(token: segment.token)
            } else {
                sink.setText(text, ofToken: segment.token)
            }
        }
    }
}
