/// The names a TypeScript file imports, each with the module it comes from: `import { A, B as C }
/// from "./m"`, `import D from "./m"`, `import * as ns from "./m"` (and `import type …`). A shape
/// that takes keys from an imported name that no file of the side declares is unverifiable, and
/// the reason names the module, so the fix (name that file in the bullet) is plain.
enum ScriptImports {
    /// Local name → module specifier, for the top-level imports among `lexemes`.
    static func read(_ lexemes: [SourceLexeme], cursor: LexemeCursor) -> [String: String] {
        var imports: [String: String] = [:]
        var index = 0
        while index < lexemes.count {
            guard lexemes[index].word == "import" else {
                let opens = LexemeCursor.depthChange(lexemes[index]) > 0
                index = opens ? cursor.closing(ofGroupAt: index) + 1 : index + 1
                continue
            }
            let (names, next) = importedNames(after: index, in: lexemes, cursor: cursor)
            if next + 1 < lexemes.count, lexemes[next].word == "from", let module = lexemes[next + 1].string {
                for name in names { imports[name] = module }
            }
            index = max(next, index + 1)
        }
        return imports
    }

    /// The local names an import binds from `index` (its `import`) up to its `from`, and the
    /// index of the lexeme after them.
    static func importedNames(
        after index: Int, in lexemes: [SourceLexeme], cursor: LexemeCursor
    ) -> ([String], Int) {
        var names: [String] = []
        var at = index + 1
        if at < lexemes.count, lexemes[at].word == "type" { at += 1 }
        while at < lexemes.count, lexemes[at].word != "from" {
            let lexeme = lexemes[at]
            if lexeme.punctuation == "{" {
                let close = cursor.closing(ofGroupAt: at)
                names += braced(from: at + 1, to: close, in: lexemes)
                at = close + 1
            } else if lexeme.punctuation == "*", at + 2 < lexemes.count, lexemes[at + 1].word == "as",
                let name = lexemes[at + 2].word
            {
                names.append(name)
                at += 3
            } else if let word = lexeme.word {
                names.append(word)
                at += 1
            } else if lexeme.punctuation == "," {
                at += 1
            } else {
                break
            }
        }
        return (names, at)
    }

    /// The local names inside `{ A, B as C, type D }` from `start` to the `}` at `close`.
    static func braced(from start: Int, to close: Int, in lexemes: [SourceLexeme]) -> [String] {
        var names: [String] = []
        var at = start
        while at < close {
            if lexemes[at].word == "as", at + 1 < close, let local = lexemes[at + 1].word {
                if !names.isEmpty { names[names.count - 1] = local }
                at += 2
            } else if let word = lexemes[at].word, word != "type" || lexemes[at + 1].punctuation == "," {
                names.append(word)
                at += 1
            } else {
                at += 1
            }
        }
        return names
    }
}
