/// The member openapi-generator's `enumUnknownDefaultCase` option adds to every enum it writes:
/// the value an unknown one decodes to, `unknown_default_open_api` for a string enum (Swift
/// `case unknownDefaultOpenApi = "unknown_default_open_api"`, Kotlin
/// `unknown_default_open_api("unknown_default_open_api")`) and `11184809` for a number (and for
/// typescript-fetch's members). No spec lists it and no server sends it: it is a catch-all, like
/// a Swift `unknown(String)`, left out of the closed set and named beside it. One rule for the
/// three languages, applied to what every reader of code reads.
enum GeneratedCatchAll {
    /// The wire values the generator gives its catch-all member.
    static let values: Set<String> = ["unknown_default_open_api", "11184809"]

    /// `file` with each enum's generated catch-all moved from its cases to its catch-alls.
    static func split(_ file: FileDeclarations) -> FileDeclarations {
        guard file.data == nil else { return file }
        var split = file
        split.declarations = file.declarations.map(split(_:))
        return split
    }

    /// The declaration with its generated catch-all moved, and its nested declarations'.
    static func split(_ declaration: SourceDeclaration) -> SourceDeclaration {
        var declaration = declaration
        declaration.nested = declaration.nested.map(split(_:))
        guard declaration.kind == .enumeration else { return declaration }
        let generated = declaration.cases.filter { values.contains($0.wireValue) }
        // An enum of the catch-all alone is no generated enum: its member is a value.
        guard !generated.isEmpty, generated.count < declaration.cases.count else { return declaration }
        declaration.cases.removeAll { values.contains($0.wireValue) }
        declaration.branchCases = declaration.branchCases.map { $0.filter { !values.contains($0.wireValue) } }
        declaration.catchAlls += generated.map(\.name)
        return declaration
    }
}
