#if DEBUG
    import AnchorManifest
#endif

/// Reads one TypeScript/JavaScript file: a loop over the bytes with an explicit stack of open
/// template literals, `${ … }` expressions and JSX elements, so nesting costs heap, not call
/// stack, and any input ends in linear time (each step consumes a byte or closes a frame whose
/// opener it consumed).
///
/// Regex or division: a `/` where no operand ends before it (after an operator, `(`, `,`, a
/// keyword such as `return`, or at the start) opens a regex literal; after a name, a literal,
/// `)`, `]` or an object literal's `}` it divides. A regex that does not close on its line is
/// read as division.
///
/// Blocks and object literals: a `{` opens a block where a statement may start (at the start,
/// after `;`, `{`, a block's `}`, `)`, `=>`, `>`, a name, `else` or `do`) and an object literal
/// anywhere else (after `=`, `(`, `,`, `:`, `return` …). After a block's `}` an operand may
/// start, so `/…/` there is a regex and, in `.tsx`, `<C>` an element (`function f() {}` then
/// `<C>child</C>;`).
struct ScriptScanner: ByteScanner {
    static let nestsBlockComments = false
    let bytes: [UInt8]
    let count: Int
    let jsx: Bool
    /// `<!--` and a line's leading `-->` start a comment (a script file, see `TypeScriptLexer`).
    let htmlComments: Bool
    var index = 0
    var sink: LexerSink
    var frames: [Frame] = []
    /// Whether an operand may start here (so `/` opens a regex and `<` may open JSX).
    var regexAllowed = true
    /// The offset just past a `-` read where an operand was expected (`x = -1`, `f(-1)`): a
    /// number starting right there is negative. -1 when the last `-` was binary (`a -1`).
    var unaryMinusEnd = -1
    /// Whether the last lexeme was `.` or `?.` (so a keyword after it is a property name).
    var afterDot = false
    var regexMemo = RegexScanMemo()
    /// Whether a `{` here would open a block rather than an object literal (see the type's comment).
    var blockMayStart = true
    /// For each open `{` of code, whether it opened a block.
    var braceOpensBlock: [Bool] = []

    enum Frame {
        /// Code inside `${ … }`; `depth` counts the braces opened inside it.
        case templateExpression(depth: Int)
        case template(ScriptTemplateFrame)
        /// Code inside a JSX `{ … }` (a child, an attribute value, a spread).
        case jsxExpression(depth: Int)
        /// Inside `<name attributes …>` or `</name>`.
        case jsxTag(JSXTagFrame)
        /// Between an opening tag and its closing tag; `name` is "" for a fragment.
        case jsxChildren(name: String)
        /// An element's type arguments (`<Select<Option> …>`); `depth` counts the open `<`.
        case jsxTypeArguments(depth: Int)
    }

