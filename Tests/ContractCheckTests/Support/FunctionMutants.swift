import Foundation
import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// The mutants of what a function a bullet names reads from or writes to the wire, generated
/// from its body's tokens (never from what it pairs with, so a function that pairs with another
/// declaration is mutated all the same): each key it reads from its parameter or writes that
/// the clause lists, renamed where it is read or written; each string literal in it that is a
/// value the clause lists, changed. Each must be caught as the hook catches it.
struct FunctionMutants {
    let mutants: ShapeMutants

    /// Every mutant of the functions the sides whose files `accepts` holds name.
    func all(side accepts: (String) -> Bool) throws -> [ShapeMutant] {
        var out: [ShapeMutant] = []
        for bullet in mutants.constants.bullets {
            for clause in bullet.clauses where clause.sides.filter({ !$0.references.isEmpty }).count >= 2 {
                let keys = Set(
                    DocumentShape.shapes(of: clause).flatMap { shape, _ -> [String] in
                        if case .keys(let keys) = shape { return ConstantKey.allNames(keys) }
                        return []
                    })
                let values = Set(clause.values.filter { $0.kind != .key }.map(\.text))
                for reference in clause.sides.flatMap(\.references) where !reference.symbols.isEmpty {
                    guard case .resolved(let path) = mutants.resolver.resolve(reference.path), accepts(path),
                        let text = mutants.files[path], let lexer = SourceLexers.lexer(forPath: path)
                    else { continue }
                    let source = lexer.lex(Array(text.utf8))
                    guard let declarations = DeclarationReaders.read(source, path: path) else { continue }
                    for symbol in reference.symbols {
                        for function in declarations.named(symbol.name) where function.functionKeys != nil {
                            out += edits(function, source.tokens, keys: keys, values: values, text: text).map {
                                ShapeMutant(
                                    bullet: bullet, path: path, text: $0.text,
                                    name: "\(bullet.label): \(function.name) \($0.name)")
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// The edits of one function: its listed keys read or written renamed, its listed string
    /// values changed, one token each.
    func edits(
        _ function: SourceDeclaration, _ tokens: [SourceToken], keys: Set<String>, values: Set<String>, text: String
    ) -> [(name: String, text: String)] {
        guard let functionKeys = function.functionKeys else { return [] }
        let inside = tokens.filter {
            function.range.contains(SourcePosition(line: $0.line, column: $0.column))
        }
        var out: [(name: String, text: String)] = []
        // A parser's returned literals are its own model, not the wire (`FunctionKeys`).
        let writes = functionKeys.parsesWireValue ? [] : functionKeys.writes
        let keyed = functionKeys.reads.map { ("reads", $0) } + writes.map { ("writes", $0) }
        for (verb, property) in keyed where keys.contains(property.wireName) {
            // A member access or a string is the read (`const version = (detail as T)?.version`
            // reads the second); else the first on the line (`const { version } = detail`).
            let onLine = inside.filter {
                $0.line == property.line && $0.text == property.wireName && [.identifier, .string].contains($0.kind)
            }
            let token = onLine.first { $0.kind == .string || Self.follows(".", $0, in: text) } ?? onLine.first
            if let token, let edited = Self.replace(token, in: text, with: property.wireName + "X") {
                out.append(("\(verb) \"\(property.wireName)\" renamed", edited))
            }
        }
        for token in inside where token.kind == .string && values.contains(token.text) {
            if let edited = Self.replace(token, in: text, with: token.text + "X") {
                out.append(("literal \"\(token.text)\" at line \(token.line) changed", edited))
            }
        }
        return out
    }

    /// True when the byte before the token is `mark`.
    static func follows(_ mark: Character, _ token: SourceToken, in text: String) -> Bool {
        let lines = text.components(separatedBy: "\n")
        guard token.line - 1 < lines.count, token.column >= 2 else { return false }
        let line = Array(lines[token.line - 1].utf8)
        return token.column - 2 < line.count && line[token.column - 2] == mark.asciiValue
    }

    /// `text` with the token's text (a string's content after its quote) replaced.
    static func replace(_ token: SourceToken, in text: String, with new: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard token.line - 1 < lines.count else { return nil }
        let line = Array(lines[token.line - 1].utf8)
        let start = token.column - 1 + (token.kind == .string ? 1 : 0)
        let old = Array(token.text.utf8)
        guard start >= 0, start + old.count <= line.count, Array(line[start..<start + old.count]) == old else {
            return nil
        }
        let edited = Array(line[..<start]) + Array(new.utf8) + Array(line[(start + old.count)...])
        lines[token.line - 1] = String(decoding: edited, as: UTF8.self)
        return lines.joined(separator: "\n")
    }
}
