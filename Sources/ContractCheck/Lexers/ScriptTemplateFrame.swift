/// An open template literal while the scanner reads it.
struct ScriptTemplateFrame {
    /// Offset of the opening backtick.
    let start: Int
    /// Offset of the current segment's first content byte.
    var segmentStart: Int
    /// Offset the current segment's token is reported at.
    var anchor: Int
    /// Whether a `${` was met (segments then never yield empty tokens).
    var interpolated = false
}
