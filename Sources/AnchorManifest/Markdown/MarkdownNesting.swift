/// How deep a document's block quotes and lists can nest, found from the bytes before
/// cmark-gfm sees them.
///
/// cmark-gfm checks every node it appends against all of its ancestors
/// (`cmark_node_append_child`), so its time grows with the number of nodes times their depth:
/// 16,000 nested `- ` on one line followed by 16,000 lazy continuation lines (64 KB) take it
/// seconds, twice that five times as long. A document that could nest deeper than
/// `maximumDepth` is therefore refused (with its line) instead of parsed.
///
/// The bound is read from each line's start: every `>` and list marker (`-`, `+`, `*`, `1.`,
/// `1)` before a space, a tab or the line's end) opens at most one container (the one space
/// after it is the marker's), and a container continued by indentation takes at least two
/// columns of it (a list item's content starts after its marker and a space). A line without
/// markers (a lazy continuation) opens nothing. So no line nests deeper than its markers plus
/// half its other indentation: an upper bound, one pass over the line starts. (It counts lines
/// inside code blocks too: a code line indented 128 columns or more is refused with the rest.)
enum MarkdownNesting {
    /// The nesting contract-check reads, the depth the model keeps (`CmarkReader.maxDepth`).
    /// Real documents nest a handful of levels; passing this takes more than 64 markers on one
    /// line or 128 columns of indentation.
    static let maximumDepth = 64

    /// The first line (1-based) whose bound is past `maximumDepth`, with that bound; nil when
    /// every line is within it.
    static func firstTooDeep(_ bytes: [UInt8]) -> (line: Int, depth: Int)? {
        var line = 1
        var start = 0
        while start < bytes.count {
            let depth = bound(bytes, from: start)
            if depth > maximumDepth { return (line, depth) }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            start = end + 1
            line += 1
        }
        return nil
    }

    /// The markers plus half the indentation at the start of the line from `start`.
    static func bound(_ bytes: [UInt8], from start: Int) -> Int {
        var at = start
        var columns = 0
        var markers = 0
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: " "):
                columns += 1
                at += 1
            case UInt8(ascii: "\t"):
                columns += 4
                at += 1
            case UInt8(ascii: ">"):
                markers += 1
                at = afterSpace(bytes, at + 1)
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
                guard endsMarker(bytes, at + 1) else { return markers + columns / 2 }
                markers += 1
                at = afterSpace(bytes, at + 1)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var digit = at
                while digit < bytes.count, digit - at < 9,
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digit])
                {
                    digit += 1
                }
                guard digit < bytes.count, bytes[digit] == UInt8(ascii: ".") || bytes[digit] == UInt8(ascii: ")"),
                    endsMarker(bytes, digit + 1)
                else { return markers + columns / 2 }
                markers += 1
                at = afterSpace(bytes, digit + 1)
            default:
                return markers + columns / 2
            }
        }
        return markers + columns / 2
    }

    /// Past the one space or tab a marker owns at `at`, if there is one.
    static func afterSpace(_ bytes: [UInt8], _ at: Int) -> Int {
        at < bytes.count && (bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\t")) ? at + 1 : at
    }

    /// A marker ends before a space, a tab, a line end or the end of the document.
    static func endsMarker(_ bytes: [UInt8], _ at: Int) -> Bool {
        at >= bytes.count
            || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                .contains(bytes[at])
    }
}
