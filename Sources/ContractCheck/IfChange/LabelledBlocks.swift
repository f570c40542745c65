/// The labelled regions of one file a commit changes, as the commit leaves it, and which of
/// them changed by the block rule's rule 3 (a line added or removed strictly between the
/// directive lines): what a `path#label` entry of the anchor manifest is judged on.
package struct LabelledBlocks: Sendable, Equatable {
    /// Each label's opening directive line (`LINT.IfChange(label)` or `LINT.Label(label)`).
    package let starts: [String: Int]
    /// The labels whose region changed.
    package let changed: Set<String>

    package init(starts: [String: Int], changed: Set<String>) {
        self.starts = starts
        self.changed = changed
    }
}
