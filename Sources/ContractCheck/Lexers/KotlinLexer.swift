/// The Kotlin lexer (`.kt`, `.kts`): strings with `$name` and `${…}` templates (nested to any
/// depth), raw `"""…"""` strings with templates, character literals, nested block comments and
/// KDoc, backtick names, numbers, annotations, a shebang, and `val`/`var` (and `const val`)
/// declarations initialised with a literal.
///
/// See `KotlinScanner` for how the file is read.
struct KotlinLexer: SourceLexer {
    static let fileExtensions: Set<String> = ["kt", "kts"]

    init() {}

    init(fileExtension: String) {}

    func lex(_ source: [UInt8]) -> LexedSource {
        var scanner = KotlinScanner(source)
        return scanner.run()
    }
}
