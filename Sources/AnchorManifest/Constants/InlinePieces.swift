/// A paragraph's inline content reduced to what the §8 grammar needs: runs of text and code
/// spans, each with its source position. Emphasis and links are flattened; line breaks are spaces.
enum InlinePiece: Sendable, Equatable {
    case text(String, line: Int)
    case code(String, line: Int, column: Int)

    var line: Int {
        switch self {
        case .text(_, let line), .code(_, let line, _): return line
        }
    }

    /// The piece as it reads, code spans in backticks.
    var rendered: String {
        switch self {
        case .text(let text, _): return text
        case .code(let code, _, _): return "`\(code)`"
        }
    }

    static func pieces(_ inlines: [MarkdownInline]) -> [InlinePiece] {
        var out: [InlinePiece] = []
        // Adjacent text becomes one piece, on the line of its first part. It is collected here
        // and flushed before a code span and at the end, so merging n parts is linear (appending
        // to a String is amortised O(1)).
        var text = ""
        var textLine: Int?
        func add(_ part: String, _ line: Int) {
            if textLine == nil { textLine = line }
            text += part
            #if DEBUG
                WorkMeter.count(.inlineTextBytes, part.utf8.count)
            #endif
        }
        func flush() {
            guard let line = textLine else { return }
            out.append(.text(text, line: line))
            text = ""
            textLine = nil
        }
        func walk(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                switch inline.kind {
                case .text: add(inline.literal, inline.line)
                // An HTML comment is not text: `<!-- … -->` keeps an example out of the model.
                case .html: add(inline.literal.hasPrefix("<!--") ? " " : inline.literal, inline.line)
                case .softBreak, .lineBreak: add(" ", inline.line)
                case .code:
                    flush()
                    out.append(.code(inline.literal, line: inline.line, column: inline.column))
                default: walk(inline.children)
                }
            }
        }
        walk(inlines)
        flush()
        return out
    }

    /// Splits at sentence ends: a "." followed by whitespace and an upper-case letter.
    static func sentences(_ pieces: [InlinePiece]) -> [[InlinePiece]] {
        var sentences: [[InlinePiece]] = [[]]
        for piece in pieces {
            guard case .text(let text, let line) = piece else {
                sentences[sentences.count - 1].append(piece)
                continue
            }
            var current = ""
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                current.append(character)
                if character == "." {
                    var next = index + 1
                    while next < characters.count, characters[next] == " " { next += 1 }
                    if next > index + 1, next < characters.count, characters[next].isUppercase {
                        sentences[sentences.count - 1].append(.text(current, line: line))
                        sentences.append([])
                        current = ""
                        index = next
                        continue
                    }
                }
                index += 1
            }
            if !current.isEmpty { sentences[sentences.count - 1].append(.text(current, line: line)) }
        }
        return sentences.filter { !$0.isEmpty }
    }

    /// Splits `pieces` at every occurrence of `separator` inside text pieces.
    static func split(_ pieces: [InlinePiece], at separator: String, maxSplits: Int = .max) -> [[InlinePiece]] {
        var parts: [[InlinePiece]] = [[]]
        var splits = 0
        for piece in pieces {
            guard case .text(let text, let line) = piece, splits < maxSplits, text.contains(separator) else {
                parts[parts.count - 1].append(piece)
                continue
            }
            var remainder = Substring(text)
            while splits < maxSplits, let range = remainder.firstRange(of: separator) {
                let before = remainder[..<range.lowerBound]
                if !before.isEmpty { parts[parts.count - 1].append(.text(String(before), line: line)) }
                parts.append([])
                splits += 1
                remainder = remainder[range.upperBound...]
            }
            if !remainder.isEmpty { parts[parts.count - 1].append(.text(String(remainder), line: line)) }
        }
        return parts
    }
}
