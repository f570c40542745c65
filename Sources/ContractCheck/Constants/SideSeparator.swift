import AnchorManifest

/// Why a clause that names files on fewer than two sides checks nothing, when the cause is
/// its separator: §8 separates sides with " ↔ ", and a bullet written with an arrow people
/// type instead (`<->`, `<=>`, `⟷`, `-->`, or between file lists `->`, `→`, `<>` or a lone ` - `)
/// reads as one side.
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

    /// The reason for a clause whose sentence marks a side but has no " — " before it.
    static func reason(_ missing: MissingDash) -> String {
        let found = missing.found.map { "found `\($0)`" } ?? "it has none"
        return "it names \(missing.mark) but no sides (values and sides are separated by \" — \"; \(found))"
    }

    /// True when the clause checks nothing for a reason the document can fix: a side marked
    /// without the " — " before it, or sides joined by a look-alike of " ↔ ".
    static func isFixable(_ clause: ConstantClause, referencedSides: [Int]) -> Bool {
        if clause.sides.isEmpty { return clause.missingDash != nil }
        guard referencedSides.count == 1, clause.sides.allSatisfy({ !$0.references.isEmpty }) else { return false }
        return lookalike(in: clause.sides[referencedSides[0]]) != nil
    }

    /// The look-alike separator in a side's text, if any; `->`, `→`, `<>` and a lone " - " count
    /// only between two file references (an arrow or a hyphen in prose does not).
    static func lookalike(in side: ConstantSide) -> String? {
        if let found = lookalikes.first(where: side.text.contains) { return found }
        guard side.references.count >= 2 else { return nil }
        // Between two file references an arrow, or a lone hyphen, can only be a side separator.
        if let arrow = ["->", "→", "<>"].first(where: { side.text.contains(" \($0) ") }) { return arrow }
        return side.text.contains(" - ") ? " - " : nil
    }
}
