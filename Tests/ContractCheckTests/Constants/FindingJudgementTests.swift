import Foundation
import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// A §8 finding is made once, in its final form, where its bullet's state is decided: the checker
/// is given what the base has, the renames and the working tree (`FindingJudgement`), so the
/// report's bullet states and its findings agree, and nothing relabels a finding afterwards.
@Suite struct FindingJudgementTests {
    static let document = """
        # Contract

        ## 8. Mirrored constants

        - Storage key `app.token` — `a.ts` ↔ `b.ts`.
        """

    /// What a base has, as a table: the checker asks it per bullet.
    struct FixedBase: BaseFindings {
        let known: [String: KnownAtBase]
        func known(bullet label: String, observed: [Observation]) throws(ContractCheckError) -> KnownAtBase? {
            known[label]
        }
    }

    static func check(
        _ files: [String: String], base: [String: KnownAtBase]?,
        moves: (MirroredConstants) -> [Location: MovedReference]
    ) throws -> ConstantsReport {
        let memory = InMemoryFiles(files)
        let constants = try ConstantsParser().parse(bytes: Array(document.utf8), path: "doc.md")
        let judgement = FindingJudgement(base: base.map(FixedBase.init), moves: moves(constants))
        return try ConstantsChecker(
            constants: constants, resolver: PathResolver(roots: [""], paths: memory.paths), snapshot: memory,
            judgement: judgement
        ).run()
    }

    static let drift = FindingIdentity(
        rule: .constantDrift, subject: FindingSubject(bullet: "Storage key", value: "app.token", side: 1))

    /// Each row: the files, what the base has of the bullet (nil: no base), whether the second
    /// reference moved; the findings' rules, the pre-existing findings' rules, the bullet's state.
    @Test(
        arguments: [
            // No base: as observed.
            (["a.ts": "const k = 'app.token'", "b.ts": "const k = 'x'"], nil, false, ["constant-drift"], [], "drift"),
            (["a.ts": "const k = 'app.token'"], nil, false, ["unresolved-reference"], [], "unresolved"),
            // The base has the drift: pre-existing, still a drift bullet.
            (
                ["a.ts": "const k = 'app.token'", "b.ts": "const k = 'x'"],
                KnownAtBase(identities: [drift], hasBullet: true), false, [], ["constant-drift"], "drift"
            ),
            // A reference the commit broke blocks as drift, and its bullet is in drift.
            (
                ["a.ts": "const k = 'app.token'"], KnownAtBase(identities: [], hasBullet: true), false,
                ["constant-drift"], [], "drift"
            ),
            // One the base could not resolve either stays a note about an unresolved bullet.
            (
                ["a.ts": "const k = 'app.token'"],
                KnownAtBase(
                    identities: [
                        FindingIdentity(
                            rule: .unresolvedReference,
                            subject: FindingSubject(bullet: "Storage key", reference: "b.ts"))
                    ], hasBullet: true), false, ["unresolved-reference"], [], "unresolved"
            ),
            // One whose file the commit renamed: reference-moved, the reference unresolved.
            (
                ["a.ts": "const k = 'app.token'", "c.ts": "const k = 'app.token'"],
                KnownAtBase(identities: [], hasBullet: true), true, ["reference-moved"], [], "unresolved"
            ),
        ] as [([String: String], KnownAtBase?, Bool, [String], [String], String)])
    func theCheckerMakesEachFindingFinal(
        files: [String: String], known: KnownAtBase?, moved: Bool, rules: [String], preExisting: [String],
        state: String
    ) throws {
        let report = try Self.check(files, base: known.map { ["Storage key": $0] }) { constants in
            guard moved else { return [:] }
            let reference = constants.bullets[0].clauses[0].sides[1].references[0]
            return [
                Location(path: "doc.md", line: reference.line, column: reference.column): MovedReference(
                    reference: reference, label: "Storage key", rename: FileRename(from: "b.ts", to: "c.ts"),
                    suggestion: "c.ts")
            ]
        }
        #expect(report.findings.map(\.rule.id) == rules)
        #expect(report.preExisting.map(\.rule.id) == preExisting)
        #expect(report.bullets.map(\.state.rawValue) == [state])
        let drifts = report.findings.filter { $0.rule == .constantDrift }.count
        #expect(report.coverage.drift == (state == "drift" ? 1 : 0))
        #expect(drifts == (state == "drift" && preExisting.isEmpty ? 1 : 0))
    }

    /// The broken reference's finding, word for word, as the checker made it.
    @Test func aBrokenReferenceIsMadeDriftWithItsFinalMessage() throws {
        let report = try Self.check(
            ["a.ts": "const k = 'app.token'"], base: ["Storage key": KnownAtBase(identities: [], hasBullet: true)]
        ) { _ in [:] }
        #expect(report.findings.count == 1)
        #expect(
            report.findings.first?.message
                == "This commit breaks a reference of \(report.sectionName) that resolves at HEAD: \"b.ts\" in "
                + "\"Storage key\" matches no file under the repository root.")
        #expect(
            report.findings.first?.hints == [
                "Rename or restore it on every side, and update the document when the file or symbol really moved."
            ])
        #expect(report.status == .findings)
    }

    /// Through `check` on a real repository: a commit deleting a side's file breaks a reference
    /// that resolves at HEAD. The finding is `constant-drift`, and so is the bullet (it used to
    /// stay "unresolved" while its finding was relabelled drift after the check).
    @Test func aDeletedSideIsADriftBulletInCheck() throws {
        let repo = try HookOutputTests.make()
        try repo.git(["rm", "-q", "web/lib/auth.ts"])
        let result = try repo.contractCheck(["check", "--format", "json"])
        #expect(result.status == 1, "\(result.output)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["ruleId"] as? String } == ["constant-drift"])
        let constants = try #require(object["constants"] as? [String: Any], "\(object.keys)")
        let bullets = try #require(constants["bullets"] as? [[String: Any]])
        #expect(bullets.compactMap { $0["state"] as? String } == ["drift"])
        let coverage = try #require(constants["coverage"] as? [String: Any])
        #expect(coverage["drift"] as? Int == 1)
        #expect(coverage["unresolved"] as? Int == 0)
        let text = try repo.contractCheck(["check"])
        #expect(
            text.stdout.contains(
                "§8 Mirrored constants over the staged files: 0 of 1 bullet verified (0 shape-checked, "
                    + "0 symbol-precise, 0 file-wide), 1 drift, 0 unresolved, 0 unverifiable."), "\(text.output)")
    }
}
