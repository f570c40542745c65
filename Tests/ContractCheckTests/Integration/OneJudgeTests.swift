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

    /// A reason made only of invisible characters (zero-width space, word joiner) is no reason to
    /// the commit-msg hook, `check` nor `ci`: the one definition of visible serves all three.
    @Test(arguments: ["\u{200B}", "\u{2060}\u{200B}"])
    func anInvisibleReasonIsNoReason(reason: String) throws {
        let repo = try ExampleRepo.make()
        let base = try Self.head(repo)
        try repo.append(Self.web, "// a comment")
        let message = "Web\n\nContract-Unchanged: \(reason)"
        let stored = try repo.git(["interpret-trailers", "--parse"], input: message).stdout
        #expect(stored == "Contract-Unchanged: \(reason)\n", "git reads the trailer: \(stored.debugDescription)")
        try repo.git(["add", "-A"])
        let check = try repo.contractCheck(["check", "-m", message])
        #expect(check.status == 1, "\(check.output)")
        let hook = try repo.tryCommit(["-q", "--cleanup=verbatim", "-m", message])
        #expect(hook.status == 1, "\(hook.output)")
        #expect(try repo.tryCommit(["-q", "--no-verify", "--cleanup=verbatim", "-m", message]).status == 0)
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
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
            ("Contract-Drift-Accepted: \u{200B}", false),
            ("Contract-Drift-Accepted: \u{2060}\u{200B}", false),
            ("Contract-Drift-Accepted: \u{202E}\u{FEFF}\u{180E}", false),
            ("Contract-Drift-Accepted: \u{3164}\u{FE0F}\u{00AD}", false),
            ("Contract-Drift-Accepted: \u{E000}", false),
            ("Contract-Drift-Accepted: \u{200B}r", true),
            ("Contract-Drift-Accepted: \u{00E9}", true),
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

/// `ci` takes a range as git does (issue 20, item 3), and a commit it blocks comes with the
/// trailer that would have let it through (issue 20, item 7).
@Suite struct CIRangeTests {
    static func summary(_ output: String) -> String {
        output.split(separator: "\n").first { $0.hasPrefix("contract-check: ") && $0.contains(" commit") }
            .map(String.init) ?? ""
    }

    @Test func aRangeIsReadAsGitReadsIt() throws {
        let (repo, _) = try CIGateTests.history()
        let byBase = try repo.contractCheck(["ci", "--base", "main"])
        #expect(byBase.status == 1, "\(byBase.output)")
        try repo.git(["checkout", "-q", "main"])
        try repo.append("README.md", "main moves on")
        try repo.git(["commit", "-qam", "Main moves on"])
        let mergeBase = try repo.git(["merge-base", "main", "feature"]).stdout.prefix(12)
        for arguments in [["ci", "main..feature"], ["ci", "--base", "main..feature"], ["ci", "main...feature"]] {
            let result = try repo.contractCheck(arguments)
            #expect(result.status == 1, "\(arguments): \(result.output)")
            #expect(result.stdout.contains("4 commits in"), "\(arguments): \(result.stdout)")
            #expect(result.stdout.contains("3 passed, 1 blocked"), "\(arguments): \(result.stdout)")
        }
        // A...B starts at the merge base, not at A.
        let symmetric = try repo.contractCheck(["ci", "main...feature"])
        #expect(Self.summary(symmetric.stdout).contains("in \(mergeBase).."), "\(symmetric.stdout)")
        // An end left out is HEAD (main here): nothing of feature's.
        let toHead = try repo.contractCheck(["ci", "feature.."])
        #expect(toHead.status == 0, "\(toHead.output)")
        #expect(toHead.stdout.contains("1 commit in"), "\(toHead.stdout)")
        let twice = try repo.contractCheck(["ci", "main..feature", "--head", "main"])
        #expect(twice.status == 2, "\(twice.output)")
        #expect(twice.stderr.contains("give one of them"), "\(twice.stderr)")
    }

    /// Advice names what to fetch, never a range.
    @Test func adviceNeverFetchesARange() throws {
        let (repo, _) = try CIGateTests.history()
        let result = try repo.contractCheck(["ci", "--base", "origin/release..feature"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.stderr.contains("git fetch origin release"), "\(result.stderr)")
        #expect(!result.stderr.contains("release..feature"), "\(result.stderr)")
        #expect(!CIGate.resolveAdvice("main..feature").contains("fetch"))
    }

    /// A blocked commit's findings say which trailer would have let it through.
    @Test func aBlockedCommitComesWithHints() throws {
        let (repo, ids) = try CIGateTests.history()
        let bypass = try #require(ids["bypass"])
        let json = try repo.contractCheck(["ci", "--base", "main", "--format", "json"])
        #expect(json.status == 1, "\(json.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        let hints = findings.first?["hints"] as? [String] ?? []
        #expect(
            hints == [
                "If the contract did not change, end the message of commit \(bypass.prefix(12)) with the trailer "
                    + "`Contract-Unchanged: <reason>` (git commit --amend --trailer 'Contract-Unchanged: <reason>' "
                    + "for the last commit, git rebase -i to reword an earlier one)."
            ], "\(json.stdout)")
    }
}

/// Merges are judged by what they add to the automatic merge of their parents (what
/// `git show --remerge-diff` shows), in the hook and in `ci`.
@Suite struct MergeJudgementTests {
    /// main documents a change of an anchor; the merge of a side branch takes the side's stale
    /// copy of it back (`git checkout side -- path`), undoing main's change.
    @Test func aStaleCopyRestoredDuringAMergeIsCaught() throws {
        let repo = try ContractFixture.make()
        let base = try OneJudgeTests.head(repo)
        try repo.git(["checkout", "-q", "-b", "side"])
        try repo.append("README.md", "side")
        try repo.git(["commit", "-qam", "Side"])
        try repo.git(["checkout", "-q", "main"])
        try repo.append("src/api/routes.ts", "export const documented = 1;")
        try repo.append(ContractFixture.documentPath, "The documented route.")
        try repo.git(["commit", "-qam", "Documented change"])
        try repo.git(["merge", "-q", "--no-commit", "--no-ff", "side"])
        try repo.git(["checkout", "side", "--", "src/api/routes.ts"])
        let hook = try repo.tryCommit(["--no-edit"])
        #expect(hook.status == 1, "\(hook.output)")
        #expect(hook.stderr.contains("\"src/api/routes.ts\" is modified"), "\(hook.stderr)")
        #expect(try repo.tryCommit(["--no-edit", "--no-verify"]).status == 0)
        let merge = try OneJudgeTests.head(repo)
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("src/api/routes.ts: error: [\(merge.prefix(12))] [anchor-without-document]"))
        #expect(ci.stdout.contains("2 passed, 1 blocked"), "\(ci.stdout)")
        let skipped = try repo.contractCheck(["ci", "--base", base, "--skip-merges"])
        #expect(skipped.status == 0, "\(skipped.output)")
        #expect(skipped.stdout.contains("2 passed, 0 blocked, 1 merge skipped"), "\(skipped.stdout)")
    }

    /// A conflict's resolution is content no commit was judged with: it needs the document or
    /// the trailer like any change.
    @Test func aConflictsResolutionIsTheMergesOwnChange() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        try repo.git(["checkout", "-q", "-b", "side"])
        try repo.append("src/api/routes.ts", "export const side = 1;")
        try repo.git(["commit", "-qam", "Side\n\nContract-Unchanged: test"])
        try repo.git(["checkout", "-q", "main"])
        try repo.append("src/api/routes.ts", "export const main = 1;")
        try repo.git(["commit", "-qam", "Main\n\nContract-Unchanged: test"])
        #expect(try repo.git(["merge", "-q", "side"], check: false).status == 1)
        try repo.append("src/api/routes.ts", "")
        let resolved = try repo.read("src/api/routes.ts").split(separator: "\n")
            .filter { !$0.hasPrefix("<<<<<<<") && !$0.hasPrefix("=======") && !$0.hasPrefix(">>>>>>>") }
            .joined(separator: "\n")
        try repo.write("src/api/routes.ts", resolved + "\n")
        try repo.git(["add", "src/api/routes.ts"])
        #expect(try repo.tryCommit(["--no-edit", "--no-verify"]).status == 0)
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("2 passed, 1 blocked"), "\(ci.stdout)")
    }

    /// The same for a §8 side: main renames a value on every side and in the document; the
    /// merge restores a side's stale copy, so the sides drift in the merge itself.
    @Test func aStaleSideRestoredDuringAMergeDrifts() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        try repo.git(["checkout", "-q", "-b", "side"])
        try repo.append("README.md", "side")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-qm", "Side"])
        try repo.git(["checkout", "-q", "main"])
        let files = try repo.git(["grep", "-l", "beeboxLocationState"]).stdout.split(separator: "\n")
        for file in files {
            try ExampleRepo.replace(repo, String(file), "beeboxLocationState", "beeboxLocationStatus")
        }
        try repo.git(["commit", "-qam", "Rename a channel everywhere\n\nContract-Unchanged: testing"])
        let renamed = try repo.contractCheck(["ci", "--base", base])
        #expect(renamed.status == 0, "the rename is consistent: \(renamed.output)")
        try repo.git(["merge", "-q", "--no-commit", "--no-ff", "side"])
        try repo.git(["checkout", "side", "--", OneJudgeTests.web])
        #expect(try repo.tryCommit(["--no-edit", "--no-verify"]).status == 0)
        let merge = try OneJudgeTests.head(repo)
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("\(merge.prefix(12))  blocked"), "\(ci.stdout)")
        #expect(ci.stdout.contains("[\(merge.prefix(12))] [constant-drift]"), "\(ci.stdout)")
    }
}

