/// A seeded generator of commit messages for the trailer oracle test: trailer blocks,
/// continuation lines, prose mixed in, `(cherry picked from …)`, `Signed-off-by`, `---` lines,
/// CRLF, comment lines, scissors, keys in other cases and keys with spaces.
struct TrailerCorpus {
    struct Message {
        var text: String
        var commentChar: Character
        /// `git stripspace -s` (strip comments) or plain `git stripspace`.
        var stripComments: Bool
    }

    static let subjects = [
        "Fix the bridge", "Add the pairing screen", "Ünïcode subject", "Contract-Unchanged: in the subject",
        "Signed-off-by: Someone <s@example.com>", "chore: bump", "",
    ]
    static let prose = [
        "Some prose explaining the change.", "Key With Space: not a trailer", "Contract-Unchanged: in the body",
        "See http://example.com: a url", "- a list item", "  indented prose", "Bug #42 mentioned", "plain words",
    ]
    static let trailers = [
        "Contract-Unchanged: the wire shape is the same", "contract-unchanged: lower case",
        "CONTRACT-UNCHANGED: upper case",
        "Contract-Unchanged:", "Contract-Unchanged:   ", "Contract-Unchanged : spaced before colon",
        "Contract-Unchanged:no space", "Contract-Unchanged\t: tab before colon",
        "Signed-off-by: A U Thor <a@example.com>",
        "Reviewed-by: Reviewer <r@example.com>", "Co-authored-by: C <c@example.com>",
        "(cherry picked from commit 0123456789abcdef0123456789abcdef01234567)", "Key-With-Dash: value", "Ticket: ABC-1",
        "Contract Unchanged: space in key", "Contract-Unchanged: ünïcode reason ✓",
    ]
    static let continuations = [" continued on the next line", "\tcontinued after a tab", "   deeply continued"]
    static let noise = [
        "just prose", "---", "--- ", "---x", "Conflicts:", "\tsrc/file.ts", "   ",
        "#Contract-Unchanged: hash, no space",
        "# a comment", "; a semicolon comment", ": leading colon",
    ]
    static let scissors = [
        "# ------------------------ >8 ------------------------",
        "; ------------------------ >8 ------------------------",
    ]

    static func generate(count: Int, seed: UInt64) -> [Message] {
        var random = SplitMix64(seed: seed)
        var out: [Message] = []
        for _ in 0..<count {
            var lines: [String] = [random.pick(subjects)]
            if random.chance(20) { lines.append(random.pick(prose)) }
            for _ in 0..<random.below(3) {
                lines.append("")
                for _ in 0..<(1 + random.below(3)) {
                    lines.append(random.chance(75) ? random.pick(prose) : random.pick(trailers))
                }
            }
            if random.chance(85) {
                lines.append(random.chance(90) ? "" : "   ")
                for _ in 0..<(1 + random.below(5)) {
                    switch random.below(100) {
                    case 0..<60: lines.append(random.pick(trailers))
                    case 60..<75: lines.append(random.pick(continuations))
                    case 75..<90: lines.append(random.pick(noise))
                    default: lines.append(random.pick(prose))
                    }
                }
            }
            if random.chance(15) {
                lines.append(
                    random.pick([
                        "# Please enter the commit message", "; Please enter the commit message", "# On branch main",
                    ]))
            }
            if random.chance(10) {
                lines.append(random.pick(scissors))
                lines.append(random.pick(trailers))
            }
            if random.chance(10) { lines.append(contentsOf: ["", ""]) }
            let ending = random.chance(10) ? "\r\n" : "\n"
            var text = lines.joined(separator: ending)
            if random.chance(90) { text += ending }
            out.append(
                Message(text: text, commentChar: random.chance(80) ? "#" : ";", stripComments: random.chance(60)))
        }
        return out
    }
}
