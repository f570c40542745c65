/// The TypeScript/JavaScript lexer: strings, template literals (nested), regex literals told
/// from division, numbers, identifiers, comments (HTML-like ones in a script), JSX (not in `.ts`) and
/// `const`/`let`/`var` declarations initialised with a literal.
///
/// See `ScriptScanner` for how the file is read.
struct TypeScriptLexer: SourceLexer {
    static let fileExtensions: Set<String> = ["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"]

    /// Whether `<` can open a JSX element.
    var jsx: Bool
    /// Whether the file is read as a script (not a module), where ECMAScript's HTML-like
    /// comments (Annex B.1.1) apply: `<!--` starts a comment to the end of its line, and so
    /// does `-->` first on a line. True for `.cjs` (always a CommonJS script) and `.js` (a
    /// script unless a `package.json` says `"type": "module"`, which contract-check does not
    /// read: Node's default, and a browser's classic `<script>`); false for `.mjs` (always a
    /// module) and for TypeScript and `.jsx`, whose compilers have no such comments.
    var htmlComments: Bool

    init(jsx: Bool = false, htmlComments: Bool = false) {
        self.jsx = jsx
        self.htmlComments = htmlComments
    }

    /// JSX is on for every extension but TypeScript's own (`ts`, `mts`, `cts`), where
    /// `<Type>value` is a type assertion. Plain JavaScript has no such syntax, so a `<` where an
    /// operand starts can only open JSX there, and React code often keeps JSX in `.js` files.
    init(fileExtension: String) {
        self.jsx = !["ts", "mts", "cts"].contains(fileExtension)
        self.htmlComments = ["js", "cjs"].contains(fileExtension)
    }

    func lex(_ source: [UInt8]) -> LexedSource {
        var scanner = ScriptScanner(source, jsx: jsx, htmlComments: htmlComments)
        return scanner.run()
    }
}
