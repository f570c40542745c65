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
public struct Configuration: Sendable, Equatable {
    /// The file name looked for at the repository root.
    public static let fileName = ".contract-check"

    /// The contract document, relative to the repository root.
    public var documentPath: String
    /// Text the manifest section's heading contains.
    public var manifestSection: String = "Anchor manifest"
    /// Text the mirrored-constants section's heading contains.
    public var constantsSection: String = "Mirrored constants"
    /// The trailer that lets an anchor change through without the document.
    public var trailerKey: String = "Contract-Unchanged"
    /// The trailer that lets a mirrored-constant drift through.
    public var driftTrailerKey: String = "Contract-Drift-Accepted"
    /// Extra roots for resolving abbreviated §8 paths, in order of preference.
    public var sourceRoots: [String] = []
    /// `platform = name:folder/` lines, in file order: the platforms `parity` reports on.
    public var platforms: [PlatformRoot] = []
    /// The file the settings were read from, if any.
    public var file: String?

    public init(documentPath: String, file: String? = nil) {
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
