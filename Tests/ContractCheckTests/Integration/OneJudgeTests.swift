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
