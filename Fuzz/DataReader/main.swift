// Fuzz target: the JSON and YAML readers of data-file sides (`DataLexer`). The first byte picks
// the file kind (`.json`, strict, or `.yaml`). Either a tree or a failure comes back, never
// both; a failure's line and every node's positions lie inside the input; and a `.json` file
// gives the same tree through JSON's own reader and through libyaml wherever both read it.
@testable import ContractCheck

private let lexers = [DataLexer(fileExtension: "json"), DataLexer(fileExtension: "yaml")]
private let yamlForJSON = DataLexer(fileExtension: "json", reader: .libyaml)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDataReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = fuzzBytes(data, size)
    guard let selector = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let lexed = lexers[Int(selector) % lexers.count].lex(bytes)
    var lines = 1
    for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
    fuzzExpect((lexed.data == nil) != (lexed.dataFailure == nil), "a tree and a failure, or neither")
    if let failure = lexed.dataFailure {
        fuzzExpect(!failure.reason.isEmpty, "a failure without a reason")
        if let line = failure.line { fuzzExpect(line >= 1 && line <= lines, "failure line \(line) of \(lines)") }
    }
    if let root = lexed.data { expectInside(root, lines: lines, depth: 0) }
    if Int(selector) % lexers.count == 0 {
        let viaYAML = yamlForJSON.lex(bytes)
        // Each may refuse what the other reads: libyaml, even for JSON, takes YAML's escapes
        // (`\0`, `\x41`) and refuses what YAML's implicit keys forbid (a key whose `:` is on a
        // later line, a key over 1,024 characters, a surrogate pair as two `\u` escapes), all of
        // which RFC 8259 decides the other way. Where both read a file, they agree.
        if lexed.data != nil, viaYAML.data != nil {
            fuzzExpect(lexed.data == viaYAML.data, "the JSON reader and libyaml give different trees")
        }
    }
    return 0
}

/// Every node starts and ends inside the input, its end not before its start.
private func expectInside(_ node: DataNode, lines: Int, depth: Int) {
    fuzzExpect(depth <= 300, "a tree deeper than the reader's limit")
    fuzzExpect(node.start.line >= 1 && node.end.line <= lines, "node at \(node.start)…\(node.end) of \(lines) lines")
    fuzzExpect(node.start <= node.end, "node ends before it starts: \(node.start)…\(node.end)")
    for entry in node.entries { expectInside(entry.value, lines: lines, depth: depth + 1) }
    for item in node.items { expectInside(item, lines: lines, depth: depth + 1) }
}
