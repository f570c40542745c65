import AnchorManifest

/// `contract-check ci`: the gate that cannot be skipped. Every commit of `base..head` is judged
/// against its first parent with its own message's trailers (a trailer excuses its own commit
/// only), using the document and manifest as they are at that commit; then the §8 constants are
/// checked at head. Missing history is an error, never a pass.
package struct CIGate {
    package struct Options: Sendable {
        package var base: String
        package var head: String
        /// Judge merge commits (the default), by what each adds to the automatic merge of its
        /// parents (`CommitContext.mergeChanges`); false skips them (`--skip-merges`).
        package var includeMerges: Bool
        /// Skip the §8 check at head.
        package var skipConstants: Bool
        /// The base is the merge base of `base` and `head` (`A...B`), not `base` itself.
        package var baseIsMergeBase = false

        package init(base: String, head: String = "HEAD", includeMerges: Bool = true, skipConstants: Bool = false) {
            self.base = base
            self.head = head
            self.includeMerges = includeMerges
            self.skipConstants = skipConstants
        }
    }

    package let workspace: Workspace
    package var options: Options

    /// A range as git reads one: `A..B` (base `A`, head `B`), `A...B` (the merge base of the
    /// two, head `B`), an omitted end meaning `HEAD`; a single revision is the base, with
    /// `head` (default `HEAD`) as the head. A range that names its head and a `--head` as well
    /// is an error, as is an empty one.
    package static func range(_ text: String, head: String?) throws(ContractCheckError)
        -> (base: String, head: String, baseIsMergeBase: Bool)
    {
        let characters = Array(text)
        guard let start = characters.indices.first(where: { characters[$0...].starts(with: "..") }) else {
            return (text, head ?? "HEAD", false)
        }
        let symmetric = characters[start...].starts(with: "...")
        let left = String(characters[..<start])
        let right = String(characters[(start + (symmetric ? 3 : 2))...])
        if !right.isEmpty, let head {
            throw .invalidArgument(
                "The range \"\(text)\" names its head (\"\(right)\") and --head names \"\(head)\"; give one of them.")
        }
        if left.isEmpty && right.isEmpty { throw .invalidArgument("The range \"\(text)\" names no commit.") }
        return (left.isEmpty ? "HEAD" : left, right.isEmpty ? head ?? "HEAD" : right, symmetric)
    }

    package init(workspace: Workspace, options: Options) {
        self.workspace = workspace
        self.options = options
    }

    static let fetchAdvice =
        "fetch more history (git fetch --unshallow, or fetch-depth: 0 in actions/checkout) and run it again"

    /// What to do about a base that does not resolve in a full clone: fetch a branch name
    /// (`origin/main` → `git fetch origin main`), fetch the history that holds a commit id,
    /// and otherwise check the revision itself (`HEAD~9` past the root).
    static func resolveAdvice(_ base: String) -> String {
        let isCommitID = base.count >= 4 && base.count <= 64 && base.allSatisfy(\.isHexDigit)
        if isCommitID {
            return
                "fetch the history that holds it (git fetch --unshallow, or fetch-depth: 0 in actions/checkout) and "
                + "run it again"
        }
        let special =
            base.contains { "~^@:{} ".contains($0) }
            || Array(base).indices.contains { Array(base)[$0...].starts(with: "..") } || base == "HEAD"
            || base.hasSuffix("_HEAD")
        if special {
            return "name a commit that exists in this repository"
        }
        let remoteBranch = base.split(separator: "/", maxSplits: 1)
        if remoteBranch.count == 2, !base.hasPrefix("refs/") {
            return "fetch it first, e.g. git fetch \(remoteBranch[0]) \(remoteBranch[1])"
        }
        return "fetch it first, e.g. git fetch origin \(base)"
    }

    /// The commits to judge: `base..head` oldest first, with the merge base of the two.
    struct Range {
        var base: ObjectID
        var head: ObjectID
        var mergeBase: ObjectID
        var commits: [ObjectID]
    }

    package func run() throws(ContractCheckError) -> CIReport {
        let range = try resolveRange()
        // The §8 step reads head's own configuration (sections, roots, drift trailer), from the
        // one cache of configurations and manifests the commits are judged with.
        var manifests = ManifestCache(workspace: workspace)
        let atHead = try manifests.configuration(at: range.head)
        let workspace = atHead.blob == nil ? workspace : workspace.under(atHead.configuration)
        manifests.judging(under: workspace)
        var checksConstants = false
        if !options.skipConstants && workspace.hasConfiguration {
            checksConstants = try manifests.hasConstantsSection(at: range.head, under: workspace.configuration)
        }
        let constantsFiles = checksConstants ? try workspace.constantsFiles(.commit(range.head)) : []
        var judge = try CICommitJudge(
            workspace: workspace, includeMerges: options.includeMerges,
            checksConstants: !options.skipConstants && workspace.hasConfiguration, constantsFiles: constantsFiles,
            manifests: manifests)
        var commits: [CICommit] = []
        var findings: [Finding] = []
        for id in range.commits {
            let judged = try judge.judge(id)
            commits.append(judged.commit)
            findings.append(contentsOf: judged.findings)
        }
        let accepted = CIConstantsStep.accepted(commits)
        guard checksConstants else {
            var report = CIReport(
                base: range.base, head: range.head, commits: commits, findings: findings, constants: nil,
                acceptedDrift: accepted, preExistingDrift: [], documentConfigured: workspace.hasConfiguration)
            if workspace.hasConfiguration && workspace.replayed == nil {
                report.documentAtHead = try workspace.documentBytes(.commit(range.head)) != nil
            }
            return report.replaying(workspace.replayed)
        }
        let step = try CIConstantsStep.run(workspace, mergeBase: range.mergeBase, head: range.head, commits: commits)
        return CIReport(
            base: range.base, head: range.head, commits: commits, findings: findings + step.failing,
            constants: step.report, acceptedDrift: accepted, preExistingDrift: step.preExisting
        ).replaying(workspace.replayed)
    }

    /// Resolves the base and head, their merge base and the range. Missing history is an
    /// error naming what to fetch, never a shorter range.
    func resolveRange() throws(ContractCheckError) -> Range {
        let repository = workspace.repository
        let shallow = repository.shallowBoundary()
        let base: ObjectID
        do {
            base = try repository.resolveCommit(options.base)
        } catch {
            if !shallow.isEmpty {
                throw .missingHistory("The base \"\(options.base)\" is not in this shallow clone; \(Self.fetchAdvice).")
            }
            throw .missingHistory(
                "The base \"\(options.base)\" does not resolve (\(error)); \(Self.resolveAdvice(options.base)).")
        }
        let head = try repository.resolveCommit(options.head)
        if shallow.isEmpty, !options.baseIsMergeBase, base != head, let range = try rangeFromAncestor(base, head) {
            return range
        }
        guard let mergeBase = try repository.mergeBase(base, [head], shallow: shallow) else {
            try unrelated(shallow: shallow)
        }
        if options.baseIsMergeBase {
            return try commitRange(from: mergeBase, to: head, mergeBase: mergeBase, shallow: shallow)
        }
        return try commitRange(from: base, to: head, mergeBase: mergeBase, shallow: shallow)
    }

    /// The range when `base` is an ancestor of `head` (a pull request on the branch it started
    /// from), with `base` as its merge base: the walk shows it (a commit of the range has `base`
    /// as a parent), so the history is not walked a second time to find the merge base. Nil
    /// otherwise (no commit of the walk has `base` as a parent). The commits' lookups are the
    /// ones judging them makes next, and libgit2 keeps them.
    func rangeFromAncestor(_ base: ObjectID, _ head: ObjectID) throws(ContractCheckError) -> Range? {
        let repository = workspace.repository
        let commits = try repository.commits(from: base, to: head, shallow: [])
        for id in commits {
            guard try repository.parents(ofCommit: id).contains(base) else { continue }
            return Range(base: base, head: head, mergeBase: base, commits: commits)
        }
        return nil
    }

    /// The error for a base and head that share no history.
    func unrelated(shallow: Set<ObjectID>) throws(ContractCheckError) -> Never {
        if !shallow.isEmpty {
            throw .missingHistory(
                "\"\(options.base)\" and \"\(options.head)\" share no history in this shallow "
                    + "clone; \(Self.fetchAdvice)."
            )
        }
        throw .missingHistory(
            "\"\(options.base)\" and \"\(options.head)\" share no history; the base is not an ancestor of anything "
                + "in the head's history: fetch the full history of both (fetch-depth: 0 in actions/checkout) or "
                + "name a base the head was branched from."
        )
    }

    /// The commits of `base..head`; a commit whose parents the shallow clone lacks is an error.
    func commitRange(
        from base: ObjectID, to head: ObjectID, mergeBase: ObjectID, shallow: Set<ObjectID>
    ) throws(ContractCheckError) -> Range {
        let commits = try workspace.repository.commits(from: base, to: head, shallow: shallow)
        if let cut = commits.first(where: { shallow.contains($0) }) {
            throw .missingHistory(
                "Commit \(String(cut.description.prefix(12))) in \(options.base)..\(options.head) has parents this "
                    + "shallow clone does not have; \(Self.fetchAdvice)."
            )
        }
        return Range(base: base, head: head, mergeBase: mergeBase, commits: commits)
    }
}
