/// An anchor the document names outside the manifest: a file (or folder) and the identifiers in
/// it, from a `side | anchor` table row or an "Anchors:" line, e.g.
/// `src/core/mobile/pairing.ts` — `createMobilePairingTicket`, `pendingPairings`.
package struct DocumentAnchor: Sendable, Equatable {
    /// The table's side cell, or the words before the file on an anchor line ("web", "native").
    package var side: String
    /// The path as written: repository-relative, root-relative (`src/…` under `beebox/`) or
    /// abbreviated (`Views/ChatWebView.swift`).
    package var path: String
    /// The identifiers named after " — " (the last component of `Type.member(args)`).
    package var symbols: [SymbolReference]
    package var line: Int
    package var column: Int

    package init(side: String, path: String, symbols: [SymbolReference], line: Int, column: Int) {
        self.side = side
        self.path = path
        self.symbols = symbols
        self.line = line
        self.column = column
    }

    /// A folder anchor (`fixtures/pairing-url/`).
    package var isDirectory: Bool { path.hasSuffix("/") }
}

/// Finds the anchors of a document: every row of a table whose header is `side | anchor`, and
/// every paragraph or list item whose text has "anchors:" ("Anchors: web `a.ts` — `f`; native
/// `B.swift` — `g`", "Core/server anchors: `x.ts`, `y/`").
///
/// Within an anchor text, a code span that is a path starts an anchor; code spans after " — "
/// that are identifiers (`name`, `Type.member(args)`, `Type { … }`) are its symbols, until ";"
/// or the end of a sentence. Other code spans (`POST /api/x`, `<View />`, `a == b`) are prose.
package enum DocumentAnchors {
    package static func parse(_ document: MarkdownDocument) -> [DocumentAnchor] {
        var out: [DocumentAnchor] = []
        for block in document.blocks.flatMap(\.descendants) {
            switch block.kind {
            case .table:
                out.append(contentsOf: table(block))
            case .paragraph:
                let text = block.plainText
                if text.lowercased().contains("anchors:") {
                    out.append(contentsOf: anchors(in: InlinePiece.pieces(block.inlines), side: ""))
                }
            default:
                continue
            }
        }
        return out
    }

    static func table(_ table: MarkdownBlock) -> [DocumentAnchor] {
        let rows = table.children
        guard let header = rows.first,
            header.children.map({ $0.plainText.trimmingWhitespace().lowercased() }) == ["side", "anchor"]
        else { return [] }
        var out: [DocumentAnchor] = []
        for row in rows.dropFirst() where row.children.count >= 2 {
            let side = row.children[0].plainText.trimmingWhitespace()
            out.append(contentsOf: anchors(in: InlinePiece.pieces(row.children[1].inlines), side: side))
        }
        return out
    }

    static func anchors(in pieces: [InlinePiece], side tableSide: String) -> [DocumentAnchor] {
        var out: [DocumentAnchor] = []
        var current: Int?
        var symbolMode = false
        var prose = ""
        var parenthesisDepth = 0
        // The side of the previous file in this list: "box `a.ts`, `b.ts`, and `c.ts`" puts all
        // three on the box side. A `;` or a new sentence ends the list.
        var listSide = ""
        for piece in pieces {
            switch piece {
            case .text(let text, _):
                let tail = afterLastBoundary(text)
                if tail != nil {
                    current = nil
                    symbolMode = false
                    prose = ""
                    parenthesisDepth = 0
                    listSide = ""
                }
                if text.contains(" — ") || text.hasPrefix("— ") { symbolMode = current != nil }
                // An aside in parentheses ("(sets `Authorization`; …)") names no symbols.
                for character in text {
                    if character == "(" { parenthesisDepth += 1 }
                    if character == ")" { parenthesisDepth = max(0, parenthesisDepth - 1) }
                }
                // After a `;` or a sentence's end only the words that follow it count.
                prose += tail ?? Substring(text)
            case .code(let code, let line, let column):
                let trimmed = code.trimmingWhitespace()
                if isAnchorPath(trimmed) {
                    var side = tableSide
                    if side.isEmpty {
                        side = sideWords(prose)
                        if side.isEmpty { side = listSide } else { listSide = side }
                    }
                    out.append(DocumentAnchor(side: side, path: trimmed, symbols: [], line: line, column: column))
                    current = out.count - 1
                    symbolMode = false
                    prose = ""
                } else if symbolMode, parenthesisDepth == 0, let index = current, let symbol = symbolName(trimmed) {
                    out[index].symbols.append(SymbolReference(name: symbol, line: line))
                }
            }
        }
        return out
    }

    /// Words that join the files of a list and name no side.
    static let listWords: Set<String> = ["anchors", "and", "or", "plus", "also", "as", "well", "with"]

    /// The last word before the file ("native", "web", "test"), without "Anchors:" and the
    /// words that only join a list ("and", "or"); empty when there is none.
    static func sideWords(_ prose: String) -> String {
        let words = prose.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" || $0 == "." })
            .map(String.init).filter { !listWords.contains($0.lowercased()) && $0.contains(where: \.isLetter) }
        return words.last ?? ""
    }

    /// The part of `text` after its last `;` or sentence end (a `.`, spaces, a capital letter),
    /// or nil when it has neither: a `;` or a new sentence ends a list of anchors.
    static func afterLastBoundary(_ text: String) -> Substring? {
        let characters = Array(text)
        var start: Int?
        for index in characters.indices {
            if characters[index] == ";" { start = index + 1 }
            if characters[index] == "." {
                var next = index + 1
                while next < characters.count, characters[next] == " " { next += 1 }
                if next > index + 1, next < characters.count, characters[next].isUppercase { start = next }
            }
        }
        return start.map { Substring(String(characters[$0...])) }
    }

    /// A repository path: no spaces, not a URL or a wire path (`/api/…`, `<box>/…`), with a file
    /// extension or a trailing `/`.
    package static func isAnchorPath(_ text: String) -> Bool {
        guard !text.isEmpty,
            !text.contains(where: {
                $0 == " " || $0 == "<" || $0 == ">" || $0 == "(" || $0 == "{" || $0 == "=" || $0 == "\"" || $0 == "'"
                    || $0 == "*"
            }),
            !text.hasPrefix("/"), !text.hasPrefix("."), !text.contains("://"), !text.hasPrefix("_")
        else { return false }
        if text.hasSuffix("/") { return text.count > 1 }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
        let ext = text[text.index(after: dot)...].lowercased()
        guard !ext.isEmpty, ext.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        return text.contains("/") || ConstantsParser.sourceExtensions.contains(ext)
    }

    /// The identifier a code span names: the last component of a leading identifier path that is
    /// followed by nothing, or by `(`, `{`, `<` or `[` (a call, a shape, generics, a subscript).
    package static func symbolName(_ text: String) -> String? {
        var components: [String] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character == "_" || character == "$" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else if character == ".", !current.isEmpty {
                components.append(current)
                current = ""
            } else {
                break
            }
            index = text.index(after: index)
        }
        guard !current.isEmpty else { return nil }
        components.append(current)
        let rest = text[index...].trimmingWhitespace()
        guard rest.isEmpty || rest.hasPrefix("(") || rest.hasPrefix("{") || rest.hasPrefix("<") || rest.hasPrefix("[")
        else { return nil }
        return components.last
    }
}
