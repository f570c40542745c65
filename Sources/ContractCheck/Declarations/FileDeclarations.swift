/// Every declaration of one file, outermost first, with the lookups the §8 check needs.
struct FileDeclarations: Sendable, Equatable {
    var declarations: [SourceDeclaration] {
        didSet {
            flattened = Self.flatten(declarations)
            keyofTypes = Set(flattened.compactMap(\.declaration.keyofType))
        }
    }

    /// Every declaration at any depth, parents before their nested ones, each with the names of
    /// the declarations that enclose it (outermost first). Made once, with `declarations`: the
    /// lookups below run it for every name a side or a shape asks for.
    private(set) var flattened: [(declaration: SourceDeclaration, path: [String])]
    /// The names a TypeScript `type V = keyof R` of the file takes the keys of (its registries),
    /// made with `flattened`.
    private(set) var keyofTypes: Set<String>

    /// The names the file imports, each with its module (TypeScript; empty for other languages):
    /// what a reason names when a shape takes keys from a name the side's files do not declare.
    var imports: [String: String] = [:]

    /// The key naming strategies the file's code configures (`KeyNaming.configured`).
    var keyNaming: Set<KeyNaming> = []
    /// What the file's serializer configuration says of the wire (`EncoderConfiguration`).
    var encoder = EncoderConfiguration()

    /// A data file's tree, where the JSON pointers a side names (`#/response`) are looked up
    /// (`DataDeclarations`); nil for source code.
    var data: DataDocument?
    /// How the data file is read (an instance, or a schema document).
    var dataReading = DataDeclarations.Reading.instance
    /// The contract document's fenced JSON examples, where a side's `§1.3` is looked up
    /// (`DocumentExampleDeclarations`); empty for any other file.
    var examples: [LexedExample] = []

    init(declarations: [SourceDeclaration]) {
        self.declarations = declarations
        flattened = Self.flatten(declarations)
        keyofTypes = Set(flattened.compactMap(\.declaration.keyofType))
    }

    static func flatten(_ declarations: [SourceDeclaration]) -> [(declaration: SourceDeclaration, path: [String])] {
        var out: [(SourceDeclaration, [String])] = []
        var stack: [(SourceDeclaration, [String])] = declarations.reversed().map { ($0, []) }
        while let (declaration, path) = stack.popLast() {
            out.append((declaration, path))
            // `extension A.B { enum C }` declares `A.B.C`: the extension's dotted name is its path.
            let names = declaration.name.split(separator: ".").map(String.init)
            stack.append(contentsOf: declaration.nested.reversed().map { ($0, path + names) })
        }
        return out
    }

    static func == (a: FileDeclarations, b: FileDeclarations) -> Bool {
        a.declarations == b.declarations && a.imports == b.imports && a.keyNaming == b.keyNaming
            && a.encoder == b.encoder
            && a.data == b.data && a.dataReading == b.dataReading && a.examples == b.examples
    }

    /// The declarations a dotted name (`NativeEmissionReceipt.Disposition`, `Kind`) denotes, as
    /// the compiler resolves it from the top of the file: the ones whose own name is the last
    /// component and whose enclosing names are exactly the others (a bare name: the top-level
    /// declarations of that name, so a nested type's member of the same name does not stand in
    /// for it); when there are none, the ones whose enclosing names end with the others (a
    /// member named without its outermost types). Every declaration of the name at that path
    /// is one (`#if` branches). Extensions count as enclosing their type (`extension A { enum B }`
    /// declares `A.B`).
    func named(_ dotted: String) -> [SourceDeclaration] {
        named(dotted, paths: true).map(\.declaration)
    }

    /// `named(_:)` with each declaration's enclosing names.
    func named(_ dotted: String, paths: Bool) -> [(declaration: SourceDeclaration, path: [String])] {
        if dotted.hasPrefix("§") {
            // One of the contract document's own examples.
            return DocumentExampleDeclarations.declarations(dotted, in: examples).map { ($0, []) }
        }
        if let data, dotted.hasPrefix("#") {
            // A JSON pointer names one node of a data file, not a dotted path.
            guard let pointer = DataPointer(fragment: dotted) else { return [] }
            return DataDeclarations.declarations(at: pointer, in: data, reading: dataReading).map { ($0, []) }
        }
        let parts = dotted.split(separator: ".").map(String.init)
        guard let last = parts.last else { return [] }
        let outer = Array(parts.dropLast())
        let all = flattened.filter { entry in
            entry.declaration.name == last && entry.declaration.kind != .extension
                && Self.path(entry.path, endsWith: outer)
        }
        if all.isEmpty, !outer.isEmpty { return propertyTypes(outer.joined(separator: "."), property: last) }
        let exact = all.filter { $0.path == outer }
        let found = exact.isEmpty ? all : exact
        // A stored property declared without a value (`let payload: Payload`) names its type.
        if !outer.isEmpty, found.allSatisfy({ $0.declaration.kind == .constant && $0.declaration.initializer == nil }) {
            let types = propertyTypes(outer.joined(separator: "."), property: last)
            if !types.isEmpty { return types }
        }
        return found
    }

