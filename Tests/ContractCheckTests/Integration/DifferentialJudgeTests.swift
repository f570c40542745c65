import Foundation
import Testing

@testable import ContractCheck

/// The hooks and `ci` hold together (issue 16): over seeded, generated commit sequences on the
/// example (anchor edits with and without the document, §8 edits on one side and on every side,
/// configuration edits, trailers with odd whitespace and case, clean merges, stale-copy merges,
/// octopus merges and stale-copy octopus merges, renames), `ci`'s verdict on each commit equals
/// the commit-msg hook's, replayed on the same commit (its parent checked out, the index and
/// working tree set to the commit, `MERGE_HEAD` naming every other parent of a merge, its stored
/// message). Both run in process, through the library. The number of
/// sequences is `CONTRACT_CHECK_DIFFERENTIAL` (default 160, divided by `CONTRACT_CHECK_SLOWDOWN`
/// under the sanitizers); a failure names the sequence's seed.
@Suite struct DifferentialJudgeTests {
    static let seed: UInt64 = 20_261_202
    static let count: Int = {
        let environment = ProcessInfo.processInfo.environment
        let slowdown = max(1, Int(environment["CONTRACT_CHECK_SLOWDOWN"] ?? "") ?? 1)
        return (Int(environment["CONTRACT_CHECK_DIFFERENTIAL"] ?? "") ?? 160) / slowdown
    }()

    static let web = "beebox/src/frontend/src/components/chat/native-post.ts"
    static let ios = "ios-app/BeeBox/Views/ChatWebView.swift"
    static let anchors = [
        web, "beebox/src/frontend/src/lib/mobile-auth.ts", "beebox/src/core/mobile/pairing.ts",
        "beebox/src/webapp/routes/pairing.ts", ios,
    ]
    static let channels = ["beeboxLocationState", "beeboxNarrationState", "beeboxSession", "beeboxResponseState"]
    /// Configurations a commit may switch to: §8 off, roots that hold nothing, and roots that
    /// reach past the document's (`ci` reads a commit's change under its roots).
    static let configurations = [
        "", "\tconstantsSection = No such section\n", "\tsourceRoot = nowhere/\n", "\tsourceRoot = ios-app/\n",
    ]
    static let reasons = [" a reason", "   spaced out  ", "\t", "\u{0C}", "", " r", "\u{0B}"]
    /// Repository settings a group of sequences is made and judged under: how git reads the
    /// trailers (`trailer.separators`, `trailer.<name>.key`) and cleans the message
    /// (`commit.cleanup`, `core.commentChar`). Each group's commits are judged by `ci` and the
    /// hook under its settings.
    static let settings: [[(key: String, value: String)]] = [
        [],
        [("trailer.cu.key", "Contract-Unchanged"), ("trailer.da.key", "Contract-Drift-Accepted")],
        [("trailer.separators", ":=")],
        [("trailer.separators", "=")],
        [("commit.cleanup", "strip"), ("core.commentChar", ";")],
        [("commit.cleanup", "whitespace")],
        [("trailer.Contract-Unchanged.key", "Reason"), ("trailer.separators", ":="), ("core.commentChar", ";")],
    ]
    /// For each of `settings`, the spellings of the override that its settings make git read
    /// differently from the default (or, without such settings, the plain one).
    static let spellings: [[String]] = [
        ["Contract-Unchanged"], ["cu", "CU", "Contract"], ["Contract-Unchanged"], ["Contract-Unchanged"],
        ["Contract-Unchanged"], ["Contract-Unchanged"], ["Contract-Unchanged", "contract-unchanged"],
    ]
    /// How many sequences share one group of settings.
    static let groupSize = 10

    /// One generated history, in the example's repository.
    struct Generator {
        let repo: TempGitRepo
        var rng: SplitMix64
        var step = 0
        /// The override's spellings that matter under the group's settings.
        var spellings = ["Contract-Unchanged"]
        /// The last change edited an anchor and not the document.
        var anchorOnly = false

        @discardableResult
        func git(_ arguments: [String], check: Bool = true) throws -> ProcessResult {
            try repo.git(arguments, check: check)
        }

        /// A message: a subject and 0–2 trailers with odd keys (their configured short names
        /// too), separators and values, now and then followed by a comment line.
        mutating func message() -> String {
            var lines: [String] = []
            // An anchor changed without the document: the override decides, so it is given, now
            // and then, in the spellings the repository's settings make git read one way or another.
            if anchorOnly && rng.chance(80) {
                lines.append(rng.pick(spellings) + rng.pick([":", "=", " :"]) + " a reason")
            }
            anchorOnly = false
            for (key, short) in [("Contract-Unchanged", "cu"), ("Contract-Drift-Accepted", "da")]
            where rng.chance(45) && !(key == "Contract-Unchanged" && !lines.isEmpty) {
                let spelled = rng.pick([key, key.lowercased(), key.uppercased(), short])
                lines.append(spelled + rng.pick([":", ":", "="]) + rng.pick(DifferentialJudgeTests.reasons))
            }
            if !lines.isEmpty && rng.chance(20) { lines.append(rng.pick(["# a comment", "; a comment"])) }
            step += 1
            return "Step \(step)" + (lines.isEmpty ? "" : "\n\n" + lines.joined(separator: "\n")) + "\n"
        }

