/// `let`/`var` declarations: a member constant, and a stored property when it has no getter.
extension SwiftBodyReader {
    struct Variable {
        var declaration: SourceDeclaration
        /// Nil for a computed property (a getter block, not `willSet`/`didSet` observers).
        var property: WireProperty?
        var next: Int
    }

    /// `let name: Type = value`, `var name = value`, `var name: Type { get }`; nil when no
    /// plain name follows (a tuple pattern).
    func variable(at index: Int) -> Variable? {
        let nameAt = index + 1
        guard nameAt < lexemes.count, let name = lexemes[nameAt].word else { return nil }
        var at = nameAt + 1
        var type: [SourceLexeme] = []
        if at < lexemes.count, lexemes[at].punctuation == ":" {
            (type, at) = typeAnnotation(from: at + 1, line: lexemes[nameAt].line)
        }
        var end = max(at - 1, nameAt)
        var computed = false
        var initializer: Initializer?
        let mutable = lexemes[index].word == "var" ? "var" : nil
        if at < lexemes.count, lexemes[at].punctuation == "{" {
            let observer = at + 1 < lexemes.count ? lexemes[at + 1].word : nil
            computed = observer != "willSet" && observer != "didSet"
            end = cursor.closing(ofGroupAt: at)
            if computed {
                initializer = Initializer(
                    form: .getter, start: at, end: end, nameIndex: nameAt, mutableIntroducer: mutable)
            }
            at = end + 1
        } else if at < lexemes.count, lexemes[at].punctuation == "=" {
            end = initializerEnd(from: at + 1)
            initializer = Initializer(
                form: .expression, start: at + 1, end: end, nameIndex: nameAt, mutableIntroducer: mutable)
            at = end + 1
        }
        var declaration = SourceDeclaration(name: name, kind: .constant, range: cursor.range(index, end))
        declaration.initializer = initializer
        let property =
            computed
            ? nil
            : WireProperty(
                name: name, isOptional: Self.isOptional(type), typeName: Self.typeName(type), line: lexemes[nameAt].line
            )
        return Variable(declaration: declaration, property: property, next: at)
    }

    /// The lexemes of a type annotation from `start`: up to `=`, `{`, `;`, `}`, a `,` outside
    /// brackets, or the line's end outside brackets.
    func typeAnnotation(from start: Int, line: Int) -> ([SourceLexeme], Int) {
        var at = start
        var depth = 0
        var lastLine = line
        while at < lexemes.count {
            let lexeme = lexemes[at]
            let text = lexeme.punctuation
            if depth == 0 {
                if text == "=" || text == "{" || text == ";" || text == "}" || text == "," { break }
                if lexeme.line > lastLine, !(text.map(Self.continuing.contains) ?? false) { break }
            }
            depth += LexemeCursor.depthChange(lexeme)
            if depth < 0 { break }
            lastLine = lexeme.line
            at += 1
        }
        return (Array(lexemes[start..<at]), at)
    }

    /// The index of the last lexeme of an initializer starting at `start`: it ends before `;`,
    /// before the `}` of the enclosing body, and before a later line that does not continue it
    /// (brackets, closures included, are stepped over whole).
    func initializerEnd(from start: Int) -> Int {
        var at = start
        var last = start
        var probe = cursor
        while at < lexemes.count {
            let lexeme = lexemes[at]
            if lexeme.punctuation == ";" || lexeme.punctuation == "}" || lexeme.punctuation == ")" { break }
            if at > start, lexeme.line > lexemes[last].line {
                let continues = lexeme.punctuation.map(Self.continuing.contains) ?? false
                let before = lexemes[last].punctuation.map(Self.continuing.contains) ?? false
                if !continues && !before { break }
            }
            last = at
            if LexemeCursor.depthChange(lexeme) > 0 {
                probe.index = at
                last = probe.skipGroup()
                at = last + 1
            } else {
                at += 1
            }
        }
        return max(last, start - 1)
    }

    /// `String?`, `Int!`, `Optional<Int>`, and openapi-generator's `NullEncodable<Int>`, whose
    /// `.encodeNothing` leaves the key out as `nil` does.
    static func isOptional(_ type: [SourceLexeme]) -> Bool {
        if let first = type.first?.word, ["Optional", "NullEncodable"].contains(first) { return true }
        guard let last = type.last?.punctuation else { return false }
        return last.hasSuffix("?") || last.hasSuffix("!")
    }

    /// The first (dotted) type name a type mentions: `NativeEmissionSelection` in
    /// `[NativeEmissionSelection]?`, `NativeComposerCommand.Kind`.
    static func typeName(_ type: [SourceLexeme]) -> String? {
        let wrappers: Set<String> = ["Optional", "NullEncodable", "Array", "Set", "any", "some"]
        var index = 0
        while index < type.count {
            if let word = type[index].word, !wrappers.contains(word) {
                var name = word
                while index + 2 < type.count, type[index + 1].punctuation == ".", let part = type[index + 2].word {
                    name += "." + part
                    index += 2
                }
                return name
            }
            index += 1
        }
        return nil
    }
}
