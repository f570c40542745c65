/// One hunk of a line diff without context lines, as libgit2 reports it: `oldCount` lines from
/// `oldStart` replaced by `newCount` lines from `newStart` (1-based; a count of 0 means the
/// hunk sits after that line).
struct LineHunk: Sendable, Equatable {
    let oldStart: Int
    let oldCount: Int
    let newStart: Int
    let newCount: Int
}
