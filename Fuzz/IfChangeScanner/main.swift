// Fuzz target: the `LINT.IfChange` directive scanner (`IfChangeFile`) on arbitrary bytes, any
// comment syntax. Blocks, labelled regions and problems sit at lines of the input, a block's
// `ThenChange` after its `IfChange`, and a file the quick test passes over holds nothing.
@testable import ContractCheck

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIfChangeScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    let file = IfChangeFile(bytes)
    var lines = 1
    for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
    for block in file.blocks {
        fuzzExpect(block.ifLine >= 1 && block.ifLine < block.thenLine, "block \(block.ifLine)…\(block.thenLine)")
        fuzzExpect(block.thenLine <= lines, "block ends at \(block.thenLine) of \(lines) lines")
    }
    for region in file.regions {
        fuzzExpect(region.start >= 1 && region.start < region.end && region.end <= lines, "region \(region)")
    }
    for problem in file.problems {
        fuzzExpect(problem.line >= 1 && problem.line <= lines, "problem \(problem) of \(lines) lines")
    }
    if !IfChangeFile.mayHoldDirectives(bytes) {
        fuzzExpect(file == IfChangeFile(), "directives in a file the quick test passes over")
    }
    return 0
}
