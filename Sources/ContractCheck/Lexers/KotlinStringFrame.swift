/// An open Kotlin string literal while the scanner reads it.
struct KotlinStringFrame {
    /// A raw `"""…"""` string: no escapes, line ends allowed, content as written.
    let raw: Bool
    /// How many `$` open a template: 1, or the length of a multi-dollar prefix (`$$"…$$name…"`,
    /// Kotlin 2.2), where fewer dollars are content.
    let dollars: Int
    /// Offset of the literal's first byte (its first `$` of a multi-dollar prefix, or `"`).
    let start: Int
    /// Offset of the current segment's first content byte.
    var segmentStart: Int
    /// Offset the current segment's token is reported at.
    var anchor: Int
    /// Whether a template was met (segments then never yield empty tokens).
    var templated = false

    init(raw: Bool, dollars: Int, start: Int, contentStart: Int) {
        self.raw = raw
        self.dollars = dollars
        self.start = start
        self.segmentStart = contentStart
        self.anchor = start
    }
}
