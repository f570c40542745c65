/// An open Swift string literal while the scanner reads it.
struct SwiftStringFrame {
    /// The `#` count of a raw literal (0 for `"…"`).
    let hashes: Int
    let multiline: Bool
    /// Offset of the literal's first byte (its first `#` or `"`).
    let start: Int
    /// Offset of the current segment's first content byte.
    var segmentStart: Int
    /// Offset the current segment's token is reported at.
    var anchor: Int
    /// Whether an interpolation was met (segments then never yield empty tokens).
    var interpolated = false
    /// Segments of a multi-line literal, as token indices and raw ranges: they are decoded when
    /// the closing delimiter gives the indentation.
    var pending: [(token: Int, range: Range<Int>, first: Bool)] = []

    init(hashes: Int, multiline: Bool, start: Int, contentStart: Int) {
        self.hashes = hashes
        self.multiline = multiline
        self.start = start
        self.segmentStart = contentStart
        self.anchor = start
    }
}
