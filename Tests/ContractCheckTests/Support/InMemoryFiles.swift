import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Files held in memory, for running the pure §8 core in process through the `SourceFiles` seam.
final class InMemoryFiles: SourceFiles {
    var files: [String: String]

    init(_ files: [String: String]) {
        self.files = files
    }

    var paths: [String] { files.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }

    func bytes(_ path: String) throws(ContractCheckError) -> [UInt8]? {
        files[path].map { Array($0.utf8) }
    }

    /// Runs the §8 check of `document` (Markdown holding a "Mirrored constants" section) over
    /// these files, every path resolving from the root.
    func check(_ document: String) throws -> ConstantsReport {
        let constants = try ConstantsParser().parse(bytes: Array(document.utf8), path: "doc.md")
        return try ConstantsChecker(
            constants: constants, resolver: PathResolver(roots: [""], paths: paths),
            snapshot: self
        ).run()
    }
}

extension ConstantsReport {
    /// Expects the first bullet's state, its drift findings (each message containing the text
    /// given for it, in order) and, when given, its detail line: the verdict half of the
    /// table-driven shape tests.
    func expectFirstBullet(
        _ state: BulletResult.State, drift expected: [String], detail: String?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let bullet = try #require(bullets.first, sourceLocation: sourceLocation)
        #expect(bullet.state == state, "\(bullet.detail)\n\(findings.map(\.message))", sourceLocation: sourceLocation)
        let drift = findings.filter { $0.rule == .constantDrift }.map(\.message)
        #expect(drift.count == expected.count, "\(drift)", sourceLocation: sourceLocation)
        for (message, text) in zip(drift, expected) {
            #expect(message.contains(text), "\(message)", sourceLocation: sourceLocation)
        }
        if let detail { #expect(bullet.detail == detail, sourceLocation: sourceLocation) }
    }
}
