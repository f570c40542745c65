/// The declarations `SwiftBodyReader.member` recognizes, one function each.
extension SwiftBodyReader {
    /// `struct Name … { body }` and the rest of `typeKeywords`; nil when no name or no body follows.
    mutating func type(_ keyword: String, at index: Int, depth: Int) -> (SourceDeclaration, Int)? {
        var at = index + 1
        guard at < lexemes.count, var name = lexemes[at].word else { return nil }
        at += 1
        while keyword == "extension", at + 1 < lexemes.count, lexemes[at].punctuation == ".",
            let part = lexemes[at + 1].word
        {
            name += "." + part
            at += 2
        }
        guard let open = openingBrace(from: at, line: lexemes[index].line) else { return nil }
        let container: Container = keyword == "enum" ? .enumeration : keyword == "extension" ? .extension : .type
        let inner: Body
        if depth >= Self.maximumDepth {
            inner = Body(end: cursor.closing(ofGroupAt: open))
        } else {
            inner = body(from: open + 1, container: container, depth: depth + 1)
        }
        let kind: SourceDeclaration.Kind =
            keyword == "enum" ? .enumeration : keyword == "extension" ? .extension : .type
        var declaration = SourceDeclaration(name: name, kind: kind, range: cursor.range(index, inner.end))
        declaration.nested = inner.declarations.map { nested in
            var nested = nested
            if nested.isCodingKey, decodesAsValue(nested.name, in: inner.codingRanges) { nested.isCodingKey = false }
            return nested
        }
        declaration.cases = inner.cases
        if keyword == "enum" {
            let rawType = RawType(inheritedNames(from: index + 2, to: open), enumName: name)
            (declaration.cases, declaration.branchCases, declaration.unreadableCase) = Self.rawValues(
                inner.cases, conditions: inner.caseConditions, blocks: inner.ifBlocks.branches, rawType: rawType,
                enumName: name)
            (declaration.cases, declaration.catchAlls) = Self.catchAlls(declaration.cases)
            declaration.branchCases = declaration.branchCases.map { Self.catchAlls($0).cases }
            declaration.isCodingKey =
                rawType == .integerCodingKey
                || inheritedNames(from: index + 2, to: open).contains {
                    $0 == "CodingKey" || $0 == "Swift.CodingKey"
                }
            let mappings = (inner.rawValueRanges + inner.codingRanges).flatMap(rawValueMappings(in:))
            if let mapped = Self.mappedCases(inner.cases, mappings: mappings) {
                (declaration.cases, declaration.catchAlls) = mapped
                (declaration.branchCases, declaration.unreadableCase) = ([], nil)
            }
        }
        declaration.hasHandWrittenCoding = inner.handWrittenCoding
        var codingKeys = inner.declarations
        if inner.handWrittenCoding, keyword != "enum" {
            let coding = handWrittenKeys(name, in: inner.codingRanges, nested: inner.declarations)
            codingKeys = coding.codingKeys
            declaration.unreadableCase = declaration.unreadableCase ?? coding.unreadable
        }
        declaration.properties = Self.wireProperties(
            inner.properties, codingKeys: codingKeys, handWritten: inner.handWrittenCoding)
        declaration.branchProperties = Self.branchProperties(
            inner.properties, codingKeys: codingKeys, handWritten: inner.handWrittenCoding)
        return (declaration, inner.end + 1)
    }

    /// The `{` that opens the body of a declaration starting at `from`: brackets are stepped
    /// over; a `}`, `;` or a new declaration's keyword on a later line means there is none.
    func openingBrace(from start: Int, line: Int) -> Int? {
        var at = start
        var probe = cursor
        while at < lexemes.count {
            let lexeme = lexemes[at]
            if lexeme.punctuation == "{" { return at }
            if lexeme.punctuation == "}" || lexeme.punctuation == ";" { return nil }
            if lexeme.line > line, let word = lexeme.word, Self.declarationStarts.contains(word) { return nil }
            if LexemeCursor.depthChange(lexeme) > 0 {
                probe.index = at
                at = probe.skipGroup() + 1
            } else {
                at += 1
            }
        }
        return nil
    }

