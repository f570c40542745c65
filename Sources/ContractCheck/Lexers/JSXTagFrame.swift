/// An open JSX tag (`<name attributes …>` or `</name>`) while the scanner reads it.
struct JSXTagFrame {
    /// Whether this is a closing tag.
    let closing: Bool
    /// The tag name once read ("" until then, and for a fragment).
    var name = ""
    var nameRead = false

    init(closing: Bool) {
        self.closing = closing
    }
}