        /// Commits the working tree, cleaned by the repository's `commit.cleanup` (or
        /// verbatim) as git stores it.
        mutating func commit() throws {
            let file = repo.sandbox + "/message"
            try message().write(toFile: file, atomically: true, encoding: .utf8)
            try git(["add", "-A"])
            let cleanup = rng.chance(50) ? ["--cleanup=verbatim"] : []
            try git(["commit", "-q", "--no-verify", "--allow-empty"] + cleanup + ["-F", file])
        }

        /// One change to the working tree, of a kind the generator picks.
        mutating func change() throws {
            switch rng.below(6) {
            case 0:
                try repo.append(rng.pick(DifferentialJudgeTests.anchors), "// edit \(step)")
                anchorOnly = true
                if rng.chance(50) {
                    try repo.append(ExampleRepo.document, "Edited \(step).")
                    anchorOnly = false
                }
            case 1:
                anchorOnly = true
                try rename(
                    rng.pick(DifferentialJudgeTests.channels),
                    in: [rng.pick([DifferentialJudgeTests.web, DifferentialJudgeTests.ios])])
            case 2:
                let channel = rng.pick(DifferentialJudgeTests.channels)
                let files = try git(["grep", "-l", "\"\(channel)", "--", "."], check: false).stdout
                    .split(separator: "\n").map(String.init)
                try rename(channel, in: files + [ExampleRepo.document])
            case 3:
                try repo.write(
                    ".contract-check",
                    "[contract]\n\tdocument = \(ExampleRepo.document)\n"
                        + rng.pick(DifferentialJudgeTests.configurations))
                if rng.chance(50) {
                    try rename(rng.pick(DifferentialJudgeTests.channels), in: [DifferentialJudgeTests.web])
                }
            case 4:
                let from = rng.pick([
                    DifferentialJudgeTests.web, DifferentialJudgeTests.ios, "beebox/src/core/mobile/pairing.ts",
                ])
                guard FileManager.default.fileExists(atPath: repo.root + "/" + from) else { return }
                // Moved beside itself, or out of every source root.
                let to =
                    rng.chance(50)
                    ? from.replacingOccurrences(of: ".", with: "-moved.")
                    : "moved-out/" + (from.split(separator: "/").last.map(String.init) ?? from)
                if to.hasPrefix("moved-out/") {
                    try FileManager.default.createDirectory(
                        atPath: repo.root + "/moved-out", withIntermediateDirectories: true)
                }
                try git(["mv", from, to])
                anchorOnly = true
            default:
                try repo.append("README.md", "unrelated \(step)")
            }
        }

        /// `channel` renamed to another value in `files` (those that hold it).
        mutating func rename(_ channel: String, in files: [String]) throws {
            let renamed = channel + "V\(rng.below(3))"
            for file in files where FileManager.default.fileExists(atPath: repo.root + "/" + file) {
                let text = try repo.read(file)
                if text.contains(channel) && !text.contains(renamed) {
                    try repo.write(file, text.replacingOccurrences(of: channel, with: renamed))
                }
            }
        }

        /// One side branch with one commit (or, a third of the time, two: an octopus merge),
        /// merged back: cleanly, or taking the first side's stale copy of a path this branch
        /// changed (a merge that conflicts is given up).
        mutating func merge(_ index: Int) throws {
            let sides = rng.chance(33) ? ["side\(index)", "side\(index)-octopus"] : ["side\(index)"]
            for side in sides { try git(["branch", "-f", side, "HEAD"]) }
            try change()
            try commit()
            for side in sides {
                try git(["checkout", "-q", side])
                try change()
                try commit()
            }
            try git(["checkout", "-q", "sequences"])
            let changed = try git(["diff", "--name-only", "HEAD~1", "HEAD"]).stdout.split(separator: "\n")
            let merged = try git(["merge", "-q", "--no-commit", "--no-ff"] + sides, check: false)
            guard merged.status == 0 else {
                try git(["merge", "--abort"], check: false)
                try git(["reset", "-q", "--hard"])
                return
            }
            if rng.chance(50), let path = changed.first.map(String.init),
                try git(["cat-file", "-e", "\(sides[0]):\(path)"], check: false).status == 0
            {
                try git(["checkout", sides[0], "--", path])
            }
            try commit()
        }
    }

    static func environment(_ repo: TempGitRepo, _ directory: String) -> GitEnvironment {
        GitEnvironment(
            workingDirectory: directory,
            variables: repo.environment.filter { GitEnvironment.relevantNames.contains($0.key) })
    }

