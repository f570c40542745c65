/// Quoted strings and template literals.
extension ScriptScanner {
    /// `'…'` or `"…"`: ends at the same quote, or unterminated at a line end that no backslash
    /// continues.
    mutating func quotedString() {
        let quote = bytes[index]
        var end = index + 1
        var terminated = false
        while end < count {
            let current = bytes[end]
            if current == quote {
                terminated = true
                break
            }
            if current == ByteClass.newline || current == ByteClass.carriageReturn { break }
            if current == ByteClass.backslash {
                end += 2
                if end <= count && bytes[end - 1] == ByteClass.carriageReturn && byte(at: end) == ByteClass.newline {
                    end += 1
                }
                continue
            }
            end += 1
        }
        end = min(end, count)
        let text = ScriptStringDecoder.decode(bytes, (index + 1)..<end, template: false)
        let token = sink.token(.string, text, at: index)
        sink.lexeme(terminated ? .literal(sink.tokens[token]) : .other, at: index)
        regexAllowed = false
        index = terminated ? end + 1 : end
    }

    /// A backtick at the cursor: the template's content is read by `scanTemplateContent`.
    mutating func openTemplate() {
        frames.append(.template(ScriptTemplateFrame(start: index, segmentStart: index + 1, anchor: index)))
        index += 1
    }

    /// Continues the template below a `${ }` that just closed (the cursor is after `}`).
    mutating func resumeTemplate() {
        guard case .template(var frame)? = frames.popLast() else { return }
        frame.segmentStart = index
        frame.anchor = index
        frames.append(.template(frame))
    }

    /// Reads template content up to the closing backtick or a `${`. The frame is popped; it is
    /// pushed back under a new expression frame.
    mutating func scanTemplateContent(_ frame: inout ScriptTemplateFrame) {
        var cursor = index
        while cursor < count {
            let current = bytes[cursor]
            if current == ByteClass.backslash {
                cursor += 2
                continue
            }
            if current == ByteClass.backtick {
                let single = !frame.interpolated
                endSegment(frame, contentEnd: cursor)
                if single, let last = sink.tokens.last { sink.lexeme(.literal(last), at: frame.start) }
                index = cursor + 1
                regexAllowed = false
                return
            }
            if current == ByteClass.dollar && byte(at: cursor + 1) == ByteClass.openBrace {
                if !frame.interpolated {
                    frame.interpolated = true
                    sink.lexeme(.other, at: frame.start)
                }
                endSegment(frame, contentEnd: cursor)
                frames.append(.template(frame))
                frames.append(.templateExpression(depth: 0))
                index = cursor + 2
                regexAllowed = true
                blockMayStart = false
                return
            }
            cursor += 1
        }
        if !frame.interpolated { sink.lexeme(.other, at: frame.start) }
        endSegment(frame, contentEnd: count)
        index = count
    }

    /// Ends the current segment at `contentEnd` as a token (an empty one only when the template
    /// has no substitution).
    private mutating func endSegment(_ frame: ScriptTemplateFrame, contentEnd: Int) {
        let range = frame.segmentStart..<max(frame.segmentStart, min(contentEnd, count))
        let text = ScriptStringDecoder.decode(bytes, range, template: true)
        if frame.interpolated && text.isEmpty { return }
        sink.token(.string, text, at: frame.anchor)
    }
}
