/// A §8 side naming the document's own fenced JSON examples: `§1.3` (the one JSON example of the
/// section numbered 1.3, or of the section whose heading text is written after `§`), `§1.3[2]`
/// (its second JSON example) or `§1.3#redeem-ok` (the one whose info string says
/// `example=redeem-ok`). Nothing is paired by guesswork: only the examples a side names are read.
package struct ExampleReference: Sendable, Equatable, Hashable {
    package enum Selector: Sendable, Equatable, Hashable {
        /// Every JSON example of the section (a side reads it only when there is exactly one).
        case all
        /// The n-th JSON example of the section, from 1.
        case position(Int)
        /// The examples whose info string gives this name.
        case named(String)
    }

    /// The section as written after `§` (`1.3`, or a heading's text).
    package var section: String
    package var selector: Selector

    package init(section: String, selector: Selector) {
        self.section = section
        self.selector = selector
    }

    /// The reference a code span writes, or nil when it names no example (no leading `§`, an
    /// empty section, a position that is not a positive number).
    package init?(_ text: String) {
        guard text.hasPrefix("§") else { return nil }
        var rest = Substring(text.dropFirst())
        var selector = Selector.all
        if rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") {
            guard let position = Int(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]), position > 0
            else { return nil }
            selector = .position(position)
            rest = rest[..<open]
        } else if let hash = rest.lastIndex(of: "#") {
            let name = rest[rest.index(after: hash)...]
            guard !name.isEmpty else { return nil }
            selector = .named(String(name))
            rest = rest[..<hash]
        }
        let section = rest.trimmingWhitespace()
        guard !section.isEmpty else { return nil }
        self.init(section: section, selector: selector)
    }

    /// The number a heading's text starts with (`1.3` of `1.3 POST /api/pairing/redeem`, `8` of
    /// `8. Mirrored constants`), or nil.
    package static func number(of title: String) -> Substring? {
        let first = title.split(separator: " ", maxSplits: 1).first ?? ""
        guard first.first?.isNumber == true else { return nil }
        return first.hasSuffix(".") ? first.dropLast() : first
    }

    /// True when `example` sits in the section this reference names: its heading's number is the
    /// one written, or its heading's text (without its number, or whole) is, in any case.
    package func isInSection(_ example: FencedExample) -> Bool {
        let title = example.sectionTitle.trimmingWhitespace()
        guard !title.isEmpty else { return false }
        if let number = Self.number(of: title) {
            if number == section { return true }
            let text = title.dropFirst(title.split(separator: " ", maxSplits: 1)[0].count).trimmingWhitespace()
            if text.lowercased() == section.lowercased() { return true }
        }
        return title.lowercased() == section.lowercased()
    }

    /// The JSON examples of `examples` this reference names.
    package func select(_ examples: [FencedExample]) -> [FencedExample] {
        let inSection = examples.filter { $0.isJSON && isInSection($0) }
        switch selector {
        case .all: return inSection
        case .position(let position): return position <= inSection.count ? [inSection[position - 1]] : []
        case .named(let name): return inSection.filter { $0.name == name }
        }
    }
}
