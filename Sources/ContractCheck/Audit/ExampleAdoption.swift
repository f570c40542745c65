import AnchorManifest

/// The document's fenced JSON examples as `audit` counts them: which a §8 side names (`§1.3`,
/// `ExampleReference`), and, for each other one, how a side would name it, so a team can adopt
/// them example by example. An example no side names is never checked: nothing is paired by
/// guesswork.
package struct ExampleAdoption: Sendable, Equatable {
    /// An example no side names, with the reference a side would write for it.
    package struct Unnamed: Sendable, Equatable {
        package var example: FencedExample
        /// `§1.3`, `§1.3[2]` or `§1.3#name`: the name the example's info string gives, else its
        /// position when its section has several JSON examples.
        package var reference: String
    }

    /// How many fenced JSON examples the document has.
    package var total: Int
    /// Those no side names, in document order.
    package var unnamed: [Unnamed]

    /// No examples (a repository with no contract document).
    package init() {
        total = 0
        unnamed = []
    }

    package init(examples: [FencedExample], constants: MirroredConstants?) {
        let json = examples.filter(\.isJSON)
        let references = (constants?.references ?? []).flatMap(\.symbols).compactMap { ExampleReference($0.name) }
        var named: [FencedExample] = []
        for reference in references { named += reference.select(json) }
        total = json.count
        unnamed = json.filter { !named.contains($0) }.map {
            Unnamed(example: $0, reference: Self.reference(for: $0, in: json))
        }
    }

    /// How a side names `example`: by its section's number (its heading's text when it has none),
    /// then its name, or its position among several.
    static func reference(for example: FencedExample, in json: [FencedExample]) -> String {
        let section =
            ExampleReference.number(of: example.sectionTitle.trimmingWhitespace()).map(String.init)
            ?? example.sectionTitle.trimmingWhitespace()
        guard !section.isEmpty else { return "(before the first heading: no side can name it)" }
        if let name = example.name { return "§\(section)#\(name)" }
        let siblings = json.filter { $0.sectionLine == example.sectionLine }
        guard siblings.count > 1, let index = siblings.firstIndex(of: example) else { return "§\(section)" }
        return "§\(section)[\(index + 1)]"
    }
}
