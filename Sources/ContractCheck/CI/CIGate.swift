import AnchorManifest

/// `contract-check ci`: the gate that cannot be skipped. Every commit of `base..head` is judged
/// against its first parent with its own message's trailers (a trailer excuses its own commit
/// only), using the document and manifest as they are at that commit; then the §8 constants are
/// checked at head. Missing history is an error, never a pass.
public struct CIGate {
    public struct Options: Sendable {
        public var base: String
        public var head: String
        /// Judge merge commits too (a path counts when it differs from every parent).
        public var includeMerges: Bool
        /// Skip the §8 check at head.
        public var skipConstants: Bool

        public init(base: String, head: String = "HEAD", includeMerges: Bool = false, skipConstants: Bool = false) {
            self.base = base
            self.head = head
            self.includeMerges = includeMerges
            self.skipConstants = skipConstants
        }
    }

    public let workspace: Workspace
    public var options: Options

    public init(workspace: Workspace, options: Options) {
        self.workspace = workspace
        self.options = options
    }

    static let fetchAdvice = "fetch more history (git fetch --unshallow, or fetch-depth: 0 in actions/checkout) and run it again"

    public func run() throws(ContractCheckError) -> CIReport {
        let repository = workspace.repository
        let shallow = repository.shallowBoundary()
        let base: ObjectID
        do {
            base = try repository.resolveCommit(options.base)
        } catch {
            if !shallow.isEmpty {
                throw .missingHistory("The base \"\(options.base)\" is not in this shallow clone; \(Self.fetchAdvice).")
            }
            throw .missingHistory("The base \"\(options.base)\" does not resolve (\(error)); fetch it first, e.g. git fetch origin \(options.base).")
        }
        let head = try repository.resolveCommit(options.head)
        guard try repository.mergeBase(base, head) != nil else {
            if !shallow.isEmpty {
                throw .missingHistory("\"\(options.base)\" and \"\(options.head)\" share no history in this shallow clone; \(Self.fetchAdvice).")
            }
            throw .missingHistory("\"\(options.base)\" and \"\(options.head)\" share no history; the base is not an ancestor of anything in the head's history.")
        }
        let range = try repository.commits(from: base, to: head)
        if let cut = range.first(where: { shallow.contains($0) }) {
            throw .missingHistory("Commit \(String(cut.description.prefix(12))) in \(options.base)..\(options.head) has parents this shallow clone does not have; \(Self.fetchAdvice).")
        }

        let settings = try repository.settings()
        let parser = TrailerParser(commentChar: settings.commentChar ?? UInt8(ascii: "#"), separators: settings.trailerSeparators,
                                   configuredTokens: settings.configuredTrailerTokens)
        let rule = TripwireRule(documentPath: workspace.documentPath, trailerKey: workspace.configuration.trailerKey)
        let differ = TreeDiff(repository: repository)
        var manifests = ManifestCache(workspace: workspace)
        var commits: [CICommit] = []
        var findings: [Finding] = []
        let driftKey = workspace.configuration.driftTrailerKey.lowercased()

        for id in range {
            let parents = try repository.parents(ofCommit: id)
            let subject = try repository.subject(ofCommit: id)
            let trailers = parser.trailers(in: try repository.message(ofCommit: id))
            let drift = trailers.first { $0.token.lowercased() == driftKey && !$0.value.isEmpty }
            if parents.count > 1 && !options.includeMerges {
                commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .skippedMerge,
                                        anchors: [], override: nil, driftAccepted: drift, changedPaths: []))
                continue
            }
            let tree = try repository.tree(ofCommit: id)
            var changes = try differ.changes(from: parents.first.map { (p: ObjectID) throws(ContractCheckError) -> ObjectID in try repository.tree(ofCommit: p) }, to: tree)
            if parents.count > 1 {
                var kept = Set(changes.paths)
                for parent in parents.dropFirst() {
                    kept.formIntersection(try differ.changes(from: repository.tree(ofCommit: parent), to: tree).paths)
                }
                changes = ChangeSet(changes: changes.changes.filter { kept.contains($0.path) }, source: .commit)
            }
            let manifest: AnchorManifest
            switch try manifests.manifest(at: id, tree: tree) {
            case .missing:
                commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .noDocument,
                                        anchors: [], override: nil, driftAccepted: drift, changedPaths: changes.paths))
                continue
            case .invalid(let error):
                findings.append(Finding(ruleID: RuleCatalog.documentInvalid.id,
                                        message: "The contract document does not parse at this commit: \(error.message)",
                                        location: Location(path: error.document, line: error.line), commit: id.description))
                commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .documentInvalid,
                                        anchors: [], override: nil, driftAccepted: drift, changedPaths: changes.paths))
                continue
            case .parsed(let parsed):
                manifest = parsed
            }
            var commitRule = rule
            commitRule.documentAliases = try workspace.documentAliases(.commit(id))
            let evaluation = commitRule.evaluate(changes, manifest: manifest, trailers: trailers)
            findings.append(contentsOf: evaluation.findings(commit: id.description))
            commits.append(CICommit(id: id, subject: subject, parents: parents.count, outcome: .judged(evaluation.verdict),
                                    anchors: evaluation.anchors, override: evaluation.override, driftAccepted: drift,
                                    changedPaths: changes.paths))
        }

        var constants: ConstantsReport?
        var accepted: [(Finding, ObjectID, Trailer)] = []
        if !options.skipConstants, try manifests.hasConstantsSection(at: head) {
            let report = try workspace.checkConstants(.commit(head))
            constants = report
            for finding in report.findings where finding.severity != .note {
                if finding.ruleID == RuleCatalog.constantDrift.id, let path = finding.location?.path,
                   let excuse = commits.last(where: { $0.driftAccepted != nil && $0.changedPaths.contains(path) }),
                   let trailer = excuse.driftAccepted {
                    accepted.append((finding, excuse.id, trailer))
                    continue
                }
                findings.append(finding)
            }
        }
        return CIReport(base: base, head: head, commits: commits, findings: findings, constants: constants,
                        acceptedDrift: accepted.map { (finding: $0.0, commit: $0.1, trailer: $0.2) })
    }
}

/// Manifests by document blob: the document rarely changes, so each version is parsed once.
struct ManifestCache {
    enum Entry {
        case missing
        case invalid(AnchorManifestError)
        case parsed(AnchorManifest)
    }

    let workspace: Workspace
    var byBlob: [ObjectID: Entry] = [:]

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    mutating func manifest(at commit: ObjectID, tree: ObjectID) throws(ContractCheckError) -> Entry {
        guard let resolved = try workspace.resolvedFile(workspace.documentPath, .commit(commit)), let id = resolved.id else { return .missing }
        if let cached = byBlob[id] { return cached }
        let bytes = try workspace.repository.blob(id)
        let result: Entry
        do {
            result = .parsed(try workspace.manifestParser.parse(bytes: bytes, path: workspace.documentPath))
        } catch {
            result = .invalid(error)
        }
        byBlob[id] = result
        return result
    }

    /// True when the document at `commit` has a §8 section (the check applies).
    func hasConstantsSection(at commit: ObjectID) throws(ContractCheckError) -> Bool {
        guard let bytes = try workspace.documentBytes(.commit(commit)) else {
            throw .documentMissing(path: workspace.documentPath, whereLooked: DocumentVersion.commit(commit).label)
        }
        return !CmarkReader.parse(bytes).sections(containing: workspace.configuration.constantsSection).isEmpty
    }
}
