/// Folds a named constant's initializer as a compiler folds constants: string and number
/// literals, `+` between strings (and numbers joined to them), parentheses, TypeScript's
/// `as const`/`as T`/`satisfies T`, templates without a substitution, and references to
/// constants of the same file (a sibling or an enclosing type's static member, a type's member
/// by its dotted name, a TypeScript enum member, a member of an `as const` object literal, an
/// export alias). Any other expression is `Unfoldable`, named; a collection, object literal,
/// schema or function value is a `.structure`, read as before (its values sought inside it).
///
/// Only the constants a §8 bullet names are folded (and the constants they refer to): no pass
/// over the file but the one looking for a reassignment of a mutable binding.
struct ValueFolder {
    /// How many references deep a fold follows (also what ends a cycle).
    static let maximumDepth = 8
    /// Calls whose value is a collection (their elements are sought, as for a literal).
    static let collectionBuilders: Set<String> = [
        "listOf", "setOf", "mapOf", "arrayOf", "mutableListOf", "mutableSetOf", "mutableMapOf", "hashMapOf",
        "hashSetOf", "linkedMapOf", "linkedSetOf", "sortedSetOf", "listOfNotNull", "emptyList", "emptySet",
        "emptyMap", "Set", "Array", "Dictionary", "Map", "Object.freeze", "Object.fromEntries", "Array.of",
    ]

    let source: LexedSource
    let declarations: FileDeclarations
    /// TypeScript: an enum member (`E.B`) is its value.
    var enumMembersAreValues = false
    /// Kotlin: `f(NAME = x)` names an argument (assignment is no expression there), never assigns.
    var namedArgumentsFollowParentheses = false
    var lexemes: [SourceLexeme] { source.lexemes }

    /// A folder for the file at `path` (its extension says whether enum members are values).
    init(source: LexedSource, declarations: FileDeclarations, path: String) {
        self.source = source
        self.declarations = declarations
        let name = path.split(separator: "/").last ?? ""
        let fileExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        enumMembersAreValues = ScriptDeclarationReader.fileExtensions.contains(fileExtension)
        namedArgumentsFollowParentheses = KotlinDeclarationReader.fileExtensions.contains(fileExtension)
    }

    /// The reading of one declaration, whose enclosing names are `path`.
    func reading(of declaration: SourceDeclaration, path: [String], depth: Int = 0) -> FoldedReading {
        guard declaration.kind == .constant else { return .structure }
        // A schema built by zod's combinators, or from a spread, is a wire shape, not one value;
        // `X.keyof()` is a closed set of X's keys.
        if !declaration.shapeSteps.isEmpty || !declaration.keyofSteps.isEmpty { return .structure }
        guard let initializer = declaration.initializer else { return .unverifiable(.noInitializer) }
        guard depth <= Self.maximumDepth else { return .unverifiable(.tooDeep) }
        switch initializer.form {
        case .getter:
            return getter(initializer, path: path, depth: depth)
        case .delegated:
            return .unverifiable(.delegated(lexemes[initializer.start].word ?? "…"))
        case .exportAlias:
            if let module = lexemes[initializer.start].string { return .unverifiable(.reexport(module)) }
            let local = lexemes[initializer.start].word ?? ""
            return resolve([local], from: [], depth: depth + 1, excludingAliases: true)
        case .expression:
            if let keyword = initializer.mutableIntroducer,
                let line = reassignment(of: declaration.name, declaredAt: initializer.nameIndex)
            {
                return .unverifiable(.reassigned(keyword: keyword, line: line))
            }
            return expression(initializer.start, initializer.end, path: path, depth: depth)
        }
    }

    /// The value of the expression from `start` through `end`: `+`-joined operands.
    func expression(_ start: Int, _ last: Int, path: [String], depth: Int) -> FoldedReading {
        let end = typeSuffixStart(start, last).map { $0 - 1 } ?? last
        guard start <= end else { return .unverifiable(.noInitializer) }
        if isFunctionValue(start, end) { return .structure }
        if hasTopLevel("?", start, end) { return .unverifiable(.conditional) }
        var parts: [FoldedValue] = []
        var at = start
        while true {
            let (reading, next) = operand(at, end, path: path, depth: depth)
            guard case .value(let value) = reading else {
                guard case .structure = reading else { return reading }
                if next <= end { return .unverifiable(operation(at: next)) }
                return parts.isEmpty ? reading : .unverifiable(.operation("+"))
            }
            parts.append(value)
            guard next <= end else { break }
            guard lexemes[next].punctuation == "+", next < end else { return .unverifiable(operation(at: next)) }
            at = next + 1
        }
        if parts.count == 1 { return .value(parts[0]) }
        if parts.allSatisfy(\.isNumber) { return .unverifiable(.arithmetic) }
        return .value(FoldedValue(text: parts.map(\.text).joined(), isNumber: false, isFolded: true))
    }