    /// The outermost declarations a dotted name reads: for `Outer.Inner` where `Inner` is a type,
    /// `Outer` (with its same-file extensions), since a nested type is part of the shape around
    /// it; where `Inner` is a member (a method, a property: `Type.method`), that member alone;
    /// for a plain name, the declarations of that name and the extensions of it.
    func scopes(of dotted: String) -> [SourceDeclaration] {
        // A data file's pointer or the document's example names one value, not a dotted path.
        if dotted.hasPrefix("§") || (data != nil && dotted.hasPrefix("#")) { return named(dotted) }
        let parts = dotted.split(separator: ".").map(String.init)
        guard parts.count > 1 else {
            let own = named(dotted)
            let isType = own.contains { $0.kind == .type || $0.kind == .enumeration }
            let extensions = isType ? self.extensions(of: dotted) : []
            return own + extensions
        }
        let outer = parts.dropLast().joined(separator: ".")
        let own = named(dotted)
        guard !own.isEmpty else { return [] }
        if own.allSatisfy({ $0.kind == .function || $0.kind == .constant }) { return own }
        return named(outer) + extensions(of: outer)
    }

    /// Where a side's values are sought for a symbol: the declarations `scopes(of:)` gives, the
    /// declarations they take their shape from (`z.infer<typeof schema>`, a spread, followed
    /// to the end), and, for a function or a constant's initializer, the same-file types,
    /// top-level constants and static constants it names (the wire type a function decodes,
    /// the schema it parses with, the static constant a computed property reads). Empty when
    /// the file does not declare the symbol.
    /// `excluding`: the ranges of named constants whose value was folded (`ValueFolder`): they
    /// and the names they mention are not searched.
    func readingScope(
        of dotted: String, tokens: [SourceToken], excluding: [ClosedRange<SourcePosition>] = []
    ) -> [SourceDeclaration] {
        var scope = scopes(of: dotted).filter { !excluding.contains($0.range) }
        var seen = Set(scope.map(\.range))
        var queue = scope
        let all = flattened
        func add(_ declaration: SourceDeclaration) {
            if seen.insert(declaration.range).inserted {
                scope.append(declaration)
                queue.append(declaration)
            }
        }
        for named in scope where named.kind == .function || (named.kind == .constant && !named.hasShape) {
            let names = Set(
                tokens.lazy.filter {
                    $0.kind == .identifier && named.range.contains(SourcePosition(line: $0.line, column: $0.column))
                }.map(\.text))
            for (candidate, path) in all where names.contains(candidate.name) && candidate.range != named.range {
                let followed =
                    candidate.kind == .type || candidate.kind == .enumeration
                    || (candidate.kind == .constant && (path.isEmpty || candidate.isStatic))
                if followed { add(candidate) }
            }
        }
        while let next = queue.popLast() {
            for source in next.shapeSources {
                if let declaration = type(named: source) { add(declaration) }
            }
        }
        return scope
    }

    /// `extension Name` blocks (any depth, matched on the dotted name as written).
    func extensions(of dotted: String) -> [SourceDeclaration] {
        flattened.filter { $0.declaration.kind == .extension && $0.declaration.name == dotted }.map(\.declaration)
    }

    /// The innermost declaration whose range holds `position`: the "in <Decl>" of a drift
    /// message. Extensions and a type's member constants are not it (their type is).
    func innermost(at position: SourcePosition) -> SourceDeclaration? {
        var found: SourceDeclaration?
        var level = declarations
        while let next = level.first(where: { $0.range.contains(position) }) {
            if next.kind != .extension, next.kind != .constant || found == nil { found = next }
            level = next.nested
        }
        return found
    }

    /// The type or enum (any depth) of that name, preferring one at the top level: what a
    /// property's `typeName` refers to, or a `shapeSources` name.
    func type(named name: String) -> SourceDeclaration? {
        // Filtered before the declarations are copied out (copying every one cost more than
        // the search).
        let all = flattened.lazy.filter {
            $0.declaration.name == name && $0.declaration.kind != .extension && $0.declaration.kind != .function
        }.map(\.declaration)
        return all.first { $0.hasShape } ?? all.first
    }

    static func path(_ path: [String], endsWith suffix: [String]) -> Bool {
        suffix.isEmpty || (path.count >= suffix.count && Array(path.suffix(suffix.count)) == suffix)
    }
}

/// Reads a file's declarations from its lexemes. One reader per language; the registry picks
/// by file extension, like `SourceLexers`.
protocol DeclarationReader: Sendable {
    static var fileExtensions: Set<String> { get }
    static func read(_ source: LexedSource) -> FileDeclarations
    /// The declarations of the file at `path` (a reader whose reading depends on the file's
    /// name implements this; the others read the lexemes alone).
    static func read(_ source: LexedSource, path: String) -> FileDeclarations
}

extension DeclarationReader {
    static func read(_ source: LexedSource, path: String) -> FileDeclarations { read(source) }
}

/// The declaration readers, chosen by a path's extension.
enum DeclarationReaders {
    static let registered: [any DeclarationReader.Type] = [
        SwiftDeclarationReader.self, ScriptDeclarationReader.self, KotlinDeclarationReader.self,
        DataDeclarationReader.self, DocumentExampleDeclarationReader.self,
    ]

    /// The file's declarations, or nil when no reader knows its language or its brackets nest
    /// deeper than `SourceLimits.maximumNesting` (what §8 reports as the reason it is not read).
    static func read(_ source: LexedSource, path: String) -> FileDeclarations? {
        guard SourceLimits.refusal(nesting: source.lexemes, path: path) == nil else { return nil }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        for reader in registered where reader.fileExtensions.contains(fileExtension) {
            return GeneratedCatchAll.split(reader.read(source, path: path))
        }
        return nil
    }
}
