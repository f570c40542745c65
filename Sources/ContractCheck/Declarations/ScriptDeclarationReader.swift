/// Reads a TypeScript/JavaScript file's declarations from its lexemes: interfaces, type aliases
/// (object literals, unions of them, unions of string literals, `z.infer<typeof schema>`),
/// classes, enums, functions, and `const`/`let`/`var` with their initializers (`z.object`,
/// `z.enum`, `z.union`/`z.discriminatedUnion`, object and array literals).
///
/// Only statements at the top of the file, or after `export`/`declare`, are read; a function's
/// body is one group.
enum ScriptDeclarationReader: DeclarationReader {
    static let fileExtensions: Set<String> = ["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"]

    static func read(_ source: LexedSource) -> FileDeclarations {
        let reader = ScriptStatementReader(cursor: LexemeCursor(source.lexemes, notNames: ScriptShapes.builtins))
        let statements = ScriptWireNames(cursor: reader.cursor).apply(to: reader.statements())
        var file = FileDeclarations(declarations: statements)
        file.imports = ScriptImports.read(source.lexemes, cursor: reader.cursor)
        return TaggedUnion.resolve(file)
    }
}

/// The statement reader behind `ScriptDeclarationReader`.
struct ScriptStatementReader {
    let cursor: LexemeCursor
    var lexemes: [SourceLexeme] { cursor.lexemes }

    /// Words that start a statement: an initializer or a type alias ends before them.
    static let statementStarts: Set<String> = [
        "const", "let", "var", "function", "export", "import", "interface", "type", "class", "enum", "declare",
        "return", "if", "for", "while", "switch", "async", "default",
    ]
    /// Punctuation that, first or last on a line, continues the expression across the line end.
    static let continuing: Set<String> = [
        ".", "?.", "+", "-", "*", "/", "%", "**", "?", ":", "&&", "||", "??", "==", "===", "!=", "!==", "<", ">",
        "<=", ">=", "&", "|", "^", "=", "=>", ",", "(", "[", "{",
    ]
    static let modifiers: Set<String> = ["export", "default", "declare", "async", "abstract"]

    /// The file's top-level declarations, and those of its `declare global { … }` and
    /// `declare module "m" { … }` blocks (each block merged on its own, see `ScriptMergeScope`).
    func statements() -> [SourceDeclaration] {
        let isModule = isModule()
        return statements(from: 0, to: lexemes.count, scope: isModule ? .ownModule : .global, isModule: isModule)
    }

