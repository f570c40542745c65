import Foundation
import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// The mutant classes of issue 18's "Must reach", generated in memory from the declaration each
/// key set or closed set of a §8 bullet pairs with on each side (never by editing a file on
/// disk): a mutant is one edit of one side file, and it is caught when the hook would block it.
enum ShapeMutantClass: String, CaseIterable, Sendable {
    /// The member's wire value renamed everywhere inside the declaration it pairs with.
    case rename
    /// One more key (or case) beside a documented one.
    case addKey
    /// A documented key (or case) removed.
    case dropKey
    /// A documented key made optional when it is required, required when it is optional.
    case flipOptional
}

/// The sides of the examples a test names: the iOS and web sides of `Examples/beebox`, and the
/// Kotlin side `Examples/beebox-android` adds.
enum ExampleSide: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case swift, typescript, kotlin

    var testDescription: String { rawValue }

    /// The example the side is read in (the Android overlay for Kotlin).
    var example: String { self == .kotlin ? "beebox-android" : "beebox" }

    static let roots = ["beebox/", "ios-app/BeeBox/", "android-app/app/src/main/kotlin/app/beebox/android/"]

    /// True for a file of this side's language.
    func holds(_ path: String) -> Bool {
        switch self {
        case .swift: return path.hasSuffix(".swift")
        case .kotlin: return path.hasSuffix(".kt")
        case .typescript: return [".ts", ".tsx", ".js", ".mjs", ".cjs"].contains { path.hasSuffix($0) }
        }
    }

    /// Every file of the example, assembled from its layers, by repository path.
    func files() throws -> [String: String] {
        var files: [String: String] = [:]
        for layer in try ExampleRepo.layers(example) {
            files.merge(try ExampleRenameTests.exampleFiles(root: layer + "/")) { _, overlay in overlay }
        }
        files[ExampleRepo.overlayMarker] = nil
        return files
    }
}

/// What the commit's base has of a bullet, read from the unmutated files in memory: the same
/// question the hooks' `BaseBullets` answers from the commit's parent.
struct InMemoryBase: BaseFindings {
    let constants: MirroredConstants
    let resolver: PathResolver
    let files: InMemoryFiles

    func known(bullet label: String, observed: [Observation]) throws(ContractCheckError) -> KnownAtBase? {
        var one = constants
        one.bullets = constants.bullets.filter { $0.label == label }
        let report = try ConstantsChecker(constants: one, resolver: resolver, snapshot: files).run()
        return KnownAtBase(
            identities: Set(report.findings.flatMap(\.identities)), hasBullet: !one.bullets.isEmpty,
            isVerified: report.bullets.contains { $0.state == .ok })
    }
}

/// One generated mutant: a side file with one edit, and what it is for the test output.
struct ShapeMutant {
    var bullet: ConstantBullet
    var path: String
    var text: String
    var name: String
}

/// Generates the mutants of a document's §8 over in-memory files and runs each as a hook would.
struct ShapeMutants {
    let files: [String: String]
    let constants: MirroredConstants
    let resolver: PathResolver

    init(files: [String: String], document: String, roots: [String]) throws {
        self.files = files
        let text = try #require(files[document])
        constants = try ConstantsParser().parse(bytes: Array(text.utf8), path: document)
        resolver = PathResolver(roots: roots, paths: InMemoryFiles(files).paths)
    }

    /// What a mutant did to its bullet.
    enum Verdict { case caught, missed, repaired }

    /// `.caught` when the hook would block `mutant`: a blocking finding (new drift, or a side the
    /// base verifies turned unverifiable) that the unmutated files do not have; `.repaired` when
    /// it blocks nothing because it removes drift the base has and adds none (a flipped key the
    /// base had flipped already).
    func verdict(_ mutant: ShapeMutant) throws -> Verdict {
        let base = InMemoryBase(constants: constants, resolver: resolver, files: InMemoryFiles(files))
        var changed = files
        changed[mutant.path] = mutant.text
        var one = constants
        one.bullets = [mutant.bullet]
        let report = try ConstantsChecker(
            constants: one, resolver: resolver, snapshot: InMemoryFiles(changed),
            judgement: FindingJudgement(base: base)
        ).run()
        if !StagedConstantsCheck.driftFindings(report).isEmpty { return .caught }
        let before = try ConstantsChecker(constants: one, resolver: resolver, snapshot: InMemoryFiles(files)).run()
        let after = Set(report.preExisting.flatMap(\.identities))
        let had = Set(before.findings.filter { $0.rule == .constantDrift }.flatMap(\.identities))
        return after.isStrictSubset(of: had) ? .repaired : .missed
    }

