/// A comment as written, delimiters included (`// note`, `/* a /* nested */ b */`), so a caller
/// can tell that a value appears only in a comment.
package struct SourceComment: Sendable, Equatable {
    package var text: String
    /// 1-based line where the comment starts.
    package var line: Int

    package init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}
