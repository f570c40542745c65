/// A place in a source file: 1-based line and UTF-8 byte column, ordered as in the file.
struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    var description: String { "\(line):\(column)" }
}
