/// One declaration a reader found in a file, in a form that does not depend on the language:
/// what the §8 check scopes values to and compares wire shapes with. A new language plugs in
/// by producing these from its lexemes (see `DeclarationReader`).
struct SourceDeclaration: Sendable, Equatable {
    enum Kind: String, Sendable {
        /// A struct, class, actor, protocol, interface, or a type alias / type literal.
        case type
        /// A Swift or TypeScript `enum`.
        case enumeration
        /// A function, method or initializer with a body.
        case function
        /// A `let`/`var`/`const` with its initializer (a schema, a list, a literal, a closure).
        case constant
        /// A Swift `extension` of a type declared (or not) in the same file.
        case `extension`
    }

    var name: String
    var kind: Kind
    /// From the first keyword of the declaration to its last lexeme (its closing brace, or the
    /// end of its initializer), both inclusive.
    var range: ClosedRange<SourcePosition>
    /// Declarations inside this one's body (nested types, `CodingKeys`, member constants).
    var nested: [SourceDeclaration] = []
    /// The wire keys, for a type: Swift stored properties (not computed, not `static`) renamed
    /// or left out by `CodingKeys`; TypeScript properties of an interface, type literal, class
    /// or `z.object({...})`. Empty for other kinds.
    var properties: [WireProperty] = []
    /// An enum's cases, with their raw values: as written, or as the compiler gives them when
    /// they are not (a TypeScript member or a Swift `Int` case without `=` is the one before plus
    /// one). A Swift enum with cases under `#if` holds the cases of every branch.
    var cases: [EnumCase] = []
    /// The members of a closed set that carry no wire value of their own, as written: a Kotlin
    /// sealed type's fallback (`Unknown`, a subclass not `@Serializable` beside ones that are, the
    /// class a default deserializer returns), a Swift case holding the unknown value
    /// (`unknown(String)`), a TypeScript `string & {}` widening. They are not in `cases` or
    /// `literals`: the closed set is compared without them, and the verdict names them.
    var catchAlls: [String] = []
    /// A Swift enum conforming to `CodingKey` (a type's `CodingKeys`): its cases are the keys of
    /// the type it belongs to, a key set, never a closed set of values a bullet pairs with —
    /// unless the type's hand-written coder decodes or encodes it as a value (typeshare's tag).
    var isCodingKey = false
    /// A Swift enum whose cases are under `#if`: the cases of each configuration of its branches
    /// (two or more that differ), each compared with a closed set. Empty otherwise.
    var branchCases: [[EnumCase]] = []
    /// Why a value of the enum's cases cannot be established (a TypeScript member without an
    /// initializer after a string member, a Swift raw type the reader does not know): the closed
    /// set it pairs with is unverifiable for that reason, never ok. Nil when every value is read.
    var unreadableCase: String?
    /// String literals a TypeScript declaration is closed to: a union of string literals,
    /// `z.enum([...])`, an array literal of strings (`["a", "b"] as const`).
    var literals: [String] = []
    /// Same-file names this declaration takes its shape from: `z.infer<typeof schema>`,
    /// `typeof schema`, a spread `...fields`.
    var shapeSources: [String] = []
    /// A key set built by zod combinators (`ShapeStep`), in order; empty for any other shape.
    /// `shapeSources` then names every declaration the steps take keys from.
    var shapeSteps: [ShapeStep] = []
    /// zod's `X.keyof()`: the steps of the schema whose keys are this declaration's closed set
    /// (it has no keys of its own); empty for any other declaration.
    var keyofSteps: [ShapeStep] = []
    /// TypeScript `type V = keyof R` (not `keyof typeof R`): the name `R`, a registry interface
    /// whose keys are a closed set, V's (through `keyofSteps`) and R's own where a side names R.
    var keyofType: String?
    /// A TypeScript mapped type's keys over a named union (`{ [P in Keys]: T }`, `Record<Keys, T>`),
    /// resolved where the shape is paired (`ShapePairing+Mapped`); keys over an inline union are
    /// in `properties`.
    var mappedKeys: [MappedKeys] = []
    /// What the shape takes keys from that the reader cannot follow (an unknown zod method, an
    /// intersection with a mapped type): a side paired with it is unverifiable for that reason.
    var unfollowed: [String] = []
    /// A Swift type's wire keys under the other `#if` branches of its `CodingKeys`, each that
    /// differs from `properties` (`SwiftCodingBranches`): every branch is compared.
    var branchProperties: [[WireProperty]] = []
    /// True for a Swift type whose `init(from:)` or `encode(to:)` is written by hand: its wire
    /// keys are its `CodingKeys` cases, whatever its properties are.
    var hasHandWrittenCoding = false
    /// A `static`/`class` member (Swift) or a `static` class member (TypeScript).
    var isStatic = false
    /// For a value of a data file, how it is read (`DataDeclarations`); nil for code.
    var dataReading: DataDeclarations.Reading?
    /// True for a value of a data file read as an instance (a fixture, an example): its keys are
    /// the ones it holds, so a key a key set marks optional may be absent, and optionality is not
    /// compared.
    var isInstance: Bool { dataReading == .instance }
    /// For a constant: where and how its value is written, what `ValueFolder` reads (nil for
    /// other kinds, and for a property declared without a value).
    var initializer: Initializer?
    /// For a function (or a constant holding one): the keys it reads and writes (`FunctionKeys`).
    var functionKeys: FunctionKeys?
    /// A TypeScript `type X = A | B` whose every member is an object type or a name: the members
    /// as written, what `TaggedUnion` reads the tag values from (see there). Empty otherwise.
    var unionMembers: [UnionMember] = []
    /// Why a discriminated union's closed set cannot be read (a member without the tag): the
    /// bullet it pairs with is unverifiable, never ok. Nil when it was read, or is no union.
    var untaggedReason: String?
    /// For a TypeScript `interface` or `enum`: the scope it merges in with the declarations of
    /// the same name in other files (`ScriptMergeScope`); nil for other declarations.
    var mergeScope: ScriptMergeScope?

