import AnchorManifest

/// Cross-checks §8: for each clause naming at least two sides, every value must be present in
/// the code (not only the comments) of every side, and a constant a side names must hold one of
/// the values. References resolve through `PathResolver`; files are lexed by `SourceLexers`.
public struct ConstantsChecker {
    public var constants: MirroredConstants
    public var resolver: PathResolver
    public let snapshot: any SourceFiles

    public init(constants: MirroredConstants, resolver: PathResolver, snapshot: any SourceFiles) {
        self.constants = constants
        self.resolver = resolver
        self.snapshot = snapshot
    }

    /// A clause's outcome before it is folded into its bullet's.
    struct ClauseOutcome {
        var state: BulletResult.State
        var detail: String
        var findings: [Finding]
        var files: [String]
    }

    public func run() throws(ContractCheckError) -> ConstantsReport {
        var lexed: [String: LexedSource] = [:]
        var results: [BulletResult] = []
        var findings: [Finding] = []
        for bullet in constants.bullets {
            var outcomes: [ClauseOutcome] = []
            for clause in bullet.clauses {
                outcomes.append(try check(clause, of: bullet, lexed: &lexed))
            }
            let state: BulletResult.State
            if outcomes.contains(where: { $0.state == .drift }) { state = .drift }
            else if outcomes.contains(where: { $0.state == .unresolved }) { state = .unresolved }
            else if outcomes.contains(where: { $0.state == .ok }) { state = .ok }
            else { state = .unverifiable }
            let detail = outcomes.first { $0.state == state }?.detail ?? "it names no values and no sides"
            var bulletFindings = outcomes.flatMap(\.findings)
            if state == .unverifiable {
                bulletFindings.append(Finding(
                    rule: .unverifiableConstant, severity: .note,
                    message: "\"\(bullet.label)\" cannot be verified: \(detail).",
                    location: Location(path: constants.documentPath, line: bullet.line),
                    subject: FindingSubject(bullet: bullet.label)))
            }
            findings.append(contentsOf: bulletFindings)
            results.append(BulletResult(bullet: bullet, state: state, detail: detail, resolvedFiles: Array(Set(outcomes.flatMap(\.files))).sorted()))
        }
        return ConstantsReport(documentPath: constants.documentPath, sectionLine: constants.sectionLine, bullets: results, findings: findings)
    }

