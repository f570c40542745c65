/// Reads a Kotlin file's declarations from its lexemes: classes (`data`, `sealed`, `enum`,
/// plain), interfaces, objects and companion objects with their bodies, functions, `val`/`var`
/// (and `const val`) at any level, enum entries with their wire values, and the subclasses of
/// a sealed type as its closed set of discriminators.
///
/// A class's wire keys are its primary-constructor `val`/`var` parameters and its body
/// properties with a backing field, renamed by `@SerialName`, `@Json(name = …)` or
/// `@SerializedName` (any use-site target), without `@Transient` or `@Json(ignore = true)`
/// ones. A companion object's members are read as static members of the class, so
/// `PairedBox.NATIVE_COMPOSER_QUERY` names one. Function bodies are stepped over as one group.
enum KotlinDeclarationReader: DeclarationReader {
    static let fileExtensions: Set<String> = ["kt", "kts"]

    static func read(_ source: LexedSource) -> FileDeclarations {
        guard !source.lexemes.isEmpty else { return FileDeclarations(declarations: []) }
        var reader = KotlinBodyReader(cursor: LexemeCursor(source.lexemes))
        reader.readHeader()
        let body = reader.body(from: 0, container: .file, depth: 0)
        let sealed = KotlinSealedHierarchy(
            packageName: reader.packageName, headers: reader.headers,
            defaultDeserialized: KotlinSealedHierarchy.fallbacks(in: source.lexemes, cursor: reader.cursor))
        var file = FileDeclarations(declarations: sealed.resolve(body.declarations))
        file.keyNaming = KeyNaming.configured(in: source.lexemes)
        file.encoder = EncoderConfiguration.configured(in: source.lexemes)
        return file
    }
}

/// The body reader behind `KotlinDeclarationReader`.
struct KotlinBodyReader {
    enum Container { case file, type, object, interface, enumeration }

    /// What one body holds; `end` is the index of its closing `}` (or the last lexeme).
    struct Body {
        var declarations: [SourceDeclaration] = []
        var properties: [KotlinProperty] = []
        var cases: [EnumCase] = []
        var end = 0
    }

    /// The annotations and modifiers read before a declaration's keyword, and the index of the
    /// first of them: where the declaration's range starts, so a value an annotation carries
    /// (`@SerialName("circle") data class Circle`) is inside what it annotates.
    struct Pending {
        var annotations: [KotlinAnnotation] = []
        var modifiers: Set<String> = []
        var start: Int?
    }

    /// Bodies nested deeper than this are stepped over whole (bounds the recursion).
    static let maximumDepth = 24
    static let modifiers: Set<String> = [
        "public", "private", "internal", "protected", "open", "final", "abstract", "sealed", "data", "enum", "inner",
        "value", "annotation", "override", "lateinit", "const", "inline", "noinline", "crossinline", "tailrec",
        "suspend", "operator", "infix", "external", "expect", "actual", "companion", "vararg",
    ]
    /// Words a modifier may precede: a modifier is one only before one of these (or an annotation).
    static let declarationWords: Set<String> = modifiers.union([
        "class", "interface", "object", "val", "var", "fun",
        "typealias",
    ])

    var cursor: LexemeCursor
    var lexemes: [SourceLexeme] { cursor.lexemes }
    /// The file's `package` name (for a sealed subclass's default serial name).
    var packageName = ""
    /// The file imports `com.google.gson`.
    var importsGson = false
    /// Every class, interface and object header read so far (for the sealed hierarchies).
    var headers: [KotlinTypeHeader] = []
    /// Set just before an enum's body is read: its entries' string arguments are not their wire
    /// values (the enum is `@Serializable` or `@JsonClass`, which put the name on the wire).
    var entriesByName = false
    /// The enclosing declarations' names while a body is read.
    var path: [String] = []

