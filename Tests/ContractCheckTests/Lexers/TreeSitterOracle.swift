import Foundation
@testable import ContractCheck

/// The outside oracle for `LexerAgreementTests`: tree-sitter, run by
/// `scripts/lexer-agreement/compare.py` from the package's `.venv`.
enum TreeSitterOracle {
    /// The package root (this file is `Tests/ContractCheckTests/Lexers/TreeSitterOracle.swift`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// True under `scripts/test`: a missing oracle is a failure, not a skip.
    static var required: Bool { ProcessInfo.processInfo.environment["CONTRACT_CHECK_REQUIRE_ORACLES"] == "1" }

    static var python: String { packageRoot.appendingPathComponent(".venv/bin/python").path }

    /// Runs `scripts/lexer-agreement/setup-venv` (quick when the venv is ready; installs the pinned
    /// packages from PyPI otherwise). Nil when ready, else why not.
    static let unavailableReason: String? = {
        let script = packageRoot.appendingPathComponent("scripts/lexer-agreement/setup-venv").path
        do {
            let result = try ProcessRunner.run("/bin/bash", [script], in: packageRoot.path,
                                               environment: ProcessInfo.processInfo.environment)
            return result.status == 0 ? nil : "setup-venv failed (\(result.status)): \(result.stderr)"
        } catch {
            return "setup-venv could not run: \(error)"
        }
    }()

    /// The corpus: the package's Swift sources and tests, `Examples/`, and the extra corpus, as
    /// paths relative to the package root (the same globs as `compare.py`).
    static func corpus() -> [String] {
        let roots: [(String, Set<String>)] = [
            ("Sources", ["swift"]), ("Tests", ["swift"]), ("Examples", ["swift", "ts", "tsx"]),
            ("scripts/lexer-agreement/corpus", ["swift", "ts", "tsx", "js", "jsx"]),
        ]
        var paths: [String] = []
        for (folder, extensions) in roots {
            let top = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil) else { continue }
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
            files.append(FileEntry(path: path, strings: entries(.string), regexes: entries(.regex), jsxTexts: entries(.jsxText)))
        }
        return Dump(files: files)
    }
}
