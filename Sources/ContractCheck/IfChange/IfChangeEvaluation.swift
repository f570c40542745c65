/// What the `LINT.IfChange` rule established about one commit, before any waiver: the blocks
/// whose target did not change with them, and what is structurally broken. Data only; the
/// findings are made with the commit's waivers (`IfChangeReading.findings`).
struct IfChangeEvaluation: Sendable, Equatable {
    /// A changed block whose target did not change.
    struct Unsynced: Sendable, Equatable {
        let path: String
        /// The `IfChange` line.
        let line: Int
        /// The target as written.
        let target: String
        /// The target resolved (what a per-target waiver names).
        let key: IfChangeRule.Key
    }

    /// A structural error, which no waiver lifts.
    struct Broken: Sendable, Equatable {
        let path: String
        let line: Int
        let message: String

        init(path: String, problem: IfChangeFile.Problem) {
            self.path = path
            line = problem.line
            switch problem {
            case .unmatchedIfChange:
                message = "LINT.IfChange has no LINT.ThenChange after it."
            case .unmatchedThenChange:
                message = "LINT.ThenChange has no LINT.IfChange before it."
            case .unterminatedThenChange:
                message = "LINT.ThenChange( is not closed by a \")\" on the comment lines that follow it."
            case .unmatchedLabel(_, let label):
                message = "LINT.Label(\(label)) has no LINT.EndLabel after it."
            case .unmatchedEndLabel:
                message = "LINT.EndLabel has no LINT.Label before it."
            case .duplicateLabel(_, let label):
                message = "The label \"\(label)\" is defined twice in this file."
            }
        }

        init(path: String, line: Int, target: String, missing what: String) {
            self.path = path
            self.line = line
            message = "The LINT.ThenChange target names a \(what) that does not exist -> \(target)"
        }
    }

    var unsynced: [Unsynced] = []
    var broken: [Broken] = []
    /// The labelled regions of each changed text file the commit leaves (a file with no
    /// directive, a binary or a deleted file is absent), for the manifest's `path#label` entries.
    var labelled: [String: LabelledBlocks] = [:]
}