    /// Reads `package` and the imports that decide the wire library.
    mutating func readHeader() {
        var at = 0
        while at < lexemes.count, let word = lexemes[at].word,
            word == "package" || word == "import"
                || word.hasPrefix("@")
        {
            let (name, next) = dottedName(from: at + 1)
            if word == "package" { packageName = name }
            if word == "import", name.hasPrefix("com.google.gson") { importsGson = true }
            at = word.hasPrefix("@") ? KotlinAnnotation.read(at: at, in: cursor).1 : next
        }
    }

    /// `a.b.c` from `start`: the name and the index after it.
    func dottedName(from start: Int) -> (String, Int) {
        var name = ""
        var at = start
        while at < lexemes.count, let word = lexemes[at].word {
            name += name.isEmpty ? word : "." + word
            at += 1
            guard at + 1 < lexemes.count, lexemes[at].punctuation == ".", lexemes[at + 1].word != nil else { break }
            at += 1
        }
        return (name, at)
    }

    /// Reads declarations from `start` up to the `}` that closes the enclosing body.
    mutating func body(from start: Int, container: Container, depth: Int) -> Body {
        var body = Body()
        var index = start
        if container == .enumeration { index = enumEntries(from: start, into: &body) }
        var pending = Pending()
        while index < lexemes.count {
            let lexeme = lexemes[index]
            if lexeme.punctuation == "}" {
                body.end = index
                return body
            }
            guard let word = lexeme.word else {
                if lexeme.punctuation != "@" { pending = Pending() }
                index = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: index) + 1 : index + 1
                continue
            }
            if word.hasPrefix("@") {
                let (annotation, next) = KotlinAnnotation.read(at: index, in: cursor)
                pending.annotations.append(annotation)
                pending.start = pending.start ?? index
                index = next
                continue
            }
            if isModifier(at: index) {
                pending.modifiers.insert(word)
                pending.start = pending.start ?? index
                index += 1
                continue
            }
            let context = MemberContext(container: container, depth: depth, pending: pending)
            index = member(word, at: index, context: context, into: &body)
            pending = Pending()
        }
        body.end = lexemes.count - 1
        return body
    }

    /// A modifier word is one when a declaration word or an annotation follows it (`fun` is
    /// one only in `fun interface`).
    func isModifier(at index: Int) -> Bool {
        guard let word = lexemes[index].word, index + 1 < lexemes.count, let next = lexemes[index + 1].word else {
            return false
        }
        if word == "fun" { return next == "interface" }
        return Self.modifiers.contains(word) && (Self.declarationWords.contains(next) || next.hasPrefix("@"))
    }

    /// Where a member is read: its body's kind, the nesting depth, and what came before its
    /// keyword.
    struct MemberContext {
        var container: Container
        var depth: Int
        var pending: Pending
    }

    /// Reads the declaration a word starts, if it starts one; returns the index to go on from.
    mutating func member(_ word: String, at index: Int, context: MemberContext, into body: inout Body) -> Int {
        switch word {
        case "class", "interface", "object":
            guard let (declaration, next, isCompanion) = type(word, at: index, context: context) else {
                return index + 1
            }
            if isCompanion {
                // A companion's members are the class's static members.
                body.declarations += declaration.nested.map { nested in
                    var member = nested
                    member.isStatic = true
                    return member
                }
            } else {
                body.declarations.append(declaration)
            }
            return next
        case "fun":
            let (declaration, next) = function(at: index)
            if var declaration {
                let first = cursor.range(context.pending.start ?? index, index).lowerBound
                declaration.range = first...declaration.range.upperBound
                body.declarations.append(declaration)
            }
            return next
        case "val", "var":
            guard let read = variable(at: index, context: context) else { return index + 1 }
            body.declarations.append(read.declaration)
            if let property = read.property { body.properties.append(property) }
            return read.next
        case "package", "import":
            return dottedName(from: index + 1).1
        default:
            return index + 1
        }
    }
}
