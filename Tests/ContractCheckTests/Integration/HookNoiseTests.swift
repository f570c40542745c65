import Foundation
import Testing

@testable import ContractCheck

/// One change is one finding per side that changed, and the heads-up names only staged files
/// (issue 20, item 8), pinned on a copy of the example with the hooks `install` put in place
/// and a real `git commit`.
@Suite struct HookNoiseTests {
    static let swiftSide = "ios-app/BeeBox/Views/ChatWebView.swift"
    static let renamedCase = ("case sent, queued, rejected", "case sent, pending, rejected")
    static let renamedInDocument = ("dispositions `sent|queued|rejected`", "dispositions `sent|pending|rejected`")

    /// The note the example's HEAD already earns on a commit that touches the bullet's files.
    /// The installed hooks run the tests' build, which is not on PATH: the notes name its path.
    /// The seed's accepted drift among the bullets naming the changed file (the hooks check only
    /// the bullets a commit changes, so the seed's other drift and loose references go unread).
    static let seedNotes = """
        contract-check: note: 2 drift findings in §8 Mirrored constants are already at HEAD and do \
        not block this commit; run \(TempGitRepo.binary) constants --staged for details.
        """

    /// One enum case renamed on the Swift side: one finding for the side (not "queued is not a
    /// member" and "has the member pending"), and a heads-up that lists its file once.
    @Test func oneRenamedEnumCaseIsOneFinding() throws {
        let repo = try ExampleRepo.make()
        try ExampleRepo.replace(repo, Self.swiftSide, Self.renamedCase.0, Self.renamedCase.1)
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Rename a disposition"])
        #expect(result.status == 1, "\(result.output)")
        let expected = """
            contract-check: heads-up: 1 contract anchor staged without the contract document \
            beebox/docs/mobile-contract.md and 1 mirrored-constant drift in the staged files:
              iOS native shell: webview bridge, pairing model, paired-box storage
                M ios-app/BeeBox/Views/ChatWebView.swift
              Mirrored constants
                "Receipt shape": ios-app/BeeBox/Views/ChatWebView.swift:13
              The message on the command line lacks Contract-Unchanged: <reason> and Contract-Drift-Accepted: \
            <reason>, so the commit-msg hook will block it: update the document and stage it (git add \
            beebox/docs/mobile-contract.md) and change every side together, or add them with git commit -m 'Rename a \
            disposition' --trailer 'Contract-Unchanged: <reason>' --trailer 'Contract-Drift-Accepted: <reason>'.
            \(Self.seedNotes)
            ios-app/BeeBox/Views/ChatWebView.swift: error: [anchor-without-document] Contract anchor \
            "ios-app/BeeBox/Views/ChatWebView.swift" is modified without the contract document \
            "beebox/docs/mobile-contract.md".
            beebox/docs/mobile-contract.md:784: note: listed in the anchor manifest as \
            "ios-app/BeeBox/Views/ChatWebView.swift" under "iOS native shell: webview bridge, pairing model, \
            paired-box storage"
            ios-app/BeeBox/Views/ChatWebView.swift:13: error: [constant-drift] Disposition in \
            "ios-app/BeeBox/Views/ChatWebView.swift" has the member "pending" where "Receipt shape" lists "queued" \
            (a closed set: every member must be listed).
            beebox/docs/mobile-contract.md:668:93: note: the set is listed in "Receipt shape" here
                Change every side together (and the document too, when the shape itself changes).
            """
        #expect(result.stderr.hasPrefix(expected + "\n\n"), "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                "contract-check: commit blocked: 1 contract anchor changed without the contract document and 1 "
                    + "mirrored-constant drift (2 errors).\n"), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "\n").count == 23, "\(result.stderr)")
    }

    /// The set renamed in the document alone: one finding per side, and the heads-up names the
    /// staged document, not the sides' files (which are not staged).
    @Test func aRenameInTheDocumentNamesOnlyTheStagedDocument() throws {
        let repo = try ExampleRepo.make()
        try ExampleRepo.replace(repo, ExampleRepo.document, Self.renamedInDocument.0, Self.renamedInDocument.1)
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-m", "Rename a disposition in the contract"])
        #expect(result.status == 1, "\(result.output)")
        let headsUp = HookOutputTests.block(result.stderr, from: "contract-check: heads-up:")
        #expect(
            headsUp == [
                "contract-check: heads-up: 2 mirrored-constant drifts in the staged files:",
                "  Mirrored constants",
                "    \"Receipt shape\": beebox/docs/mobile-contract.md:668 (2 drifts)",
                "  The message on the command line lacks Contract-Drift-Accepted: <reason>, so the commit-msg hook "
                    + "will block it: change every side together, or add it with git commit -m 'Rename a disposition "
                    + "in the contract' --trailer 'Contract-Drift-Accepted: <reason>'.",
            ], "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "ios-app/BeeBox/Views/ChatWebView.swift:13: error: [constant-drift] Disposition in "
                    + "\"ios-app/BeeBox/Views/ChatWebView.swift\" has the member \"queued\" where \"Receipt shape\" "
                    + "lists \"pending\" (a closed set: every member must be listed)."), "\(result.stderr)")
        #expect(HookOutputTests.occurrences("[constant-drift]", in: result.stderr) == 2, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("contract-check: commit blocked: 2 mirrored-constant drifts (2 errors).\n"))
    }

    /// Several differences of one type on one side are one finding that names each.
    @Test func severalDifferencesOfOneTypeAreOneFinding() throws {
        let repo = try ExampleRepo.make()
        try ExampleRepo.replace(repo, Self.swiftSide, Self.renamedCase.0, "case sent, pending, rejected, failed")
        let result = try repo.tryCommit([
            "-am", "Rename dispositions", "--trailer", "Contract-Unchanged: testing",
        ])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.stderr.contains(
                "ios-app/BeeBox/Views/ChatWebView.swift:13: error: [constant-drift] Disposition in "
                    + "\"ios-app/BeeBox/Views/ChatWebView.swift\" does not match \"Receipt shape\": \"queued\" is not "
                    + "a member; it has the member \"pending\", which is not listed; it has the member \"failed\", "
                    + "which is not listed (a closed set: every member must be listed)."), "\(result.stderr)")
        #expect(HookOutputTests.occurrences("[constant-drift]", in: result.stderr) == 1, "\(result.stderr)")
    }

    /// Two findings of one bullet in one file are one line of the heads-up, at the first
    /// finding's line (the missing case points at the enum it is missing from), counted.
    @Test func theHeadsUpListsABulletsFileOnce() throws {
        let repo = try ExampleRepo.make()
        try ExampleRepo.replace(repo, Self.swiftSide, Self.renamedCase.0, "case sent, pending, refused, failed")
        let result = try repo.tryCommit(["-am", "Rename dispositions", "--trailer", "Contract-Unchanged: testing"])
        #expect(result.status == 1, "\(result.output)")
        #expect(HookOutputTests.occurrences("[constant-drift]", in: result.stderr) == 2, "\(result.stderr)")
        let headsUp = HookOutputTests.block(result.stderr, from: "contract-check: heads-up:")
        #expect(
            Array(headsUp.dropFirst(3).prefix(2)) == [
                "  Mirrored constants",
                "    \"Receipt shape\": ios-app/BeeBox/Views/ChatWebView.swift:12 (2 drifts)",
            ], "\(result.stderr)")
        #expect(headsUp.count == 6, "\(result.stderr)")
    }

    /// A drift accepted once as two differences (a renamed case), then a commit that restores
    /// one of them: what is left is already at HEAD, so the commit passes with a note. "Already
    /// there" is decided difference by difference, not on the merged finding.
    @Test func fixingOneOfTwoKnownDifferencesIsNotNewDrift() throws {
        let repo = try ExampleRepo.make()
        try ExampleRepo.replace(repo, Self.swiftSide, Self.renamedCase.0, Self.renamedCase.1)
        let accepted = try repo.tryCommit([
            "-qam", "Rename", "--trailer", "Contract-Unchanged: testing",
            "--trailer", "Contract-Drift-Accepted: the web follows",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
        try ExampleRepo.replace(repo, Self.swiftSide, Self.renamedCase.1, "case sent, queued, pending, rejected")
        let partly = try repo.tryCommit(["-qam", "Restore queued", "--trailer", "Contract-Unchanged: testing"])
        #expect(partly.status == 0, "\(partly.output)")
        // Of the bullets naming the changed file (only those are checked).
        #expect(partly.stderr.contains("3 drift findings in §8 Mirrored constants are already at HEAD"))
    }
}
