/// An open JSX tag (`<name attributes …>` or `</name>`) while the scanner reads it.
struct JSXTagFrame {
    /// Whether this is a closing tag.
    let closing: Bool
    /// The tag name once read ("" until then, and for a fragment).
    var name = ""
    var nameRead = false
    /// The offset just past the name (-1 until it is read): a `<` there opens type arguments.
    var nameEnd = -1

    init(closing: Bool) {
        self.closing = closing
    }
}
