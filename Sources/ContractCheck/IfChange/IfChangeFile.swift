/// The directives of one file: its blocks (`LINT.IfChange` … `LINT.ThenChange`), its labelled
/// regions and what is malformed about them. Pure: made from the file's bytes, linear in them.
struct IfChangeFile: Sendable, Equatable {
    /// One `IfChange` … `ThenChange` pair; lines are 1-based.
    struct Block: Sendable, Equatable {
        let label: String?
        let ifLine: Int
        let thenLine: Int
        /// The targets as written (placeholders included; `IfChangeTarget` reads them).
        let targets: [String]
    }

    /// A labelled region: the lines strictly between `start` and `end` are its content.
    struct Region: Sendable, Equatable {
        let label: String
        let start: Int
        let end: Int
    }

    /// What is malformed, each at its line.
    enum Problem: Sendable, Equatable {
        case unmatchedIfChange(line: Int)
        case unmatchedThenChange(line: Int)
        case unterminatedThenChange(line: Int)
        case unmatchedLabel(line: Int, label: String)
        case unmatchedEndLabel(line: Int)
        case duplicateLabel(line: Int, label: String)

        var line: Int {
            switch self {
            case .unmatchedIfChange(let line), .unmatchedThenChange(let line), .unterminatedThenChange(let line),
                .unmatchedLabel(let line, _), .unmatchedEndLabel(let line), .duplicateLabel(let line, _):
                return line
            }
        }
    }

    var blocks: [Block] = []
    /// Every labelled region, in order (a duplicate label is kept out and reported).
    var regions: [Region] = []
    var problems: [Problem] = []

    /// A file with no directive.
    init() {}

    /// The region labelled `label`.
    func region(_ label: String) -> Region? { regions.first { $0.label == label } }

    /// True when `bytes` may hold a directive: the quick test that keeps files without one free.
    static func mayHoldDirectives(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { mayHoldDirectives($0) }
    }

    /// `mayHoldDirectives` over bytes in place (a blob in libgit2's buffer, not copied).
    static func mayHoldDirectives(_ hay: UnsafeRawBufferPointer) -> Bool {
        guard let base = hay.baseAddress, hay.count >= 5 else { return false }
        var offset = 0
        while offset <= hay.count - 5 {
            guard let hit = Memory.findByte(base + offset, Int32(UInt8(ascii: "L")), hay.count - 4 - offset) else {
                return false
            }
            let at = base.distance(to: UnsafeRawPointer(hit))
            if hay[at + 1] == UInt8(ascii: "I") && hay[at + 2] == UInt8(ascii: "N") && hay[at + 3] == UInt8(ascii: "T")
                && hay[at + 4] == UInt8(ascii: ".")
            {
                return true
            }
            offset = at + 1
        }
        return false
    }

    /// Reads the directives of `bytes` (any bytes: NUL, invalid UTF-8 and huge lines are only
    /// text). Lines inside a Markdown code fence (``` or ~~~) hold none.
    init(_ bytes: [UInt8]) {
        guard Self.mayHoldDirectives(bytes) else { return }
        var reader = Reader()
        var start = 0
        var number = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            number += 1
            if !reader.read(bytes[start..<end], line: number) { break }
            start = end + 1
        }
        reader.finish(into: &self)
    }

    /// The state of a pass over the lines.
    private struct Reader {
        var file = IfChangeFile()
        /// The open blocks, innermost last: blocks may nest, each `ThenChange` closes the innermost.
        var opens: [(label: String?, line: Int)] = []
        var continued: (open: (label: String?, line: Int)?, line: Int, targets: [String])?
        var labels: [(label: String, line: Int)] = []
        var seen: Set<String> = []
        var fence: UInt8?

        /// Reads one line; false when the rest of the file is to be ignored.
        mutating func read(_ line: ArraySlice<UInt8>, line number: Int) -> Bool {
            if let pending = continued {
                guard IfChangeLineScanner.directive(line) == nil, let part = IfChangeLineScanner.continuation(line)
                else {
                    file.problems.append(.unterminatedThenChange(line: pending.line))
                    continued = nil
                    return read(line, line: number)
                }
                continued?.targets += part.targets
                if part.closes {
                    continued = nil
                    close(pending.open, line: pending.line, targets: pending.targets + part.targets)
                }
                return true
            }
            let body = IfChangeLineScanner.trimmed(line)
            if let mark = Self.fenceMark(body) {
                fence = fence == nil ? mark : (fence == mark ? nil : fence)
                return true
            }
            guard fence == nil, let directive = IfChangeLineScanner.directive(line) else { return true }
            return apply(directive, line: number)
        }

        /// A fence line's mark (a run of three backticks or tildes starts it).
        static func fenceMark(_ body: ArraySlice<UInt8>) -> UInt8? {
            guard let first = body.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
            return body.prefix(3).count == 3 && body.prefix(3).allSatisfy { $0 == first } ? first : nil
        }

        mutating func apply(_ directive: IfChangeDirective, line: Int) -> Bool {
            switch directive {
            case .ignoreRest:
                return false
            case .ifChange(let label):
                opens.append((label, line))
            case .thenChange(let targets):
                close(opens.popLast(), line: line, targets: targets)
            case .thenChangeOpen(let targets):
                continued = (opens.popLast(), line, targets)
            case .label(let label):
                labels.append((label, line))
            case .endLabel:
                guard let last = labels.popLast() else {
                    file.problems.append(.unmatchedEndLabel(line: line))
                    return true
                }
                add(IfChangeFile.Region(label: last.label, start: last.line, end: line))
            }
            return true
        }

        mutating func close(_ block: (label: String?, line: Int)?, line: Int, targets: [String]) {
            guard let block else {
                file.problems.append(.unmatchedThenChange(line: line))
                return
            }
            file.blocks.append(
                IfChangeFile.Block(label: block.label, ifLine: block.line, thenLine: line, targets: targets))
            if let label = block.label { add(IfChangeFile.Region(label: label, start: block.line, end: line)) }
        }

        mutating func add(_ region: IfChangeFile.Region) {
            guard seen.insert(region.label).inserted else {
                file.problems.append(.duplicateLabel(line: region.start, label: region.label))
                return
            }
            file.regions.append(region)
        }

        mutating func finish(into result: inout IfChangeFile) {
            if let pending = continued { file.problems.append(.unterminatedThenChange(line: pending.line)) }
            for open in opens { file.problems.append(.unmatchedIfChange(line: open.line)) }
            for label in labels { file.problems.append(.unmatchedLabel(line: label.line, label: label.label)) }
            file.regions.sort { $0.start < $1.start }
            file.problems.sort { $0.line < $1.line }
            result = file
        }
    }
}
