import AnchorManifest

/// Whether a commit changes the drift of a value a side already lacked at its base. A value
/// missing at the base and at the commit is the same finding (its identity is the bullet, the
/// side and the value, never a line), so it stays a note — unless the commit replaces what
/// stood in the value's place: it removes from the side's file a literal that resembles the
/// missing value and that no bullet of the document lists (a listed literal removed is judged
/// by its own bullet). So renaming `"beeboxLocationStatus"` (accepted in place of
/// `"beeboxLocationState"`) to `"beeboxLocationUpdate"` is drift again, while adding an
/// unrelated constant, editing an unrelated string, or drifting another listed value of the
/// same file leaves the old drift where it was.
enum StandIn {
    /// The literals (quotes stripped) `base` has more often than `commit`.
    static func removed(base: [String], commit: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for literal in commit { counts[literal, default: 0] += 1 }
        var removed: [String] = []
        for literal in base {
            if let count = counts[literal], count > 0 {
                counts[literal] = count - 1
            } else {
                removed.append(unquoted(literal))
            }
        }
        return removed
    }

    /// True when one of `removed` stood in for `value`: no bullet lists it (`listed`) and it
    /// resembles the value.
    static func replaced(_ value: String, removed: [String], listed: [String]) -> Bool {
        removed.contains { literal in
            resembles(literal, value) && !listed.contains { TokenSearch.containsToken(literal, $0) }
        }
    }

    /// Every value the document's §8 lists, in any bullet.
    static func listedValues(_ constants: MirroredConstants) -> [String] {
        constants.bullets.flatMap { $0.clauses.flatMap { $0.values.map(\.text) } }
    }

    /// Two strings resemble each other when one holds the other, or their edit distance is at
    /// most a third of the longer one (a rename keeps most of its letters). Strings over 256
    /// bytes are compared for containment only, so the work stays small.
    static func resembles(_ one: String, _ other: String) -> Bool {
        let first = Array(one.utf8)
        let second = Array(other.utf8)
        guard !first.isEmpty, !second.isEmpty else { return false }
        if one.contains(other) || other.contains(one) { return true }
        let longer = max(first.count, second.count)
        guard longer <= 256 else { return false }
        return distance(first, second) * 3 <= longer
    }

    /// The Levenshtein distance of two byte strings.
    static func distance(_ first: [UInt8], _ second: [UInt8]) -> Int {
        var previous = Array(0...second.count)
        var current = previous
        for (row, byte) in first.enumerated() {
            current[0] = row + 1
            for column in second.indices {
                let substitution = previous[column] + (byte == second[column] ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[second.count]
    }

    /// A literal's text without the quotes that delimit it.
    static func unquoted(_ literal: String) -> String {
        let quotes: Set<Character> = ["\"", "'", "`"]
        var text = Substring(literal)
        while let first = text.first, quotes.contains(first) { text = text.dropFirst() }
        while let last = text.last, quotes.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
