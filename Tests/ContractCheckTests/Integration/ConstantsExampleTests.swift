import Foundation
import Testing

/// The mirrored-constants check on the example, in real git repositories: the clean state, each
/// kind of one-sided change, a value moved into a comment, and a staged drift under a clean
/// working tree.
@Suite struct ConstantsExampleTests {
    static let expectedStates: [String: String] = [
        "localStorage key": "ok",
        "Mobile session cookie name": "unresolved",
        "Webview param": "ok",
        "Emission V2 JSON keys": "ok",
        "Emission V3 JSON keys V2 content plus": "unverifiable",
        "Receipt shape": "ok",
        "Location result": "drift",
        "Composer command V1": "ok",
        "Composer command V2 + result": "drift",
        "Control addresses": "unverifiable",
        "Last-audio request V1": "drift",
        "Retained-recording record": "unverifiable",
        "Voice-recording retention bound": "unresolved",
        "debugLog.submit wire keys": "unresolved",
        "APNs registration": "drift",
        "Notification target rules": "unverifiable",
        "Speech command V1": "ok",
        "Bridge globals": "ok",
        "Script-message channel names": "ok",
        "Neutral web→native transport": "ok",
        "Inline photo limit": "unverifiable",
    ]

    /// The seed's own findings (Examples/beebox/README.md): four stray paths, and three shapes
    /// §8 states differently from §4 and both sides.
    @Test func theExampleAgreesAndItsUnresolvedReferencesAreReported() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let text = try repo.contractCheck(["constants"])
        #expect(text.status == 1, "the seed's §8 names files its other sections place elsewhere: \(text.output)")
        #expect(
            text.stdout.contains(
                "NativeLocationResult in \"ios-app/BeeBox/Views/ChatWebView.swift\" carries the key "
                    + "\"enabled\", which \"Location result\" does not list."), "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "Kind in \"ios-app/BeeBox/Models/NativeComposerContract.swift\" has the member "
                    + "\"point-at-control\", which \"Composer command V2 + result\" does not list"))
        #expect(
            text.stdout.contains(
                "\"sessionId\" is required by \"Last-audio request V1\" but optional in "
                    + "NativeLastAudioRequest"))
        #expect(
            text.stdout.contains(
                "ok           Emission V2 JSON keys — 11 keys match NativeEmissionV2 ↔ "
                    + "nativeEmissionV2Schema; 4 keys match ChatImageAttachment ↔ imageSchema"))
        #expect(
            text.stdout.contains(
                "contract-check: 9 of 21 bullets verified (3 shape-checked, 1 symbol-precise, 5 file-wide), 4 drift, 3 "
                    + "unresolved, 5 unverifiable."
            ))
        #expect(
            text.stdout.contains(
                "\"core/mobile/mobile-session.ts\" in \"Mobile session cookie name\" matches no file "
                    + "under \"beebox/\", \"ios-app/BeeBox/\"."
            ))
        let json = try ConstantsJSON(try repo.contractCheck(["constants", "--format", "json"]).stdout)
        #expect(json.states == Self.expectedStates)
        #expect(json.drift == 4)
    }

    /// One-sided changes, each caught with the bullet, the value and the file named.
    @Test(
        arguments: [
            (
                "beebox/src/frontend/src/components/chat/native-post.ts", "\"beeboxLocationState\"",
                "\"beeboxLocationStatus\"",
                "\"beeboxLocationState\" of \"Script-message channel names\" is missing from side 2"
            ),
            (
                "ios-app/BeeBox/Views/ChatWebView.swift", "'beebox.mobileAuthToken'", "'beebox.authToken'",
                "\"beebox.mobileAuthToken\" of \"localStorage key\""
            ),
            (
                "ios-app/BeeBox/Models/ChatImageAttachment.swift", "dataBase64", "base64Data",
                "ChatImageAttachment in \"ios-app/BeeBox/Models/ChatImageAttachment.swift\" has the key "
                    + "\"base64Data\" where \"Emission V2 JSON keys\" lists \"dataBase64\"."
            ),
            (
                "ios-app/BeeBox/Storage/VoiceAudioRetentionStore.swift", "defaultCapacity = 5", "defaultCapacity = 6",
                "\"defaultCapacity\" is declared as 6, which is not a value of \"Voice-recording retention bound\""
            ),
        ] as [(String, String, String, String)])
    func oneSidedChangeIsDriftAndBlocksTheCommit(file: String, old: String, new: String, expected: String) throws {
        let repo = try ExampleRepo.make()
        try ExampleRepo.replace(repo, file, old, new)
        let report = try repo.contractCheck(["constants"])
        #expect(report.status == 1)
        #expect(report.stdout.contains(expected), "\(report.stdout)")
        #expect(report.stdout.contains("\(file)"))
        // One more drift bullet than the seed's four.
        #expect(report.stdout.contains(", 5 drift,"))
        let json = try ConstantsJSON(try repo.contractCheck(["constants", "--format", "json"]).stdout)
        #expect(json.drift == 5, "\(json.coverage)")
        try repo.git(["add", "-A"])
        // The tripwire is excused; the drift still blocks.
        let commit = try repo.tryCommit(["-m", "One side only\n\nContract-Unchanged: testing drift"])
        #expect(commit.status == 1)
        #expect(commit.stderr.contains("[constant-drift]"), "\(commit.stderr)")
        #expect(commit.stderr.contains("Contract-Drift-Accepted: <reason>"))
        let accepted = try repo.tryCommit([
            "-m",
            "One side only\n\nContract-Unchanged: testing drift\nContract-Drift-Accepted: server first, app next "
                + "release",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    @Test func aValueOnlyInACommentIsReported() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let path = "beebox/src/frontend/src/components/chat/native-post.ts"
        try ExampleRepo.replace(repo, path, "| \"beeboxLocationState\"", "// | \"beeboxLocationState\"")
        let json = try ConstantsJSON(try repo.contractCheck(["constants", "--format", "json"]).stdout)
        #expect(json.states["Script-message channel names"] == "drift")
        #expect(
            json.messages(rule: "constant-drift").contains {
                $0.contains(
                    "\"beeboxLocationState\" of \"Script-message channel names\" appears in \"\(path)\" only in a "
                        + "comment"
                )
            })
    }

    @Test func theHookJudgesTheStagedSnapshotNotTheWorkingTree() throws {
        let repo = try ExampleRepo.make()
        let path = "beebox/src/frontend/src/components/chat/native-post.ts"
        let original = try repo.read(path)
        try ExampleRepo.replace(repo, path, "\"beeboxComposerBinding\"", "\"beeboxComposerBind\"")
        try repo.git(["add", path])
        try repo.write(path, original)  // the working tree is clean again; the index is not
        let workingTree = try ConstantsJSON(try repo.contractCheck(["constants", "--format", "json"]).stdout)
        #expect(workingTree.drift == 4)
        let staged = try ConstantsJSON(try repo.contractCheck(["constants", "--staged", "--format", "json"]).stdout)
        #expect(staged.drift == 5)
        let commit = try repo.tryCommit(["-m", "Stage a drift\n\nContract-Unchanged: testing"])
        #expect(commit.status == 1)
        #expect(
            commit.stderr.contains("\"beeboxComposerBinding\" of \"Script-message channel names\""), "\(commit.stderr)")
    }

    /// A §8 side deleted in the commit: its references resolved at HEAD and no longer do, a
    /// one-sided change that blocks; the example's old unresolved references do not block a
    /// commit that merely touches a §8 file.
    @Test func deletingASideBlocksButOldLooseEndsDoNot() throws {
        let repo = try ExampleRepo.make()
        try repo.append("ios-app/BeeBox/Views/ChatWebView.swift", "// a comment")
        let touch = try repo.tryCommit(["-qam", "Touch a §8 file\n\nContract-Unchanged: a comment"])
        #expect(touch.status == 0, "\(touch.output)")
        try repo.git(["rm", "-q", "beebox/src/frontend/src/components/chat/native-post.ts"])
        let deleted = try repo.tryCommit(["-m", "Drop the web side\n\nContract-Unchanged: testing"])
        #expect(deleted.status == 1, "\(deleted.output)")
        #expect(
            deleted.stderr.contains(
                "[constant-drift] This commit breaks a reference of §8 Mirrored constants that resolves at "
                    + "HEAD: \"native-post.ts\""
            ), "\(deleted.stderr)")
        let accepted = try repo.tryCommit([
            "-m", "Drop the web side\n\nContract-Unchanged: testing\nContract-Drift-Accepted: the web side moves next",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    /// A side moved out of the roots and edited (so not a rename): the reference the commit
    /// breaks names the files of that name, found anywhere in the repository.
    @Test func aBrokenReferenceNamesTheFilesOfItsName() throws {
        let repo = try ExampleRepo.make()
        let old = "beebox/src/frontend/src/components/chat/native-post.ts"
        let moved = try String(contentsOfFile: repo.root + "/" + old, encoding: .utf8) + "// moved\n"
        try repo.git(["rm", "-q", old])
        try repo.write("elsewhere/native-post.ts", moved)
        try repo.git(["add", "elsewhere/native-post.ts"])
        let commit = try repo.tryCommit(["-m", "Move the web side\n\nContract-Unchanged: testing"])
        #expect(commit.status == 1, "\(commit.output)")
        #expect(commit.stderr.contains("Files with that name: elsewhere/native-post.ts"), "\(commit.stderr)")
    }

    @Test func aCommitThatTouchesNoSection8FileSkipsTheCheck() throws {
        let repo = try ExampleRepo.make()
        // Drift already in the working tree, but the commit itself touches an unrelated file.
        try ExampleRepo.replace(
            repo, "beebox/src/frontend/src/components/chat/native-post.ts", "\"beeboxSession\"", "\"beeboxSess\"")
        try repo.append("beebox/src/frontend/src/App.tsx", "// unrelated")
        try repo.git(["add", "beebox/src/frontend/src/App.tsx"])
        let commit = try repo.tryCommit(["-m", "Unrelated"])
        #expect(commit.status == 0, "\(commit.output)")
    }

    @Test func revisionAndStagedModesReadTheirOwnDocument() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let head = try ConstantsJSON(try repo.contractCheck(["constants", "--rev", "HEAD", "--format", "json"]).stdout)
        #expect(head.states == Self.expectedStates)
        let bad = try repo.contractCheck(["constants", "--rev", "no-such-rev"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("The revision \"no-such-rev\" does not resolve"))
    }
}
