/// What `contract-check parity` established: for every surface of the document, which platforms
/// anchor it, and per platform how many surfaces it anchors and which it misses.
public struct ParityReport: Sendable {
    /// One surface: a section with a `side | anchor` table or an "Anchors:" line, or one bullet
    /// of the mirrored-constants section.
    public struct Surface: Sendable {
        public enum Kind: String, Sendable {
            case section
            case constant
        }

        public var kind: Kind
        /// The section's heading, or the bullet's label.
        public var title: String
        /// The name the report prints: `§4.2 Emission receipt` (a numbered heading without its
        /// parenthetical remarks), or the bullet's label in quotes.
        public var name: String
        /// The heading's or the bullet's line in the document.
        public var line: Int
        /// The platforms whose folders hold a file the surface names, in platform order.
        public var platforms: [String]
        /// Paths the surface names that no platform's folder holds (resolved or as written).
        public var unplaced: [String]
    }

    /// One platform's coverage.
    public struct Coverage: Sendable {
        public var name: String
        public var prefixes: [String]
        /// Indices into `surfaces` of the surfaces this platform does not anchor.
        public var missing: [Int]
    }

    /// Where the platforms came from.
    public enum PlatformSource: String, Sendable {
        case configuration
        case pathConventions = "path-conventions"
    }

    public var documentPath: String
    public var platformSource: PlatformSource
    public var surfaces: [Surface]
    public var coverage: [Coverage]
    /// The platforms `--require` named that miss at least one surface (a finding: exit 1).
    public var failedRequirements: [String]

    /// How many surfaces `coverage` anchors.
    public func anchored(_ coverage: Coverage) -> Int {
        surfaces.count - coverage.missing.count
    }
}
