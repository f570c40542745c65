/// How user-facing text names a section of the document: by its heading as the document has
/// it, shortened the way a reader quotes it. A numbered heading keeps its number as `§`
/// (`8. Mirrored constants (diff targets)` is `§8 Mirrored constants`, `4.3 Toggle` is `§4.3
/// Toggle`; a bare `2024 plan` is not a number); a trailing
/// parenthetical is dropped; any other heading is its text as written.
package enum SectionName {
    /// The short name of a heading's text (`MarkdownSection.title`).
    package static func display(_ title: String) -> String {
        var text = Substring(title.trimmingSpaces())
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open != text.startIndex {
            let before = text[..<open]
            if before.last == " " { text = Substring(before.trimmingSpaces()) }
        }
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let digits = number.hasSuffix(".") ? number.dropLast() : number
        let rest = text[number.endIndex...]
        guard number.contains("."), digits.first?.isNumber == true, rest.first == " " else { return String(text) }
        return "§\(digits) \(rest.trimmingSpaces())"
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }
        let trimmed = scalars.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return String(String.UnicodeScalarView(trimmed))
    }
}
