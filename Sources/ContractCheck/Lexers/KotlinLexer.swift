/// The Kotlin lexer (`.kt`, `.kts`): strings with `$name` and `${…}` templates (nested to any
/// depth), raw `"""…"""` strings with templates, character literals, nested block comments and
/// KDoc, backtick names, numbers, annotations, a shebang, and `val`/`var` (and `const val`)
/// declarations initialised with a literal.
///
/// See `KotlinScanner` for how the file is read.
public struct KotlinLexer: SourceLexer {
    public static let fileExtensions: Set<String> = ["kt", "kts"]

    public init() {}

    public init(fileExtension: String) {}

    public func lex(_ source: [UInt8]) -> LexedSource {
        var scanner = KotlinScanner(source)
        return scanner.run()
    }
}
