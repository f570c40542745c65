import Foundation

@testable import ContractCheck

/// The outside oracle for `LexerAgreementTests`: tree-sitter, run by
/// `scripts/lexer-agreement/compare.py` from the package's `.venv` (`PythonOracles`).
enum TreeSitterOracle {
    /// The package root.
    static var packageRoot: URL { PythonOracles.packageRoot }

    /// True under `scripts/test`: a missing oracle is a failure, not a skip.
    static var required: Bool { PythonOracles.required }

    static var python: String { PythonOracles.python }

    /// Nil when `scripts/setup-python` has the tree-sitter packages in `.venv`, else why not.
    static var unavailableReason: String? { PythonOracles.unavailableReason }

    /// The corpus: the package's Swift sources and tests, `Examples/`, and the extra corpus, as
    /// paths relative to the package root (the same globs as `compare.py`).
    static func corpus() -> [String] {
        let roots: [(String, Set<String>)] = [
            ("Sources", ["swift"]), ("Tests", ["swift"]), ("Examples", ["swift", "ts", "tsx", "kt", "kts"]),
            ("scripts/lexer-agreement/corpus", ["swift", "ts", "tsx", "js", "jsx", "kt", "kts"]),
        ]
        var paths: [String] = []
        for (folder, extensions) in roots {
            let top = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where extensions.contains(url.pathExtension) {
                paths.append(folder + "/" + url.path.dropFirst(top.path.count + 1))
            }
        }
        return paths.sorted()
    }

    /// One file's literals as the lexers see them, in the dump's shape.
    struct FileEntry: Encodable {
        var path: String
        var strings: [Entry]
        var regexes: [Entry]
        var jsxTexts: [Entry]
    }

    /// `[line, column, text]`.
    struct Entry: Encodable {
        var token: SourceToken

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(token.line)
            try container.encode(token.column)
            try container.encode(token.text)
        }
    }

    struct Dump: Encodable {
        var files: [FileEntry]
    }

    /// Lexes every corpus file with the lexer the registry picks for it.
    static func dump() throws -> Dump {
        var files: [FileEntry] = []
        for path in corpus() {
            guard let lexer = SourceLexers.lexer(forPath: path) else { continue }
            let bytes = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent(path)))
            let tokens = lexer.lex(bytes).tokens
            func entries(_ kind: SourceToken.Kind) -> [Entry] {
                tokens.filter { $0.kind == kind }.map(Entry.init)
            }
            files.append(
                FileEntry(path: path, strings: entries(.string), regexes: entries(.regex), jsxTexts: entries(.jsxText)))
        }
        return Dump(files: files)
    }
}
