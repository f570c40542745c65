import AnchorManifest

/// A key of a §8 key set as the document writes it (read by `ConstantValueParser` in
/// AnchorManifest, the one reader of the grammar).
typealias DocumentKey = ConstantKey

/// One shape a clause states: a key set `{…}` or a closed set `a|b|c`.
typealias DocumentShape = ConstantShape

extension ConstantShape {
    /// The shapes of a clause, one per code span that holds a key set or alternatives, in
    /// order, each with the values it settles where it pairs.
    static func shapes(of clause: ConstantClause) -> [(shape: DocumentShape, values: [ConstantValue])] {
        clause.shapes.map { ($0.shape, $0.values) }
    }

    /// Every key name at every depth.
    static func allNames(_ keys: [DocumentKey]) -> [String] { ConstantKey.allNames(keys) }
}
