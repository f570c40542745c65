/// What `contract-check parity` established: for every surface of the document, which platforms
/// anchor it, and per platform how many surfaces it anchors and which it misses.
package struct ParityReport: Sendable {
    /// One surface: a section with a `side | anchor` table or an "Anchors:" line, or one bullet
    /// of the mirrored-constants section.
    package struct Surface: Sendable {
        package enum Kind: String, Sendable {
            case section
            case constant
        }

        package var kind: Kind
        /// The section's heading, or the bullet's label.
        package var title: String
        /// The name the report prints: `§4.2 Emission receipt` (a numbered heading without its
        /// parenthetical remarks), or the bullet's label in quotes.
        package var name: String
        /// The heading's or the bullet's line in the document.
        package var line: Int
        /// The platforms whose folders hold a file the surface names, in platform order.
        package var platforms: [String]
        /// Paths the surface names that no platform's folder holds (resolved or as written).
        package var unplaced: [String]
        /// For a mirrored-constants bullet: the platforms whose side names files there but does
        /// not hold the values (its drift is in them, or a file does not resolve), not counted.
        package var drifting: [String] = []
        /// For a mirrored-constants bullet with a prose side ("nothing native-side by design"): the
        /// platforms without a side, by design rather than missing.
        package var byDesign: [String] = []
        /// For a mirrored-constants bullet: the document's own examples its sides name (`§1.3[2]`),
        /// which are no platform's, and of those the ones whose drift the check found.
        package var examples: [String] = []
        package var driftingExamples: [String] = []
    }

    /// One platform's coverage.
    package struct Coverage: Sendable {
        package var name: String
        package var prefixes: [String]
        /// Indices into `surfaces` of the surfaces this platform does not anchor.
        package var missing: [Int]
        /// Indices into `surfaces` of the surfaces this platform has no side of by design.
        package var byDesign: [Int] = []
    }

    /// Where the platforms came from.
    package enum PlatformSource: String, Sendable {
        case configuration
        case pathConventions = "path-conventions"
    }

    package var documentPath: String
    package var platformSource: PlatformSource
    package var surfaces: [Surface]
    package var coverage: [Coverage]
    /// The platforms `--require` named that miss at least one surface (a finding: exit 1).
    package var failedRequirements: [String]

    /// How many surfaces `coverage` anchors.
    package func anchored(_ coverage: Coverage) -> Int {
        surfaces.count - coverage.missing.count - coverage.byDesign.count
    }
}
