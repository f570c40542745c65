/// Properties (constructor parameters and `val`/`var` members) and functions.
extension KotlinBodyReader {
    /// A `val`/`var` member: its declaration, its wire property when it has one, and the index
    /// after it.
    struct Variable {
        var declaration: SourceDeclaration
        var property: KotlinProperty?
        var next: Int
    }

    /// Kotlin's line rule, approximated: a line that starts with one of these continues the
    /// expression of the line before, and so does a line after one that ends with one of these
    /// or with `continuingEnds`.
    static let continuingStarts: Set<String> = [".", "?.", "?:", "&&", "||", "::", "as", "else", "catch", "finally"]
    static let continuingEnds: Set<String> = [
        ".", "?.", "?:", "&&", "||", "::", "+", "-", "*", "/", "%", "=", "==", "!=", "===", "!==", "<", ">", "<=",
        ">=", "..", "..<", "->", ",", "(", "[", "{", "!", "as", "is", "in", "to", "and", "or",
    ]

    /// The wire properties of a primary constructor `(…)` from `open` to `close`: its `val`/`var`
    /// parameters without `@Transient`/`@Json(ignore = true)` (plain parameters are not properties).
    func constructorProperties(open: Int, close: Int) -> [KotlinProperty] {
        var out: [KotlinProperty] = []
        var at = open + 1
        while at < close {
            var annotations: [KotlinAnnotation] = []
            while at < close, let word = lexemes[at].word, word.hasPrefix("@") || Self.modifiers.contains(word) {
                if word.hasPrefix("@") {
                    let (annotation, next) = KotlinAnnotation.read(at: at, in: cursor)
                    annotations.append(annotation)
                    at = next
                } else {
                    at += 1
                }
            }
            let binding = at < close ? lexemes[at].word : nil
            let isProperty = binding == "val" || binding == "var"
            if isProperty { at += 1 }
            let nameAt = at
            let (type, typeEnd) = typeAnnotation(from: nameAt + 1)
            let hasDefault = typeEnd < close && lexemes[typeEnd].punctuation == "="
            at = hasDefault ? expressionEnd(from: typeEnd + 1, stopAtComma: true) + 1 : typeEnd
            if isProperty, nameAt < close, let name = lexemes[nameAt].word,
                let property = Self.property(
                    name, line: lexemes[nameAt].line, type: type, hasDefault: hasDefault,
                    annotations: annotations)
            {
                out.append(property)
            }
            while at < close, lexemes[at].punctuation != "," {
                at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
            }
            at += 1
        }
        return out
    }

    /// A property as the wire sees it, or nil when an annotation takes it off the wire.
    static func property(
        _ name: String, line: Int, type: [SourceLexeme], hasDefault: Bool,
        annotations: [KotlinAnnotation]
    ) -> KotlinProperty? {
        guard !annotations.contains(where: \.removesFromWire) else { return nil }
        var property = KotlinProperty(
            name: name, wireName: annotations.lazy.compactMap(\.wireName).first ?? name,
            isNullable: type.last?.punctuation?.hasSuffix("?") == true, hasDefault: hasDefault,
            typeName: SwiftBodyReader.typeName(unwrapped(type)), line: line)
        property.annotationNames = annotations.map(\.name)
        property.encodeDefault = annotations.first { $0.name == "EncodeDefault" }.map { annotation in
            !annotation.arguments.contains { $0.lastWord == "NEVER" }
        }
        return property
    }

    /// Collection types a property's type name is looked for inside: `List<NativeEmissionFile>`.
    static let wrappers: Set<String> = ["List", "MutableList", "Set", "MutableSet", "Array", "Collection", "Sequence"]

    /// A type's lexemes without its collection wrappers, qualified or not (`List<Tag>` and
    /// `kotlin.collections.List<Tag>`, as generators write it, are `<Tag>`).
    static func unwrapped(_ type: [SourceLexeme]) -> [SourceLexeme] {
        var out: [SourceLexeme] = []
        var index = 0
        while index < type.count {
            var end = index
            while end + 2 < type.count, type[end].word != nil, type[end + 1].punctuation == ".",
                type[end + 2].word != nil
            {
                end += 2
            }
            if let last = type[end].word, Self.wrappers.contains(last) {
                index = end + 1
                continue
            }
            out.append(contentsOf: type[index...end])
            index = end + 1
        }
        return out
    }

