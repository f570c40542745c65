// Compiled into every fuzz target (see scripts/fuzz/run). Small helpers only; each target's
// own file holds its LLVMFuzzerTestOneInput.
#if canImport(Glibc)
    import Glibc
#endif

/// The fuzzer's input as bytes.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A broken invariant: says which on standard error and aborts, so libFuzzer records the input
/// as a crash. (`precondition` would trap too, but in `-O` builds without its message.)
func fuzzExpect(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if condition() { return }
    let text = Array("fuzz invariant broken at \(file):\(line): \(message())\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// Keeps a value alive and observable so the optimiser cannot drop the call that made it.
@inline(never)
func fuzzConsume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
