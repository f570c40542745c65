import AnchorManifest

extension ConstantsChecker {
    /// Reads the symbols each file reference names: each must be declared in its file, and its
    /// declarations become the places the side's values are sought; a constant declared with a
    /// literal must hold one of the values. A reference to a labelled block is read by `labelledBlockScope`.
    func symbols(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) {
        for side in work.sides.indices {
            for file in work.sides[side].files.indices {
                let reference = work.sides[side].files[file].reference
                let path = work.sides[side].files[file].path
                if let label = reference.block {
                    try labelledBlockScope(
                        reference, label: label, in: path, side: side, file: file, into: &work, sources: sources)
                    continue
                }
                guard !reference.symbols.isEmpty, try sources.refusal(path) == nil, try sources.isReadable(path)
                else { continue }
                guard let declarations = try sources.declarations(path) else {
                    // A language with a lexer and no declaration reader (none today): the file is read
                    // whole, its symbols only looked up by name.
                    if let source = try sources.source(path) {
                        fileWideSymbols(reference, in: path, source: source, into: &work)
                    }
                    continue
                }
                let source = try symbolSource(reference, path: path, declarations: declarations, sources: sources)
                var scopes: [SourceDeclaration] = []
                var named: [SourceDeclaration] = []
                var folded: [FoldedSymbol] = []
                var unverifiable = false
                let folder = ValueFolder(source: source, declarations: declarations, path: path)
                for symbol in reference.symbols {
                    if symbol.isExample,
                        !exampleReadable(symbol, of: reference, declarations: declarations, into: &work)
                    {
                        unverifiable = unverifiable || !work.unverifiable.isEmpty
                        continue
                    }
                    let entries = declarations.named(symbol.name, paths: true)
                    guard !entries.isEmpty else {
                        unresolvedSymbol(symbol, of: reference, in: path, source: source, into: &work)
                        continue
                    }
                    let reading = fold(symbol, entries, with: folder, in: path, into: &work)
                    folded += reading.folded
                    unverifiable = unverifiable || reading.unverifiable
                    let whole = entries.count == reading.excluded.count
                    let found =
                        whole
                        ? []
                        : declarations.readingScope(of: symbol.name, tokens: source.tokens, excluding: reading.excluded)
                    scopes.append(contentsOf: found.filter { scope in !scopes.contains { $0.range == scope.range } })
                    named.append(contentsOf: entries.map(\.declaration))
                }
                work.sides[side].files[file].scopes = scopes
                work.sides[side].files[file].named = named
                work.sides[side].files[file].folded = folded
                if (scopes.isEmpty && folded.isEmpty) || unverifiable { work.sides[side].complete = false }
            }
        }
    }

    /// Folds the constants a symbol names (`ValueFolder`), when the clause has values: each
    /// folded value must be one of them (else it is the side's drift), and an initializer the
    /// reader cannot fold makes the side unverifiable, with the reason. Returns the values, the
    /// ranges of the declarations read this way (not searched for tokens), and whether one was
    /// unverifiable.
    func fold(
        _ symbol: SymbolReference, _ entries: [(declaration: SourceDeclaration, path: [String])],
        with folder: ValueFolder, in path: String, into work: inout ClauseWork
    ) -> (folded: [FoldedSymbol], excluded: [ClosedRange<SourcePosition>], unverifiable: Bool) {
        guard !work.clause.values.isEmpty else { return ([], [], false) }
        var folded: [FoldedSymbol] = []
        var excluded: [ClosedRange<SourcePosition>] = []
        var unverifiable = false
        for entry in entries where entry.declaration.kind == .constant {
            let start = entry.declaration.range.lowerBound
            switch folder.reading(of: entry.declaration, path: entry.path) {
            case .value(let value):
                folded.append(FoldedSymbol(name: symbol.name, value: value, line: start.line, column: start.column))
                excluded.append(entry.declaration.range)
            case .unverifiable(let reason):
                let sentence = reason.sentence(
                    symbol: symbol.name, path: path, isGetter: entry.declaration.initializer?.form == .getter)
                if !work.unverifiable.contains(sentence) { work.unverifiable.append(sentence) }
                excluded.append(entry.declaration.range)
                unverifiable = true
            case .structure:
                continue
            }
        }
        for one in folded where !work.clause.values.contains(where: one.value.matches) {
            declarationDrift(symbol, holding: one, in: path, into: &work)
        }
        return (folded, excluded, unverifiable)
    }

    /// A named constant whose folded value is not one of the clause's values: the side's drift.
    func declarationDrift(
        _ symbol: SymbolReference, holding folded: FoldedSymbol, in path: String, into work: inout ClauseWork
    ) {
        let listed = work.clause.values.map { "\"\($0.text)\"" }.joined(separator: ", ")
        let shown = folded.value.isNumber ? folded.value.text : "\"\(folded.value.text)\""
        for side in work.sides.indices where work.sides[side].files.contains(where: { $0.path == path }) {
            work.declarationDrift[side] = work.findings.count
        }
        work.add(
            drift: Observation(
                rule: .constantDrift,
                message: "\"\(symbol.name)\" is declared as \(shown), which is not a value of \"\(work.bullet.label)\" "
                    + "(\(listed)).",
                location: Location(path: path, line: folded.line),
                related: [
                    RelatedLocation(
                        location: Location(path: work.document, line: work.clause.line),
                        message: "the values are listed here")
                ],
                subject: FindingSubject(
                    bullet: work.bullet.label, reference: path + " · " + symbol.name, value: shown)))
    }

    /// The tokens and lexemes the symbols of `reference` are read with: the file's, but for a
    /// `.json` file read only where its pointers point (`PointedJSON`) whose every symbol names an
    /// object or an array there: nothing is folded from its lexemes and no token is sought (a
    /// scalar's literal is folded from its lexeme, and a pointer to nothing looks for a mention).
    func symbolSource(
        _ reference: FileReference, path: String, declarations: FileDeclarations, sources: ParsedSources
    ) throws(ContractCheckError) -> LexedSource {
        if try sources.pointedDocument(path) != nil,
            reference.symbols.allSatisfy({ symbol in
                let entries = declarations.named(symbol.name)
                return !symbol.isExample && !entries.isEmpty && entries.allSatisfy { $0.kind == .type }
            })
        {
            return LexedSource()
        }
        return try sources.source(path) ?? LexedSource()
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