    /// After a name at `start - 1`: the lexemes of its `: Type` (none without a `:`) and the index
    /// after them. A type ends at `=`, `by`, `{`, `;`, `}`, or a `,`/`)` outside its own brackets
    /// and angle brackets, or at a line end outside them.
    /// Words that start a property's accessors after its type (`get`, `set`, or a visibility).
    static let accessorWords: Set<String> = ["get", "set", "private", "public", "internal", "protected"]

    func typeAnnotation(from start: Int) -> ([SourceLexeme], Int) {
        guard start < lexemes.count, lexemes[start].punctuation == ":" else { return ([], start) }
        var at = start + 1
        var depth = 0
        var angle = 0
        while at < lexemes.count {
            let lexeme = lexemes[at]
            let text = lexeme.punctuation
            if depth == 0 && angle <= 0 {
                if ["=", "{", ";", "}", ",", ")"].contains(text ?? "") || lexeme.word == "by" { break }
                if at > start + 1, lexeme.line > lexemes[at - 1].line, text != "?" && text != "." { break }
                // `val x: String get() = …` on one line: the accessor ends the type, so the
                // property is computed (no initializer, not a stored key).
                if at > start + 1, let word = lexeme.word, Self.accessorWords.contains(word),
                    lexemes[at - 1].punctuation != "."
                {
                    break
                }
            }
            if let text {
                angle += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                if text == "->" { angle += 1 }
            }
            depth += LexemeCursor.depthChange(lexeme)
            if depth < 0 { break }
            at += 1
        }
        return (Array(lexemes[(start + 1)..<at]), at)
    }

    /// The index of the last lexeme of an expression starting at `start`: before `;`, a closing
    /// bracket of the enclosing group, a `,` (when `stopAtComma`), or a later line that does not
    /// continue it (brackets and lambdas are stepped over whole).
    func expressionEnd(from start: Int, stopAtComma: Bool = false) -> Int {
        cursor.expressionEnd(from: start, stop: stopAtComma ? "," : nil) { last, next in
            (next.punctuation ?? next.word).map(Self.continuingStarts.contains) ?? false
                || (last.punctuation ?? last.word).map(Self.continuingEnds.contains) == true
        }
    }

    /// `val name: Type = value`, `var name by lazy { … }`, `val Receiver.name get() = …`, with
    /// getters and setters; nil when no name follows (`val (a, b) = pair` still steps over).
    func variable(at index: Int, context: MemberContext) -> Variable? {
        var at = skipAngles(from: index + 1)
        var receiver = false
        while at + 2 < lexemes.count, lexemes[at].word != nil, lexemes[at + 1].punctuation == ".",
            lexemes[at + 2].word != nil
        {
            receiver = true
            at += 2
        }
        guard at < lexemes.count, let name = lexemes[at].word else { return nil }
        let nameAt = at
        let (type, typeEnd) = typeAnnotation(from: nameAt + 1)
        at = typeEnd
        var end = max(typeEnd - 1, nameAt)
        var initialized = false
        var delegated = false
        var initializer: Initializer?
        let mutable = lexemes[index].word == "var" ? "var" : nil
        if at < lexemes.count, lexemes[at].punctuation == "=" || lexemes[at].word == "by" {
            initialized = lexemes[at].punctuation == "="
            delegated = !initialized
            end = expressionEnd(from: at + 1)
            initializer = Initializer(
                form: delegated ? .delegated : .expression, start: at + 1, end: end, nameIndex: nameAt,
                mutableIntroducer: mutable)
            at = end + 1
        }
        let (accessorEnd, hasGetter) = accessors(from: at)
        if accessorEnd >= at {
            if hasGetter {
                initializer = Initializer(
                    form: .getter, start: at, end: accessorEnd, nameIndex: nameAt, mutableIntroducer: mutable)
            }
            end = accessorEnd
        }
        let modifiers = context.pending.modifiers
        var declaration = SourceDeclaration(
            name: name, kind: .constant, range: cursor.range(context.pending.start ?? index, end))
        declaration.initializer = initializer
        declaration.isStatic = context.container == .object
        let field = !receiver && !delegated && !modifiers.contains("abstract") && (initialized || !hasGetter)
        let onWire = context.container == .type && field && !modifiers.contains("const")
        let property =
            onWire
            ? Self.property(
                name, line: lexemes[nameAt].line, type: type, hasDefault: initialized,
                annotations: context.pending.annotations) : nil
        return Variable(declaration: declaration, property: property, next: end + 1)
    }

