import AnchorManifest

/// Cross-checks §8: for each clause naming at least two sides, every value must be present in
/// the code (not only the comments) of every side — inside the declarations a side names, when
/// it names symbols — a key set or closed set paired with a type must match that type's wire
/// shape, and a constant a side names must hold one of the values. References resolve through
/// `PathResolver`; files are lexed by `SourceLexers` and read by `DeclarationReaders`.
package struct ConstantsChecker {
    package let constants: MirroredConstants
    package let resolver: PathResolver
    package let snapshot: any SourceFiles
    /// What gives each finding its final form (the commit's base, its renames); nil: every
    /// finding is as this version shows it (`constants`, `audit`).
    let judgement: FindingJudgement?

    package init(constants: MirroredConstants, resolver: PathResolver, snapshot: any SourceFiles) {
        self.init(constants: constants, resolver: resolver, snapshot: snapshot, judgement: nil)
    }

    init(constants: MirroredConstants, resolver: PathResolver, snapshot: any SourceFiles, judgement: FindingJudgement?)
    {
        self.constants = constants
        self.resolver = resolver
        self.snapshot = snapshot
        self.judgement = judgement
    }

    /// A clause's outcome before it is folded into its bullet's.
    struct ClauseOutcome {
        var state: BulletResult.State
        var detail: String
        var findings: [Observation]
        var files: [String]
        var precision: BulletResult.Precision?
        /// True when what a side holds cannot be established: a named constant's initializer
        /// could not be folded (`ClauseWork.unverifiable`), or a side could not be read
        /// (`ClauseWork.unreadable`).
        var unfoldable = false
        /// True when the clause checks nothing for a reason the document can fix (a separator
        /// it does not use, `SideSeparator.isFixable`): its note is an error, and `constants`
        /// and the hooks treat it as a finding.
        var fixable = false
        /// The declarations the clause's stated shapes paired with, by shape and side (`ClauseWork.paired`).
        var paired: [String: String] = [:]
        /// Of `paired`, those with a declaration the side does not name (`ClauseWork.unnamedPaired`).
        var unnamedPaired: [String: Location] = [:]
        /// The shapes and sides only presence-checked (`ClauseWork.presenceOnly`).
        var presenceOnly: [String: ShapeDowngrade.PresenceOnly] = [:]
    }

    package func run() throws(ContractCheckError) -> ConstantsReport {
        try run(sources: ParsedSources(snapshot: snapshot))
    }

    /// The check over files read through `sources` (which may share another run's parses).
    func run(sources: ParsedSources) throws(ContractCheckError) -> ConstantsReport {
        var folded: [FoldedBullet] = []
        for bullet in constants.bullets {
            var outcomes: [ClauseOutcome] = []
            for clause in bullet.clauses {
                outcomes.append(try check(clause, of: bullet, sources: sources))
            }
            folded.append(try fold(outcomes, of: bullet))
        }
        let findings = folded.flatMap(\.findings)
        let named = Set(findings.compactMap(\.location?.path) + [constants.documentPath])
        return ConstantsReport(
            documentPath: constants.documentPath, sectionLine: constants.sectionLine,
            sectionName: constants.sectionName, bullets: folded.map(\.result), findings: findings,
            preExisting: folded.flatMap(\.preExisting), newlyUnverifiable: folded.flatMap(\.newlyUnverifiable),
            changedPaths: judgement?.changes.map { changes in named.filter(changes.contains) } ?? [])
    }

    /// A bullet from its clauses': its state (drift beats unresolved beats ok beats
    /// unverifiable), and each of its observations made a finding once, in its final form
    /// (`FindingJudgement.judge`, against what the base has of this bullet).
    func fold(_ outcomes: [ClauseOutcome], of bullet: ConstantBullet) throws(ContractCheckError) -> FoldedBullet {
        let state: BulletResult.State
        if outcomes.contains(where: { $0.state == .drift }) {
            state = .drift
        } else if outcomes.contains(where: { $0.state == .unresolved }) {
            state = .unresolved
        } else if outcomes.contains(where: { $0.state == .ok }) {
            state = .ok
        } else {
            state = .unverifiable
        }
        let detail = outcomes.first { $0.state == state }?.detail ?? "it names no values and no sides"
        var observed = outcomes.flatMap(\.findings)
        if state == .unverifiable {
            observed.append(
                Observation(
                    rule: .unverifiableConstant, severity: outcomes.contains(where: \.fixable) ? .error : .note,
                    message: "\"\(bullet.label)\" cannot be verified: \(detail).",
                    location: Location(path: constants.documentPath, line: bullet.line),
                    subject: FindingSubject(bullet: bullet.label), unfoldable: outcomes.contains(where: \.unfoldable)))
        }
        // A shape only presence-checked here is asked about too: the base may have paired it.
        let presenceOnly = outcomes.reduce(into: [:]) { $0.merge($1.presenceOnly) { first, _ in first } }
        // So is a shape a file-only side paired: the base may have paired it with another declaration.
        let unnamed = outcomes.reduce(into: [:]) { $0.merge($1.unnamedPaired) { first, _ in first } }
        let paired = outcomes.reduce(into: [:]) { $0.merge($1.paired) { first, _ in first } }
        let known =
            observed.isEmpty && presenceOnly.isEmpty && unnamed.isEmpty
            ? nil : try judgement?.base?.known(bullet: bullet.label, observed: observed)
        if let known {
            // Drift the base has too says nothing about this commit: only new drift stands for it.
            let new = observed.filter {
                !FindingIdentity.areKnown(
                    FindingIdentity.identities(rule: $0.rule, subject: $0.subject), in: known.identities)
            }
            observed += ShapeDowngrade.observations(
                presenceOnly, paired: known.paired, bullet: bullet.label, observed: new)
            observed += ShapeDowngrade.repaired(unnamed, now: paired, base: known.paired, bullet: bullet.label)
        }
        let sectionName = observed.isEmpty ? "" : constants.sectionName  // made once, not per finding
        let judged = observed.map { observation in
            FindingJudgement.judge(
                observation, known: known, move: observation.location.flatMap { judgement?.moves[$0] },
                suggestions: judgement?.suggestions, sectionName: sectionName)
        }
        let precisions = outcomes.filter { $0.state == .ok }.compactMap(\.precision)
        return FoldedBullet(
            bullet: bullet, observed: state, judged: judged, detail: detail,
            files: Array(Set(outcomes.flatMap(\.files))).sorted(), precision: precisions.min(),
            paired: paired)
    }

    /// One clause, in named steps: resolve its files, read the symbols they name, check the
    /// shapes and values, and sum up. Kept in `ClauseMemo` by its inputs: a clause whose
    /// references resolve as before, to the blobs an earlier check read, is not checked again.
    func check(
        _ clause: ConstantClause, of bullet: ConstantBullet,
        sources: ParsedSources
    ) throws(ContractCheckError) -> ClauseOutcome {
        let (key, resolutions) = ClauseMemo.key(
            clause, of: bullet, document: constants.documentPath, resolver: resolver, files: sources.snapshot)
        let memo = key == nil ? nil : ClauseMemo.of(sources.snapshot)
        if let key, let known = memo?.outcome(key) { return known }
        var work = ClauseWork(clause: clause, bullet: bullet, document: constants.documentPath)
        work.resolutions = resolutions
        let outcome = try check(&work, sources: sources)
        if let key { memo?.keep(outcome, for: key) }
        return outcome
    }

    /// `check`'s steps, on a clause whose references `work.resolutions` resolves.
    func check(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) -> ClauseOutcome {
        try resolve(&work, sources: sources)
        try schemaFirst(&work, sources: sources)
        try symbols(&work, sources: sources)
        settleInstanceScalars(&work)
        if let early = work.unverifiableOutcome() { return early }
        try shapes(&work, sources: sources)
        try values(&work, sources: sources)
        var outcome = work.outcome()
        if let origin = work.schemaSource { outcome.detail = origin + ": " + outcome.detail }
        outcome.paired = work.paired
        outcome.unnamedPaired = work.unnamedPaired
        outcome.presenceOnly = work.presenceOnly
        return outcome
    }

    static func show(_ token: SourceToken) -> String {
        token.kind == .string ? "\"\(token.text)\"" : token.text
    }

    static func shorten(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}

/// The files a §8 check has read, lexed and declaration-read once each per run. A run over a
/// base commit seen through the staged files (`BaseOverlay`) shares the staged run's parses of
/// every file the commit does not change, so comparing with HEAD lexes only the changed files.
final class ParsedSources {
    let snapshot: any SourceFiles
    private var lexed: [String: LexedSource?] = [:]
    private var declared: [String: FileDeclarations?] = [:]
    private var spelled: [String: WireSpellings?] = [:]
    /// The files `source(_:)` did not lex for their size, with the reason.
    private var refused: [String: String] = [:]
    /// Per file lexed, the reason its brackets nest too deep to read, or nil.
    private var nesting: [String: String?] = [:]
    /// Per `.json` file, the file read only where its sides' pointers point (`PointedJSON`): nil
    /// when it is not JSON as `JSONReader` reads it (then it is lexed whole, for the reason).
    private var pointed: [String: PointedJSON?] = [:]
    /// Another run's parses, used for the paths `isShared` accepts (files with the same bytes).
    private let shared: ParsedSources?
    private let isShared: (String) -> Bool

    init(
        snapshot: any SourceFiles, sharing shared: ParsedSources? = nil,
        for isShared: @escaping (String) -> Bool = { _ in false }
    ) {
        self.snapshot = snapshot
        self.shared = shared
        self.isShared = isShared
    }

    /// Lexes `path` once; nil when the snapshot lacks it, no lexer knows its language, or it is
    /// past `SourceLimits.maximumBytes` (`refusal(_:)` says so).
    func source(_ path: String) throws(ContractCheckError) -> LexedSource? {
        if let cached = lexed[path] { return cached }
        if let shared, isShared(path) { return try shared.source(path) }
        var source: LexedSource?
        if let lexer = SourceLexers.lexer(forPath: path), let bytes = try snapshot.bytes(path) {
            if let reason = SourceLimits.refusal(bytes: bytes.count, path: path) {
                refused[path] = reason
            } else {
                source = ParseCache.shared.source(path: path, bytes: bytes) { lexer.lex(bytes) }
            }
        }
        lexed[path] = source
        return source
    }

    /// Why `path` is not read (too large, or nested too deep for its declarations), or nil.
    func refusal(_ path: String) throws(ContractCheckError) -> String? {
        if let shared, isShared(path) { return try shared.refusal(path) }
        if let document = try pointedDocument(path) {
            return SourceLimits.refusal(depth: document.nesting, path: path)
        }
        guard let source = try source(path) else { return refused[path] }
        if let failure = source.dataFailure { return failure.sentence(path: path) }
        if let known = nesting[path] { return known }
        let reason = SourceLimits.refusal(nesting: source.lexemes, path: path)
        nesting[path] = .some(reason)
        return reason
    }

    /// The declarations of `path`, read once (only for files whose sides name symbols or hold
    /// a shape: the file-wide presence check does not need them).
    func declarations(_ path: String) throws(ContractCheckError) -> FileDeclarations? {
        if let cached = declared[path] { return cached }
        if let shared, isShared(path) { return try shared.declarations(path) }
        var declarations: FileDeclarations?
        if let document = try pointedDocument(path) {
            if SourceLimits.refusal(depth: document.nesting, path: path) == nil {
                declarations = DataDeclarationReader.read(DataDocument(document), path: path)
            }
            declared[path] = declarations
            return declarations
        }
        if let source = try source(path), let bytes = try snapshot.bytes(path) {
            declarations = ParseCache.shared.declarations(path: path, bytes: bytes) {
                DeclarationReaders.read(source, path: path)
            }
        }
        declared[path] = declarations
        return declarations
    }

    /// True when `path` can be read: lexed, or checked as JSON (`pointedDocument`).
    func isReadable(_ path: String) throws(ContractCheckError) -> Bool {
        if try pointedDocument(path) != nil { return true }
        return try source(path) != nil
    }

    /// The `.json` file at `path` checked whole and read only where pointers point, or nil (not
    /// a `.json` file, missing, past `SourceLimits.maximumBytes`, or refused by `JSONReader`:
    /// `source(_:)` reads such a file, and says why).
    func pointedDocument(_ path: String) throws(ContractCheckError) -> PointedJSON? {
        if let known = pointed[path] { return known }
        if let shared, isShared(path) { return try shared.pointedDocument(path) }
        var document: PointedJSON?
        if let lexer = SourceLexers.lexer(forPath: path) as? DataLexer, lexer.reader == .json,
            let bytes = try snapshot.bytes(path), SourceLimits.refusal(bytes: bytes.count, path: path) == nil
        {
            document = PointedJSON.checked(bytes)
        }
        pointed[path] = .some(document)
        return document
    }

    /// Where `path`'s declarations spell wire names (`WireSpellings`), read once; nil when no
    /// declaration reader reads it.
    func spellings(_ path: String) throws(ContractCheckError) -> WireSpellings? {
        if let cached = spelled[path] { return cached }
        var spellings: WireSpellings?
        if let declarations = try declarations(path), let source = try source(path) {
            spellings = WireSpellings(declarations, lexemes: source.lexemes)
        }
        spelled[path] = spellings
        return spellings
    }
}
