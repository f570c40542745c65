/// One Kotlin annotation as the declaration reader needs it: its simple name (without `@`, a
/// use-site target like `field:`/`get:`/`param:`, or a package qualifier) and its arguments.
struct KotlinAnnotation: Sendable, Equatable {
    /// One argument: `name = "x"` has the label `name`; `"x"` has none. `string` is the
    /// argument's string literal, `word` its single word (`true`), `number` its number literal
    /// as written (a unary minus included: `-1`), when it is one.
    struct Argument: Sendable, Equatable {
        var label: String?
        var string: String?
        var word: String?
        var number: String?
        /// The string literals the argument is: one string, an array literal `["a", "b"]` or
        /// `arrayOf("a", "b")`; nil for anything else (a constant, a template).
        var strings: [String]?
        /// The class a class literal argument names: `Unknown` for `Unknown::class`.
        var classLiteral: String?
        /// The argument's last word: `NEVER` for `EncodeDefault.Mode.NEVER`.
        var lastWord: String?
        /// Jackson's `JsonSubTypes.Type(value = A::class, name = "a")`: the class and its name.
        var subType: (type: String, name: String)?

        static func == (a: Argument, b: Argument) -> Bool {
            a.label == b.label && a.string == b.string && a.word == b.word && a.number == b.number
                && a.strings == b.strings && a.classLiteral == b.classLiteral && a.lastWord == b.lastWord
                && a.subType?.type == b.subType?.type && a.subType?.name == b.subType?.name
        }
    }

    var name: String
    var arguments: [Argument] = []
    /// The line of its `@`.
    var line = 0

    /// The wire name this annotation gives: kotlinx.serialization `@SerialName("x")`, Moshi
    /// `@Json(name = "x")`, Gson `@SerializedName("x")` (or `value = "x"`), Jackson
    /// `@JsonProperty("x")` (or `value = "x"`), and on a class Jackson's `@JsonTypeName("x")`.
    var wireName: String? {
        let labels: [String: Set<String>] = [
            "SerialName": ["value"], "Json": ["name"], "SerializedName": ["value"], "JsonProperty": ["value"],
            "JsonTypeName": ["value"],
        ]
        guard let accepted = labels[name] else { return nil }
        return arguments.first { $0.string != nil && ($0.label == nil || accepted.contains($0.label ?? "")) }?.string
    }

    /// True when the annotation takes a property off the wire: `@Transient` (kotlinx's, or
    /// `kotlin.jvm.Transient`, the JVM `transient` modifier Gson skips), Moshi's
    /// `@Json(ignore = true)` and Jackson's `@JsonIgnore` (not `@JsonIgnore(false)`).
    var removesFromWire: Bool {
        if name == "JsonIgnore" { return !arguments.contains { $0.word == "false" } }
        return name == "Transient"
            || (name == "Json" && arguments.contains { $0.label == "ignore" && $0.word == "true" })
    }

    /// Reads the annotation whose `@name` lexeme is at `index` (`@field:SerializedName("x")`,
    /// `@kotlinx.serialization.Transient`, `@Json(name = "x")`); returns it and the index after it.
    static func read(at index: Int, in cursor: LexemeCursor) -> (KotlinAnnotation, Int) {
        let lexemes = cursor.lexemes
        var name = String(lexemes[index].word?.dropFirst() ?? "")
        var at = index + 1
        if at + 1 < lexemes.count, lexemes[at].punctuation == ":", let target = lexemes[at + 1].word,
            lexemes[at + 1].line == lexemes[index].line
        {
            name = target
            at += 2
        }
        while at + 1 < lexemes.count, lexemes[at].punctuation == ".", let part = lexemes[at + 1].word {
            name = part
            at += 2
        }
        var annotation = KotlinAnnotation(name: name, line: lexemes[index].line)
        if at < lexemes.count, lexemes[at].punctuation == "(", lexemes[at].line == lexemes[at - 1].line {
            let close = cursor.closing(ofGroupAt: at)
            annotation.arguments = arguments(lexemes, from: at + 1, to: close)
            at = close + 1
        }
        return (annotation, at)
    }

