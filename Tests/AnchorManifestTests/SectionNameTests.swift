import Testing

@testable import AnchorManifest

/// How messages name a section: by the document's own heading, shortened as a reader quotes it.
@Suite struct SectionNameTests {
    @Test(arguments: [
        ("8. Mirrored constants (diff targets)", "§8 Mirrored constants"),
        ("11. Anchor manifest (tripwire input)", "§11 Anchor manifest"),
        ("Mirrored constants", "Mirrored constants"),
        ("4.3 Location preference toggle", "§4.3 Location preference toggle"),
        ("  Shared values  ", "Shared values"),
        ("Constants (v2) for the wire", "Constants (v2) for the wire"),
        ("2024 plan", "2024 plan"),
        ("8.Mirrored", "8.Mirrored"),
        ("(only a parenthetical)", "(only a parenthetical)"),
        ("", ""),
    ])
    func display(title: String, expected: String) {
        #expect(SectionName.display(title) == expected)
    }
}
