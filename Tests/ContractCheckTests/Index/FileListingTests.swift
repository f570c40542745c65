import Foundation
import Testing

@testable import ContractCheck

/// The files the §8 check and the audit read (`SourceSnapshot`'s `FileListing`), against git's
/// own lists: the index's stage-0 regular files against `git ls-files --stage`, a commit's
/// against `git ls-tree -r`, and the resolver's lookups by root and suffix.
@Suite struct FileListingTests {
    /// `mode id path` of every regular file git lists, in byte order.
    static func gitFiles(_ repo: TempGitRepo, _ arguments: [String], stageField: Bool) throws -> [String] {
        try repo.git(arguments).stdout.split(separator: "\0").compactMap { record -> String? in
            guard let tab = record.firstIndex(of: "\t") else { return nil }
            let fields = record[..<tab].split(separator: " ")
            guard fields[0].hasPrefix("100") else { return nil }
            if stageField, fields[2] != "0" { return nil }
            return "\(fields[stageField ? 1 : 2]) \(record[record.index(after: tab)...])"
        }
    }

    static func listed(_ snapshot: SourceSnapshot) throws -> [String] {
        let listing = try snapshot.listing
        return (0..<listing.count).map { position in
            "\(listing.id(at: position)?.description ?? "-") \(listing.path(at: position))"
        }
    }

    /// A staged change with every kind of entry: a modification, an addition, a deletion, an
    /// intent-to-add file, a skip-worktree entry, a symbolic link, a conflict and a mode change.
    static func everyKindOfEntry() throws -> TempGitRepo {
        let repo = try IndexFormatTests.stagedChange()
        try repo.write("intent.txt", "to add\n")
        try repo.git(["add", "-N", "intent.txt"])
        try repo.git(["update-index", "--skip-worktree", "keep/x.txt"])
        try repo.git(["update-index", "--chmod=+x", "z.txt"])
        let one = try repo.hashObject("one\n")
        try repo.indexInfo([
            "0 0000000000000000000000000000000000000000\tdir/one.txt",
            "100644 \(one) 1\tdir/one.txt", "100644 \(one) 2\tdir/one.txt",
        ])
        return repo
    }

    @Test(arguments: [2, 3, 4])
    func theStagedListIsGitsStageZeroRegularFiles(version: Int) throws {
        let repo = try Self.everyKindOfEntry()
        try repo.git(["update-index", "--index-version", "\(version)"])
        let repository = try IndexDifferential(repo).repository()
        let snapshot = try SourceSnapshot(repository: repository, kind: .staged)
        let expected = try Self.gitFiles(repo, ["ls-files", "--stage", "-z"], stageField: true)
        #expect(try Self.listed(snapshot) == expected)
        #expect(expected.contains { $0.hasSuffix(" intent.txt") })
        #expect(!expected.contains { $0.hasSuffix(" dir/one.txt") })
    }

