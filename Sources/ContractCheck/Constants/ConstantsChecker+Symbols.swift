import AnchorManifest

extension ConstantsChecker {
    /// Reads the symbols each file reference names: each must be declared in its file, and its
    /// declarations become the places the side's values are sought; a constant declared with a
    /// literal must hold one of the values.
    func symbols(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) {
        for side in work.sides.indices {
            for file in work.sides[side].files.indices {
                let reference = work.sides[side].files[file].reference
                let path = work.sides[side].files[file].path
                guard !reference.symbols.isEmpty, try sources.refusal(path) == nil,
                    let source = try sources.source(path)
                else { continue }
                guard let declarations = try sources.declarations(path) else {
                    // A language with a lexer and no declaration reader (none today): the file is read
                    // whole, its symbols only looked up by name.
                    fileWideSymbols(reference, in: path, source: source, into: &work)
                    continue
                }
                var scopes: [SourceDeclaration] = []
                var named: [SourceDeclaration] = []
                for symbol in reference.symbols {
                    let found = declarations.readingScope(of: symbol.name, tokens: source.tokens)
                    guard !found.isEmpty else {
                        unresolvedSymbol(symbol, of: reference, in: path, source: source, into: &work)
                        continue
                    }
                    scopes.append(contentsOf: found.filter { scope in !scopes.contains { $0.range == scope.range } })
                    named.append(contentsOf: declarations.named(symbol.name))
                    checkDeclaredValue(of: symbol, in: path, source: source, into: &work)
                }
                work.sides[side].files[file].scopes = scopes
                work.sides[side].files[file].named = named
                if scopes.isEmpty { work.sides[side].complete = false }
            }
        }
    }

    /// The symbols of a file no declaration reader reads: each must occur in its code, and a
    /// constant declared with a literal must hold a value; the file stays file-wide.
    func fileWideSymbols(
        _ reference: FileReference, in path: String, source: LexedSource,
        into work: inout ClauseWork
    ) {
        for symbol in reference.symbols {
            if source.tokens.contains(where: { $0.kind == .identifier && $0.text == symbol.identifier }) {
                checkDeclaredValue(of: symbol, in: path, source: source, into: &work)
            } else {
                unresolvedSymbol(symbol, of: reference, in: path, source: source, into: &work)
            }
        }
    }

    /// A symbol its file does not declare: unresolved, saying whether the file mentions it.
    func unresolvedSymbol(
        _ symbol: SymbolReference, of reference: FileReference, in path: String, source: LexedSource,
        into work: inout ClauseWork
    ) {
        let name = symbol.identifier
        let mention = source.tokens.first { $0.kind == .identifier && $0.text == name }
        let message: String
        if let mention {
            message =
                "\"\(symbol.name)\" in \"\(work.bullet.label)\" is not declared in \"\(path)\" "
                + "(it is only mentioned, at line \(mention.line))."
        } else {
            message = "\"\(symbol.name)\" in \"\(work.bullet.label)\" is not in \"\(path)\"."
        }
        work.add(
            unresolved: Observation(
                rule: .unresolvedReference, message: message,
                location: Location(path: work.document, line: symbol.line),
                related: [
                    RelatedLocation(location: Location(path: path), message: "where \"\(reference.path)\" resolves")
                ],
                subject: FindingSubject(bullet: work.bullet.label, reference: reference.path + " · " + symbol.name)),
            because: "\"\(symbol.name)\" is not declared in \"\(path)\"")
    }

    /// A named constant declared with a literal must hold one of the clause's values. When
    /// several declarations share the name (the constant and a local), one holding a value is
    /// enough.
    func checkDeclaredValue(
        of symbol: SymbolReference, in path: String, source: LexedSource,
        into work: inout ClauseWork
    ) {
        let valueTexts = work.clause.values.map(\.text)
        guard !valueTexts.isEmpty else { return }
        let declared = source.declarations.filter { $0.name == symbol.identifier }
        if declared.contains(where: { TokenSearch.literal($0.value, matchesAnyOf: valueTexts) }) { return }
        let listed = valueTexts.map { "\"\($0)\"" }.joined(separator: ", ")
        for declaration in declared {
            for side in work.sides.indices where work.sides[side].files.contains(where: { $0.path == path }) {
                work.declarationDrift[side] = work.findings.count
            }
            work.add(
                drift: Observation(
                    rule: .constantDrift,
                    message:
                        "\"\(symbol.name)\" is declared as \(Self.show(declaration.value)), which is not a value of "
                        + "\"\(work.bullet.label)\" (\(listed)).",
                    location: Location(path: path, line: declaration.line),
                    related: [
                        RelatedLocation(
                            location: Location(path: work.document, line: work.clause.line),
                            message: "the values are listed here")
                    ],
                    subject: FindingSubject(
                        bullet: work.bullet.label, reference: path + " · " + symbol.name,
                        value: Self.show(declaration.value))))
        }
    }
}