    init(name: String, kind: Kind, range: ClosedRange<SourcePosition>) {
        self.name = name
        self.kind = kind
        self.range = range
    }

    /// True when the declaration has anything a wire shape can be read from.
    var hasShape: Bool {
        !properties.isEmpty || !cases.isEmpty || !literals.isEmpty || !shapeSources.isEmpty
            || !shapeSteps.isEmpty || !keyofSteps.isEmpty || !mappedKeys.isEmpty
    }
}

/// One key a type puts on the wire.
struct WireProperty: Sendable, Equatable {
    /// The property's name in code.
    var name: String
    /// The JSON key: the name, or the `CodingKeys` raw value that renames it.
    var wireName: String
    /// Swift `Optional`/`?`/`!`; TypeScript `?:`, `| undefined`, zod `.optional()`/`.nullish()`.
    var isOptional: Bool
    /// The first type name the property's type (or zod schema) mentions, for nested key sets:
    /// `NativeEmissionSelection` for `[NativeEmissionSelection]`, `imageSchema` for
    /// `z.array(imageSchema)`. Nil when it names none.
    var typeName: String?
    /// The keys of an inline object type (`payload: { id: string; action: ControlAction }`).
    var members: [WireProperty]
    var line: Int
    /// False when the reader cannot tell whether the key may be absent (a Swift `CodingKeys`
    /// case of a hand-written coder with no property of that name): optionality is not compared.
    var optionalityKnown = true
    /// True for a key a function reads (`FunctionKeys`): it is there or not, and whether the
    /// wire may leave it out is not read, so only its presence is compared.
    var presenceOnly = false
    /// The string a TypeScript property's type is when it is one string literal (`type: "A"`):
    /// a discriminated union's tag value (`TaggedUnion`). Nil otherwise.
    var literal: String?
    /// When a sender leaves the key out, where its library's encoder and decoder differ
    /// (`WireDirection`): `isOptional` is the receiver's rule.
    var sent = SentRule.asReceived
    /// Set for the key a sealed type's member carries its wire name in (no property of its own):
    /// nothing renames it, and kotlinx's `configured` one is the `Json`'s `classDiscriminator`.
    var discriminator: KotlinDiscriminator?
    /// From the key to the end of its type, where the reader knows it (TypeScript): the range of
    /// the inline object type a dotted `Type.property` names (`FileDeclarations+Properties`).
    var span: ClosedRange<SourcePosition>?

    init(
        name: String, wireName: String? = nil, isOptional: Bool, typeName: String? = nil,
        members: [WireProperty] = [], line: Int
    ) {
        self.name = name
        self.wireName = wireName ?? name
        self.isOptional = isOptional
        self.typeName = typeName
        self.members = members
        self.line = line
    }
}

/// One case of an enum: `case queued = "pending"` has the raw value `pending`.
struct EnumCase: Sendable, Equatable {
    var name: String
    /// The literal after `=` (a string's content, a number as written), nil when there is none.
    var rawValue: String?
    var line: Int
    /// A Swift case's associated values as written between its parentheses (`String` for
    /// `unknown(String)`); nil for a case without them.
    var associatedValues: String?

    init(name: String, rawValue: String? = nil, line: Int) {
        self.name = name
        self.rawValue = rawValue
        self.line = line
    }

    /// What goes on the wire for a `String`-backed enum: the raw value, else the name.
    var wireValue: String { rawValue ?? name }
}

/// Where a constant's value is written, as lexeme indices of its file (`LexedSource.lexemes`):
/// what `ValueFolder` folds when a §8 bullet names the constant.
struct Initializer: Sendable, Equatable {
    enum Form: Sendable, Equatable {
        /// `= expression`: `start...end` is the expression.
        case expression
        /// A getter (`var x: T { … }`, Kotlin `get() …`): its value is computed.
        case getter
        /// Kotlin `by delegate`: `start...end` is the delegate expression (`lazy { … }`).
        case delegated
        /// TypeScript `export { local as name }`: `start` is the local name's lexeme.
        case exportAlias
    }

    var form: Form
    var start: Int
    var end: Int
    /// The lexeme of the declared name (a reassignment elsewhere is another lexeme).
    var nameIndex: Int
    /// The keyword that makes it mutable (`let`/`var` in TypeScript, `var` in Swift and Kotlin),
    /// nil for `const`, `let` (Swift) and `val`.
    var mutableIntroducer: String?

    /// A value written as one literal, at lexeme `index` (a data file's scalar): its own name.
    static func literal(at index: Int) -> Initializer {
        Initializer(form: .expression, start: index, end: index, nameIndex: index)
    }
}