    @Test(arguments: ["HEAD", "HEAD~1"])
    func aCommitsListIsItsTreeSeenThroughTheIndex(revision: String) throws {
        let repo = try Self.everyKindOfEntry()
        if revision == "HEAD~1" {
            // A second commit, so that the index differs from HEAD~1 in many more paths.
            try repo.git(["reset", "-q", "--hard"])
            try repo.write("new/one.txt", "1\n")
            try repo.write("dir/two.txt", "rewritten\n")
            try repo.remove("b/c/sibling.txt")
            try repo.commitAll("second", verify: false)
            try repo.write("staged.txt", "staged\n")
            try repo.git(["add", "staged.txt"])
        }
        let repository = try IndexDifferential(repo).repository()
        let commit = try #require(
            ObjectID(
                hex: repo.git(["rev-parse", revision]).stdout
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
        let snapshot = try SourceSnapshot(repository: repository, kind: .commit(commit))
        let expected = try Self.gitFiles(repo, ["ls-tree", "-r", "-z", revision], stageField: false)
        #expect(try Self.listed(snapshot) == expected)
        #expect(expected.count == 13)  // the base commit's files but the symbolic link
    }

    @Test func aSplitIndexIsListedByTheFallbacks() throws {
        let repo = try IndexFormatTests.stagedChange()
        try repo.git(["update-index", "--split-index"])
        let repository = try IndexDifferential(repo).repository()
        let snapshot = try SourceSnapshot(repository: repository, kind: .staged)
        #expect(
            try Self.listed(snapshot) == (try Self.gitFiles(repo, ["ls-files", "--stage", "-z"], stageField: true)))
        let head = try #require(try repository.headCommit())
        let atHead = try SourceSnapshot(repository: repository, kind: .commit(head))
        #expect(
            try Self.listed(atHead) == (try Self.gitFiles(repo, ["ls-tree", "-r", "-z", "HEAD"], stageField: false)))
    }

    /// A commit listed by scope (what `ci` and the identity-only runs read) holds exactly the
    /// files git lists under the scope's folders; a nested root, a missing one and a root that
    /// names a file add nothing; a file outside the scope is read from the complete listing.
    @Test func aScopedCommitListsWhatGitListsUnderItsFolders() throws {
        let repo = try TempGitRepo()
        for path in ["app/a.swift", "app/Sub/b.swift", "web/src/c.ts", "web/d.ts", "other/e.ts", "top.txt", "appx/f"] {
            try repo.write(path, path + "\n")
        }
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Files"])
        let repository = try IndexDifferential(repo).repository()
        let head = try #require(try repository.headCommit())
        let scope = ListingScope(roots: ["app/", "app/Sub/", "web/src", "missing/", "top.txt/"])
        #expect(scope.folders == ["app/", "missing/", "top.txt/", "web/src/"])
        let snapshot = try SourceSnapshot(repository: repository, kind: .commit(head), scope: scope)
        let scoped = (0..<snapshot.scoped.count).map { position in
            "\(snapshot.scoped.id(at: position)?.description ?? "-") \(snapshot.scoped.path(at: position))"
        }
        let git = try Self.gitFiles(repo, ["ls-tree", "-r", "-z", "HEAD", "--", "app/", "web/src/"], stageField: false)
        #expect(scoped == git)
        #expect(scoped.count == 3)
        #expect(try snapshot.bytes("other/e.ts") == Array("other/e.ts\n".utf8))
        #expect(try snapshot.contains("appx/f") == true)
        #expect(try Self.listed(snapshot).count == 7)
        #expect(ListingScope(roots: ["", "app/"]).folders == nil)
        #expect(scope.covers(roots: ["app/Sub/", "web/src/"]) == true)
        #expect(scope.covers(roots: ["web/"]) == false)
    }

    @Test func prefixRangesAndSuffixesAreBytes() {
        let listing = FileListing(paths: ["a/b/x.ts", "a/b0", "a/bx/x.ts", "a/b/c/x.ts", "ab/x.ts", "a/b/x.ts"])
        #expect(listing.allPaths == ["a/b/c/x.ts", "a/b/x.ts", "a/b0", "a/bx/x.ts", "ab/x.ts"])
        #expect(listing.range(withPrefix: "a/b/") == 0..<2)
        #expect(listing.range(withPrefix: "a/") == 0..<4)
        #expect(listing.range(withPrefix: "zz").isEmpty)
        #expect(listing.position(of: "a/b0") == 2)
        #expect(listing.position(of: "a/b") == nil)
    }

    @Test func aLongListIsScannedByPackedTailsWithTheSameAnswers() {
        // Over `tailScanThreshold` files, suffix scans compare packed last bytes first.
        var paths = (0..<6000).map { "pkg\($0 % 37)/mod\($0)/file_\($0 % 11).ts" }
        paths += ["x.ts", "a/x.ts", "deep/a/x.ts", "b/ax.ts", "é/x.ts", "k/long-name-of-a-file.swift"]
        let listing = FileListing(paths: paths)
        #expect(listing.count > FileListing.tailScanThreshold)
        for suffix in ["/x.ts", "/a/x.ts", "/file_3.ts", "/long-name-of-a-file.swift", "x.ts", "/nothing.ts", "s"] {
            let expected = (0..<listing.count).filter {
                listing.path(at: $0).utf8.reversed().starts(with: suffix.utf8.reversed())
            }
            #expect(
                listing.positions(endingWith: Array(suffix.utf8), in: 0..<listing.count, minimumCount: 0) == expected,
                "\(suffix)")
        }
        let resolver = PathResolver(roots: ["nowhere/"], files: listing)
        #expect(resolver.resolve("x.ts") == .unresolved(similar: ["a/x.ts", "deep/a/x.ts", "x.ts", "é/x.ts"]))
    }

    /// A listing derived change after change (as `ci` derives each checked commit's from the
    /// last one's) lists what a listing made afresh lists: the same paths in the same order with
    /// the same ids, and the same lookups, whether a change only modifies files (the ids change
    /// in place), adds or deletes some, or both. Seeded: a failure reproduces.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func aDerivedListingListsWhatAFreshOneLists(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func id() -> ObjectID {
            ObjectID(high: random.next(), middle: random.next(), low: UInt32(truncatingIfNeeded: random.next()))
        }
        var files: [String: ObjectID] = [:]
        for number in 0..<300 { files["d\(number % 7)/f\(number).ts"] = id() }
        var listing = FileListing(paths: files.map { (Array($0.key.utf8), Optional($0.value)) })
        for step in 0..<40 {
            var replaced: [[UInt8]] = []
            var added: [(path: [UInt8], id: ObjectID?)] = []
            for _ in 0..<Int(random.next() % 6) {
                let path = files.keys.sorted()[Int(random.next() % UInt64(files.count))]
                guard !replaced.contains(Array(path.utf8)) else { continue }
                replaced.append(Array(path.utf8))
                if step % 3 == 2, random.next() % 2 == 0 {
                    files[path] = nil
                } else {
                    files[path] = id()
                    added.append((Array(path.utf8), files[path]))
                }
            }
            if step % 4 == 3 {
                let path = "d\(random.next() % 9)/new\(step).ts"
                files[path] = id()
                replaced.append(Array(path.utf8))
                added.append((Array(path.utf8), files[path]))
            }
            listing = listing.replacing(replaced, with: added)
            let fresh = FileListing(paths: files.map { (Array($0.key.utf8), Optional($0.value)) })
            #expect(listing.allPaths == fresh.allPaths, "step \(step)")
            #expect((0..<listing.count).map(listing.id(at:)) == (0..<fresh.count).map(fresh.id(at:)), "step \(step)")
            #expect(listing.position(of: "d3/f3.ts") == fresh.position(of: "d3/f3.ts"))
            #expect(
                listing.positions(endingWith: Array("/f1.ts".utf8), in: 0..<listing.count, minimumCount: 0)
                    == fresh.positions(endingWith: Array("/f1.ts".utf8), in: 0..<fresh.count, minimumCount: 0))
        }
    }

    @Test func aReferenceResolvesOnlyBelowItsRoot() {
        let resolver = PathResolver(roots: ["a/b/"], paths: ["a/b/x.ts", "a/b/c/y.ts", "q/b/y.ts"])
        #expect(resolver.resolve("x.ts") == .resolved("a/b/x.ts"))
        #expect(resolver.resolve("c/y.ts") == .resolved("a/b/c/y.ts"))
        #expect(resolver.resolve("y.ts") == .resolved("a/b/c/y.ts"))
        // The `/` before `b/x.ts` would be the root's own: `b/x.ts` is not under `a/b/`.
        #expect(resolver.resolve("b/x.ts") == .unresolved(similar: ["a/b/x.ts"]))
        #expect(resolver.resolve("b/y.ts") == .unresolved(similar: ["a/b/c/y.ts", "q/b/y.ts"]))
        #expect(resolver.resolveAnywhere("b/y.ts") == .resolved("q/b/y.ts"))
        var quiet = resolver
        quiet.suggestsSimilar = false
        #expect(quiet.resolve("b/x.ts") == .unresolved(similar: []))
    }
}
