#if DEBUG
    import AnchorManifest
#endif

/// String literals (`"…"`, raw `"""…"""`, both with `$name` and `${…}` templates and an optional
/// multi-dollar prefix) and character literals.
extension KotlinScanner {
    /// Opens a literal at the cursor: `prefix` `$`s (a multi-dollar prefix, 0 for none), then `"`
    /// or `"""`.
    mutating func openString(dollars prefix: Int) {
        let quote = index + prefix
        let raw = byte(at: quote + 1) == ByteClass.quote && byte(at: quote + 2) == ByteClass.quote
        let contentStart = quote + (raw ? 3 : 1)
        let frame = KotlinStringFrame(raw: raw, dollars: max(prefix, 1), start: index, contentStart: contentStart)
        frames.append(.string(frame))
        index = contentStart
    }

    /// Continues the string below a `${ … }` that just closed (the cursor is after `}`).
    mutating func resumeString() {
        guard case .string(var frame)? = frames.popLast() else { return }
        frame.segmentStart = index
        frame.anchor = index
        frames.append(.string(frame))
    }

    /// Reads literal content up to the closing quote(s), a `${`, or (not raw) the line end; a
    /// `$name` template is read in place. The frame is popped; it is pushed back under a new
    /// template frame.
    mutating func scanStringContent(_ frame: inout KotlinStringFrame) {
        var cursor = index
        while cursor < count {
            let current = bytes[cursor]
            if current == ByteClass.backslash && !frame.raw {
                let next = byte(at: cursor + 1)
                let lineEnd = next == ByteClass.newline || next == ByteClass.carriageReturn
                cursor = min(cursor + (lineEnd ? 1 : 2), count)
            } else if current == ByteClass.quote {
                if let after = closingQuotes(frame, at: cursor) {
                    closeString(frame, contentEnd: after.contentEnd, after: after.end)
                    return
                }
                cursor += 1
            } else if current == ByteClass.dollar {
                guard let next = template(&frame, dollarsAt: cursor) else { return }
                cursor = next
            } else if !frame.raw && (current == ByteClass.newline || current == ByteClass.carriageReturn) {
                unterminated(frame, contentEnd: cursor)
                return
            } else {
                cursor += 1
            }
        }
        unterminated(frame, contentEnd: count)
    }

    /// Where the literal closes at the `"` at `offset`: a plain string there; a raw string at a
    /// run of three or more quotes, whose last three close it (the others are content). Nil when
    /// the quote is content.
    private func closingQuotes(_ frame: KotlinStringFrame, at offset: Int) -> (contentEnd: Int, end: Int)? {
        guard frame.raw else { return (offset, offset + 1) }
        guard byte(at: offset + 1) == ByteClass.quote && byte(at: offset + 2) == ByteClass.quote else { return nil }
        var end = offset + 3
        while end < count && bytes[end] == ByteClass.quote { end += 1 }
        #if DEBUG
            WorkMeter.count(.lexerBytesStepped, end - offset)
        #endif
        return (end - 3, end)
    }

    /// A run of `$` at `offset`. With at least the frame's number of dollars before a name or a
    /// `{`, the last ones open a template: `$name` (or `` $`name` ``) is read here and the offset
    /// after it returned; `${` pushes the frames and returns nil (the caller stops). Otherwise the
    /// dollars are content and the offset after them is returned.
    private mutating func template(_ frame: inout KotlinStringFrame, dollarsAt offset: Int) -> Int? {
        var run = offset
        while run < count && bytes[run] == ByteClass.dollar { run += 1 }
        #if DEBUG
            WorkMeter.count(.lexerBytesStepped, run - offset)
        #endif
        guard run - offset >= frame.dollars else { return run }
        let templateStart = run - frame.dollars
        let next = byte(at: run)
        if next == ByteClass.openBrace && run < count {
            openTemplateExpression(&frame, templateStart: templateStart, after: run + 1)
            return nil
        }
        var nameRange: Range<Int>
        if Self.isNameStart(next) && run < count {
            var end = run + 1
            while end < count && Self.isNamePart(bytes[end]) { end += 1 }
            nameRange = run..<end
        } else if next == ByteClass.backtick, let close = Self.backtickEnd(bytes, from: run) {
            nameRange = (run + 1)..<close
        } else {
            return run
        }
        markTemplated(&frame)
        endSegment(frame, contentEnd: templateStart)
        let text = String(decoding: bytes[nameRange], as: UTF8.self)
        sink.token(.identifier, text, at: run)
        sink.lexeme(.word(text), at: run)
        let after = next == ByteClass.backtick ? nameRange.upperBound + 1 : nameRange.upperBound
        frame.segmentStart = after
        frame.anchor = after
        return after
    }

