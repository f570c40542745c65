import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Mutants of the embedded examples for the classes of issue 18, section 1, built in memory
/// (`Examples/` is never edited): for every constant with a literal that a bullet comparing
/// sides names (ok, in drift or partly unresolved), each way of writing another value around
/// the same literal — a concatenation, a conditional, a substitution, a reassigned binding, a
/// Swift `#if false … #else`, a Kotlin `by lazy` — changes the bullet's reading: its state, its
/// detail (an unverifiable reason) or its drift findings.
@Suite struct ExampleFoldMutantTests {
    enum Mutant: String, CaseIterable, Sendable {
        case concatenation, conditional, substitution, reassigned, ifFalse, lazy
    }

    enum Language { case swift, script, kotlin }

    static func language(_ path: String) -> Language {
        path.hasSuffix(".swift") ? .swift : path.hasSuffix(".kt") ? .kotlin : .script
    }

    /// `text` with the declaration on `line` (holding `literal` as written, of `name`) mutated,
    /// or nil when the mutant does not apply to its language or value.
    static func mutate(_ text: String, line: Int, literal: String, name: String, path: String, _ mutant: Mutant)
        -> String?
    {
        var lines = text.components(separatedBy: "\n")
        let original = lines[line - 1]
        let language = language(path)
        let isString = literal.hasPrefix("\"") || literal.hasPrefix("'")
        let content = isString ? String(literal.dropFirst().dropLast()) : literal
        let other = isString ? "\"\(content)Evil\"" : "97"
        let replacement: String
        switch mutant {
        case .concatenation:
            replacement = original.replacingOccurrences(
                of: literal, with: isString ? "\(literal) + \"2\"" : "\(literal) + 1")
        case .conditional:
            let choice =
                language == .kotlin ? "if (false) \(literal) else \(other)" : "false ? \(literal) : \(other)"
            replacement = original.replacingOccurrences(of: literal, with: choice)
        case .substitution:
            guard isString else { return nil }
            let templated: String
            switch language {
            case .swift: templated = "\"\(content)\\(0)\""
            case .script: templated = "`\(content)${0}`"
            case .kotlin: templated = "\"\(content)${0}\""
            }
            replacement = original.replacingOccurrences(of: literal, with: templated)
        case .reassigned:
            let (from, to) =
                language == .swift ? ("let ", "var ") : language == .kotlin ? ("val ", "var ") : ("const ", "let ")
            guard original.contains(from) else { return nil }
            replacement =
                original.replacingOccurrences(of: "const val ", with: "val ").replacingOccurrences(of: from, with: to)
            lines.append("\(name) = \(other)")
        case .ifFalse:
            guard language == .swift else { return nil }
            replacement =
                "#if false\n\(original)\n#else\n\(original.replacingOccurrences(of: literal, with: other))\n#endif"
        case .lazy:
            guard language == .kotlin, original.contains("= \(literal)") else { return nil }
            replacement =
                original.replacingOccurrences(of: "const val ", with: "val ")
                .replacingOccurrences(of: "= \(literal)", with: "by lazy { \(literal) }")
        }
        guard replacement != original else { return nil }
        lines[line - 1] = replacement
        return lines.joined(separator: "\n")
    }

    @Test func everyMutantOfAVerifiedConstantIsCaught() throws {
        let (tried, missed) = try Self.mutants(
            files: ExampleRenameTests.exampleFiles(), roots: ["beebox/", "ios-app/BeeBox/"])
        #expect(tried >= 18, "only \(tried) mutants tried")
        #expect(missed.isEmpty, "\(missed.count) of \(tried) mutants not caught:\n\(missed.joined(separator: "\n"))")
    }

    @Test func everyMutantOfAVerifiedAndroidConstantIsCaught() throws {
        var files: [String: String] = [:]
        for layer in try ExampleRepo.layers("beebox-android") {
            files.merge(try ExampleRenameTests.exampleFiles(root: layer + "/")) { _, overlay in overlay }
        }
        files[ExampleRepo.overlayMarker] = nil
        let roots = ["beebox/", "ios-app/BeeBox/", "android-app/app/src/main/kotlin/app/beebox/android/"]
        let (tried, missed) = try Self.mutants(files: files, roots: roots)
        #expect(tried >= 18, "only \(tried) mutants tried")
        #expect(missed.isEmpty, "\(missed.count) of \(tried) mutants not caught:\n\(missed.joined(separator: "\n"))")
    }

    /// Every mutant of every constant (declared with a plain literal) that a bullet of `files`
    /// names, ok, in drift or partly unresolved; returns how many were tried and the ones that left the bullet's
    /// reading as it was.
    static func mutants(files: [String: String], roots: [String]) throws -> (Int, [String]) {
        let memory = InMemoryFiles(files)
        let documentPath = "beebox/docs/mobile-contract.md"
        let document = try #require(files[documentPath])
        let constants = try ConstantsParser().parse(bytes: Array(document.utf8), path: documentPath)
        let resolver = PathResolver(roots: roots, paths: memory.paths)
        let baseline = try ConstantsChecker(constants: constants, resolver: resolver, snapshot: memory).run()
        var tried = 0
        var missed: [String] = []
        for (bullet, result) in zip(constants.bullets, baseline.bullets)
        where [.ok, .drift, .unresolved].contains(result.state) {
            let before = (result.state, result.detail, ExampleRenameTests.drift(in: baseline, bullet: bullet))
            for reference in bullet.clauses.flatMap({ $0.sides.flatMap(\.references) }) {
                guard case .resolved(let path) = resolver.resolve(reference.path), let text = files[path] else {
                    continue
                }
                for (name, line, literal) in try literals(reference, path: path, text: text) {
                    for mutant in Mutant.allCases {
                        guard let mutated = mutate(text, line: line, literal: literal, name: name, path: path, mutant)
                        else { continue }
                        tried += 1
                        memory.files[path] = mutated
                        var one = constants
                        one.bullets = [bullet]
                        let report = try ConstantsChecker(constants: one, resolver: resolver, snapshot: memory).run()
                        memory.files[path] = text
                        let after = try #require(report.bullets.first)
                        let drift = ExampleRenameTests.drift(in: report, bullet: bullet)
                        if (after.state, after.detail, drift) == before {
                            missed.append("\"\(bullet.label)\": \(mutant) of \(name) in \(path)")
                        }
                    }
                }
            }
        }
        return (tried, missed)
    }

    /// The constants `reference` names in `path` whose initializer is one literal: the name,
    /// the declaration's line, and the literal as written there.
    static func literals(_ reference: FileReference, path: String, text: String) throws -> [(String, Int, String)] {
        guard let lexer = SourceLexers.lexer(forPath: path) else { return [] }
        let source = lexer.lex(Array(text.utf8))
        guard let declarations = DeclarationReaders.read(source, path: path) else { return [] }
        let folder = ValueFolder(source: source, declarations: declarations, path: path)
        let lines = text.components(separatedBy: "\n")
        var out: [(String, Int, String)] = []
        for symbol in reference.symbols {
            for (declaration, enclosing) in declarations.named(symbol.name, paths: true) {
                guard case .value(let value) = folder.reading(of: declaration, path: enclosing), !value.isFolded
                else { continue }
                let line = declaration.range.lowerBound.line
                let written = [value.text, "\"\(value.text)\"", "'\(value.text)'"].filter {
                    value.isNumber ? $0 == value.text : $0 != value.text
                }
                if let literal = written.first(where: { lines[line - 1].contains("= " + $0) }) {
                    out.append((symbol.identifier, line, literal))
                }
            }
        }
        return out
    }
}