    /// Keywords after which an operand is expected.
    static let operandKeywords: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do",
        "else", "yield", "await",
    ]

    /// The operand keywords after which a `{` opens a block (`else {`, `do {`).
    static let blockKeywords: Set<String> = ["else", "do"]

    /// The punctuators after which a `{` opens a block: `) {`, `=> {`, `; {`, `{ {`, `> {`
    /// (`class A<T> {`, `f(): Promise<T> {`).
    static let blockPunctuators: Set<String> = [")", "=>", ";", "{", ">"]

    init(_ bytes: [UInt8], jsx: Bool, htmlComments: Bool = false) {
        self.bytes = bytes
        self.count = bytes.count
        self.jsx = jsx
        self.htmlComments = htmlComments
        self.sink = LexerSink(
            bytes: bytes, recognizer: DeclarationRecognizer(introducers: ["const", "let", "var"], allowsAsConst: true))
    }

    /// Lexes the whole input (a UTF-8 byte order mark is skipped; a `#!` first line is a comment).
    mutating func run() -> LexedSource {
        skipPrelude()
        while index < count || isTemplateOpen {
            #if DEBUG
                WorkMeter.count(.lexerFrameVisits, 1)
            #endif
            switch frames.last {
            case .template(var frame)?:
                // Also at the end of input: an unterminated template still yields its segment.
                frames.removeLast()
                scanTemplateContent(&frame)
            case .jsxTag(var tag)?:
                frames.removeLast()
                scanTag(&tag)
            case .jsxChildren?:
                scanChildren()
            case .jsxTypeArguments(let depth)?:
                scanTypeArguments(depth: depth)
            default:
                scanCode()
            }
        }
        return sink.finish()
    }

    /// Whether the innermost frame is a template literal's content (read even at the end of
    /// input, so an unterminated template still yields its segment).
    var isTemplateOpen: Bool {
        if case .template? = frames.last { return true }
        return false
    }

    // MARK: - Code

    mutating func scanCode() {
        let current = bytes[index]
        switch current {
        case _ where ByteClass.isWhitespace(current):
            index += 1
        case ByteClass.slash:
            if !comment() && !(regexAllowed && regex()) {
                punctuator()
            }
        case ByteClass.apostrophe, ByteClass.quote:
            blockMayStart = false
            quotedString()
        case ByteClass.backtick:
            blockMayStart = false
            openTemplate()
        case ByteClass.openBrace:
            braceOpensBlock.append(blockMayStart)
            adjustDepth(by: 1)
            punctuator()
        case ByteClass.closeBrace:
            closeBrace()
        case ByteClass.less where htmlComments && startsWith("<!--"),
            ByteClass.minus where htmlComments && startsWith("-->") && firstOnLine():
            lineComment()
        case ByteClass.less where jsx && regexAllowed && looksLikeJSX():
            blockMayStart = false
            openElement()
        case _ where ByteClass.isDigit(current) || (current == ByteClass.dot && ByteClass.isDigit(byte(at: index + 1))):
            let end = NumberScanner.end(of: bytes, from: index)
            sink.number(index..<end, negative: unaryMinusEnd == index)
            index = end
            regexAllowed = false
            blockMayStart = false
        case ByteClass.hash where ByteClass.isIdentifierStart(byte(at: index + 1)):
            identifier()
        case _ where ByteClass.isIdentifierStart(current):
            identifier()
        case _ where current < 0x80 && !ByteClass.isLetter(current) && current != ByteClass.backslash:
            punctuator()
        default:
            index += 1
        }
    }

    /// True when the bytes at the cursor are `text`.
    func startsWith(_ text: String) -> Bool {
        let pattern = text.utf8
        guard index + pattern.count <= count else { return false }
        return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    /// True when only whitespace comes before the cursor on its line (where `-->` opens a
    /// comment in a script: ECMAScript's SingleLineHTMLCloseComment).
    func firstOnLine() -> Bool {
        var at = index - 1
        while at >= 0, bytes[at] != ByteClass.newline {
            guard ByteClass.isWhitespace(bytes[at]) else { return false }
            at -= 1
        }
        return true
    }

    /// A name or keyword at the cursor (a `#private` name keeps its `#`).
    mutating func identifier() {
        var end = index + 1
        while end < count && ByteClass.isIdentifierPart(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        sink.token(.identifier, text, at: index)
        sink.lexeme(.word(text), at: index)
        regexAllowed = !afterDot && Self.operandKeywords.contains(text)
        blockMayStart = !afterDot && (Self.blockKeywords.contains(text) || !Self.operandKeywords.contains(text))
        afterDot = false
        index = end
    }

    /// Counts a brace in the innermost `${ }` or JSX `{ }` expression.
    mutating func adjustDepth(by delta: Int) {
        switch frames.last {
        case .templateExpression(let depth)?: frames[frames.count - 1] = .templateExpression(depth: depth + delta)
        case .jsxExpression(let depth)?: frames[frames.count - 1] = .jsxExpression(depth: depth + delta)
        default: break
        }
    }

    /// A `}` in code: it closes a `${ }` or JSX `{ }` expression, a block (after which an operand
    /// may start) or an object literal (after which `/` divides).
    mutating func closeBrace() {
        if closeExpression() {
            blockMayStart = false
            return
        }
        let block = braceOpensBlock.popLast() ?? false
        adjustDepth(by: -1)
        punctuator()
        regexAllowed = block
        blockMayStart = block
    }

    /// A `}` that closes the innermost expression frame: back to its template or JSX.
    mutating func closeExpression() -> Bool {
        switch frames.last {
        case .templateExpression(0)?:
            frames.removeLast()
            index += 1
            resumeTemplate()
            return true
        case .jsxExpression(0)?:
            frames.removeLast()
            index += 1
            return true
        default:
            return false
        }
    }
}