    /// One operand at `at` and the index after it.
    func operand(_ at: Int, _ end: Int, path: [String], depth: Int) -> (FoldedReading, Int) {
        let lexeme = lexemes[at]
        switch lexeme.lexeme {
        case .literal(let token):
            return (.value(FoldedValue(text: token.text, isNumber: token.kind == .number)), at + 1)
        case .other:
            let kind = token(at: lexeme.position)?.kind
            return (kind == .regex || kind == .jsxText ? .structure : .unverifiable(.substitution), at + 1)
        case .punctuation(let text):
            if text == "-", at + 1 <= end, case .literal(let token) = lexemes[at + 1].lexeme, token.kind == .number {
                return (.value(FoldedValue(text: "-" + token.text, isNumber: true)), at + 2)
            }
            if text == "(" {
                let close = closing(at, end)
                return (expression(at + 1, close - 1, path: path, depth: depth), close + 1)
            }
            if text == "[" || text == "{" { return (.structure, closing(at, end) + 1) }
            if text == ".", at + 1 <= end, let member = lexemes[at + 1].word {
                return (.unverifiable(.unresolved("." + member)), at + 2)
            }
            return (.unverifiable(.operation(text)), at + 1)
        case .word(let word):
            return reference(word, at, end, path: path, depth: depth)
        }
    }

    /// An operand that starts with a word: a keyword expression, a call, a subscript or a
    /// (dotted) reference.
    func reference(_ word: String, _ at: Int, _ end: Int, path: [String], depth: Int) -> (FoldedReading, Int) {
        switch word {
        case "if": return (.unverifiable(.conditional), end + 1)
        case "when", "switch": return (.unverifiable(.choice(word)), end + 1)
        case "true", "false", "null", "nil", "undefined": return (.structure, at + 1)
        case "function", "async", "class": return (.structure, end + 1)
        default: break
        }
        var names = [word]
        var next = at + 1
        while next + 1 <= end, [".", "?.", "!."].contains(lexemes[next].punctuation ?? ""),
            let part = lexemes[next + 1].word
        {
            names.append(part)
            next += 2
        }
        let dotted = names.joined(separator: ".")
        if word == "new" {
            let callee = at + 1 <= end ? lexemes[at + 1].word ?? "…" : "…"
            return (
                Self.collectionBuilders.contains(callee) ? .structure : .unverifiable(.call("new " + callee)), end + 1
            )
        }
        if next <= end, lexemes[next].punctuation == "(" || lexemes[next].punctuation == "{" {
            let close = closing(next, end)
            let structured =
                Self.collectionBuilders.contains(dotted) || names.first == "z" || lexemes[next].punctuation == "{"
                || (next + 1..<close).contains { ["[", "{", "=>", "->"].contains(lexemes[$0].punctuation ?? "") }
            // A zod schema stays one through its method chain (`z.object({…}).strict()`).
            if structured, names.first == "z" { return (.structure, end + 1) }
            return (structured ? .structure : .unverifiable(.call(dotted)), close + 1)
        }
        if next <= end, lexemes[next].punctuation == "[" { return (.unverifiable(.subscripted(dotted)), end + 1) }
        var resolved = resolve(names, from: path, depth: depth + 1)
        if case .value(var value) = resolved {
            value.isFolded = true
            resolved = .value(value)
        }
        return (resolved, next)
    }

    /// Where a trailing type suffix starts at the top level of `start...end`: TypeScript's
    /// `as const`, `as T`, `satisfies T` (Kotlin's `as T` too); nil when there is none.
    func typeSuffixStart(_ start: Int, _ end: Int) -> Int? {
        var at = start
        while at <= end {
            if at > start, let word = lexemes[at].word, word == "as" || word == "satisfies" { return at }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? closing(at, end) + 1 : at + 1
        }
        return nil
    }

    /// True for an arrow function or a closure: a `=>`/`->` at the top level.
    func isFunctionValue(_ start: Int, _ end: Int) -> Bool {
        hasTopLevel("=>", start, end) || hasTopLevel("->", start, end)
    }

    /// True when `punctuation` occurs at the top level of `start...end` (a conditional's `?`
    /// decides the reading whatever its operands are).
    func hasTopLevel(_ punctuation: String, _ start: Int, _ end: Int) -> Bool {
        var at = start
        while at <= end {
            if lexemes[at].punctuation == punctuation { return true }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? closing(at, end) + 1 : at + 1
        }
        return false
    }

    /// The operator at `at` that stops a fold, as data.
    func operation(at index: Int) -> Unfoldable {
        switch lexemes[index].punctuation {
        case "?"?: return .conditional
        case "("?: return .call(lexemes[index - 1].word ?? "…")
        case let text?: return .operation(text)
        case nil: return .operation(lexemes[index].word ?? "…")
        }
    }

    /// The index of the bracket that closes the one at `open`, looking no further than `end`.
    func closing(_ open: Int, _ end: Int) -> Int {
        var depth = 0
        var at = open
        while at <= end {
            depth += LexemeCursor.depthChange(lexemes[at])
            if depth <= 0 { return at }
            at += 1
        }
        return end
    }

    /// The token that starts at `position` (what an `.other` lexeme is: a string with a
    /// substitution, a regex, JSX), found by bisection.
    func token(at position: SourcePosition) -> SourceToken? {
        let tokens = source.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if SourcePosition(line: tokens[mid].line, column: tokens[mid].column) < position {
                low = mid + 1
            } else {
                high = mid
            }
        }
        guard low < tokens.count, tokens[low].line == position.line, tokens[low].column == position.column else {
            return nil
        }
        return tokens[low]
    }
}