/// A drift accepted on a file-wide side covers that drift only: a later commit that changes
/// the side's value again is judged on its own, in the hook and in `ci`, as on a symbol side.
@Suite struct ScopedAcceptanceTests {
    static let side = "ios-app/BeeBox/Views/ChatWebView.swift"

    /// The 1-based line of the side file that holds `text`.
    static func line(of text: String, in repo: TempGitRepo) throws -> Int {
        let lines = try repo.read(side).components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test func aFileWideSideDriftingAgainIsBlocked() throws {
        let repo = try ExampleRepo.make()
        let base = try OneJudgeTests.head(repo)
        try ExampleRepo.replace(repo, Self.side, "\"beeboxLocationState\"", "\"beeboxLocationStatus\"")
        let accepted = try repo.tryCommit([
            "-qam", "Rename\n\nContract-Unchanged: testing\nContract-Drift-Accepted: the web follows",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
        // A comment keeps the side's literals: the drift is the one accepted.
        try repo.append(Self.side, "// a comment")
        let comment = try repo.tryCommit(["-qam", "Comment\n\nContract-Unchanged: a comment"])
        #expect(comment.status == 0, "\(comment.output)")
        try ExampleRepo.replace(repo, Self.side, "\"beeboxLocationStatus\"", "\"beeboxLocationUpdate\"")
        let again = try repo.tryCommit(["-qam", "Rename again\n\nContract-Unchanged: testing"])
        #expect(again.status == 1, "\(again.output)")
        #expect(
            again.stderr.contains(
                // The finding points at the literal that stands in the value's place.
                "\(Self.side):\(try Self.line(of: "beeboxLocationUpdate", in: repo)): error: [constant-drift] "
                    + "\"beeboxLocationState\" of \"Script-message channel names\""),
            "\(again.stderr)")
        #expect(try repo.tryCommit(["-qa", "--no-verify", "-m", "Rename again\n\nContract-Unchanged: t"]).status == 0)
        let last = try OneJudgeTests.head(repo)
        let ci = try repo.contractCheck(["ci", "--base", base])
        #expect(ci.status == 1, "\(ci.output)")
        #expect(ci.stdout.contains("\(last.prefix(12))  blocked (mirrored constants)"), "\(ci.stdout)")
        #expect(ci.stdout.contains("2 passed, 1 blocked"), "\(ci.stdout)")
    }
}