    func check(_ clause: ConstantClause, of bullet: ConstantBullet, lexed: inout [String: LexedSource]) throws(ContractCheckError) -> ClauseOutcome {
        let document = constants.documentPath
        var findings: [Finding] = []
        var unresolved = false
        var unresolvedNames: [String] = []
        // Resolve every reference; a side is complete when all of its references resolve.
        var sideFiles: [[(reference: FileReference, path: String)]] = []
        var sideComplete: [Bool] = []
        // Files that resolve but cannot be read as code: no lexer for their language.
        var unreadable: [String] = []
        for side in clause.sides {
            var files: [(FileReference, String)] = []
            var complete = true
            for reference in side.references {
                switch resolver.resolve(reference.path) {
                case .resolved(let path):
                    files.append((reference, path))
                    if SourceLexers.lexer(forPath: path) == nil {
                        complete = false
                        unreadable.append("no lexer reads \"\(path)\"")
                    } else if try snapshot.bytes(path) == nil {
                        // Tracked, but deleted from the working tree.
                        complete = false
                        unresolved = true
                        unresolvedNames.append("\"\(path)\" is missing from the working tree")
                        findings.append(Finding(
                            rule: .unresolvedReference,
                            message: "\"\(reference.path)\" in \"\(bullet.label)\" resolves to \"\(path)\", which is tracked but missing from the working tree.",
                            location: Location(path: document, line: reference.line, column: reference.column),
                            subject: FindingSubject(bullet: bullet.label, reference: reference.path)))
                    }
                case .ambiguous(let candidates):
                    complete = false
                    unresolved = true
                    unresolvedNames.append("\"\(reference.path)\" is ambiguous")
                    findings.append(Finding(
                        rule: .unresolvedReference,
                        message: "\"\(reference.path)\" in \"\(bullet.label)\" is ambiguous: it matches \(candidates.map { "\"\($0)\"" }.joined(separator: ", ")).",
                        location: Location(path: document, line: reference.line, column: reference.column),
                        hints: ["Write more of the path so that it names one file."],
                        subject: FindingSubject(bullet: bullet.label, reference: reference.path)))
                case .unresolved(let similar):
                    complete = false
                    unresolved = true
                    unresolvedNames.append("\"\(reference.path)\" does not resolve")
                    let roots = resolver.roots.map { $0.isEmpty ? "the repository root" : "\"\($0)\"" }.joined(separator: ", ")
                    findings.append(Finding(
                        rule: .unresolvedReference,
                        message: "\"\(reference.path)\" in \"\(bullet.label)\" matches no file under \(roots).",
                        location: Location(path: document, line: reference.line, column: reference.column),
                        hints: similar.isEmpty ? [] : ["Files with that name: \(similar.joined(separator: ", "))"],
                        subject: FindingSubject(bullet: bullet.label, reference: reference.path)))
                }
            }
            sideFiles.append(files)
            sideComplete.append(complete && !files.isEmpty)
        }
        let allFiles = sideFiles.flatMap { $0.map(\.path) }

        // Symbols: each must be in its file; a constant declared with a literal must hold a value.
        var drift = false
        // The sides whose named constant holds another value: when that side lacks one value of
        // the clause, the declaration is why, so one change gives one finding (the declaration's).
        // (The side's index → its declaration finding, which takes the other side's place.)
        var declarationDrift: [Int: Int] = [:]
        let valueTexts = clause.values.map(\.text)
        for (reference, path) in sideFiles.flatMap({ $0 }) {
            guard let source = try lex(path, &lexed) else { continue }
            for symbol in reference.symbols {
                let name = symbol.identifier
                guard source.tokens.contains(where: { $0.kind == .identifier && $0.text == name }) else {
                    unresolved = true
                    unresolvedNames.append("\"\(symbol.name)\" is not in \"\(path)\"")
                    findings.append(Finding(
                        rule: .unresolvedReference,
                        message: "\"\(symbol.name)\" in \"\(bullet.label)\" is not in \"\(path)\".",
                        location: Location(path: document, line: symbol.line),
                        related: [RelatedLocation(location: Location(path: path), message: "where \"\(reference.path)\" resolves")],
                        subject: FindingSubject(bullet: bullet.label, reference: reference.path + " · " + symbol.name)))
                    continue
                }
                guard !valueTexts.isEmpty else { continue }
                // Declarations are matched by name, without scopes: when several share it (the
                // constant and a local of the same name), one holding a value is enough.
                let declared = source.declarations.filter { $0.name == name }
                if declared.contains(where: { TokenSearch.literal($0.value, matchesAnyOf: valueTexts) }) { continue }
                for declaration in declared {
                    if !TokenSearch.literal(declaration.value, matchesAnyOf: valueTexts) {
                        drift = true
                        for side in sideFiles.indices where sideFiles[side].contains(where: { $0.path == path }) {
                            declarationDrift[side] = findings.count
                        }
                        findings.append(Finding(
                            rule: .constantDrift,
                            message: "\"\(symbol.name)\" is declared as \(Self.show(declaration.value)), which is not a value of \"\(bullet.label)\" (\(valueTexts.map { "\"\($0)\"" }.joined(separator: ", "))).",
                            location: Location(path: path, line: declaration.line),
                            related: [RelatedLocation(location: Location(path: document, line: clause.line), message: "the values are listed here")],
                            subject: FindingSubject(bullet: bullet.label, reference: reference.path + " · " + symbol.name,
                                                    value: Self.show(declaration.value))))
                    }
                }
            }
        }

        var driftCount = findings.filter { $0.rule == .constantDrift }.count
        /// The detail line for a clause that did not come out ok.
        func troubleDetail() -> String {
            var parts: [String] = []
            if driftCount > 0 { parts.append("\(driftCount) drift finding\(driftCount == 1 ? "" : "s")") }
            parts.append(contentsOf: unresolvedNames)
            return parts.joined(separator: "; ")
        }

        let referencedSides = clause.sides.indices.filter { !clause.sides[$0].references.isEmpty }
        if referencedSides.count < 2 {
            let reason: String
            let prose = clause.sides.first(where: { $0.references.isEmpty })
            if clause.sides.isEmpty {
                reason = "it names no sides"
            } else if referencedSides.isEmpty, let prose {
                reason = "it names no file on any side (\"\(Self.shorten(prose.text))\")"
            } else if let prose {
                reason = "its other side names no file (\"\(Self.shorten(prose.text))\")"
            } else {
                reason = SideSeparator.reason(clause.sides[referencedSides[0]])
            }
            return ClauseOutcome(state: drift ? .drift : unresolved ? .unresolved : .unverifiable,
                                 detail: drift || unresolved ? troubleDetail() + "; besides, " + reason : reason, findings: findings, files: allFiles)
        }
        if clause.values.isEmpty {
            return ClauseOutcome(state: drift ? .drift : unresolved ? .unresolved : .unverifiable,
                                 detail: drift || unresolved ? troubleDetail() : "it names no values to compare", findings: findings, files: allFiles)
        }

        // Values: present in the code of every complete side.
        var valuePresences: [[(side: Int, path: String, presence: Presence)]] = []
        for value in clause.values {
            var presences: [(side: Int, path: String, presence: Presence)] = []
            for side in referencedSides where sideComplete[side] {
                var best: (String, Presence)?
                for (_, path) in sideFiles[side] {
                    guard let source = try lex(path, &lexed) else { continue }
                    let presence = TokenSearch.presence(of: value.text, isNumber: value.kind == .number, in: source)
                    if case .code = presence { best = (path, presence); break }
                    if case .commentOnly = presence, best == nil { best = (path, presence) }
                }
                presences.append((side, best?.0 ?? sideFiles[side].first?.path ?? "", best?.1 ?? .absent))
            }
            valuePresences.append(presences)
        }
        // How many of the clause's values each side lacks in code.
        var lacking: [Int: Int] = [:]
        for entry in valuePresences.joined() {
            if case .code = entry.presence { continue }
            lacking[entry.side, default: 0] += 1
        }
        for (value, presences) in zip(clause.values, valuePresences) {
            let found = presences.first { if case .code = $0.presence { return true } else { return false } }
            for entry in presences {
                if case .code = entry.presence { continue }
                if lacking[entry.side] == 1, let declaration = declarationDrift[entry.side] {
                    if let found, case .code(let line, let how) = found.presence {
                        findings[declaration].related.append(RelatedLocation(
                            location: Location(path: found.path, line: line),
                            message: "the other side has it, as \(how)"))
                    }
                    continue
                }
                drift = true
                driftCount += 1
                let searched = sideFiles[entry.side].map(\.path)
                var related = [RelatedLocation(location: Location(path: document, line: value.line, column: value.column),
                                               message: "\"\(value.text)\" is listed in \"\(bullet.label)\" here")]
                if let found, case .code(let line, let how) = found.presence {
                    related.append(RelatedLocation(location: Location(path: found.path, line: line), message: "the other side has it, as \(how)"))
                }
                let message: String
                if case .commentOnly(let line) = entry.presence {
                    message = "\"\(value.text)\" of \"\(bullet.label)\" appears in \"\(entry.path)\" only in a comment (line \(line)), not in code."
                } else {
                    message = "\"\(value.text)\" of \"\(bullet.label)\" is missing from side \(entry.side + 1) (searched \(searched.map { "\"\($0)\"" }.joined(separator: ", ")))."
                }
                findings.append(Finding(rule: .constantDrift, message: message,
                                        location: Location(path: entry.path), related: related,
                                        hints: ["Change every side together (and the document too, when the value itself changes)."],
                                        subject: FindingSubject(bullet: bullet.label, value: value.text, side: entry.side)))
            }
        }
        let checkedSides = referencedSides.filter { sideComplete[$0] }.count
        if !drift, !unresolved, checkedSides < 2 {
            // Fewer than two sides could be read: nothing was compared.
            return ClauseOutcome(state: .unverifiable, detail: "not every side can be read: " + unreadable.joined(separator: "; "),
                                 findings: findings, files: allFiles)
        }
        let state: BulletResult.State = drift ? .drift : unresolved ? .unresolved : .ok
        let count = "\(clause.values.count) value\(clause.values.count == 1 ? "" : "s")"
        let detail: String
        switch state {
        case .ok: detail = "\(count) \(clause.values.count == 1 ? "agrees" : "agree") on \(checkedSides) sides"
        case .unresolved: detail = troubleDetail() + " (\(count) present on the \(checkedSides) side\(checkedSides == 1 ? " that resolves" : "s that resolve"))"
        default: detail = troubleDetail()
        }
        return ClauseOutcome(state: state, detail: detail, findings: findings, files: allFiles)
    }

    /// Lexes `path` once; nil when the snapshot lacks it or no lexer knows its language.
    func lex(_ path: String, _ cache: inout [String: LexedSource]) throws(ContractCheckError) -> LexedSource? {
        if let cached = cache[path] { return cached }
        guard let lexer = SourceLexers.lexer(forPath: path), let bytes = try snapshot.bytes(path) else { return nil }
        let source = lexer.lex(bytes)
        cache[path] = source
        return source
    }

    static func show(_ token: SourceToken) -> String {
        token.kind == .string ? "\"\(token.text)\"" : token.text
    }

    static func shorten(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
