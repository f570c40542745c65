import Foundation
import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// The systematic test of symbol scope, in process on the example: for every value of every
/// side that names a symbol, renaming the value inside the declarations the side names (and
/// nowhere else) is reported as drift of that bullet.
@Suite struct ExampleRenameTests {
    static let root = TempGitRepo.packageRoot + "/Examples/beebox/"

    /// Every file of the example (`root`, a folder of `Examples/`), by repository path.
    static func exampleFiles(root: String = root) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                let text = try? String(contentsOfFile: root + path, encoding: .utf8)
            else { continue }
            files[path] = text
        }
        return files
    }

    /// `text` with whole-word occurrences of `value` on lines `lines` replaced by `replacement`.
    static func rename(_ value: String, to replacement: String, in text: String, lines: ClosedRange<Int>) -> String {
        var out = text.components(separatedBy: "\n")
        for index in lines where index - 1 < out.count {
            var line = out[index - 1]
            var search = line.startIndex
            while let range = line.range(of: value, range: search..<line.endIndex) {
                let before = range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
                let after = range.upperBound == line.endIndex ? " " : line[range.upperBound]
                let word: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                if !word(before) && !word(after) {
                    line.replaceSubrange(range, with: replacement)
                    search = line.index(range.lowerBound, offsetBy: replacement.count)
                } else {
                    search = range.upperBound
                }
            }
            out[index - 1] = line
        }
        return out.joined(separator: "\n")
    }

    @Test func renamingAValueInsideTheNamedDeclarationIsReported() throws {
        let (tried, missed) = try Self.renames(files: Self.exampleFiles(), roots: ["beebox/", "ios-app/BeeBox/"]) { _ in
            true
        }
        #expect(tried >= 60, "only \(tried) renames tried")
        #expect(missed.isEmpty, "\(missed.count) of \(tried) renames not reported:\n\(missed.joined(separator: "\n"))")
    }

    /// The same on the Android stage of the example, for its Kotlin sides.
    @Test func renamingAKotlinValueInsideTheNamedDeclarationIsReported() throws {
        let roots = ["beebox/", "ios-app/BeeBox/", "android-app/app/src/main/kotlin/app/beebox/android/"]
        var files: [String: String] = [:]
        for layer in try ExampleRepo.layers("beebox-android") {
            files.merge(try Self.exampleFiles(root: layer + "/")) { _, overlay in overlay }
        }
        files[ExampleRepo.overlayMarker] = nil
        let (tried, missed) = try Self.renames(files: files, roots: roots) { $0.hasSuffix(".kt") }
        #expect(tried >= 50, "only \(tried) renames tried")
        #expect(missed.isEmpty, "\(missed.count) of \(tried) renames not reported:\n\(missed.joined(separator: "\n"))")
    }

    /// For every value of every side (in a file `only` accepts) that names a symbol: renames it
    /// inside the declarations the side reads and runs the check; returns how many renames were
    /// tried and the ones not reported as more drift of the bullet.
    static func renames(files: [String: String], roots: [String], only: (String) -> Bool) throws -> (Int, [String]) {
        let memory = InMemoryFiles(files)
        let document = try #require(files["beebox/docs/mobile-contract.md"])
        let constants = try ConstantsParser().parse(bytes: Array(document.utf8), path: "beebox/docs/mobile-contract.md")
        let resolver = PathResolver(roots: roots, paths: memory.paths)
        let baseline = try ConstantsChecker(constants: constants, resolver: resolver, snapshot: memory).run()
        var tried = 0
        var missed: [String] = []
        for (bulletIndex, bullet) in constants.bullets.enumerated() {
            let before = Self.drift(in: baseline, bullet: bullet)
            for clause in bullet.clauses where clause.sides.filter({ !$0.references.isEmpty }).count >= 2 {
                for reference in clause.sides.flatMap(\.references) where !reference.symbols.isEmpty {
                    guard case .resolved(let path) = resolver.resolve(reference.path), only(path),
                        let text = files[path], let lexer = SourceLexers.lexer(forPath: path)
                    else { continue }
                    let source = lexer.lex(Array(text.utf8))
                    let declarations = try #require(DeclarationReaders.read(source, path: path))
                    let scopes = reference.symbols.flatMap {
                        declarations.readingScope(of: $0.name, tokens: source.tokens)
                    }
                    for value in clause.values {
                        let lines = scopes.map { $0.range.lowerBound.line...$0.range.upperBound.line }
                        var renamed = text
                        for range in lines {
                            renamed = Self.rename(
                                value.text, to: value.kind == .number ? "97" : value.text + "Renamed",
                                in: renamed, lines: range)
                        }
                        guard renamed != text else { continue }
                        tried += 1
                        memory.files[path] = renamed
                        let report = try ConstantsChecker(constants: constants, resolver: resolver, snapshot: memory)
                            .run()
                        memory.files[path] = text
                        if Self.drift(in: report, bullet: bullet).isSubset(of: before) {
                            missed.append("bullet \(bulletIndex + 1) \"\(bullet.label)\": \"\(value.text)\" in \(path)")
                        }
                    }
                }
            }
        }
        return (tried, missed)
    }

    /// The differences the bullet's drift findings stand for (every drift finding of the report
    /// carries the bullet's label; one finding may stand for several differences of a type).
    static func drift(in report: ConstantsReport, bullet: ConstantBullet) -> Set<FindingIdentity> {
        Set(
            report.findings.filter {
                $0.rule == .constantDrift && $0.message.contains("\"\(bullet.label)\"")
            }.flatMap(\.identities))
    }
}
