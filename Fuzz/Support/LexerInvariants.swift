// The lexers' documented contract (SourceToken, LexerRobustnessTests): tokens and comments come
// in source order, at 1-based positions inside the input. Used by the two lexer targets.
@testable import ContractCheck

func expectWellFormed(_ lexed: LexedSource, _ bytes: [UInt8], _ name: String) {
    var lines = 1
    for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
    var previous = (line: 1, column: 1)
    for token in lexed.tokens {
        fuzzExpect(
            token.line >= 1 && token.line <= lines && token.column >= 1,
            "\(name): token outside the input (\(lines) lines): \(token)")
        fuzzExpect((token.line, token.column) >= previous, "\(name): \(token) after \(previous)")
        previous = (token.line, token.column)
    }
    var previousComment = 1
    for comment in lexed.comments {
        fuzzExpect(
            comment.line >= previousComment && comment.line <= lines,
            "\(name): comment at line \(comment.line) after \(previousComment) (\(lines) lines)")
        previousComment = comment.line
    }
    for declaration in lexed.declarations {
        fuzzExpect(
            declaration.line >= 1 && declaration.line <= lines,
            "\(name): declaration outside the input: \(declaration)")
        fuzzExpect(
            declaration.value.kind == .string || declaration.value.kind == .number,
            "\(name): a declaration's value is a string or a number: \(declaration)")
    }
}
