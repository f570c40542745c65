#if DEBUG
    import AnchorManifest
#endif

/// JSX: elements, fragments, attributes, text and `{ }` expressions, in `.tsx` and `.jsx`.
///
/// A `<` opens an element only where an operand may start and a name or `>` follows, and not
/// for type parameters: a generic arrow function's (`<T,>(x: T) => x`, `<T extends U>(…)`,
/// `<T = D>`) or a generic function type's (`<T>(x: T) => T`). Closing
/// tags close the nearest open element of the same name (so a stray unclosed `<br>` inside
/// does not keep the rest of the file in JSX); an expression frame is never closed by a tag.
/// Type arguments right after an element's name (`<Select<Option> value="a" />`) are read as
/// types, not as a nested element.
extension ScriptScanner {
    /// How many open elements a closing tag looks through for its name.
    static let closingSearchDepth = 64
    /// How far `isGenericFunctionType` looks for `(…) =>`.
    static let genericLookahead = 512

    /// Whether the `<` at the cursor opens a JSX element rather than type parameters.
    func looksLikeJSX() -> Bool {
        var cursor = index + 1
        let first = byte(at: cursor)
        if first == ByteClass.greater { return true }
        guard ByteClass.isIdentifierStart(first) else { return false }
        while cursor < count && isTagNamePart(bytes[cursor]) { cursor += 1 }
        while cursor < count && ByteClass.isWhitespace(bytes[cursor]) { cursor += 1 }
        let next = byte(at: cursor)
        if next == UInt8(ascii: ",") || next == ByteClass.equals { return false }
        if next == ByteClass.greater && isGenericFunctionType(after: cursor + 1) { return false }
        let extends = Array("extends".utf8)
        if cursor + extends.count < count && bytes[cursor..<(cursor + extends.count)].elementsEqual(extends)
            && ByteClass.isWhitespace(bytes[cursor + extends.count])
        {
            var after = cursor + extends.count
            while after < count && ByteClass.isWhitespace(bytes[after]) { after += 1 }
            let next = byte(at: after)
            return next == ByteClass.equals || next == ByteClass.greater || next == ByteClass.slash
        }
        return true
    }

    /// Whether `(…) =>` follows `offset` (blanks allowed), as after `<T>` in a generic function
    /// type (`type F = <T>(x: T) => T`, `fn: <T>(x: T) => T`): TypeScript reads those as types,
    /// not JSX, even in `.tsx`. The look stays within `genericLookahead` bytes, so it costs
    /// constant time per `<`.
    func isGenericFunctionType(after offset: Int) -> Bool {
        let limit = min(count, offset + Self.genericLookahead)
        var cursor = offset
        while cursor < limit && ByteClass.isWhitespace(bytes[cursor]) { cursor += 1 }
        guard cursor < limit, bytes[cursor] == ByteClass.openParen else { return false }
        var depth = 0
        while cursor < limit {
            if bytes[cursor] == ByteClass.openParen { depth += 1 }
            if bytes[cursor] == ByteClass.closeParen {
                depth -= 1
                if depth == 0 { break }
            }
            cursor += 1
        }
        cursor += 1
        while cursor < limit && ByteClass.isWhitespace(bytes[cursor]) { cursor += 1 }
        return cursor + 1 < limit && bytes[cursor] == ByteClass.equals && bytes[cursor + 1] == ByteClass.greater
    }

    /// A byte of a tag or attribute name: `my-element`, `svg:rect`, `Foo.Bar`.
    func isTagNamePart(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierPart(byte) || byte == ByteClass.minus || byte == ByteClass.colon || byte == ByteClass.dot
    }

    /// `<` in code: an element starts.
    mutating func openElement() {
        sink.lexeme(.other, at: index)
        frames.append(.jsxTag(JSXTagFrame(closing: false)))
        index += 1
    }

