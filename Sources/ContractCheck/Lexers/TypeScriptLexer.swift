/// The TypeScript/JavaScript lexer: strings, template literals (nested), regex literals told
/// from division, numbers, identifiers, comments, JSX (in `.tsx` and `.jsx`) and
/// `const`/`let`/`var` declarations initialised with a literal.
///
/// See `ScriptScanner` for how the file is read.
public struct TypeScriptLexer: SourceLexer {
    public static let fileExtensions: Set<String> = ["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"]

    /// Whether `<` can open a JSX element.
    public var jsx: Bool

    public init(jsx: Bool = false) {
        self.jsx = jsx
    }

    /// JSX is on for `.tsx` and `.jsx` files only: in `.ts`, `<Type>value` is a type assertion.
    public init(fileExtension: String) {
        self.jsx = fileExtension == "tsx" || fileExtension == "jsx"
    }

    public func lex(_ source: [UInt8]) -> LexedSource {
        var scanner = ScriptScanner(source, jsx: jsx)
        return scanner.run()
    }
}
