/// A sealed class or interface as a closed set: its same-file subclasses and objects are its
/// members, each by its discriminator — its `@SerialName` (or Jackson's `@JsonTypeName`), else
/// kotlinx.serialization's default, the qualified name (`app.beebox.Shape.Circle`).
///
/// A member with no wire name is a catch-all, left out of the set and named beside it: where
/// the hierarchy is written for a library (the sealed type or a member is `@Serializable` or
/// carries a wire name), a member that is neither (`object Unknown : Shape()`), and the class a
/// default deserializer returns (`defaultDeserializer { Unknown.serializer() }`,
/// `polymorphicDefaultDeserializer(Shape::class) { Unknown.serializer() }`) or Jackson's
/// `@JsonTypeInfo(defaultImpl = Unknown::class)` names, unless it carries a wire name itself.
struct KotlinSealedHierarchy {
    let packageName: String
    let headers: [KotlinTypeHeader]
    /// The classes the file's default deserializers return (see `fallbacks(in:)`).
    var defaultDeserialized: Set<String> = []

    /// The declarations with each sealed type's members filled in as its cases.
    func resolve(_ declarations: [SourceDeclaration]) -> [SourceDeclaration] {
        var members: [ClosedRange<SourcePosition>: Members] = [:]
        var keys: [ClosedRange<SourcePosition>: DiscriminatorKey] = [:]
        for sealed in headers where sealed.isSealed {
            // Jackson's `@JsonSubTypes` on the sealed type names the members it lists.
            let subclasses = headers.filter { header in
                header.range != sealed.range && header.supertypes.contains { Self.names($0, sealed) }
            }.map { header in
                var named = header
                if named.serialNames.isEmpty, let name = sealed.subTypeNames[header.name] { named.serialNames = [name] }
                return named
            }
            let forLibrary =
                sealed.annotationNames.contains("Serializable")
                || subclasses.contains { $0.serialName != nil || $0.annotationNames.contains("Serializable") }
            let fallbacks = defaultDeserialized.union(sealed.defaultImplementations)
            let isCatchAll = { (header: KotlinTypeHeader) -> Bool in
                guard header.serialName == nil else { return false }
                return fallbacks.contains(header.name)
                    || (forLibrary && !header.annotationNames.contains("Serializable"))
            }
            let cases = subclasses.filter { !isCatchAll($0) }.map { header in
                let qualified = packageName.isEmpty ? header.qualifiedName : packageName + "." + header.qualifiedName
                return EnumCase(name: header.name, rawValue: header.serialName ?? qualified, line: header.line)
            }
            guard !subclasses.isEmpty else { continue }
            var found = Members(cases: cases, catchAlls: subclasses.filter(isCatchAll).map(\.name))
            if let twice = subclasses.first(where: { Set($0.serialNames).count > 1 }) {
                let names = twice.serialNames.map { "\"\($0)\"" }.joined(separator: ", ")
                found.unreadable = "\(twice.name) carries more than one wire name (\(names))"
            }
            members[sealed.range] = found
            if let discriminator = sealed.discriminator {
                for member in subclasses where !member.isSealed && !isCatchAll(member) {
                    keys[member.range] = (discriminator, sealed.line)
                }
            }
        }
        guard !members.isEmpty else { return declarations }
        return declarations.map { fill($0, members, keys) }
    }

    /// A member's discriminator key and the line of the sealed type that gives it.
    typealias DiscriminatorKey = (discriminator: KotlinDiscriminator, line: Int)

    /// True when a supertype as written (`Shape`, `Outer.Shape`) names the sealed type.
    static func names(_ supertype: String, _ sealed: KotlinTypeHeader) -> Bool {
        supertype == sealed.qualifiedName || supertype == sealed.name
            || sealed.qualifiedName.hasSuffix("." + supertype)
    }

