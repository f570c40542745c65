// Fuzz target: one §8 value code span. The input is placed in a minimal "Mirrored constants"
// section as the code span of a bullet's value part, so every input reaches
// ConstantValueParser (key sets, alternatives, lists, calls, numbers) through the public
// ConstantsParser rather than through an internal entry point.
@testable import AnchorManifest

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstantValues(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let span = fuzzBytes(data, size)
    // A code span opened with more backticks than any run inside it holds the input verbatim
    // (cmark turns its line endings into spaces, as it would in a real document).
    var longestRun = 0
    var run = 0
    for byte in span {
        run = byte == UInt8(ascii: "`") ? run + 1 : 0
        longestRun = max(longestRun, run)
    }
    let fence = [UInt8](repeating: UInt8(ascii: "`"), count: longestRun + 1)
    let document =
        Array("## Mirrored constants\n\n- value ".utf8) + fence + [0x20] + span + [0x20] + fence
        + Array(" — `Sources/A.swift` · `A.value` ↔ `src/a.ts` · `VALUE`.\n".utf8)
    do {
        let constants = try ConstantsParser().parse(bytes: document, path: "contract.md")
        fuzzConsume(constants.bullets.flatMap { $0.clauses.flatMap(\.values) })
    } catch {
        fuzzConsume(error.description)
    }
    return 0
}