    /// Reads one piece of a tag. The frame is popped; pushed back unless the tag ended.
    mutating func scanTag(_ tag: inout JSXTagFrame) {
        let current = bytes[index]
        switch current {
        case _ where ByteClass.isWhitespace(current):
            index += 1
        case ByteClass.slash:
            if comment() {
                break
            } else if byte(at: index + 1) == ByteClass.greater {
                index += 2
                elementEnded()
                return
            } else {
                index += 1
            }
        case ByteClass.greater:
            index += 1
            if tag.closing {
                closeChildren(named: tag.name)
                elementEnded()
            } else {
                frames.append(.jsxChildren(name: tag.name))
            }
            return
        case ByteClass.openBrace:
            frames.append(.jsxTag(tag))
            frames.append(.jsxExpression(depth: 0))
            index += 1
            regexAllowed = true
            blockMayStart = false
            return
        case ByteClass.quote, ByteClass.apostrophe:
            attributeString()
        case ByteClass.less where !tag.closing && tag.nameEnd == index:
            // Type arguments right after the name: `<Select<Option> …>`, `<List<{ id: string }>>`.
            frames.append(.jsxTag(tag))
            frames.append(.jsxTypeArguments(depth: 1))
            index += 1
            return
        case ByteClass.less:
            frames.append(.jsxTag(tag))
            frames.append(.jsxTag(JSXTagFrame(closing: false)))
            index += 1
            return
        case _ where ByteClass.isIdentifierStart(current):
            var end = index + 1
            while end < count && isTagNamePart(bytes[end]) { end += 1 }
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            sink.token(.identifier, text, at: index)
            if !tag.nameRead {
                tag.name = text
                tag.nameRead = true
                tag.nameEnd = end
            }
            index = end
        default:
            tag.nameRead = true
            index += 1
        }
        frames.append(.jsxTag(tag))
    }

    /// Inside an element's type arguments: types are code, read as code, except that `<` and
    /// `>` (one at a time: `>>` closes two) count the nesting; `=>` is read whole by the code
    /// scanner, so its `>` never closes anything.
    mutating func scanTypeArguments(depth: Int) {
        switch bytes[index] {
        case ByteClass.less:
            frames[frames.count - 1] = .jsxTypeArguments(depth: depth + 1)
            index += 1
        case ByteClass.greater:
            if depth == 1 {
                frames.removeLast()
            } else {
                frames[frames.count - 1] = .jsxTypeArguments(depth: depth - 1)
            }
            index += 1
        default:
            regexAllowed = false
            scanCode()
        }
    }

    /// An attribute value in quotes: no escapes in JSX, and it may span lines.
    mutating func attributeString() {
        let quote = bytes[index]
        var end = index + 1
        while end < count && bytes[end] != quote { end += 1 }
        sink.token(.string, String(decoding: bytes[(index + 1)..<end], as: UTF8.self), at: index)
        index = min(end + 1, count)
    }

    /// Text between tags, up to the next `<` or `{`, and what that opens.
    mutating func scanChildren() {
        var end = index
        while end < count && bytes[end] != ByteClass.less && bytes[end] != ByteClass.openBrace { end += 1 }
        if bytes[index..<end].contains(where: { !ByteClass.isWhitespace($0) }) {
            sink.token(.jsxText, range: index..<end)
        }
        index = end
        guard end < count else { return }
        if bytes[end] == ByteClass.openBrace {
            frames.append(.jsxExpression(depth: 0))
            regexAllowed = true
            blockMayStart = false
            index += 1
            return
        }
        var after = end + 1
        while after < count && ByteClass.isWhitespace(bytes[after]) { after += 1 }
        let closing = byte(at: after) == ByteClass.slash
        frames.append(.jsxTag(JSXTagFrame(closing: closing)))
        index = closing ? after + 1 : end + 1
    }

    /// A closing tag: closes the nearest open element named `name` (or the innermost one when
    /// none is), never reaching past an expression frame nor looking deeper than
    /// `closingSearchDepth` elements (which keeps mismatched tags linear).
    mutating func closeChildren(named name: String) {
        var target: Int? = nil
        var innermost: Int? = nil
        var position = frames.count - 1
        let lowest = max(0, frames.count - Self.closingSearchDepth)
        search: while position >= lowest {
            switch frames[position] {
            case .jsxChildren(let open):
                if innermost == nil { innermost = position }
                if open == name {
                    target = position
                    break search
                }
            default:
                break search
            }
            position -= 1
        }
        #if DEBUG
            WorkMeter.count(.lexerFrameVisits, frames.count - position)
        #endif
        if let cut = target ?? innermost {
            frames.removeSubrange(cut...)
        }
    }

    /// An element (or fragment) is complete: inside another element's children text goes on;
    /// in code, the element was an operand.
    mutating func elementEnded() {
        if case .jsxChildren? = frames.last { return }
        regexAllowed = false
    }
}
