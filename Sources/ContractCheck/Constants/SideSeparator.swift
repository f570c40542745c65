import AnchorManifest

/// Why a clause that names files on fewer than two sides checks nothing, when the cause is
/// its separator: §8 separates sides with " ↔ ", and a bullet written with an arrow people
/// type instead (`<->`, `<=>`, `⟷`, `-->`, or a lone ` - ` between file lists) reads as one side.
enum SideSeparator {
    /// The separators taken for " ↔ ", in the order they are looked for.
    static let lookalikes = ["<->", "<=>", "⟷", "-->"]

    /// The reason for a clause with one side that names files: which separator it used
    /// instead of ↔, or that it has none.
    static func reason(_ side: ConstantSide) -> String {
        if let found = lookalike(in: side) {
            return "it names only one side (sides are separated by ↔; found `\(found)`)"
        }
        return "it names only one side (sides are separated by \" ↔ \", and it has none)"
    }

    /// The look-alike separator in a side's text, if any; a lone " - " counts only between two
    /// file references (a hyphen in prose does not).
    static func lookalike(in side: ConstantSide) -> String? {
        if let found = lookalikes.first(where: side.text.contains) { return found }
        if side.references.count >= 2, side.text.contains(" - ") { return " - " }
        return nil
    }
}
