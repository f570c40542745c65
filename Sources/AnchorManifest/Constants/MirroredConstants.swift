/// §8 of a contract document: the constants that exist on two or three sides and must move
/// together, one per bullet.
package struct MirroredConstants: Sendable, Equatable {
    package var documentPath: String
    package var sectionTitle: String
    package var sectionLine: Int
    package var bullets: [ConstantBullet]

    package init(documentPath: String, sectionTitle: String, sectionLine: Int, bullets: [ConstantBullet]) {
        self.documentPath = documentPath
        self.sectionTitle = sectionTitle
        self.sectionLine = sectionLine
        self.bullets = bullets
    }

    /// Every file reference of every bullet.
    package var references: [FileReference] {
        bullets.flatMap { $0.clauses.flatMap { $0.sides.flatMap(\.references) } }
    }
}

/// One §8 bullet. Most hold one clause ("label values — side ↔ side"); a bullet whose later
/// sentence names values and sides of its own ("Its answer's multipart field names (…) are
/// mirrored a THIRD time — A ↔ B ↔ C") holds one clause per such sentence.
package struct ConstantBullet: Sendable, Equatable {
    /// The text before the first " — " of the first sentence ("localStorage key beebox.mobileAuthToken").
    package var label: String
    package var line: Int
    package var clauses: [ConstantClause]

    package init(label: String, line: Int, clauses: [ConstantClause]) {
        self.label = label
        self.line = line
        self.clauses = clauses
    }
}

/// "values — side ↔ side …": the values that must be present on every side.
package struct ConstantClause: Sendable, Equatable {
    package var values: [ConstantValue]
    /// The sides after " — ", split at "↔". Empty when the sentence has no " — ".
    package var sides: [ConstantSide]
    package var line: Int
    /// The key sets and closed sets its values state, one per code span that holds one, in
    /// order (`ConstantValueParser`, the one reader of the grammar).
    package var shapes: [StatedShape]
    /// For a first sentence without " — " that still marks a side: what marks it, and the
    /// separator written where " — " belongs. Nil for a clause with sides, and for one whose
    /// sentence marks none (it names no sides by design).
    package var missingDash: MissingDash?

    package init(
        values: [ConstantValue], sides: [ConstantSide], line: Int, shapes: [StatedShape] = [],
        missingDash: MissingDash? = nil
    ) {
        self.values = values
        self.sides = sides
        self.line = line
        self.shapes = shapes
        self.missingDash = missingDash
    }
}

/// A bullet's first sentence that has no " — " between its values and its sides, yet holds
/// what only a side holds (a code span naming a source path, a `·`, a `↔`): it reads as naming
/// no sides, which the document can fix.
package struct MissingDash: Sendable, Equatable {
    /// What marks a side, as written: `` `shared/binding.ts` ``, `·`, `↔`.
    package var mark: String
    /// What stands where " — " belongs (` - `, `: `), nil when nothing does.
    package var found: String?

    package init(mark: String, found: String?) {
        self.mark = mark
        self.found = found
    }
}

/// One value a clause names: a key of a key set, one of several alternatives, a string, a number.
package struct ConstantValue: Sendable, Equatable, Hashable {
    package enum Kind: String, Sendable {
        /// A JSON key from a `{…}` key set.
        case key
        /// One of `a|b|c`.
        case alternative
        /// A string (quotes removed) or an identifier-like value.
        case string
        /// An integer or decimal number.
        case number
    }

    package var text: String
    package var kind: Kind
    package var line: Int
    package var column: Int
    /// The code span it came from, as written.
    package var span: String

    package init(text: String, kind: Kind, line: Int, column: Int, span: String) {
        self.text = text
        self.kind = kind
        self.line = line
        self.column = column
        self.span = span
    }
}

/// One side of a clause: the files (and symbols in them) where the values live, and its prose.
package struct ConstantSide: Sendable, Equatable {
    package var references: [FileReference]
    /// The side's text as written, for messages ("nothing native-side by design: …").
    package var text: String
    package var line: Int

    package init(references: [FileReference], text: String, line: Int) {
        self.references = references
        self.text = text
        self.line = line
    }
}

/// A file as §8 abbreviates it (`Views/ChatWebView.swift`), with the symbols named after ` · `,
/// or one labelled `LINT.IfChange` block of it (`web/src/limits.ts#limits`).
package struct FileReference: Sendable, Equatable, Hashable {
    package var path: String
    package var symbols: [SymbolReference]
    package var line: Int
    package var column: Int
    /// The label of the block the side's values are sought in (`#limits`); nil for a file or symbols.
    package var block: String?

    package init(path: String, symbols: [SymbolReference] = [], line: Int, column: Int, block: String? = nil) {
        self.path = path
        self.symbols = symbols
        self.line = line
        self.column = column
        self.block = block
    }

    /// The reference as the document writes it: `path`, or `path#label` for a block.
    package var written: String { block.map { "\(path)#\($0)" } ?? path }
}

/// A symbol a side names in a file (`MOBILE_AUTH_TOKEN_STORAGE_KEY`, `NativeEmissionReceipt.Disposition`).
package struct SymbolReference: Sendable, Equatable, Hashable {
    package var name: String
    package var line: Int

    package init(name: String, line: Int) {
        self.name = name
        self.line = line
    }

    /// The identifier to look for: the last dotted component (`Disposition`); a JSON pointer
    /// (`#/components/schemas/Pet`) and an example of the document (`§1.3[2]`) whole.
    package var identifier: String {
        if isPointer || isExample { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// True for a JSON pointer into a data file (`#/response`), which names a value, not a
    /// declaration.
    package var isPointer: Bool { name.hasPrefix("#") }

    /// True for one of the document's own examples (`§1.3`, `ExampleReference`).
    package var isExample: Bool { name.hasPrefix("§") }
}

extension MirroredConstants {
    /// The section as text names it (`§8 Mirrored constants`).
    package var sectionName: String { SectionName.display(sectionTitle) }
}
