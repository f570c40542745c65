/// The repository's contract-check settings: where the document is, what its sections are
/// called, and which trailers excuse a commit.
///
/// They live in one small file at the repository root, `.contract-check`, in git-config syntax
/// (parsed by libgit2, so quoting, comments and errors work as in `.git/config`):
///
///     [contract]
///         document = beebox/docs/mobile-contract.md
///         manifestSection = Anchor manifest
///         trailer = Contract-Unchanged
package struct Configuration: Sendable, Equatable {
    /// The file name looked for at the repository root.
    package static let fileName = ".contract-check"

    /// The contract document, relative to the repository root.
    package var documentPath: String
    /// Text the manifest section's heading contains.
    package var manifestSection: String = "Anchor manifest"
    /// Text the mirrored-constants section's heading contains.
    package var constantsSection: String = "Mirrored constants"
    /// The trailer that lets an anchor change through without the document.
    package var trailerKey: String = "Contract-Unchanged"
    /// The trailer that lets a mirrored-constant drift through.
    package var driftTrailerKey: String = "Contract-Drift-Accepted"
    /// Extra roots for resolving abbreviated §8 paths, in order of preference.
    package var sourceRoots: [String] = []
    /// `platform = name:folder/` lines, in file order: the platforms `parity` reports on.
    package var platforms: [PlatformRoot] = []
    /// The file the settings were read from, if any.
    package var file: String?

    package init(documentPath: String, file: String? = nil) {
        self.documentPath = documentPath
        self.file = file
    }

    /// The keys the `[contract]` section may hold, by their lower-cased names.
    static let knownKeys: [String: String] = [
        "contract.document": "document",
        "contract.manifestsection": "manifestSection",
        "contract.constantssection": "constantsSection",
        "contract.trailer": "trailer",
        "contract.drifttrailer": "driftTrailer",
        "contract.sourceroot": "sourceRoot",
        "contract.platform": "platform",
    ]
}
