import Testing

@testable import AnchorManifest
@testable import ContractCheck
@testable import contract_check

/// The one commit judgement (`CommitDecision`) on constructed readings, in process: no git, no
/// files. Each case is a document inline, the commit's change, its trailers and its stage
/// beside the decision expected; then the hook's message and `ci`'s row rendered from one.
@Suite struct CommitDecisionTests {
    static let routes = """
        # Contract

        ## Anchor manifest

        ```
        src/api/routes.ts
        ```
        """
    static let bridge = """
        # Contract

        ## Anchor manifest

        ```
        ios/App/Bridge.swift
        ```
        """
    static let broken = """
        # Contract

        ## Anchor manifest

        No code block here.
        """
    static let commit = ObjectID(hex: "0123456789abcdef0123456789abcdef01234567")!

    static func manifest(_ markdown: String) -> CommitReading.Manifest {
        do {
            return .parsed(try ManifestParser().parse(bytes: Array(markdown.utf8), path: "docs/contract.md"))
        } catch {
            return .invalid(error)
        }
    }

    static func reading(
        _ markdown: String, changed: [String], constants: CommitReading.Constants = .none, file: String? = nil
    ) -> CommitReading {
        CommitReading(
            configuration: Configuration(documentPath: "docs/contract.md", file: file), manifest: manifest(markdown),
            documentAliases: ["docs/contract.md"],
            changes: ChangeSet(changes: changed.map { FileChange(.modified, $0) }, source: .libgit2),
            constants: constants)
    }

    static func drift(_ value: String) -> ConstantsReport {
        let finding = Finding(
            rule: .constantDrift, message: "\"\(value)\" of \"Channels\" is missing",
            location: Location(path: "web/api.ts", line: 3))
        return ConstantsReport(
            documentPath: "docs/contract.md", sectionLine: 9, sectionName: "§8 Mirrored constants", bullets: [],
            findings: [finding])
    }

    static let unchanged = [Trailer(token: "Contract-Unchanged", value: "a comment")]
    static let accepted = [Trailer(token: "contract-drift-accepted", value: " rollout")]

    /// (what is tested, readings parent's first, trailers, stage) → (deciding reading, finding
    /// rules, blocks).
    static let cases:
        [(
            name: String, readings: [CommitReading], trailers: [Trailer]?, stage: JudgementStage,
            decidedBy: Int, rules: [Rule], blocks: Bool
        )] = [
            (
                "the parent's configuration blocks",
                [
                    reading(routes, changed: ["src/api/routes.ts"]),
                    reading(bridge, changed: ["src/api/routes.ts"]),
                ], [], .commitMsg, 0, [.anchorWithoutDocument], true
            ),
            (
                "the commit's own configuration blocks",
                [
                    reading(bridge, changed: ["src/api/routes.ts"]),
                    reading(routes, changed: ["src/api/routes.ts"]),
                ], [], .commitMsg, 1, [.anchorWithoutDocument], true
            ),
            (
                "neither blocks: the commit's own decides",
                [
                    reading(bridge, changed: ["src/api/routes.ts"]),
                    reading(routes, changed: ["README.md"]),
                ], [], .commitMsg, 1, [], false
            ),
            (
                "the trailer excuses the anchor", [reading(routes, changed: ["src/api/routes.ts"])], unchanged,
                .commitMsg, 0, [], false
            ),
            (
                "a document that stops parsing, at pre-commit",
                [
                    reading(routes, changed: []),
                    reading(broken, changed: ["docs/contract.md"]),
                ], nil, .preCommit, 1, [.documentInvalid], true
            ),
            (
                "a document that does not parse at a commit ci judges", [reading(broken, changed: ["README.md"])], [],
                .committed(commit), 0, [.documentInvalid], true
            ),
            (
                "§8 drift accepted by the commit's own trailer",
                [reading(routes, changed: ["web/api.ts"], constants: .report(drift("a")))], accepted, .commitMsg, 0,
                [], false
            ),
            (
                "§8 drift without the trailer",
                [reading(routes, changed: ["web/api.ts"], constants: .report(drift("a")))],
                unchanged, .commitMsg, 0, [.constantDrift], true
            ),
            (
                "§8 that does not parse at a commit ci judges",
                [
                    reading(
                        routes, changed: ["web/api.ts"],
                        constants: .invalid(
                            AnchorManifestError(
                                document: "docs/contract.md", line: 9,
                                problem: .noCodeBlock(section: "Mirrored constants"))))
                ],
                [], .committed(commit), 0, [.documentInvalid], true
            ),
            (
                "pre-commit without trailers: would block, does not", [reading(routes, changed: ["src/api/routes.ts"])],
                nil, .preCommit, 0, [.anchorWithoutDocument], false
            ),
        ]