    /// The classes a kotlinx.serialization default deserializer of the file returns: the `X` of
    /// `X.serializer()` inside the braces after `defaultDeserializer` or
    /// `polymorphicDefaultDeserializer(…)`.
    static func fallbacks(in lexemes: [SourceLexeme], cursor: LexemeCursor) -> Set<String> {
        var names: Set<String> = []
        for index in lexemes.indices
        where ["defaultDeserializer", "polymorphicDefaultDeserializer"].contains(lexemes[index].word ?? "") {
            var at = index + 1
            if at < lexemes.count, lexemes[at].punctuation == "(" { at = cursor.closing(ofGroupAt: at) + 1 }
            guard at < lexemes.count, lexemes[at].punctuation == "{" else { continue }
            let close = cursor.closing(ofGroupAt: at)
            var word = at + 1
            while word + 2 <= close {
                if let name = lexemes[word].word, lexemes[word + 1].punctuation == ".",
                    lexemes[word + 2].word == "serializer"
                {
                    names.insert(name)
                }
                word += 1
            }
        }
        return names
    }

    /// What one sealed type's subclasses make of it.
    struct Members {
        var cases: [EnumCase]
        var catchAlls: [String]
        /// Why its members cannot be read (`SourceDeclaration.unreadableCase`).
        var unreadable: String?
    }

    /// The declaration with its sealed type's members as its cases, or (a member) with its
    /// discriminator key, which the wire object carries beside the properties: a required key,
    /// unless a property of that wire name holds it already.
    func fill(
        _ declaration: SourceDeclaration, _ members: [ClosedRange<SourcePosition>: Members],
        _ keys: [ClosedRange<SourcePosition>: DiscriminatorKey]
    ) -> SourceDeclaration {
        var filled = declaration
        if let found = members[declaration.range] {
            filled.cases = found.cases
            filled.catchAlls = found.catchAlls
            filled.unreadableCase = filled.unreadableCase ?? found.unreadable
        }
        if let found = keys[declaration.range], declaration.kind == .type {
            let key = found.discriminator.key ?? "type"
            if !filled.properties.contains(where: { $0.wireName == key }) {
                var property = WireProperty(name: key, isOptional: false, line: found.line)
                property.discriminator = found.discriminator
                filled.properties.append(property)
            }
        }
        filled.nested = declaration.nested.map { fill($0, members, keys) }
        return filled
    }
}

/// The key a sealed type's members carry their wire name in when each is written as an object.
enum KotlinDiscriminator: Sendable, Equatable {
    /// kotlinx.serialization with no `@JsonClassDiscriminator`: the `Json`'s `classDiscriminator`
    /// (`EncoderConfiguration`), else `type`.
    case configured
    /// `@JsonClassDiscriminator("kind")`, Jackson's `@JsonTypeInfo(property = "kind")` (or, without
    /// `property`, Jackson's default for its `use`: `@type` for `NAME`, `@class`, `@c`).
    case named(String)

    /// The key as written, nil for `configured`.
    var key: String? {
        if case .named(let key) = self { return key }
        return nil
    }

    /// The discriminator a sealed type's annotations give, or nil: a `@Serializable` type (not
    /// `with =` a serializer of its own), `@JsonClassDiscriminator`, or `@JsonTypeInfo` writing
    /// the id as a property (`include` left out, `PROPERTY` or `EXISTING_PROPERTY`; a wrapper
    /// object or array carries no key).
    static func of(_ annotations: [KotlinAnnotation]) -> KotlinDiscriminator? {
        if let key = annotations.first(where: { $0.name == "JsonClassDiscriminator" })?.arguments.first?.string {
            return .named(key)
        }
        if let info = annotations.first(where: { $0.name == "JsonTypeInfo" }) {
            let include = info.arguments.first { $0.label == "include" }?.lastWord
            guard include == nil || include == "PROPERTY" || include == "EXISTING_PROPERTY" else { return nil }
            if let key = info.arguments.first(where: { $0.label == "property" })?.string { return .named(key) }
            let defaults = ["NAME": "@type", "CLASS": "@class", "MINIMAL_CLASS": "@c"]
            let use = info.arguments.first { $0.label == "use" || $0.label == nil }?.lastWord
            return use.flatMap { defaults[$0] }.map { .named($0) }
        }
        let serializable = annotations.contains { $0.name == "Serializable" && $0.arguments.isEmpty }
        return serializable ? .configured : nil
    }
}