    /// `${` whose first `$` is at `templateStart`: ends the segment and starts reading code.
    private mutating func openTemplateExpression(_ frame: inout KotlinStringFrame, templateStart: Int, after: Int) {
        markTemplated(&frame)
        endSegment(frame, contentEnd: templateStart)
        index = after
        frames.append(.string(frame))
        frames.append(.templateExpression(depth: 0))
        operandExpected = true
        unaryMinusEnd = -1
    }

    /// The first template of a literal makes it a value no declaration can hold.
    private mutating func markTemplated(_ frame: inout KotlinStringFrame) {
        if !frame.templated {
            frame.templated = true
            sink.lexeme(.other, at: frame.start)
        }
    }

    /// The closing delimiter: the last segment, then the literal as a lexeme.
    private mutating func closeString(_ frame: KotlinStringFrame, contentEnd: Int, after: Int) {
        let single = !frame.templated
        endSegment(frame, contentEnd: contentEnd)
        index = after
        operandExpected = false
        unaryMinusEnd = -1
        if single, let last = sink.tokens.last {
            sink.lexeme(.literal(last), at: frame.start)
        }
    }

    /// The literal ran into its line end (not raw) or the end of the file.
    private mutating func unterminated(_ frame: KotlinStringFrame, contentEnd: Int) {
        if !frame.templated { sink.lexeme(.other, at: frame.start) }
        endSegment(frame, contentEnd: contentEnd)
        index = contentEnd
        operandExpected = false
        unaryMinusEnd = -1
    }

    /// Ends the current segment at `contentEnd` as a token (an empty one only when the literal has
    /// no template).
    private mutating func endSegment(_ frame: KotlinStringFrame, contentEnd: Int) {
        let range = frame.segmentStart..<max(frame.segmentStart, min(contentEnd, count))
        let text = frame.raw ? KotlinStringDecoder.raw(bytes, range) : KotlinStringDecoder.decode(bytes, range)
        if frame.templated && text.isEmpty { return }
        sink.token(.string, text, at: frame.anchor)
    }

    /// `'c'`, `'\n'`, `'\u0041'`: a `.string` token with the decoded character. It ends at the
    /// next unescaped `'`, or unterminated at the line end.
    mutating func characterLiteral() {
        var end = index + 1
        var terminated = false
        while end < count {
            let current = bytes[end]
            if current == ByteClass.apostrophe {
                terminated = true
                break
            }
            if current == ByteClass.newline || current == ByteClass.carriageReturn { break }
            let next = byte(at: end + 1)
            let lineEnd = next == ByteClass.newline || next == ByteClass.carriageReturn
            end += current == ByteClass.backslash && !lineEnd ? 2 : 1
        }
        end = min(end, count)
        let token = sink.token(.string, KotlinStringDecoder.decode(bytes, (index + 1)..<end), at: index)
        sink.lexeme(terminated ? .literal(sink.tokens[token]) : .other, at: index)
        operandExpected = false
        unaryMinusEnd = -1
        index = terminated ? end + 1 : end
    }
}
