import AnchorManifest

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
