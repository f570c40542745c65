import Foundation
import Testing

@testable import ContractCheck

/// Issue 16: the hooks and `ci` decide a commit the same way, so `ci` catches what a bypassed
/// hook would have blocked.
@Suite struct OneJudgeTests {
    static let web = "beebox/src/frontend/src/components/chat/native-post.ts"

    static func head(_ repo: TempGitRepo, _ revision: String = "HEAD") throws -> String {
        try repo.git(["rev-parse", revision]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One predicate for "carries trailer K with a reason": a form feed is a value git keeps but
    /// no reason, so neither the commit-msg hook nor `ci` accepts a drift with it.
    @Test func aFormFeedIsNoReasonInTheHookNorInCI() throws {
        let repo = try ExampleRepo.make()
        let base = try Self.head(repo)
        try ExampleRepo.replace(repo, Self.web, "\"beeboxLocationState\"", "\"beeboxLocationStatus\"")
        let message = "Server first\n\nContract-Unchanged: testing\nContract-Drift-Accepted:\u{0C}"
        let hook = try repo.tryCommit(["-qa", "--cleanup=verbatim", "-m", message])
        #expect(hook.status == 1, "\(hook.output)")
        #expect(hook.stderr.contains("[constant-drift]"), "\(hook.stderr)")
        #expect(try repo.tryCommit(["-qa", "--no-verify", "--cleanup=verbatim", "-m", message]).status == 0)
        let stored = try repo.git(["log", "-1", "--format=%(trailers:key=Contract-Drift-Accepted)"]).stdout
        #expect(stored.hasPrefix("Contract-Drift-Accepted:"), "git reads the trailer: \(stored.debugDescription)")
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(!ci.stdout.contains("drift accepted"), "\(ci.stdout)")
    }

    /// The predicate over trailers as git parses them: a token and a visible value.
    @Test(
        arguments: [
            ("Contract-Drift-Accepted: rollout", true),
            ("contract-drift-accepted: rollout", true),
            ("Contract-Drift-Accepted:", false),
            ("Contract-Drift-Accepted: \u{0C}", false),
            ("Contract-Drift-Accepted: \u{0B}\t", false),
            ("Contract-Drift-Accepted-Not: rollout", false),
        ] as [(String, Bool)])
    func theOnePredicate(line: String, accepted: Bool) {
        let trailers = TrailerParser().trailers(in: Array("Subject\n\n\(line)\n".utf8))
        #expect((Trailer.reason("Contract-Drift-Accepted", in: trailers) != nil) == accepted, "\(trailers)")
    }

    /// `git replace --graft` in a shallow clone does not hide a commit from `ci`: every git the
    /// tool starts ignores replace refs, as libgit2 does.
    @Test func aGraftDoesNotHideACommit() throws {
        let (repo, _) = try CIGateTests.history()
        try repo.append("README.md", "harmless")
        try repo.git(["commit", "-qam", "Harmless"])
        let clone = repo.sandbox + "/shallow"
        try repo.git(["clone", "-q", "--depth", "4", "--branch", "feature", "file://" + repo.root, clone])
        let base = try repo.git(["rev-parse", "HEAD~3"], in: clone).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let honest = try repo.contractCheck(["ci", "--base", base], in: clone)
        #expect(honest.status == 1, "\(honest.output)")
        try repo.git(["replace", "--graft", "HEAD", base], in: clone)
        #expect(try repo.git(["rev-list", "--count", "HEAD", "^" + base], in: clone).stdout.hasPrefix("1"))
        let grafted = try repo.contractCheck(["ci", "--base", base], in: clone)
        #expect(grafted.status == 1, "\(grafted.output)")
        #expect(grafted.stdout.contains("[anchor-without-document]"), "\(grafted.stdout)")
        #expect(grafted.stdout.contains("3 commits in"), "\(grafted.stdout)")
    }
}

/// `ci` judges §8 commit by commit, as the commit-msg hook would have, under the parent's
/// configuration and the commit's own.
@Suite struct CIPerCommitConstantsTests {
    static let web = OneJudgeTests.web
    static let drift = ("\"beeboxLocationState\"", "\"beeboxLocationStatus\"")

    static func bypass(_ repo: TempGitRepo, _ message: String) throws -> String {
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", message])
        return try OneJudgeTests.head(repo)
    }

    /// One commit that renames §8's section in `.contract-check`, or points the source root
    /// nowhere, and drifts a side: under its parent's configuration the drift is new.
    @Test(arguments: ["\tconstantsSection = No such section\n", "\tsourceRoot = nowhere/\n"])
    func aConfigurationChangeCannotSilenceTheDriftItMakes(setting: String) throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        try repo.write(".contract-check", try repo.read(".contract-check") + setting)
        try ExampleRepo.replace(repo, Self.web, Self.drift.0, Self.drift.1)
        let commit = try Self.bypass(repo, "Quietly\n\nContract-Unchanged: testing")
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("\(commit.prefix(12))  blocked (mirrored constants)"), "\(ci.stdout)")
        #expect(ci.stdout.contains("[\(commit.prefix(12))] [constant-drift]"), "\(ci.stdout)")
        #expect(ci.stdout.contains("0 passed, 1 blocked"), "\(ci.stdout)")
    }

    /// A trailer accepts the drift its own commit introduces, nothing later: commit 1 touches a
    /// side harmlessly with the trailer, commit 2 drifts it without one.
    @Test func aTrailerDoesNotAcceptALaterCommitsDrift() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        try repo.append(Self.web, "// harmless")
        let first = try Self.bypass(repo, "Harmless\n\nContract-Unchanged: a comment\nContract-Drift-Accepted: rollout")
        try ExampleRepo.replace(repo, Self.web, Self.drift.0, Self.drift.1)
        let second = try Self.bypass(repo, "Drift\n\nContract-Unchanged: testing")
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("\(first.prefix(12))  passed (trailer)"), "\(ci.stdout)")
        #expect(ci.stdout.contains("\(second.prefix(12))  blocked (mirrored constants)"), "\(ci.stdout)")
        #expect(!ci.stdout.contains("drift accepted"), "\(ci.stdout)")
        #expect(ci.stdout.contains("1 passed, 1 blocked"), "\(ci.stdout)")
    }

    /// The same drift accepted by its own commit passes, and says which commit accepted it.
    @Test func aTrailerAcceptsItsOwnCommitsDrift() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        try ExampleRepo.replace(repo, Self.web, Self.drift.0, Self.drift.1)
        let own = try Self.bypass(repo, "Drift\n\nContract-Unchanged: testing\nContract-Drift-Accepted: rollout")
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 0, "\(ci.output)")
        #expect(ci.stdout.contains("drift accepted by \(own.prefix(12)) (Contract-Drift-Accepted: rollout)"))
        #expect(ci.stdout.contains("1 passed, 0 blocked, 1 drift accepted"), "\(ci.stdout)")
    }

    /// `--doc` is applied on top of each commit's configuration, never instead of the parent's:
    /// a `manifestSection` swap that hides an anchor change is judged under the parent's.
    @Test func theDocumentOnTheCommandLineKeepsTheParentsConfiguration() throws {
        let repo = try ConfigurationChangeTests.make()
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write(".contract-check", ContractFixture.configuration + "\tmanifestSection = Quick capture\n")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        let swap = try ConfigurationChangeTests.commit(repo, "Change routes")
        let result = try repo.contractCheck(["ci", "--base", "main", "--doc", ContractFixture.documentPath])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("src/api/routes.ts: error: [\(swap.prefix(12))] [anchor-without-document]"))
    }
}
