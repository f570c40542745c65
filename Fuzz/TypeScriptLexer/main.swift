// Fuzz target: the TypeScript/JavaScript lexer on arbitrary bytes, without JSX (`.ts`) and
// with it (`.tsx`), chosen the way the checker chooses them.
@testable import ContractCheck

private let plain: any SourceLexer = SourceLexers.lexer(forPath: "src/lib/file.ts") ?? TypeScriptLexer(jsx: false)
private let jsx: any SourceLexer = SourceLexers.lexer(forPath: "src/pages/Page.tsx") ?? TypeScriptLexer(jsx: true)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTypeScriptLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    expectWellFormed(plain.lex(bytes), bytes, "ts")
    expectWellFormed(jsx.lex(bytes), bytes, "tsx")
    return 0
}