    /// `func name(…) { … }`, `init(…) { … }`: the declaration (nil without a body), the index
    /// after it, and whether it is a hand-written `init(from:)` or `encode(to:)`.
    mutating func function(_ keyword: String, at index: Int) -> (SourceDeclaration?, Int, Bool) {
        var name = keyword
        var at = index + 1
        if keyword == "func", at < lexemes.count {
            name = lexemes[at].word ?? lexemes[at].punctuation ?? keyword
            at += 1
        }
        if at < lexemes.count, lexemes[at].punctuation == "?" || lexemes[at].punctuation == "!" { at += 1 }
        let parameter = at + 1 < lexemes.count && lexemes[at].punctuation == "(" ? lexemes[at + 1].word : nil
        let coding = (keyword == "init" && parameter == "from") || (name == "encode" && parameter == "to")
        guard let open = openingBrace(from: at, line: lexemes[index].line) else { return (nil, at, coding) }
        let close = cursor.closing(ofGroupAt: open)
        var declaration = SourceDeclaration(name: name, kind: .function, range: cursor.range(index, close))
        if keyword == "func", let params = (at..<open).first(where: { lexemes[$0].punctuation == "(" }) {
            declaration.functionKeys = SwiftFunctionKeys(cursor: cursor).read(params: params, body: open...close)
        }
        return (declaration, close + 1, coding)
    }

    /// An enum's cases without its catch-all, and the catch-all as written: in an enum whose
    /// other cases hold no value and have no raw value, the one case holding a `String`
    /// (`unknown(String)`, `other(value: String)`) carries the wire values the other cases do
    /// not, and has no wire value of its own. Any other case with values is a member (a tagged
    /// union's case).
    static func catchAlls(_ cases: [EnumCase]) -> (cases: [EnumCase], catchAlls: [String]) {
        let holdsString = { (one: EnumCase) -> Bool in
            guard let values = one.associatedValues else { return false }
            return values == "String" || (values.hasSuffix(":String") && !values.contains(","))
        }
        let catchAlls = cases.filter(holdsString)
        guard catchAlls.count == 1,
            cases.allSatisfy({ holdsString($0) || ($0.associatedValues == nil && $0.rawValue == nil) })
        else { return (cases, []) }
        return (cases.filter { !holdsString($0) }, catchAlls.map { "\($0.name)(\($0.associatedValues ?? ""))" })
    }

    /// `case a, b = "x", c(Payload)` in an enum body.
    func enumCases(after index: Int) -> ([EnumCase], Int) {
        var cases: [EnumCase] = []
        var at = index + 1
        while at < lexemes.count, let name = lexemes[at].word {
            var enumCase = EnumCase(name: name, line: lexemes[at].line)
            at += 1
            if at < lexemes.count, lexemes[at].punctuation == "(" {
                let close = cursor.closing(ofGroupAt: at)
                enumCase.associatedValues = lexemes[(at + 1)..<max(at + 1, close)].map {
                    $0.word ?? $0.punctuation ?? "…"
                }
                .joined()
                at = close + 1
            }
            if at + 1 < lexemes.count, lexemes[at].punctuation == "=" {
                if case .literal(let token) = lexemes[at + 1].lexeme {
                    enumCase.rawValue = token.text
                    at += 2
                } else if lexemes[at + 1].punctuation == "-", at + 2 < lexemes.count,
                    case .literal(let token) = lexemes[at + 2].lexeme
                {
                    enumCase.rawValue = "-" + token.text
                    at += 3
                }
            }
            cases.append(enumCase)
            guard at < lexemes.count, lexemes[at].punctuation == "," else { break }
            at += 1
        }
        return (cases, at)
    }

    /// The properties as the wire sees them: renamed by a `CodingKeys` enum's raw values and
    /// limited to its cases; with a hand-written coder, the `CodingKeys` cases themselves
    /// (optionality taken from a property of the same name, unknown otherwise).
    static func wireProperties(
        _ stored: [WireProperty], codingKeys nested: [SourceDeclaration],
        handWritten: Bool
    ) -> [WireProperty] {
        guard let keys = nested.first(where: { $0.name == "CodingKeys" && $0.kind == .enumeration }) else {
            return stored
        }
        if handWritten {
            return keys.cases.map { key in
                let property = stored.first { $0.name == key.name }
                var wire = WireProperty(
                    name: key.name, wireName: key.wireValue, isOptional: property?.isOptional ?? false,
                    typeName: property?.typeName, line: property?.line ?? key.line)
                wire.optionalityKnown = property != nil
                return wire
            }
        }
        return stored.compactMap { property in
            guard let key = keys.cases.first(where: { $0.name == property.name }) else { return nil }
            var renamed = property
            renamed.wireName = key.wireValue
            return renamed
        }
    }
}
