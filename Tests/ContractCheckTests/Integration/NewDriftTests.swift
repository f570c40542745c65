import Foundation
import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Only new drift blocks: the hooks judge what a commit introduces against the commit it
/// replaces, and `ci` what the range introduces against the merge base, on copies of the example.
@Suite struct NewDriftTests {
    static let web = "beebox/src/frontend/src/components/chat/native-post.ts"
    static let channelDrift = ("\"beeboxLocationState\"", "\"beeboxLocationStatus\"")

    static func head(_ repo: TempGitRepo) throws -> String {
        try repo.git(["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A drift accepted once, then an unrelated commit to a §8 file and a document-only commit:
    /// both pass at commit-msg (pre-commit says the drift is already at HEAD), and `ci` over
    /// the three passes with the drift accepted; a later pull request over it passes too.
    @Test func anAcceptedDriftDoesNotBlockLaterCommits() throws {
        let repo = try ExampleRepo.make()
        let base = try Self.head(repo)
        try ExampleRepo.replace(repo, Self.web, Self.channelDrift.0, Self.channelDrift.1)
        let accepted = try repo.tryCommit([
            "-qam", "Server first\n\nContract-Unchanged: testing\nContract-Drift-Accepted: the app follows",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")

        try repo.append("ios-app/BeeBox/Views/ChatWebView.swift", "// a comment")
        let unrelated = try repo.tryCommit(["-qam", "Comment the web view\n\nContract-Unchanged: a comment"])
        #expect(unrelated.status == 0, "\(unrelated.output)")
        #expect(
            unrelated.stderr.contains(
                // The bullets naming the web view: the hook checks only the bullets a commit changes.
                "contract-check: note: 3 drift findings in §8 Mirrored constants are already at HEAD and do not "
                    + "block this commit"
            ),
            "\(unrelated.stderr)")
        #expect(!unrelated.stderr.contains("[constant-drift]"), "\(unrelated.stderr)")

        try ExampleRepo.replace(repo, ExampleRepo.document, "must move together.", "must move together, always.")
        let documentOnly = try repo.tryCommit(["-qam", "Say it twice"])
        #expect(documentOnly.status == 0, "\(documentOnly.output)")
        #expect(!documentOnly.stderr.contains("[constant-drift]"), "\(documentOnly.stderr)")

        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 0, "\(ci.output)")
        #expect(ci.stdout.contains("3 passed, 0 blocked, 1 drift accepted"), "\(ci.stdout)")

        let later = try Self.head(repo)
        try repo.append("ios-app/BeeBox/Views/ChatWebView.swift", "// another comment")
        #expect(try repo.tryCommit(["-qam", "Another comment\n\nContract-Unchanged: a comment"]).status == 0)
        let next = try repo.contractCheck(["ci", "--base", later])
        #expect(next.status == 0, "\(next.output)")
        #expect(
            next.stdout.contains("already at the base, not failing: \(Self.web):"), "\(next.stdout)")
        #expect(next.stdout.contains(": [constant-drift] \"beeboxLocationState\""), "\(next.stdout)")
    }

    /// A pull request over drift already at its base passes and says so; one that introduces
    /// drift fails on the commit that introduced it (as the commit-msg hook would have blocked
    /// it), and its summary line says why, in text and JSON alike.
    @Test func aPullRequestFailsOnlyOnDriftItIntroduces() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        try ExampleRepo.replace(repo, Self.web, Self.channelDrift.0, Self.channelDrift.1)
        try repo.commitAll("Drift on main", verify: false)
        let base = try Self.head(repo)
        try repo.append("ios-app/BeeBox/Views/ChatWebView.swift", "// a comment")
        try repo.commitAll("A comment\n\nContract-Unchanged: a comment", verify: false)
        let over = try repo.contractCheck(["ci", "--base", base])
        #expect(over.status == 0, "\(over.output)")
        #expect(over.stdout.contains("1 passed, 0 blocked, "), "\(over.stdout)")
        #expect(!over.stdout.contains("finding at head") && !over.stdout.contains("findings at head"), "\(over.stdout)")
        #expect(
            over.stdout.contains(
                "1 passed, 0 blocked, 13 findings in §8 Mirrored constants already at the base (not failing)."),
            "\(over.stdout)")

        let second = try Self.head(repo)
        try ExampleRepo.replace(repo, "ios-app/BeeBox/Models/ChatImageAttachment.swift", "dataBase64", "base64Data")
        try repo.commitAll("Rename a key on one side\n\nContract-Unchanged: testing", verify: false)
        let introduced = try repo.contractCheck(["ci", "--base", second])
        #expect(introduced.status == 1, "\(introduced.output)")
        #expect(
            introduced.stdout.contains(
                "0 passed, 1 blocked, 13 findings in §8 Mirrored constants already at the base (not failing)"),
            "\(introduced.stdout)")
        #expect(
            introduced.stdout.contains(
                "ChatImageAttachment in \"ios-app/BeeBox/Models/ChatImageAttachment.swift\" has the key \"base64Data\" "
                    + "where \"Emission V2 JSON keys\" lists \"dataBase64\"."), "\(introduced.stdout)")
        let json = try repo.contractCheck(["ci", "--base", second, "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            (object["summary"] as? String)?.contains("0 passed, 1 blocked") == true,
            "\(json.stdout)")
        #expect((object["preExistingDrift"] as? [[String: Any]])?.isEmpty == false)
    }

    /// A bullet written with `<->` checks nothing, says which separator it found, and, as a
    /// bullet the document can fix (issue 18, section 6), `constants` exits 1 and the commit that
    /// adds it is blocked unless the drift trailer accepts it.
    @Test func aBulletWithTheWrongSeparatorSaysWhy() throws {
        let repo = try ExampleRepo.make()
        let bullet = "- Retry header `X-Retry` — `Views/ChatWebView.swift` <-> `lib/mobile-auth.ts`.\n\n"
        try ExampleRepo.replace(
            repo, ExampleRepo.document, "- localStorage key `beebox", bullet + "- localStorage key `beebox")
        let constants = try repo.contractCheck(["constants"])
        #expect(
            constants.stdout.contains(
                "mobile-contract.md:658: unverifiable Retry header — it names only one side (sides are separated by ↔; "
                    + "found `<->`)"
            ),
            "\(constants.stdout)")
        #expect(constants.status == 1, "\(constants.output)")
        try repo.git(["add", "-A"])
        let blocked = try repo.tryCommit(["-q", "-m", "Document a header"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "[unverifiable-constant] \"Retry header\" cannot be verified: it names only one side "
                    + "(sides are separated by ↔; found `<->`)."
            ),
            "\(blocked.stderr)")
        let commit = try repo.tryCommit(["-q", "-m", "Document a header\n\nContract-Drift-Accepted: fixed later"])
        #expect(commit.status == 0, "\(commit.output)")
        // The next commit touching §8 does not repeat it: the bullet is already there.
        try repo.append("ios-app/BeeBox/Views/ChatWebView.swift", "// a comment")
        let next = try repo.tryCommit(["-qam", "A comment\n\nContract-Unchanged: a comment"])
        #expect(next.status == 0, "\(next.output)")
        #expect(!next.stderr.contains("checks nothing"), "\(next.stderr)")
    }

    /// The separator look-alikes, as a table over one side's text and references.
    @Test(
        arguments: [
            ("`a.ts` <-> `b.swift`", 2, "it names only one side (sides are separated by ↔; found `<->`)"),
            ("`a.ts` <=> `b.swift`", 2, "it names only one side (sides are separated by ↔; found `<=>`)"),
            ("`a.ts` ⟷ `b.swift`", 2, "it names only one side (sides are separated by ↔; found `⟷`)"),
            ("`a.ts` --> `b.swift`", 2, "it names only one side (sides are separated by ↔; found `-->`)"),
            ("`a.ts` - `b.swift`", 2, "it names only one side (sides are separated by ↔; found ` - `)"),
            (
                "`a.ts` (the web side - for now)", 1,
                "it names only one side (sides are separated by \" ↔ \", and it has none)"
            ),
            ("`a.ts` / `b.ts`", 2, "it names only one side (sides are separated by \" ↔ \", and it has none)"),
        ] as [(String, Int, String)])
    func separatorReasons(text: String, references: Int, reason: String) {
        let side = ConstantSide(
            references: (0..<references).map { FileReference(path: "f\($0).ts", line: 1, column: 1) },
            text: text, line: 1)
        #expect(SideSeparator.reason(side) == reason)
    }

    /// `FindingJudgement.judge`, in process: a table of observations against what the base has,
    /// each made a finding once in its final form.
    @Test func findingsAreComparedByIdentityNotWording() {
        let subject = FindingSubject(bullet: "Keys", value: "id", side: 1)
        let reworded = Observation(
            rule: .constantDrift, message: "Worded otherwise.", location: Location(path: "x.ts", line: 9),
            subject: subject)
        let other = Observation(
            rule: .constantDrift, message: "\"id\" of \"Keys\" is missing from side 2.",
            subject: FindingSubject(bullet: "Keys", value: "id", side: 0))
        let unresolved = Observation(
            rule: .unresolvedReference, message: "\"a.ts\" in \"Keys\" matches no file.",
            subject: FindingSubject(bullet: "Keys", reference: "a.ts"))
        let unverifiable = Observation(
            rule: .unverifiableConstant, severity: .note, message: "\"New\" cannot be verified.",
            subject: FindingSubject(bullet: "New"))
        func judged(_ observed: Observation, _ known: KnownAtBase) -> JudgedFinding {
            FindingJudgement.judge(
                observed, known: known, move: nil, suggestions: nil, sectionName: "§8 Mirrored constants")
        }
        let drift = KnownAtBase(identities: [FindingIdentity(rule: .constantDrift, subject: subject)], hasBullet: false)
        let broken = Finding(
            rule: .constantDrift,
            message: "This commit adds a reference of §8 Mirrored constants that does not resolve: \"a.ts\" in "
                + "\"Keys\" matches no file.",
            hints: [
                "Rename or restore it on every side, and update the document when the file or symbol really moved."
            ],
            subject: unresolved.subject)
        #expect(judged(reworded, drift) == .preExisting(reworded.finding))
        #expect(judged(other, drift) == .finding(other.finding))
        #expect(judged(unresolved, drift) == .finding(broken))
        #expect(judged(unverifiable, drift) == .newlyUnverifiable(unverifiable.finding))
        let both = KnownAtBase(
            identities: Set([unresolved, unverifiable].map { FindingIdentity(rule: $0.rule, subject: $0.subject!) }),
            hasBullet: true)
        #expect(judged(unresolved, both) == .finding(unresolved.finding))
        #expect(judged(unverifiable, both) == .finding(unverifiable.finding))
        let noBase = FindingJudgement.judge(
            unresolved, known: nil, move: nil, suggestions: nil, sectionName: "§8 Mirrored constants")
        #expect(noBase == .finding(unresolved.finding))
    }
}
