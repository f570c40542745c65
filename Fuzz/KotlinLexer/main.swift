// Fuzz target: the Kotlin lexer on arbitrary bytes (templates nesting strings and braces, raw
// strings, multi-dollar prefixes, character literals, nested comments, backtick names), for
// `.kt` and `.kts` as the checker chooses them.
@testable import ContractCheck

private let source: any SourceLexer = SourceLexers.lexer(forPath: "app/src/main/kotlin/File.kt") ?? KotlinLexer()
private let script: any SourceLexer = SourceLexers.lexer(forPath: "build.gradle.kts") ?? KotlinLexer()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKotlinLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    expectWellFormed(source.lex(bytes), bytes, "kt")
    expectWellFormed(script.lex(bytes), bytes, "kts")
    return 0
}