    /// The commit-msg hook's verdict on `commit`, replayed in the `replay` worktree (whose git
    /// directory is `gitDirectory`): HEAD detached at its first parent, the index and the
    /// working tree set to the commit, `MERGE_HEAD` naming its other parents.
    static func hookBlocks(
        _ repo: TempGitRepo, replay: String, gitDirectory: String, commit: ObjectID, in repository: GitRepository
    ) throws -> Bool {
        let info = try repository.commitInfo(commit)
        try (info.parents[0].description + "\n").write(
            toFile: gitDirectory + "/HEAD", atomically: true, encoding: .utf8)
        try repo.git(["read-tree", "-u", "--reset", commit.description], in: replay)
        let mergeHead = gitDirectory + "/MERGE_HEAD"
        if info.parents.count > 1 {
            try (info.parents.dropFirst().map(\.description).joined(separator: "\n") + "\n").write(
                toFile: mergeHead, atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(atPath: mergeHead) }
        let workspace = try Workspace(options: CheckOptions(environment: environment(repo, replay)))
        let judge = CommitJudge(
            workspace: workspace, message: .text(info.message, cleanup: .verbatim), gitCommandLine: nil)
        return try judge.run().status == .findings
    }

    /// Replaces the repository's trailer and cleanup settings with `settings`.
    static func configure(_ repo: TempGitRepo, _ settings: [(key: String, value: String)]) throws {
        for key in Set(Self.settings.flatMap { $0.map(\.key) }) {
            try repo.git(["config", "--unset-all", key], check: false)
        }
        for setting in settings { try repo.git(["config", setting.key, setting.value]) }
    }

    /// The outcome of one group: how many commits were judged, blocked, merges, octopus merges.
    struct Tally {
        var judged = 0
        var blocked = 0
        var merges = 0
        var octopus = 0
    }

    /// `ci` over `base..HEAD` under the repository's settings, each commit's verdict compared with
    /// the hook's replayed on it.
    static func compare(
        _ repo: TempGitRepo, base: String, replay: String, gitDirectory: String, seeds: [String: UInt64],
        into tally: inout Tally
    ) throws {
        let workspace = try Workspace(options: CheckOptions(environment: Self.environment(repo, repo.root)))
        let report = try CIGate(workspace: workspace, options: CIGate.Options(base: base)).run()
        for commit in report.commits {
            let hook = try Self.hookBlocks(
                repo, replay: replay, gitDirectory: gitDirectory, commit: commit.id, in: workspace.repository)
            let ci = commit.isBlocked
            let verdict = hook ? "blocks" : "passes"
            let note =
                "seed \(seeds[commit.id.description] ?? 0): commit \(commit.subject) (\(commit.id)): the hook "
                + "\(verdict), ci: \(commit.outcome) \(commit.constantsFindings.map(\.message))"
            #expect(hook == ci, "\(note)")
            tally.judged += 1
            if ci { tally.blocked += 1 }
            if commit.parents > 1 { tally.merges += 1 }
            if commit.parents > 2 { tally.octopus += 1 }
        }
    }

    @Test func ciAgreesWithTheHookOnEveryCommit() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let base = try OneJudgeTests.head(repo)
        let replay = repo.sandbox + "/replay"
        try repo.git(["worktree", "add", "-q", "--detach", replay, base])
        let gitDirectory = try repo.git(["rev-parse", "--absolute-git-dir"], in: replay).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // The sequences follow each other on one branch; a sequence starts from the example as
        // imported about a third of the time, else from where the last one left off. Each names
        // its seed, which reproduces it from its start (under its group's settings). Each group
        // of sequences is made under one of `settings` and judged by one `ci` run under them.
        try repo.git(["checkout", "-q", "-b", "sequences"])
        var seeds: [String: UInt64] = [:]
        var tip = base
        var groupBase = base
        var tally = Tally()
        for index in 0..<Self.count {
            if index % Self.groupSize == 0 {
                try Self.configure(repo, Self.settings[index / Self.groupSize % Self.settings.count])
            }
            let seed = Self.seed &+ UInt64(index)
            var generator = Generator(repo: repo, rng: SplitMix64(seed: seed))
            generator.spellings = Self.spellings[index / Self.groupSize % Self.settings.count]
            if generator.rng.chance(35) {
                try repo.git(["read-tree", "-u", "--reset", base])
                try generator.commit()
            }
            for _ in 0..<(1 + generator.rng.below(2)) {
                if generator.rng.chance(20) {
                    try generator.merge(index)
                } else {
                    try generator.change()
                    try generator.commit()
                }
            }
            for line in try repo.git(["rev-list", tip + "..sequences"]).stdout.split(separator: "\n") {
                seeds[String(line)] = seed
            }
            tip = try OneJudgeTests.head(repo)
            if index % Self.groupSize == Self.groupSize - 1 || index == Self.count - 1 {
                try Self.compare(
                    repo, base: groupBase, replay: replay, gitDirectory: gitDirectory, seeds: seeds, into: &tally)
                groupBase = tip
            }
        }
        print(
            "differential: \(Self.count) sequences, \(tally.judged) commits, \(tally.blocked) blocked, "
                + "\(tally.merges) merges, \(tally.octopus) octopus")
        // The sequences must exercise both answers and merges, or agreement means little.
        #expect(tally.judged >= Self.count)
        #expect(tally.blocked > tally.judged / 10)
        #expect(tally.blocked < tally.judged * 9 / 10)
        #expect(Self.count < 20 || tally.merges > Self.count / 20)
        #expect(Self.count < 60 || tally.octopus > 0)
    }
}