    @Test(arguments: cases.indices)
    func decides(_ index: Int) {
        let item = Self.cases[index]
        let decision = CommitDecision(item.readings, trailers: item.trailers, stage: item.stage)
        #expect(decision.decidedBy == item.decidedBy, "\(item.name)")
        #expect(decision.findings.map(\.rule) == item.rules, "\(item.name)")
        #expect(decision.blocks == item.blocks, "\(item.name)")
        #expect(decision.configurationCount == item.readings.count, "\(item.name)")
    }

    /// The drift the trailer accepts is that commit's own: the decision holds it apart from
    /// what blocks, with the trailer that accepted it.
    @Test func acceptedDriftIsHeldWithItsTrailer() {
        let decision = CommitDecision(
            [Self.reading(Self.routes, changed: ["web/api.ts"], constants: .report(Self.drift("a")))],
            trailers: Self.accepted, stage: .committed(Self.commit))
        #expect(decision.drift?.accepted.map(\.message) == ["\"a\" of \"Channels\" is missing"])
        #expect(decision.drift?.blocking.count == 0)
        #expect(decision.drift?.trailer == Self.accepted[0])
        #expect(decision.ownDriftTrailer == Self.accepted[0])
    }

    /// The messages the document-invalid finding says, by stage.
    @Test func theDocumentInvalidFinding() {
        let staged = CommitDecision(
            [Self.reading(Self.broken, changed: ["docs/contract.md"])], trailers: nil, stage: .preCommit)
        #expect(
            staged.findings.map(\.message) == [
                "The staged contract document no longer parses: The section \"Anchor manifest\" has no code "
                    + "block; the manifest must be a fenced or indented code block."
            ])
        #expect(
            staged.findings.map(\.hints) == [
                ["Fix the document and stage it again; every later commit reads its manifest from it."]
            ])
        let committed = CommitDecision(
            [Self.reading(Self.broken, changed: [])], trailers: [], stage: .committed(Self.commit))
        #expect(
            committed.findings.map(\.message) == [
                "The contract document does not parse at this commit: The section \"Anchor manifest\" has no code "
                    + "block; the manifest must be a fenced or indented code block."
            ])
        #expect(committed.findings.map(\.commit) == [Self.commit.description])
    }

    /// The commit-msg hook's block, rendered from a constructed decision.
    @Test func theHookMessage() {
        let decision = CommitDecision(
            [Self.reading(Self.routes, changed: ["src/api/routes.ts"])], trailers: [], stage: .commitMsg)
        let verdict = HookVerdict(
            decision, context: CommitContext(kind: .ordinary, baseTrees: [nil], invocation: nil), commandLine: nil)
        #expect(verdict.status == .findings)
        let lines = HookMessages.commitMsg(
            verdict, messageFile: ".git/COMMIT_EDITMSG", style: TextStyle(enabled: false))
        #expect(lines == Self.hookMessage, "\(lines)")
    }

    static let hookMessage = [
        """
        src/api/routes.ts: error: [anchor-without-document] Contract anchor "src/api/routes.ts" is modified \
        without the contract document "docs/contract.md".
        docs/contract.md:6: note: listed in the anchor manifest as "src/api/routes.ts"

        The contract document docs/contract.md is not part of this commit.
        Update the document and stage it (git add docs/contract.md), or, if the contract really is unchanged, \
        end the message with this trailer as its last paragraph:

            Contract-Unchanged: <reason>

        (git commit --trailer 'Contract-Unchanged: <reason>' adds it; your message is kept in \
        .git/COMMIT_EDITMSG, and git commit -e -F .git/COMMIT_EDITMSG reuses it.)
        contract-check: commit blocked: 1 contract anchor changed without the contract document (1 error).
        """
    ]

    /// `ci`'s row for a commit, rendered from a constructed decision.
    @Test func theCIReport() {
        let decision = CommitDecision(
            [
                Self.reading(Self.bridge, changed: ["src/api/routes.ts"]),
                Self.reading(Self.routes, changed: ["src/api/routes.ts"]),
            ],
            trailers: [], stage: .committed(Self.commit))
        let commit = CICommit(decision, id: Self.commit, subject: "Change the routes", parents: 1)
        let report = CIReport(
            base: Self.commit, head: Self.commit, commits: [commit], findings: decision.findings, constants: nil,
            acceptedDrift: [], preExistingDrift: [])
        #expect(CIOutput.table(report, style: TextStyle(enabled: false)) == Self.ciTable)
        #expect(report.summary == "1 commit in 0123456789ab..0123456789ab, 0 passed, 1 blocked")
        #expect(
            decision.findings.map(\.hints) == [
                [
                    "If the contract did not change, end the message of commit 0123456789ab with the trailer "
                        + "`Contract-Unchanged: <reason>` (git commit --amend --trailer 'Contract-Unchanged: <reason>' "
                        + "for the last commit, git rebase -i to reword an earlier one)."
                ]
            ])
    }

    /// The commit changes the configuration: the parent's passes, its own blocks.
    static let ciTable = [
        "  0123456789ab  blocked                    Change the routes  "
            + "[changes .contract-check: judged under the parent's and its own]"
    ]
}
