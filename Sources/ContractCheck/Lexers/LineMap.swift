/// Turns byte offsets into 1-based lines and byte columns.
///
/// Lines end at `\n` only, so `\r\n` counts once and a lone `\r` not at all. Lexers ask for
/// offsets in (nearly) increasing order, so a cursor answers in amortised constant time; an
/// earlier offset falls back to a binary search.
struct LineMap {
    private let lineStarts: [Int]
    private var current = 0

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for index in bytes.indices where bytes[index] == ByteClass.newline {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The line and column of the byte at `offset`.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        if offset < lineStarts[current] {
            var low = 0
            var high = current
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            current = low
        }
        while current + 1 < lineStarts.count && lineStarts[current + 1] <= offset {
            current += 1
        }
        return (current + 1, offset - lineStarts[current] + 1)
    }

    /// The 1-based line of the byte at `offset`.
    mutating func line(of offset: Int) -> Int {
        position(of: offset).line
    }
}
