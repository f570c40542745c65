/// Class, interface and object declarations, their primary constructors, supertypes and enum
/// entries.
extension KotlinBodyReader {
    /// `class Name<T>(…) : Supers { body }`, `interface`, `object Name`, `companion object [Name]`:
    /// the declaration, the index after it, and whether it is a companion object. Nil when no
    /// name follows (an object expression).
    mutating func type(_ keyword: String, at index: Int, context: MemberContext) -> (SourceDeclaration, Int, Bool)? {
        let modifiers = context.pending.modifiers
        let isCompanion = keyword == "object" && modifiers.contains("companion")
        var at = index + 1
        let name: String
        if at < lexemes.count, let word = lexemes[at].word, !word.hasPrefix("@") {
            name = word
            at += 1
        } else if isCompanion {
            name = "Companion"
        } else {
            return nil
        }
        at = skipAngles(from: at)
        at = skipConstructorModifiers(from: at)
        var parameters: [KotlinProperty] = []
        if at < lexemes.count, lexemes[at].punctuation == "(" {
            let close = cursor.closing(ofGroupAt: at)
            if keyword == "class" { parameters = constructorProperties(open: at, close: close) }
            at = close + 1
        }
        var supertypes: [String] = []
        if at < lexemes.count, lexemes[at].punctuation == ":" { (supertypes, at) = self.supertypes(from: at + 1) }
        let isEnum = modifiers.contains("enum")
        let container: Container =
            isEnum
            ? .enumeration
            : keyword == "object"
                ? .object
                : keyword == "interface" || modifiers.contains("annotation") ? .interface : .type
        var inner = Body(end: max(at - 1, index))
        if at < lexemes.count, lexemes[at].punctuation == "{" {
            if context.depth >= Self.maximumDepth {
                inner = Body(end: cursor.closing(ofGroupAt: at))
            } else {
                entriesByName = context.pending.annotations.contains {
                    ["Serializable", "JsonClass"].contains($0.name)
                }
                path.append(name)
                inner = body(from: at + 1, container: container, depth: context.depth + 1)
                path.removeLast()
            }
        }
        var declaration = SourceDeclaration(
            name: name, kind: isEnum ? .enumeration : .type,
            range: cursor.range(context.pending.start ?? index, inner.end))
        declaration.nested = inner.declarations
        // `@Serializable(with = …)`: a hand-written serializer decides the wire form, which the
        // declarations do not say; a side naming the class is unverifiable, naming it.
        let serializer = KotlinAnnotation.customSerializer(context.pending.annotations)
        declaration.unfollowed += serializer.map { [$0] } ?? []
        declaration.cases = serializer != nil ? [] : inner.cases
        if container == .type, serializer == nil {
            let all = parameters + inner.properties
            let library = KotlinWireLibrary.of(
                classAnnotations: context.pending.annotations, properties: all, importsGson: importsGson)
            // Jackson's `@JsonIgnoreProperties` takes the keys it names off, by their wire names.
            let ignored = KotlinAnnotation.ignoredProperties(context.pending.annotations)
            declaration.properties = all.map { $0.wireProperty(library) }.filter {
                !ignored.names.contains($0.wireName)
            }
            declaration.unfollowed += ignored.reasons
        }
        headers.append(
            KotlinTypeHeader(
                range: declaration.range, name: name, qualifiedName: (path + [name]).joined(separator: "."),
                supertypes: supertypes, serialNames: context.pending.annotations.compactMap(\.wireName),
                isSealed: modifiers.contains("sealed"),
                line: context.pending.annotations.first { $0.wireName != nil }?.line ?? lexemes[index].line,
                annotationNames: Set(context.pending.annotations.map(\.name)),
                discriminator: KotlinDiscriminator.of(context.pending.annotations),
                subTypeNames: Dictionary(
                    context.pending.annotations.filter { $0.name == "JsonSubTypes" }.flatMap(\.arguments)
                        .compactMap(\.subType), uniquingKeysWith: { first, _ in first }),
                defaultImplementations: Set(
                    context.pending.annotations.filter { $0.name == "JsonTypeInfo" }.flatMap(\.arguments).filter {
                        $0.label == "defaultImpl"
                    }.compactMap(\.classLiteral))))
        return (declaration, inner.end + 1, isCompanion)
    }

    /// The index after a `<…>` group at `start` (type parameters), or `start` when none opens.
    func skipAngles(from start: Int) -> Int {
        guard start < lexemes.count, let first = lexemes[start].punctuation, first.hasPrefix("<") else { return start }
        var depth = 0
        var at = start
        while at < lexemes.count {
            if let text = lexemes[at].punctuation {
                depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                if text == "{" || text == "}" || text == ";" || text == "=" { return at }
            }
            at += 1
            if depth <= 0 { return at }
        }
        return at
    }

