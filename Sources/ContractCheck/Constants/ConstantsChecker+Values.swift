import AnchorManifest

extension ConstantsChecker {
    /// Each value not settled by a shape must be present in the code of every complete side:
    /// inside the declarations the side names, or anywhere in a file it names without symbols.
    func values(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) {
        var all: [[(side: Int, file: SideFile?, presence: Presence)]] = []
        for value in work.clause.values {
            all.append(try presences(of: value, work: work, sources: sources))
        }
        // How many of the clause's values each side lacks in code.
        var lacking: [Int: Int] = [:]
        for entry in all.joined() {
            if case .code = entry.presence { continue }
            lacking[entry.side, default: 0] += 1
        }
        for (value, presences) in zip(work.clause.values, all) {
            let found = presences.first { if case .code = $0.presence { return true } else { return false } }
            for entry in presences {
                if case .code = entry.presence { continue }
                if lacking[entry.side] == 1, let declaration = work.declarationDrift[entry.side] {
                    // The side's named constant holding another value is the one finding.
                    if let found, let file = found.file, case .code(let line, _, let how) = found.presence {
                        work.findings[declaration].related.append(
                            RelatedLocation(
                                location: Location(path: file.path, line: line),
                                message: "the other side has it, as \(how)"))
                    }
                    continue
                }
                let finding = try missing(
                    value, on: entry.side, presence: entry.presence, file: entry.file,
                    otherSide: found.flatMap { found in found.file.map { ($0, found.presence) } },
                    work: work, sources: sources)
                work.add(drift: finding)
            }
        }
    }

    /// Where each readable side holds `value` (sides a shape settled it on are left out).
    func presences(
        of value: ConstantValue, work: ClauseWork,
        sources: ParsedSources
    ) throws(ContractCheckError) -> [(side: Int, file: SideFile?, presence: Presence)] {
        var presences: [(side: Int, file: SideFile?, presence: Presence)] = []
        for side in work.checkedSides where work.settled[side]?.contains(value.text) != true {
            var best: (SideFile, Presence)?
            for file in work.sides[side].files {
                if let hit = file.folded.first(where: { $0.value.matches(value) }) {
                    best = (file, .code(line: hit.line, column: hit.column, how: hit.value.how(symbol: hit.name)))
                    break
                }
                guard let source = try sources.source(file.path) else { continue }
                let presence = TokenSearch.presence(
                    of: value.text, isNumber: value.kind == .number, in: source,
                    within: file.scopes?.map(\.range),
                    renamed: try renamed(value, in: source, path: file.path, sources: sources),
                    spellings: try sources.spellings(file.path))
                if case .code = presence {
                    best = (file, presence)
                    break
                }
                if case .commentOnly = presence, best == nil { best = (file, presence) }
            }
            presences.append((side, best?.0, best?.1 ?? .absent))
        }
        return presences
    }

    /// Where the name `value` in the file at `path` is a property with another wire name
    /// (`TokenSearch.renamedOnTheWire`); nil for a file whose declarations are not read.
    func renamed(
        _ value: ConstantValue, in source: LexedSource, path: String, sources: ParsedSources
    ) throws(ContractCheckError) -> [ClosedRange<SourcePosition>]? {
        guard value.kind != .number else { return [] }
        return try TokenSearch.renamedOnTheWire(value.text, in: source) { () throws(ContractCheckError) in
            try sources.declarations(path)
        }
    }