    /// `get() = …`, `get() { … }`, `private set`, `set(value) { … }` after a property: the index
    /// of their last lexeme (`start - 1` when none) and whether a getter is among them.
    func accessors(from start: Int) -> (Int, Bool) {
        var at = start
        var end = start - 1
        var getter = false
        let visibility: Set<String> = ["private", "public", "internal", "protected"]
        while at < lexemes.count {
            var word = at
            while word < lexemes.count, let text = lexemes[word].word, visibility.contains(text) || text.hasPrefix("@")
            {
                word += 1
            }
            guard word < lexemes.count, let accessor = lexemes[word].word, accessor == "get" || accessor == "set" else {
                break
            }
            getter = getter || accessor == "get"
            at = word + 1
            if at < lexemes.count, lexemes[at].punctuation == "(" { at = cursor.closing(ofGroupAt: at) + 1 }
            at = typeAnnotation(from: at).1
            if at < lexemes.count, lexemes[at].punctuation == "{" {
                at = cursor.closing(ofGroupAt: at) + 1
            } else if at < lexemes.count, lexemes[at].punctuation == "=" {
                at = expressionEnd(from: at + 1) + 1
            }
            end = at - 1
        }
        return (end, getter)
    }

    /// `fun name(…) { … }`, `fun <T> Receiver.name(…): T = …`: the declaration (nil without a
    /// body) and the index after it.
    func function(at index: Int) -> (SourceDeclaration?, Int) {
        var at = skipAngles(from: index + 1)
        var name: String?
        while at < lexemes.count, let word = lexemes[at].word {
            name = word
            at = skipAngles(from: at + 1)
            guard at + 1 < lexemes.count, lexemes[at].punctuation == ".", lexemes[at + 1].word != nil else { break }
            at += 1
        }
        guard let name, at < lexemes.count, lexemes[at].punctuation == "(" else { return (nil, at) }
        let params = at
        at = cursor.closing(ofGroupAt: at) + 1
        at = typeAnnotation(from: at).1
        if at < lexemes.count, lexemes[at].word == "where" {
            while at < lexemes.count, lexemes[at].punctuation != "{", lexemes[at].punctuation != "=" { at += 1 }
        }
        let end: Int
        if at < lexemes.count, lexemes[at].punctuation == "{" {
            end = cursor.closing(ofGroupAt: at)
            var declaration = SourceDeclaration(name: name, kind: .function, range: cursor.range(index, end))
            var reader = SwiftFunctionKeys(cursor: cursor)
            reader.kotlin = true
            declaration.functionKeys = reader.read(params: params, body: at...end)
            return (declaration, end + 1)
        } else if at < lexemes.count, lexemes[at].punctuation == "=" {
            end = expressionEnd(from: at + 1)
        } else {
            return (nil, at)
        }
        // An expression body (`= Detail(o.getString("a"))`): read from the `=` to one past its
        // end, as a braced body is read between its braces.
        var declaration = SourceDeclaration(name: name, kind: .function, range: cursor.range(index, end))
        var reader = SwiftFunctionKeys(cursor: cursor)
        reader.kotlin = true
        declaration.functionKeys = reader.read(params: params, body: at...(end + 1))
        return (declaration, end + 1)
    }
}