    /// The arguments between `start` and the closing `)` at `end`, split at top-level commas.
    static func arguments(_ lexemes: [SourceLexeme], from start: Int, to end: Int) -> [Argument] {
        var out: [Argument] = []
        var pieces: [[SourceLexeme]] = [[]]
        var depth = 0
        for lexeme in lexemes[start..<max(start, end)] {
            if depth == 0, lexeme.punctuation == "," {
                pieces.append([])
                continue
            }
            depth += LexemeCursor.depthChange(lexeme)
            pieces[pieces.count - 1].append(lexeme)
        }
        for piece in pieces where !piece.isEmpty {
            var value = piece[...]
            var label: String?
            if piece.count > 2, let word = piece[0].word, piece[1].punctuation == "=" {
                label = word
                value = piece[2...]
            }
            let single = value.count == 1 ? value.first : nil
            let number = LexemeCursor.literal(at: value.startIndex, in: piece).flatMap { literal, next in
                next == piece.endIndex && single?.string == nil ? literal : nil
            }
            var argument = Argument(
                label: label, string: single?.string, word: single?.word, number: number, strings: strings(value))
            argument.lastWord = value.last?.word
            argument.subType = subType(Array(value))
            if value.count == 3, value[value.startIndex + 1].punctuation == "::", value.last?.word == "class" {
                argument.classLiteral = value.first?.word
            }
            out.append(argument)
        }
        return out
    }

    /// The string literals of an argument's value (see `Argument.strings`).
    static func strings(_ value: ArraySlice<SourceLexeme>) -> [String]? {
        if value.count == 1, let text = value.first?.string { return [text] }
        var inner = value
        if value.count >= 3, value.first?.word == "arrayOf", value[value.startIndex + 1].punctuation == "(",
            value.last?.punctuation == ")"
        {
            inner = value.dropFirst(2).dropLast()
        } else if value.count >= 2, value.first?.punctuation == "[", value.last?.punctuation == "]" {
            inner = value.dropFirst().dropLast()
        } else {
            return nil
        }
        var out: [String] = []
        var expectsString = true
        for lexeme in inner {
            if expectsString, let text = lexeme.string {
                out.append(text)
                expectsString = false
            } else if !expectsString, lexeme.punctuation == "," {
                expectsString = true
            } else {
                return nil
            }
        }
        return out
    }

    /// `JsonSubTypes.Type(value = A::class, name = "a")` (or `Type(A::class, name = "a")`): its
    /// class and name; nil for anything else.
    static func subType(_ value: [SourceLexeme]) -> (type: String, name: String)? {
        guard value.last?.punctuation == ")", let open = value.firstIndex(where: { $0.punctuation == "(" }),
            open > 0, value[open - 1].word == "Type"
        else { return nil }
        let inner = arguments(value, from: open + 1, to: value.count - 1)
        guard let type = inner.first(where: { $0.label == nil || $0.label == "value" })?.classLiteral,
            let name = inner.first(where: { $0.label == "name" })?.string
        else { return nil }
        return (type, name)
    }

    /// Why a class's wire form cannot be read from its declaration, when it names a serializer of
    /// its own (`@Serializable(with = PlaySerializer::class)`), else nil.
    static func customSerializer(_ annotations: [KotlinAnnotation]) -> String? {
        guard
            let with = annotations.first(where: { $0.name == "Serializable" })?.arguments.first(where: {
                $0.label == "with"
            })
        else { return nil }
        let named = with.classLiteral.map { "\($0)::class" } ?? "…"
        return "`@Serializable(with = \(named))`, a serializer of its own whose wire form the reader does not read"
    }