    /// The drift finding for a value a side lacks: only in a comment, present in the file but
    /// outside the named declarations (and where), or missing from every file of the side.
    func missing(
        _ value: ConstantValue, on side: Int, presence: Presence, file: SideFile?,
        otherSide: (SideFile, Presence)?, work: ClauseWork,
        sources: ParsedSources
    ) throws(ContractCheckError) -> Observation {
        let label = work.bullet.label
        let files = work.sides[side].files
        var related = [
            RelatedLocation(
                location: Location(path: work.document, line: value.line, column: value.column),
                message: "\"\(value.text)\" is listed in \"\(label)\" here")
        ]
        if let (other, presence) = otherSide, case .code(let line, _, let how) = presence {
            related.append(
                RelatedLocation(
                    location: Location(path: other.path, line: line),
                    message: "the other side has it, as \(how)"))
        }
        let hints = ["Change every side together (and the document too, when the value itself changes)."]
        if case .commentOnly(let line) = presence, let file {
            return Observation(
                rule: .constantDrift,
                message: "\"\(value.text)\" of \"\(label)\" appears in \"\(file.path)\" only in a comment "
                    + "(line \(line)), not in code.",
                location: Location(path: file.path, line: line), related: related, hints: hints,
                subject: FindingSubject(bullet: label, value: value.text, side: side))
        }
        if let outside = try outsideScope(value, files: files, sources: sources) {
            let reference = outside.file.reference
            let names =
                reference.block.map { "the block \"\($0)\"" }
                ?? reference.symbols.map { "\"\($0.name)\"" }.joined(separator: ", ")
            let place = outside.declaration.map { ", in \($0.name)" } ?? ", outside every declaration"
            return Observation(
                rule: .constantDrift,
                message: "\"\(value.text)\" of \"\(label)\" is not inside \(names) in \"\(outside.file.path)\" "
                    + "(found at line \(outside.line)\(place)).",
                location: Location(path: outside.file.path, line: outside.line), related: related, hints: hints,
                subject: FindingSubject(bullet: label, value: value.text, side: side))
        }
        let searched = files.map { "\"\($0.path)\"" }.joined(separator: ", ")
        let path = file?.path ?? files.first?.path ?? ""
        return Observation(
            rule: .constantDrift,
            message: "\"\(value.text)\" of \"\(label)\" is missing from side \(side + 1) (searched \(searched)).",
            location: Location(
                path: path,
                line: try Self.standInLine(value.text, in: sources.source(path), listed: work.clause.values.map(\.text))
                    ?? (file ?? files.first)?.declaredLine ?? 1),
            related: related, hints: hints,
            subject: FindingSubject(bullet: label, value: value.text, side: side))
    }

    /// Where a value a symbol-scoped file lacks inside its declarations occurs in the rest of
    /// the file: the line and the innermost declaration there.
    func outsideScope(_ value: ConstantValue, files: [SideFile], sources: ParsedSources)
        throws(ContractCheckError) -> (file: SideFile, line: Int, declaration: SourceDeclaration?)?
    {
        for file in files where file.scopes != nil {
            guard let source = try sources.source(file.path) else { continue }
            let presence = TokenSearch.presence(
                of: value.text, isNumber: value.kind == .number, in: source,
                renamed: try renamed(value, in: source, path: file.path, sources: sources),
                spellings: try sources.spellings(file.path))
            guard case .code(let line, let column, _) = presence else { continue }
            let declaration = try sources.declarations(file.path)?.innermost(
                at: SourcePosition(line: line, column: column))
            return (file, line, declaration)
        }
        return nil
    }

    /// Where a value missing from a file is pointed at: the string literal closest to it among
    /// those that resemble it and are not another of the clause's values (`listed`): what stands
    /// in its place (`StandIn.resembles`). The caller falls back on the named declaration, then
    /// the file's first line, so every finding has a line (and a SARIF region).
    static func standInLine(_ value: String, in source: LexedSource?, listed: [String]) -> Int? {
        let wanted = Array(value.utf8)
        let near = (source?.tokens ?? []).filter {
            $0.kind == .string && !listed.contains($0.text) && StandIn.resembles($0.text, value)
        }
        let distance = { (token: SourceToken) in StandIn.distance(Array(token.text.utf8), wanted) }
        return near.min { distance($0) < distance($1) }?.line
    }
}
