/// Which lines a file's change added and removed, and how an unchanged line of the new version
/// maps to the old one: what rule 3 ("a line added or removed strictly between the directive
/// lines") is decided on. Pure.
struct IfChangeEdit: Sendable {
    let hunks: [LineHunk]

    init(_ hunks: [LineHunk]) {
        self.hunks = hunks.sorted { $0.newStart < $1.newStart }
    }

    /// The old line an unchanged new line was; nil when the line was added.
    func oldLine(_ line: Int) -> Int? {
        var delta = 0
        for hunk in hunks {
            if hunk.newCount > 0 && line >= hunk.newStart && line < hunk.newStart + hunk.newCount { return nil }
            let end = hunk.newCount > 0 ? hunk.newStart + hunk.newCount - 1 : hunk.newStart
            guard end < line else { break }
            delta += hunk.oldCount - hunk.newCount
        }
        return line + delta
    }

    /// True when a line was added strictly between new lines `start` and `end`.
    func addsBetween(_ start: Int, _ end: Int) -> Bool {
        hunks.contains { $0.newCount > 0 && $0.newStart < end && $0.newStart + $0.newCount - 1 > start }
    }

    /// True when a line was removed strictly between old lines `start` and `end`.
    func removesBetween(_ start: Int, _ end: Int) -> Bool {
        hunks.contains { $0.oldCount > 0 && $0.oldStart < end && $0.oldStart + $0.oldCount - 1 > start }
    }

    /// Whether the span between new lines `start` and `end` changed: matched to an old span of
    /// `oldSpans` through an unchanged directive line (its start, else its end), a line added or
    /// removed strictly inside it. A span with no match (both directive lines new) did not change.
    func changed(start: Int, end: Int, oldSpans: [(start: Int, end: Int)]) -> Bool {
        var old: (start: Int, end: Int)?
        if let mapped = oldLine(start) { old = oldSpans.first { $0.start == mapped } }
        if old == nil, let mapped = oldLine(end) { old = oldSpans.first { $0.end == mapped } }
        guard let old else { return false }
        return addsBetween(start, end) || removesBetween(old.start, old.end)
    }
}
