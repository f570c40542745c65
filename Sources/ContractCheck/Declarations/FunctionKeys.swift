/// The wire keys a function's body shows: a function that parses a value
/// or builds one is a wire shape as much as a type is, and a renamed key inside it is drift.
///
/// The rule, the same in every language:
/// * The parsed value is the function's first parameter (and the local names bound to it
///   alone: `const raw = detail as Record<string, unknown>`). Its keys are the ones the body
///   reads from it: destructuring (`const { a, b: c } = detail`, a destructured parameter),
///   member access (`detail.a`, `detail?.a`, `(detail as T).a`), subscripts with a literal key
///   (`detail["a"]`), `"a" in detail`, and the keys of a same-file schema applied to it
///   (`Schema.parse(detail)`). A parameter whose type is a same-file type with a shape is not
///   read this way: that type is its wire shape (`readingScope` brings it in).
/// * The written value is every object literal the function serializes or returns
///   (`JSON.stringify({…})`, `return {…}`, an arrow's `({…})`): one literal's keys are all
///   written; several are merged as a union's branches (a key some literal lacks is optional).
///   A literal passed to a call is written when the call serializes it, left out when the call
///   takes an option bag, and counted but unverifiable for any other call
///   (`ScriptFunctionKeys+Calls.swift`, `SwiftFunctionKeys+Closures.swift`).
/// * The two are two key sets, paired with the bullet apart (what it reads for a bullet about
///   what it receives, what it writes for one about what it sends); the reads are compared
///   by presence of keys only, the writes with optionality as the literals give it. A function
///   whose first parameter is declared as a wire value (`detail: unknown`, `_ body: Any`) parses
///   it: its reads are its only key set, and what it returns is its own model.
/// * A key the reader cannot read as written (`detail[name]`, a computed literal key `[k]: v`,
///   a rest pattern `...rest`, a spread or a schema it cannot follow) makes that key set
///   unverifiable with the reason: it pairs as any key set does, but never says ok.
struct FunctionKeys: Sendable, Equatable {
    /// The first parameter's name (nil when it is destructured in place, or there is none).
    var parsed: String?
    /// The first name the first parameter's type annotation mentions, nil when it has none.
    var parsedType: String?
    /// The first word of the first parameter's type annotation, a keyword type included
    /// (`unknown`, `any`), nil when it has none.
    var parsedAnnotation: String?
    /// Keys read from the parsed value, presence only.
    var reads: [WireProperty] = []
    /// Same-file schemas applied to the parsed value: their keys are read too.
    var readSchemas: [String] = []
    /// Why the keys read cannot be established, nil when they can.
    var readsUnverifiable: String?
    /// The keys of the object literals written, merged.
    var writes: [WireProperty] = []
    /// Names spread into a written literal (`{ ...base, id }`) that are not local literals.
    var writeSources: [String] = []
    /// How many object literals were written (0: the function writes none).
    var writtenLiterals = 0
    /// Why the keys written cannot be established, nil when they can.
    var writesUnverifiable: String?

    /// The parameter's name as messages say it: `detail`, or "its parameter" when destructured.
    var parsedName: String { parsed ?? "its parameter" }

    /// Parameter types that hold a wire value not yet read into a model (`detail: unknown`,
    /// `_ body: Any`, `json: JsonObject`, `[String: Any]`): a function taking one parses it.
    static let wireValueTypes: Set<String> = [
        "unknown", "any", "object", "Object", "Record", "string", "Any", "AnyObject", "String", "Data",
        "NSDictionary", "Dictionary", "JSON", "Json", "JSONValue", "JsonValue", "JSONObject", "JsonObject",
        "JsonElement", "Map",
    ]

    /// True when the first parameter is declared as a wire value (`wireValueTypes`): what the
    /// function reads from it is its wire shape, not what it returns. An untyped parameter (a
    /// `.js` file's) says nothing either way.
    var parsesWireValue: Bool { parsedAnnotation.map(Self.wireValueTypes.contains) ?? false }
}