    /// The declarations of the statements from `start` up to `end`, each `interface` and `enum`
    /// in `scope`.
    func statements(from start: Int, to end: Int, scope: ScriptMergeScope, isModule: Bool) -> [SourceDeclaration] {
        var declarations: [SourceDeclaration] = []
        var firstOf: [String: Int] = [:]
        var implicitFirst: Set<String> = []
        var index = start
        while index < end {
            let lexeme = lexemes[index]
            guard let word = lexeme.word else {
                index = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: index) + 1 : index + 1
                continue
            }
            if let (blockScope, open, close) = ambientBlock(at: index, isModule: isModule) {
                declarations += statements(from: open + 1, to: close, scope: blockScope, isModule: isModule)
                index = close + 1
            } else if let (namespace, next) = namespace(at: index, scope: scope, isModule: isModule) {
                declarations.append(namespace)
                index = next
            } else if word == "export", index + 1 < lexemes.count, lexemes[index + 1].punctuation == "{" {
                let (aliases, next) = exportAliases(at: index)
                declarations.append(contentsOf: aliases)
                index = next
            } else if let (read, next) = statement(word, at: index) {
                var declaration = read
                if word == "enum" { checkImplicitFirstMember(&declaration, at: index, seen: &implicitFirst) }
                // A class merges with an interface of its name in its own scope, never by augmentation.
                if word == "interface" || word == "enum" || (word == "class" && [.global, .ownModule].contains(scope)) {
                    declaration.mergeScope = scope
                }
                Self.merge(&declaration, keyword: word, into: &declarations, firstOf: &firstOf)
                declarations.append(declaration)
                index = max(next, index + 1)
            } else {
                index += 1
            }
        }
        return declarations
    }

    /// `namespace N { … }` at `index`: a declaration named `N` holding the declarations of its
    /// block (`N.Mention` names one), no keys of its own; and the index after it. Nil for
    /// anything else (a dotted `namespace A.B`, a `namespace` that is a name).
    func namespace(at index: Int, scope: ScriptMergeScope, isModule: Bool) -> (SourceDeclaration, Int)? {
        guard lexemes[index].word == "namespace", index + 2 < lexemes.count, let name = lexemes[index + 1].word,
            lexemes[index + 2].punctuation == "{"
        else { return nil }
        let close = cursor.closing(ofGroupAt: index + 2)
        var declaration = SourceDeclaration(name: name, kind: .type, range: cursor.range(index, close))
        declaration.nested = statements(from: index + 3, to: close, scope: scope, isModule: isModule)
        return (declaration, close + 1)
    }

    /// The declaration `word` starts at `index`, and the index after it.
    func statement(_ word: String, at index: Int) -> (SourceDeclaration, Int)? {
        guard let name = self.name(after: index) else { return nil }
        switch word {
        case "interface", "class":
            guard let open = brace(from: index + 2) else { return nil }
            let close = cursor.closing(ofGroupAt: open)
            var declaration = SourceDeclaration(name: name, kind: .type, range: cursor.range(index, close))
            let members = ScriptMembers(cursor: cursor).read(open: open, close: close, isClass: word == "class")
            declaration.properties = members.properties
            declaration.shapeSources =
                members.spreads + ScriptShapes(cursor: cursor).heritage(from: index + 2, to: open)
            if word == "class" { declaration.nested = methods(open: open, close: close, isClass: true) }
            if word == "interface" { declaration.nested = signatures(open: open, close: close) }
            return (declaration, close + 1)
        case "enum":
            guard let open = brace(from: index + 2) else { return nil }
            let close = cursor.closing(ofGroupAt: open)
            var declaration = SourceDeclaration(name: name, kind: .enumeration, range: cursor.range(index, close))
            (declaration.cases, declaration.unreadableCase) = enumCases(name, open: open, close: close)
            return (declaration, close + 1)
        case "function":
            guard let open = brace(from: index + 2) else { return nil }
            let close = cursor.closing(ofGroupAt: open)
            var declaration = SourceDeclaration(name: name, kind: .function, range: cursor.range(index, close))
            declaration.functionKeys = functionKeys(after: index + 1, body: open, close: close)
            return (declaration, close + 1)
        case "type":
            guard let equals = equalsSign(from: index + 2) else { return nil }
            let end = expressionEnd(from: equals + 1)
            var declaration = SourceDeclaration(name: name, kind: .type, range: cursor.range(index, end))
            ScriptShapes(cursor: cursor).readType(from: equals + 1, through: end, into: &declaration)
            return (declaration, end + 1)
        case "const" where name == "enum":
            // `const enum E { … }` is an enum (inlined where it is used, the same values).
            guard let (read, next) = statement("enum", at: index + 1) else { return nil }
            var declaration = read
            declaration.range = cursor.range(index, next - 1)
            return (declaration, next)
        case "const", "let", "var":
            guard let equals = equalsSign(from: index + 2) else { return nil }
            let end = expressionEnd(from: equals + 1)
            var declaration = SourceDeclaration(name: name, kind: .constant, range: cursor.range(index, end))
            ScriptShapes(cursor: cursor).readValue(from: equals + 1, through: end, into: &declaration)
            declaration.functionKeys = functionKeys(initializer: equals + 1, through: end)
            if equals + 1 < lexemes.count, lexemes[equals + 1].punctuation == "{" {
                declaration.nested = methods(
                    open: equals + 1, close: cursor.closing(ofGroupAt: equals + 1), isClass: false)
            }
            declaration.initializer = Initializer(
                form: .expression, start: equals + 1, end: end, nameIndex: index + 1,
                mutableIntroducer: word == "const" ? nil : word)
            return (declaration, end + 1)
        default:
            return nil
        }
    }

    /// `export { local as name, … }` and `export { name } from "module"`: one declaration per
    /// exported name that is not its local one (`local as name`) or comes from another module,
    /// whose initializer (`.exportAlias`) starts at the local name, or at the module's string.
    /// Returns them and the index after the statement.
    func exportAliases(at index: Int) -> ([SourceDeclaration], Int) {
        let close = cursor.closing(ofGroupAt: index + 1)
        let module = close + 2 < lexemes.count && lexemes[close + 1].word == "from" ? close + 2 : nil
        let end = module ?? close
        var aliases: [SourceDeclaration] = []
        var at = index + 2
        while at < close {
            guard let local = lexemes[at].word ?? lexemes[at].string else {
                at += 1
                continue
            }
            var exported = local
            var nameIndex = at
            if at + 2 < close, lexemes[at + 1].word == "as", let name = lexemes[at + 2].word ?? lexemes[at + 2].string {
                exported = name
                nameIndex = at + 2
            }
            if exported != local || module != nil {
                var alias = SourceDeclaration(name: exported, kind: .constant, range: cursor.range(index, end))
                alias.initializer = Initializer(
                    form: .exportAlias, start: module ?? at, end: module ?? at, nameIndex: nameIndex,
                    mutableIntroducer: nil)
                aliases.append(alias)
            }
            at = nameIndex + 1
            while at < close, lexemes[at].punctuation != "," { at += 1 }
            at += 1
        }
        return (aliases, end + 1)
    }

    /// The name after a keyword (`function*` allowed), nil when none follows.
    func name(after index: Int) -> String? {
        var at = index + 1
        if at < lexemes.count, lexemes[at].punctuation == "*" { at += 1 }
        guard at < lexemes.count, let word = lexemes[at].word else { return nil }
        return word
    }

    /// The `{` of a body from `start`, stepping over `(…)` and `[…]`; nil at `;`, `}` or
    /// `=` first.
    func brace(from start: Int) -> Int? {
        var at = start
        while at < lexemes.count {
            let lexeme = lexemes[at]
            if lexeme.punctuation == "{" { return at }
            if lexeme.punctuation == "}" || lexeme.punctuation == ";" || lexeme.punctuation == "=" { return nil }
            at = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return nil
    }

    /// The `=` of `type X<T> = …` or `const x: T = …`, stepping over brackets in the type.
    func equalsSign(from start: Int) -> Int? {
        var at = start
        var angle = 0
        while at < lexemes.count {
            let lexeme = lexemes[at]
            if lexeme.punctuation == "=" && angle <= 0 { return at }
            if lexeme.punctuation == ";" || lexeme.punctuation == "}" { return nil }
            if let word = lexeme.word, Self.statementStarts.contains(word), at > start { return nil }
            if let text = lexeme.punctuation {
                angle += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
            }
            at = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return nil
    }

    /// The last lexeme of an expression (or type) from `start`: before `;`, a closing bracket
    /// of the enclosing group, or a later line that neither it nor its predecessor continues.
    func expressionEnd(from start: Int) -> Int {
        cursor.expressionEnd(from: start) { last, next in
            next.punctuation.map(Self.continuing.contains) ?? (next.word == "as")
                || last.punctuation.map(Self.continuing.contains) ?? false
        }
    }
}
