/// A comment as written, delimiters included (`// note`, `/* a /* nested */ b */`), so a caller
/// can tell that a value appears only in a comment.
public struct SourceComment: Sendable, Equatable {
    public var text: String
    /// 1-based line where the comment starts.
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}
