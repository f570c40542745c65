/// What counts as visible in a reason: the one definition every trailer and waiver uses, so a
/// reason made only of characters nobody can see (`Contract-Unchanged: <U+200B>`) waives nothing.
extension Unicode.Scalar {
    /// True for a scalar a reader can see: not whitespace, not a control or format character
    /// (general category Cc, Cf: zero-width spaces and joiners, the bidirectional controls), not
    /// default-ignorable (U+2060 word joiner, the variation selectors, U+3164 Hangul filler),
    /// and neither unassigned, a surrogate nor a private-use character.
    package var isVisible: Bool {
        let properties = self.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .unassigned, .surrogate, .privateUse, .spaceSeparator, .lineSeparator,
            .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}

extension StringProtocol {
    /// True when at least one scalar of the text is visible (`Unicode.Scalar.isVisible`).
    package var hasVisibleCharacter: Bool {
        unicodeScalars.contains { $0.isVisible }
    }
}
