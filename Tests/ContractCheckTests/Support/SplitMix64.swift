/// SplitMix64: a small deterministic random number generator, the same on every machine, so
/// the randomized tests (index edits, the trailer corpus, lexer inputs) see the same inputs
/// every run and a failure names a seed that reproduces it.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n`.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    /// One of `items`, which must not be empty.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