    /// Annotations and modifiers before a primary constructor (`@Inject private constructor(…)`);
    /// `start` when no `(` follows them (a body-less `sealed interface Shape` followed by the
    /// annotations of the next declaration, which are that declaration's).
    func skipConstructorModifiers(from start: Int) -> Int {
        var at = start
        let before: Set<String> = ["constructor", "private", "public", "internal", "protected"]
        while at < lexemes.count, let word = lexemes[at].word {
            if word.hasPrefix("@") {
                at = KotlinAnnotation.read(at: at, in: cursor).1
            } else if before.contains(word), at + 1 < lexemes.count,
                lexemes[at + 1].word != nil || lexemes[at + 1].punctuation == "("
            {
                at += 1
            } else {
                break
            }
        }
        return at < lexemes.count && lexemes[at].punctuation == "(" ? at : start
    }

    /// `: A(), B<T>, C by d`: the supertypes' names and the index after the list (a `,` goes on
    /// to the next, across lines).
    func supertypes(from start: Int) -> ([String], Int) {
        var names: [String] = []
        var at = start
        while at < lexemes.count, lexemes[at].word != nil {
            let (name, next) = dottedName(from: at)
            names.append(name)
            at = skipAngles(from: next)
            if at < lexemes.count, lexemes[at].punctuation == "(" { at = cursor.closing(ofGroupAt: at) + 1 }
            if at < lexemes.count, lexemes[at].word == "by" { at = expressionEnd(from: at + 1, stopAtComma: true) + 1 }
            guard at < lexemes.count, lexemes[at].punctuation == "," else { break }
            at += 1
        }
        return (names, at)
    }

    /// The entries at the start of an enum class's body (`@SerialName("a") A, B("b") { … };`):
    /// each one's wire value is its annotation's name, else (for an enum not marked for a
    /// library) a string or number first argument (`B(-1)` is `-1`), else its name. Where more
    /// entries carry a wire name than map through an argument, the library maps the enum and
    /// the others by name (Gson's `UNKNOWN(0)` beside `@SerializedName("public") PUBLIC(1)` and
    /// `@SerializedName("direct") DIRECT(2)` is `UNKNOWN`). Returns the index after them.
    mutating func enumEntries(from start: Int, into body: inout Body) -> Int {
        let first = body.cases.count
        var byArgument: [Int] = []
        let end = readEnumEntries(from: start, into: &body, byArgument: &byArgument)
        let annotated = (first..<body.cases.count).filter {
            !byArgument.contains($0) && body.cases[$0].rawValue != nil
        }
        if annotated.count > byArgument.count { for index in byArgument { body.cases[index].rawValue = nil } }
        return end
    }

    /// `enumEntries` as written, noting in `byArgument` each entry whose wire value is its
    /// constructor argument.
    private mutating func readEnumEntries(from start: Int, into body: inout Body, byArgument: inout [Int]) -> Int {
        var at = start
        var annotations: [KotlinAnnotation] = []
        while at < lexemes.count {
            let lexeme = lexemes[at]
            if lexeme.punctuation == "}" { return at }
            if lexeme.punctuation == ";" { return at + 1 }
            if lexeme.punctuation == "," {
                at += 1
                continue
            }
            guard let word = lexeme.word, !Self.declarationWords.contains(word) else { return at }
            if word.hasPrefix("@") {
                let (annotation, next) = KotlinAnnotation.read(at: at, in: cursor)
                annotations.append(annotation)
                at = next
                continue
            }
            var entry = EnumCase(name: word, line: lexeme.line)
            var argument: String?
            at += 1
            if at < lexemes.count, lexemes[at].punctuation == "(" {
                let close = cursor.closing(ofGroupAt: at)
                let first = KotlinAnnotation.arguments(lexemes, from: at + 1, to: close).first
                argument = entriesByName || first?.label != nil ? nil : first?.string ?? first?.number
                at = close + 1
            }
            if at < lexemes.count, lexemes[at].punctuation == "{" { at = cursor.closing(ofGroupAt: at) + 1 }
            let wireName = annotations.lazy.compactMap(\.wireName).first
            entry.rawValue = wireName ?? argument
            if wireName == nil, argument != nil { byArgument.append(body.cases.count) }
            body.cases.append(entry)
            annotations = []
            guard at < lexemes.count, [",", ";", "}"].contains(lexemes[at].punctuation ?? "") else { return at }
        }
        return at
    }
}