    /// Jackson's `@JsonIgnoreProperties` among a class's annotations: the wire names it takes
    /// off (`("a", "b")`, `(value = ["a"])`, `(value = arrayOf("a"))`; `ignoreUnknown = true`
    /// takes none), and why they cannot be read: names the reader cannot read (a constant), or
    /// `allowGetters`/`allowSetters = true`, which keeps the keys on the wire one way.
    static func ignoredProperties(_ annotations: [KotlinAnnotation]) -> (names: Set<String>, reasons: [String]) {
        var names: Set<String> = []
        var reasons: [String] = []
        for annotation in annotations where annotation.name == "JsonIgnoreProperties" {
            let before = names.count
            for argument in annotation.arguments where argument.label == nil || argument.label == "value" {
                if let strings = argument.strings {
                    names.formUnion(strings)
                } else {
                    reasons.append(
                        "`@JsonIgnoreProperties(\(argument.label.map { "\($0) = " } ?? "")…)`, whose names are no "
                            + "string literals the reader reads")
                }
            }
            for (label, how) in [
                ("allowGetters", "writes the keys it names and does not read them"),
                ("allowSetters", "reads the keys it names and does not write them"),
            ]
            where names.count > before
                && annotation.arguments.contains(where: { $0.label == label && $0.word == "true" })
            {
                reasons.append("`@JsonIgnoreProperties(…, \(label) = true)`, which \(how)")
            }
        }
        return (names, reasons)
    }
}

/// The serialization library a Kotlin class is written for, which decides when a key may be
/// absent (see `KotlinProperty.wireProperty`).
enum KotlinWireLibrary: Sendable {
    /// kotlinx.serialization (`@Serializable`, or `@SerialName` on a property): a key may be
    /// absent only when its property has a default value (and no `@Required`). A nullable type
    /// without a default is a required key whose value may be `null`.
    case kotlinx
    /// Moshi (`@JsonClass`, or `@Json` on a property), and a class no library marks: a nullable
    /// type or a default value lets the key be absent (Moshi decodes an absent nullable key as
    /// `null` and leaves out `null`s when it encodes).
    case moshi
    /// Gson (`@SerializedName` on a property, or a file importing `com.google.gson`): reflective,
    /// it applies no default values, so only a nullable type says a key may be absent.
    case gson

    /// The library of a class from its own annotations and its properties'.
    static func of(classAnnotations: [KotlinAnnotation], properties: [KotlinProperty], importsGson: Bool) -> Self {
        let names = Set(classAnnotations.map(\.name)).union(properties.flatMap(\.annotationNames))
        if names.contains("Serializable") || names.contains("SerialName") { return .kotlinx }
        if names.contains("JsonClass") || names.contains("Json") { return .moshi }
        if importsGson || names.contains("SerializedName") { return .gson }
        return .moshi
    }
}

/// A Kotlin property as read, before the class's library decides its optionality.
struct KotlinProperty: Sendable, Equatable {
    var name: String
    var wireName: String
    var isNullable: Bool
    var hasDefault: Bool
    var typeName: String?
    var line: Int
    /// The names of the property's annotations (`SerialName`, `Required`, …).
    var annotationNames: [String] = []
    /// kotlinx `@EncodeDefault`: true for its `ALWAYS` mode (the default), false for `NEVER`;
    /// nil without one.
    var encodeDefault: Bool?

    /// The key as the wire sees it under `library` (see `KotlinWireLibrary` for when a key may
    /// be absent).
    func wireProperty(_ library: KotlinWireLibrary) -> WireProperty {
        let optional: Bool
        switch library {
        case .kotlinx: optional = hasDefault && !annotationNames.contains("Required")
        case .moshi: optional = isNullable || hasDefault
        case .gson: optional = isNullable
        }
        var property = WireProperty(
            name: name, wireName: wireName, isOptional: optional, typeName: typeName, line: line)
        // kotlinx leaves a property at its default value out when it encodes, unless told to write
        // defaults (`encodeDefaults = true`, `@EncodeDefault`): a sender's rule may differ.
        if library == .kotlinx, optional, encodeDefault != false {
            property.sent = encodeDefault == true ? .always : .defaulted
        }
        return property
    }
}
