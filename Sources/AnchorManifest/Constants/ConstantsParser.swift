/// Reads §8 ("Mirrored constants") out of a parsed contract document.
///
/// Each top-level item of the section's bullet list is one constant; only its first paragraph
/// is read (later paragraphs and nested lists are commentary). Within it:
///
/// * each sentence holding " — " is a clause: the code spans before the dash are its values
///   (paths and `Type.member` symbols excepted), the part after it its sides, split at "↔";
/// * in a side, a code span that is a source path (`Views/ChatWebView.swift`) is a file
///   reference, and code spans after " · " (separated by " / " or ", ") are symbols in it;
/// * a first sentence without " — " is a clause with values and no sides.
package struct ConstantsParser: Sendable {
    /// The text the section's heading contains (case-insensitive).
    package var sectionName: String

    package init(sectionName: String = "Mirrored constants") {
        self.sectionName = sectionName
    }

    /// The most bullets a §8 section may list. Reading §8 is linear, but every hook reads it whole
    /// (the staged document and its base): past this the document is refused at the first bullet
    /// over, so a hook ends well inside its time rather than stalling.
    package static let maximumBullets = 10_000

    /// File extensions that make a code span a source file reference.
    package static let sourceExtensions: Set<String> = [
        "swift", "ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs", "kt", "kts", "java", "m", "h",
    ]

    package func parse(_ document: MarkdownDocument, path: String) throws(AnchorManifestError) -> MirroredConstants {
        if let refusal = AnchorManifestError.nestedTooDeep(document: path, in: document) { throw refusal }
        let matches = document.sections(containing: sectionName)
        guard let section = matches.first else { throw .noSuchSection(document: path, heading: sectionName) }
        if matches.count > 1 {
            throw .ambiguousSection(document: path, heading: sectionName, lines: matches.map(\.line))
        }
        let items = section.blocks.flatMap { block -> [MarkdownBlock] in
            if case .list = block.kind { return block.children.filter { $0.kind == .item } }
            return []
        }
        guard !items.isEmpty else { throw .noBulletList(document: path, line: section.line, section: section.title) }
        let bullets = items.filter { !Self.isComment($0) }
        if bullets.count > Self.maximumBullets {
            throw .tooManyBullets(
                document: path, line: bullets[Self.maximumBullets].line, section: section.title,
                count: bullets.count, limit: Self.maximumBullets)
        }
        return MirroredConstants(
            documentPath: path, sectionTitle: section.title, sectionLine: section.line,
            bullets: bullets.map { bullet($0, document: path) })
    }

    /// An item that holds nothing but HTML comments (`- <!-- an example -->`): not a bullet.
    static func isComment(_ item: MarkdownBlock) -> Bool {
        !item.children.isEmpty
            && item.children.allSatisfy { block in
                switch block.kind {
                case .html(let html): return html.trimmingWhitespace().hasPrefix("<!--")
                case .paragraph:
                    return InlinePiece.pieces(block.inlines).allSatisfy {
                        if case .text(let text, _) = $0 {
                            return text.trimmingWhitespace().isEmpty
                        } else {
                            return false
                        }
                    }
                default: return false
                }
            }
    }

    /// Parses §8 straight from the document's bytes (without the table extension, which §8
    /// does not need).
    package func parse(bytes: [UInt8], path: String) throws(AnchorManifestError) -> MirroredConstants {
        try parse(CmarkReader.parse(bytes, tables: false), path: path)
    }

    func bullet(_ item: MarkdownBlock, document: String) -> ConstantBullet {
        guard let paragraph = item.children.first(where: { $0.kind == .paragraph }) else {
            return ConstantBullet(label: "", line: item.line, clauses: [])
        }
        let sentences = InlinePiece.sentences(InlinePiece.pieces(paragraph.inlines))
        var clauses: [ConstantClause] = []
        var label = ""
        for (index, sentence) in sentences.enumerated() {
            let halves = InlinePiece.split(sentence, at: Self.dash(in: sentence), maxSplits: 1)
            let valuePart = halves[0]
            if index == 0 { label = Self.label(valuePart) }
            let readings = valuePart.compactMap { piece -> ConstantValueParser.Reading? in
                guard case .code(let code, let line, let column) = piece, !Self.isSourcePath(code),
                    !Self.isSymbol(code),
                    Self.sourceBlock(code) == nil
                else { return nil }
                return ConstantValueParser.reading(of: code, line: line, column: column)
            }
            let values = readings.flatMap(\.values)
            let shapes = readings.compactMap(\.shape)
            let line = sentence.first?.line ?? paragraph.line
            if halves.count == 2 {
                let sides = InlinePiece.split(halves[1], at: "↔").map { side($0, document: document) }
                // A later sentence that names neither values nor files is commentary.
                if index > 0, values.isEmpty, sides.allSatisfy({ $0.references.isEmpty }) { continue }
                // One that names files but no values of its own mirrors the values before it
                // ("The worker mirrors it a third time — `c.ts` ↔ `b.ts`").
                let own = Self.unique(values)
                let inherits = own.isEmpty && index > 0
                clauses.append(
                    ConstantClause(
                        values: inherits ? clauses.last?.values ?? [] : own, sides: sides, line: line,
                        shapes: inherits ? clauses.last?.shapes ?? [] : shapes))
            } else if index == 0 {
                clauses.append(
                    ConstantClause(
                        values: Self.unique(values), sides: [], line: line, shapes: shapes,
                        missingDash: Self.missingDash(sentence)))
            }
        }
        return ConstantBullet(label: label, line: paragraph.line, clauses: clauses)
    }

    /// The dash that separates a sentence's values from its sides: " — " (an em dash with
    /// spaces), or, in a sentence without one, the en dash " – " or " -- " people type for it.
    static func dash(in sentence: [InlinePiece]) -> String {
        for dash in [" — ", " – ", " -- "] {
            if sentence.contains(where: {
                if case .text(let text, _) = $0 { return text.contains(dash) } else { return false }
            }) {
                return dash
            }
        }
        return " — "
    }

    /// The separators written for " — " that `dash(in:)` does not take: a hyphen, a dash
    /// without spaces, a minus or a bar, a colon.
    static let dashLookalikes = [" - ", " − ", " ‒ ", " ― ", "—", "–", " : ", ": "]

    /// For a sentence without " — ": the first code span naming a source path, `·` or `↔` in it,
    /// and the look-alike of " — " it has; nil when nothing in it marks a side.
    static func missingDash(_ sentence: [InlinePiece]) -> MissingDash? {
        var mark: String?
        var texts: [String] = []
        for piece in sentence {
            switch piece {
            case .text(let text, _):
                texts.append(text)
                if mark == nil { mark = ["·", "↔"].first(where: text.contains) }
            case .code(let code, _, _):
                let trimmed = code.trimmingWhitespace()
                if mark == nil, isSourcePath(trimmed) || sourceBlock(trimmed) != nil { mark = "`\(code)`" }
            }
        }
        guard let mark else { return nil }
        let found = dashLookalikes.first { dash in texts.contains { $0.contains(dash) } }
        return MissingDash(mark: mark, found: found)
    }

    /// One side; `document` is the document's path, which a side naming one of its own examples
    /// (`§1.3`, `ExampleReference`) names as its file.
    func side(_ pieces: [InlinePiece], document: String) -> ConstantSide {
        var references: [FileReference] = []
        var symbolMode = false
        for piece in pieces {
            switch piece {
            case .text(let text, _):
                if text.contains("·") {
                    // A block is the side's whole scope: it names no symbols.
                    symbolMode = references.last.map { $0.block == nil } ?? false
                } else if !text.allSatisfy({ $0 == " " || $0 == "/" || $0 == "," }) {
                    symbolMode = false
                }
            case .code(let code, let line, let column):
                let trimmed = code.trimmingWhitespace()
                if ExampleReference(trimmed) != nil {
                    // The document's own example: the document is the file, the reference its symbol.
                    let symbols = [SymbolReference(name: trimmed, line: line)]
                    references.append(FileReference(path: document, symbols: symbols, line: line, column: column))
                    symbolMode = false
                } else if Self.isSourcePath(trimmed) {
                    references.append(FileReference(path: trimmed, line: line, column: column))
                    symbolMode = false
                } else if let block = Self.sourceBlock(trimmed) {
                    references.append(FileReference(path: block.path, line: line, column: column, block: block.label))
                    symbolMode = false
                } else if let data = Self.dataFolder(trimmed) ?? Self.dataPath(trimmed) {
                    // A JSON pointer after `#` names one value of the data file (of each data file of
                    // a folder), as a symbol names a declaration of a source file; a file named alone
                    // is its whole document (`#`).
                    let pointer = trimmed.firstIndex(of: "#").map { String(trimmed[$0...]) } ?? "#"
                    let symbols = [SymbolReference(name: pointer, line: line)]
                    references.append(FileReference(path: data, symbols: symbols, line: line, column: column))
                    symbolMode = false
                } else if symbolMode, !references.isEmpty, Self.isIdentifierPath(trimmed) {
                    references[references.count - 1].symbols.append(SymbolReference(name: trimmed, line: line))
                }
            }
        }
        let text = pieces.map(\.rendered).joined().trimmingWhitespace()
        return ConstantSide(references: references, text: text, line: pieces.first?.line ?? 0)
    }

    /// The values without repeats (`id` in two key sets is one value), first occurrence kept.
    static func unique(_ values: [ConstantValue]) -> [ConstantValue] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0.text).inserted }
    }

    /// The label: the first sentence's text before its first value, or all of it before " — ".
    static func label(_ pieces: [InlinePiece]) -> String {
        var text = ""
        for piece in pieces {
            if case .text(let run, _) = piece { text += run } else { break }
        }
        let trimmed = text.trimmingWhitespace()
        return trimmed.isEmpty ? pieces.map(\.rendered).joined().trimmingWhitespace() : trimmed
    }

    /// `dir/file.ext` or `file.ext` with a source extension, no spaces.
    package static func isSourcePath(_ text: String) -> Bool {
        guard !text.isEmpty,
            !text.contains(where: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == "{" || $0 == "|" || $0 == "," }),
            let dot = text.lastIndex(of: "."), dot != text.startIndex
        else { return false }
        let ext = text[text.index(after: dot)...].lowercased()
        return sourceExtensions.contains(ext) && !text.hasSuffix("/")
    }

    /// The file and label of a side naming a labelled `LINT.IfChange` block of a source file
    /// (`web/src/limits.ts#limits`: a `#` not followed by `/`, which a JSON pointer is), or nil.
    package static func sourceBlock(_ text: String) -> (path: String, label: String)? {
        guard let hash = text.firstIndex(of: "#") else { return nil }
        let path = String(text[..<hash])
        let label = String(text[text.index(after: hash)...])
        guard !label.isEmpty, !label.hasPrefix("/"), isSourcePath(path),
            !label.contains(where: { $0 == " " || $0 == "\t" || $0 == "#" || $0 == "/" })
        else { return nil }
        return (path, label)
    }

    /// Extensions of the data files a side may name (a fixture, an OpenAPI document, a JSON
    /// Schema), read as JSON or YAML.
    package static let dataExtensions: Set<String> = ["json", "yaml", "yml"]

    /// The file of a data-file side (`fixtures/pet.json`, `api/openapi.yaml#/components/schemas/Pet`:
    /// the JSON pointer after `#` dropped; the side keeps it as its symbol), or nil when `text`
    /// names none.
    package static func dataPath(_ text: String) -> String? {
        let path = String(text.prefix { $0 != "#" })
        guard !path.isEmpty, !path.contains(where: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," }),
            let dot = path.lastIndex(of: "."), dot != path.startIndex
        else { return nil }
        return dataExtensions.contains(path[path.index(after: dot)...].lowercased()) ? path : nil
    }

    /// The folder of a fixture-folder side (`fixtures/redeem/`, `fixtures/redeem/#/response`: a
    /// path ending in `/`, the pointer after it dropped), or nil when `text` names none.
    package static func dataFolder(_ text: String) -> String? {
        let path = String(text.prefix { $0 != "#" })
        guard path.count > 1, path.hasSuffix("/"), !path.hasPrefix("/"), !path.contains("//"),
            !path.contains(where: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," || $0 == "|" || $0 == "(" })
        else { return nil }
        return path
    }

    /// `Type.member` (upper-case first): a symbol mentioned among the values, not a value.
    static func isSymbol(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase, text.contains(".") else { return false }
        return isIdentifierPath(text)
    }

    /// Identifiers joined by dots.
    static func isIdentifierPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, first.isLetter || first == "_" || first == "$" else { return false }
                return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            }
    }
}