    /// Every mutant of `kind` in the files `side` accepts: how many, the names of those not caught,
    /// and how many repair drift the base has.
    func run(_ kind: ShapeMutantClass, side: (String) -> Bool) throws -> (
        generated: Int, missed: [String], repaired: Int
    ) {
        var generated = 0
        var missed: [String] = []
        var repaired = 0
        var seen = Set<String>()
        for mutant in try mutants(kind, side: side) where seen.insert(mutant.path + "\u{0}" + mutant.text).inserted {
            generated += 1
            switch try verdict(mutant) {
            case .caught: break
            case .missed: missed.append(mutant.name)
            case .repaired: repaired += 1
            }
        }
        return (generated, missed.sorted(), repaired)
    }

    /// The mutants of `kind`: for every bullet, clause and stated shape, on every side whose
    /// files `side` accepts, one per documented member (one per declaration for `addKey`).
    func mutants(_ kind: ShapeMutantClass, side accepts: (String) -> Bool) throws -> [ShapeMutant] {
        var out: [ShapeMutant] = []
        for bullet in constants.bullets {
            for clause in bullet.clauses where clause.sides.filter({ !$0.references.isEmpty }).count >= 2 {
                for (shape, _) in DocumentShape.shapes(of: clause) {
                    for side in clause.sides {
                        guard let paired = try pair(shape, on: side) else { continue }
                        // A declaration merged across files is mutated in each file it is declared in.
                        for part in paired.parts.isEmpty ? [paired] : paired.parts where accepts(part.path) {
                            for (name, text) in ShapeEdits(paired: part, shape: shape).mutants(kind) {
                                out.append(
                                    ShapeMutant(
                                        bullet: bullet, path: part.path, text: text,
                                        name: "\(bullet.label): \(part.candidate.declaration.name) \(name)"))
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// The declaration `shape` pairs with among the files of `side`, as the checker pairs it.
    func pair(_ shape: DocumentShape, on side: ConstantSide) throws -> PairedDeclaration? {
        var read: [(String, String, ShapePairing, ShapePairing.FileCandidates)] = []
        for reference in side.references {
            guard case .resolved(let path) = resolver.resolve(reference.path), let text = files[path],
                let lexer = SourceLexers.lexer(forPath: path)
            else { continue }
            let source = lexer.lex(Array(text.utf8))
            guard let declarations = DeclarationReaders.read(source, path: path) else { continue }
            let scopes: [SourceDeclaration]? =
                reference.symbols.isEmpty
                ? nil : reference.symbols.flatMap { declarations.readingScope(of: $0.name, tokens: source.tokens) }
            let named = reference.symbols.flatMap { declarations.named($0.name, paths: true).map(\.declaration) }
            let pairing = ShapePairing(declarations: declarations)
            let candidates = pairing.candidates(scopes: scopes, named: named)
            read.append((path, text, pairing, ShapePairing.FileCandidates(path: path, candidates: candidates)))
        }
        var all: [PairedDeclaration] = []
        for (entry, file) in zip(read, ShapePairing.mergeAcrossFiles(read.map(\.3))) {
            for candidate in file.candidates {
                var paired = PairedDeclaration(path: entry.0, text: entry.1, candidate: candidate, pairing: entry.2)
                // A merged declaration is edited in each of its files as it reads alone there.
                let range = candidate.declaration.range
                if !candidate.mergedParts.isEmpty,
                    let alone = entry.3.candidates.first(where: { $0.declaration.range == range })
                {
                    paired.parts.append(
                        PairedDeclaration(path: entry.0, text: entry.1, candidate: alone, pairing: entry.2))
                }
                for part in candidate.mergedParts {
                    guard let other = read.first(where: { $0.0 == part.path }) else { continue }
                    paired.parts.append(
                        PairedDeclaration(path: part.path, text: other.1, candidate: part.candidate, pairing: other.2))
                }
                all.append(paired)
            }
        }
        return ShapePairing.pair(shape, among: all.map(\.candidate)).map { all[$0] }
    }
}

/// A side's declaration a shape pairs with, and its file.
struct PairedDeclaration {
    var path: String
    var text: String
    var candidate: ShapePairing.Candidate
    var pairing: ShapePairing
    /// The declarations of other files merged into this one (TypeScript declaration merging),
    /// each paired as it reads alone in its file: a mutant of one of them is a mutant of the set.
    var parts: [PairedDeclaration] = []
}
