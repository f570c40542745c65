/// Punctuators and regex literals: what a `/` is decides whether the rest of the line is code.
extension ScriptScanner {
    /// The longest punctuator at the cursor (any other ASCII byte is one of its own).
    mutating func punctuator() {
        let range = index..<min(count, index + punctuatorLength())
        let text = String(decoding: bytes[range], as: UTF8.self)
        sink.lexeme(.punctuation(text), at: index)
        unaryMinusEnd = text == "-" && regexAllowed ? range.upperBound : -1
        regexAllowed = !(text == ")" || text == "]" || text == "}" || text == "++" || text == "--")
        afterDot = text == "." || text == "?."
        blockMayStart = Self.blockPunctuators.contains(text)
        index = range.upperBound
    }

    /// The length of the punctuator at the cursor: `>>>=`, `===`, `=>`, `?.` (not before a
    /// digit: `a?.5:1` is a conditional), `...`, `**=` and the rest of the language's list.
    func punctuatorLength() -> Int {
        let first = bytes[index]
        let second = byte(at: index + 1)
        let third = byte(at: index + 2)
        let equals = ByteClass.equals
        switch first {
        case ByteClass.greater:
            if second == ByteClass.greater {
                if third == ByteClass.greater { return byte(at: index + 3) == equals ? 4 : 3 }
                return third == equals ? 3 : 2
            }
            return second == equals ? 2 : 1
        case ByteClass.less:
            if second == ByteClass.less { return third == equals ? 3 : 2 }
            return second == equals ? 2 : 1
        case ByteClass.equals:
            if second == equals { return third == equals ? 3 : 2 }
            return second == ByteClass.greater ? 2 : 1
        case ByteClass.exclamation:
            if second == equals { return third == equals ? 3 : 2 }
            return 1
        case ByteClass.star, UInt8(ascii: "&"), UInt8(ascii: "|"):
            if second == first { return third == equals ? 3 : 2 }
            return second == equals ? 2 : 1
        case UInt8(ascii: "?"):
            if second == UInt8(ascii: "?") { return third == equals ? 3 : 2 }
            return second == ByteClass.dot && !ByteClass.isDigit(third) ? 2 : 1
        case ByteClass.dot:
            return second == ByteClass.dot && third == ByteClass.dot ? 3 : 1
        case ByteClass.plus, ByteClass.minus:
            return second == first || second == equals ? 2 : 1
        case ByteClass.slash, UInt8(ascii: "%"), UInt8(ascii: "^"):
            return second == equals ? 2 : 1
        default:
            return 1
        }
    }

    /// `/…/flags` on one line, `/` inside `[…]` and escaped `\/` not closing it.
    mutating func regex() -> Bool {
        guard let closing = regexMemo.closingSlash(in: bytes, bodyStart: index + 1) else { return false }
        var end = closing + 1
        while end < count && ByteClass.isIdentifierPart(bytes[end]) { end += 1 }
        sink.token(.regex, range: index..<end)
        sink.lexeme(.other, at: index)
        regexAllowed = false
        blockMayStart = false
        index = end
        return true
    }
}
