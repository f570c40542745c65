// Fuzz target: the Swift lexer on arbitrary bytes (raw strings, multi-line strings,
// interpolation, regex literals, nested comments), chosen the way the checker chooses it.
@testable import ContractCheck

private let lexer: any SourceLexer = SourceLexers.lexer(forPath: "Sources/App/File.swift") ?? SwiftLexer()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    expectWellFormed(lexer.lex(bytes), bytes, "swift")
    return 0
}
