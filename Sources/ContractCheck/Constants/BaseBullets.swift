import AnchorManifest

/// What a commit's base(s) have of a bullet, for `FindingJudgement`: the base's bullet of the same
/// label checked at the base commit through `BaseOverlay`, only for the bullets the commit's check
/// has trouble with (drift, unresolved, unverifiable), when the checker asks. That is what
/// "already there" needs, not a second run of the whole check. Each base is read once, when
/// first needed; for a merge, what any parent has counts.
final class BaseBullets: BaseFindings {
    private let workspace: Workspace
    private let snapshot: SourceSnapshot
    private let sources: ParsedSources
    private let roots: [String]
    private let changes: ChangeSet
    private var readings: [Reading?]
    private let bases: [StagedConstantsCheck.Base]

    /// One base, read: its bullets by label, and its files parsed (sharing the commit's parses
    /// of every file the change does not touch).
    struct Reading {
        let bullets: [String: [ConstantBullet]]
        let constants: MirroredConstants
        let resolver: PathResolver
        let overlay: BaseOverlay
        let sources: ParsedSources
    }

    init(
        _ workspace: Workspace, bases: [StagedConstantsCheck.Base], snapshot: SourceSnapshot, sources: ParsedSources,
        roots: [String], changes: ChangeSet
    ) {
        self.workspace = workspace
        self.bases = bases
        self.snapshot = snapshot
        self.sources = sources
        self.roots = roots
        self.changes = changes
        self.readings = []
    }

    func known(bullet label: String, observed: [Observation]) throws(ContractCheckError) -> KnownAtBase? {
        if readings.isEmpty {
            for base in bases { readings.append(try read(base)) }
        }
        var identities = Set<FindingIdentity>()
        var hasBullet = false
        var isVerified = false
        var paired: [String: String] = [:]
        var any = false
        for case let reading? in readings {
            any = true
            let bullets = reading.bullets[label] ?? []
            hasBullet = hasBullet || !bullets.isEmpty
            guard !bullets.isEmpty else { continue }
            var constants = reading.constants
            constants.bullets = bullets
            let found = try ConstantsChecker(
                constants: constants, resolver: reading.resolver, snapshot: reading.overlay
            )
            .run(sources: reading.sources)
            isVerified = isVerified || found.bullets.contains { $0.state == .ok }
            for bullet in found.bullets { paired.merge(bullet.pairedShapes) { first, _ in first } }
            let again = try driftedAgain(
                observed, base: reading.sources, listed: StandIn.listedValues(reading.constants))
            for finding in found.findings where !(finding.identity.map(again.contains) ?? false) {
                identities.formUnion(finding.identities)
            }
        }
        return any
            ? KnownAtBase(identities: identities, hasBullet: hasBullet, isVerified: isVerified, paired: paired) : nil
    }

    /// The base's §8 and files; nil when the base has no document or its §8 does not parse.
    /// The overlay needs the snapshot's change against the base (`base.diff`); when it is not
    /// given, the index is read against the base's tree.
    private func read(_ base: StagedConstantsCheck.Base) throws(ContractCheckError) -> Reading? {
        let constants: MirroredConstants
        let baseRoots: [String]
        do {
            let (parsed, conventions) = try workspace.mirroredConstants(.commit(base.commit))
            constants = parsed
            baseRoots = workspace.sourceRoots(conventions)
        } catch .document, .documentMissing {
            return nil
        }
        let tree = try workspace.repository.tree(ofCommit: base.commit)
        let resolverRoots = baseRoots.isEmpty ? roots : baseRoots
        let diff: ChangeSet
        var diffScope = base.diffScope
        if let given = base.diff, diffScope.covers(roots: resolverRoots) {
            diff = given
        } else if base.diff != nil, case .commit(let commit) = snapshot.kind {
            // The base's roots reach past the folders the given change was read under.
            diff = try TreeDiff(repository: workspace.repository)
                .changes(from: tree, to: workspace.repository.tree(ofCommit: commit))
            diffScope = .everything
        } else {
            diff = try StagedChangeReader(repository: workspace.repository).changes(against: tree)
        }
        let overlay = try BaseOverlay(
            staged: snapshot, tree: tree, changes: diff, diffScope: diffScope, roots: resolverRoots)
        var resolver = PathResolver(roots: resolverRoots, files: overlay.listing)
        resolver.suggestsSimilar = false  // the base's findings are compared by identity only
        // The files the change does not touch have the staged bytes: their parses are shared.
        let shared = ParsedSources(snapshot: overlay, sharing: sources) { overlay.isShared($0) }
        return Reading(
            bullets: Dictionary(grouping: constants.bullets, by: \.label), constants: constants, resolver: resolver,
            overlay: overlay, sources: shared)
    }

    /// The values missing from a side that the base lacks too, but whose stand-in the commit
    /// replaces (`StandIn`): the drift accepted before is not the drift now. Anything else the
    /// commit does to the file (a comment, an unrelated literal added or edited, another listed
    /// value drifting) keeps the old drift as it was.
    private func driftedAgain(
        _ observed: [Observation], base: ParsedSources, listed: [String]
    ) throws(ContractCheckError) -> Set<FindingIdentity> {
        var again = Set<FindingIdentity>()
        var removed: [String: [String]] = [:]
        for observation in observed where observation.rule == .constantDrift {
            guard let subject = observation.subject, subject.reference == nil, let value = subject.value,
                let path = observation.location?.path, changes.contains(path)
            else { continue }
            if removed[path] == nil {
                removed[path] = try StandIn.removed(
                    base: StagedConstantsCheck.literals(base.source(path)),
                    commit: StagedConstantsCheck.literals(sources.source(path)))
            }
            if StandIn.replaced(value, removed: removed[path] ?? [], listed: listed) {
                again.insert(FindingIdentity(rule: observation.rule, subject: subject))
            }
        }
        return again
    }
}
