import Foundation
import Testing

/// `Examples/beebox-android`: the example one step later, with `android-app/` — Kotlin sides on
/// the mirrored constants, Android rows in the anchor tables and Android files in the manifest.
/// It reports what the seed itself reports and nothing more, and a Kotlin-only change is drift.
@Suite struct AndroidExampleTests {
    static let bridge = "android-app/app/src/main/kotlin/app/beebox/android/web/BeeboxWebMessages.kt"

    /// The overlay holds only what the Android stage adds or changes: every file in it is new to
    /// `Examples/beebox` or differs from the seed's, so the shared tree exists once.
    @Test func theOverlayHoldsOnlyWhatTheAndroidStageAddsOrChanges() throws {
        let layers = try ExampleRepo.layers("beebox-android")
        #expect(layers.map { URL(fileURLWithPath: $0).lastPathComponent } == ["beebox", "beebox-android"])
        let overlay = layers[1]
        let files = try FileManager.default.subpathsOfDirectory(atPath: overlay).filter {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: overlay + "/" + $0, isDirectory: &folder) && !folder.boolValue
        }
        let changed = files.filter { FileManager.default.fileExists(atPath: layers[0] + "/" + $0) }.sorted()
        #expect(changed == [".contract-check", "README.md", "beebox/docs/mobile-contract.md"])
        for path in changed {
            #expect(
                FileManager.default.contents(atPath: overlay + "/" + path)
                    != FileManager.default.contents(atPath: layers[0] + "/" + path), "\(path) is the seed's")
        }
        #expect(files.filter { $0.hasPrefix("android-app/") }.count == 7, "\(files)")
        let repo = try ExampleRepo.make(installHooks: false, example: "beebox-android")
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/" + ExampleRepo.overlayMarker))
        #expect(try repo.read("README.md").hasPrefix("# beebox-android"))
        #expect(FileManager.default.fileExists(atPath: repo.root + "/ios-app/BeeBox/Views/ChatWebView.swift"))
    }

    @Test func constantsReadTheKotlinSidesAndFindOnlyTheSeedsFindings() throws {
        let repo = try ExampleRepo.make(installHooks: false, example: "beebox-android")
        let result = try repo.contractCheck(["constants", "--format", "json"])
        #expect(result.status == 1, "\(result.output)")
        let report = try ConstantsJSON(result.stdout)
        // The seed's four shape findings (Examples/beebox/README.md), the Kotlin sides read by
        // symbol and shape like the others.
        #expect(
            report.coverage == "9 of 21 bullets verified (3 shape-checked, 1 symbol-precise, 5 file-wide), "
                + "4 drift, 3 unresolved, 5 unverifiable", "\(result.stdout)")
        #expect(report.drift == 4)
        #expect(report.messages(rule: "unresolved-reference").count == 5, "\(report.findings)")
        let kotlin = report.findings.filter {
            ($0["location"] as? [String: Any])?["path"].map { "\($0)".hasPrefix("android-app/") } == true
        }.compactMap { $0["message"] as? String }
        #expect(kotlin.count == 2, "\(kotlin)")
        let text = try repo.contractCheck(["constants"])
        #expect(
            text.stdout.contains(
                "ok           Script-message channel names — 11 values present on 3 sides "
                    + "(file-wide ↔ in NativeShellChannel ↔ in NativeShellChannel)"), "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "ok           Receipt shape — 5 keys match NativeEmissionReceipt ↔ Receipt ↔ "
                    + "NativeEmissionReceipt; 3 members match Disposition ↔ Receipt ↔ Disposition"
            ),
            "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "ok           Emission V2 JSON keys — 11 keys match NativeEmissionV2 ↔ "
                    + "nativeEmissionV2Schema ↔ NativeEmissionV2; 4 keys match ChatImageAttachment ↔ imageSchema ↔ "
                    + "ChatImageAttachment"), "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "ok           Webview param — 1 value present on 3 sides (in chatURL ↔ file-wide ↔ "
                    + "in chatUrl)"), "\(text.stdout)")
    }

    @Test func auditFindsTheAndroidAnchors() throws {
        let repo = try ExampleRepo.make(installHooks: false, example: "beebox-android")
        let result = try repo.contractCheck(["audit"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("manifest: 65 of 65 entries present"), "\(result.stdout)")
        #expect(
            result.stdout.contains("document anchors: 146 of 147 paths resolve, 135 of 135 symbols found in code"),
            "\(result.stdout)")
    }

    /// The demo's step: a channel renamed in the Kotlin bridge only is drift, and the commit-msg
    /// hook blocks it even with the tripwire's trailer.
    @Test func aKotlinOnlyRenameIsBlockedAsDrift() throws {
        let repo = try ExampleRepo.make(installHooks: true, example: "beebox-android")
        try ExampleRepo.replace(repo, Self.bridge, "\"beeboxLocationState\"", "\"beeboxLocationStatus\"")
        try repo.git(["add", Self.bridge])
        let commit = try repo.git(
            [
                "commit", "-q", "-m", "Rename the location-state channel on Android",
                "-m", "Contract-Unchanged: only a rename",
            ], check: false)
        #expect(commit.status == 1, "\(commit.output)")
        let expected = "\"beeboxLocationState\" of \"Script-message channel names\" is missing from side 3"
        #expect(
            commit.output.contains(expected),
            "\(commit.output)")
    }

    @Test func parityCountsEachPlatformsSurfaces() throws {
        let repo = try ExampleRepo.make(installHooks: false, example: "beebox-android")
        let result = try repo.contractCheck(["parity"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("platforms from the configuration"), "\(result.stdout)")
        #expect(result.stdout.contains("\"Script-message channel names\""), "\(result.stdout)")
        #expect(result.stdout.contains("no platform (drift: box, ios, android)"), "\(result.stdout)")
        #expect(result.stdout.contains("box (by design: ios, android)"), "\(result.stdout)")
        let android = result.stdout.split(separator: "\n").first { $0.hasPrefix("android: ") }.map(String.init) ?? ""
        // Two §8 bullets every side drifts on ("Location result", "Composer command V2 + result") count
        // for no platform; three with a prose side are by design for the platforms without one.
        let line =
            "android: 14 of 49 surfaces (3 by design); missing: §1.1 beebox://pair deep link, §1.2 Pairing-ticket mint,"
        #expect(android.hasPrefix(line), "\(result.stdout)")
        #expect(result.stdout.contains("§4.9 Last-audio request, answered by direct HTTP"), "\(result.stdout)")
        let json = try repo.contractCheck(["parity", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"platformSource\": \"configuration\""), "\(json.stdout)")
        let required = try repo.contractCheck(["parity", "--require", "android"])
        #expect(required.status == 1, "\(required.output)")
        #expect(
            required.stdout.contains("contract-check: --require android: android misses 32 of 49 surfaces."),
            "\(required.stdout)")
        let unknown = try repo.contractCheck(["parity", "--require", "windows"])
        #expect(unknown.status == 2)
        let reason = "--require names the platform \"windows\", which is not one of \"box\", \"ios\", \"android\"."
        #expect(
            unknown.stderr.contains(reason),
            "\(unknown.stderr)")
    }
}

/// `parity` on the seed itself: without `platform` lines the Path conventions roots are the
/// platforms, named by their first segment.
@Suite struct ParitySeedTests {
    @Test func platformsComeFromThePathConventions() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let result = try repo.contractCheck(["parity"])
        #expect(result.status == 0, "\(result.output)")
        let platforms = "platforms from the Path conventions (beebox: beebox/; ios-app: ios-app/BeeBox/)"
        #expect(
            result.stdout.contains(platforms),
            "\(result.stdout)")
        #expect(result.stdout.contains("line 13: §1.1 beebox://pair deep link"), "\(result.stdout)")
        let required = try repo.contractCheck(["parity", "--require", "ios-app", "--format", "json"])
        #expect(required.status == 1)
        #expect(required.stdout.contains("\"failedRequirements\": [\n    \"ios-app\"\n  ]"), "\(required.stdout)")
    }
}
