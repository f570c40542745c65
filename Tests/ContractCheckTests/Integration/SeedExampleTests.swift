import Foundation
import Testing

/// The seed's own fenced JSON examples (`Examples/beebox`, never edited): `audit` lists the nine
/// no side names, and a copy of the seed whose §8 names them (three new bullets, six bullets with
/// one more side) shows what they say against §8 and the code, as `Examples/beebox/README.md`
/// lists it ("The document's own examples").
@Suite struct SeedExampleTests {
    @Test func auditListsTheSeedsNineUnnamedExamples() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let text = try repo.contractCheck(["audit"])
        #expect(text.stdout.contains("  document examples: 0 of 9 fenced JSON examples named by a §8 side\n"))
        let lines = [
            "62  §1.3[1]", "70  §1.3[2]", "176  §4.1", "302  §4.7", "328  §4.8[1]", "339  §4.8[2]", "372  §4.9",
            "399  §4.10", "622  §5.12",
        ]
        #expect(
            text.stdout.contains(
                "Fenced JSON examples no §8 side names (a side naming one checks it):\n"
                    + lines.map { "  \(ExampleRepo.document):\($0)\n" }.joined()),
            "\(text.stdout)")
    }

    /// The copy's §8: what each bullet gains, as `(text in the seed, text in the copy)`.
    static let edits: [(String, String)] = [
        (
            "A change to either side without the other is a contract break.\n",
            "A change to either side without the other is a contract break.\n\n"
                + "- Redeem request `{pairingToken,deviceLabel?}` — `routes/pairing.ts` · `RedeemBody` ↔ `§1.3[1]`.\n\n"
                + "- Redeem response `{boxSlug,label,deviceId,deviceLabel,token}` — `routes/pairing.ts` ↔ "
                + "`§1.3[2]`.\n\n"
                + "- Quick capture declaration V1 `{version,capturedAt,source,input?,material?,parentCaptureId?,"
                + "recordingInterrupted?}` — `shared/quick-capture.ts` ↔ `§5.12`.\n"
        ),
        (
            "`NativeEmissionV2` / `parseNativeEmissionDetail`.",
            "`NativeEmissionV2` / `parseNativeEmissionDetail` ↔ `§4.1`."
        ),
        ("`postNativeLocationResult`.", "`postNativeLocationResult` ↔ `§4.3`."),
        (
            "`Models/NativeComposerContract.swift` ↔ `native-composer-command.ts`.\n",
            "`Models/NativeComposerContract.swift` ↔ `native-composer-command.ts` ↔ `§4.7`.\n"
        ),
        (
            "`NativeControlEntry` ↔ `native-composer-command.ts`.",
            "`NativeControlEntry` ↔ `native-composer-command.ts` ↔ `§4.8[1]`."
        ),
        ("↔ `native-last-audio-request.ts`.", "↔ `native-last-audio-request.ts` ↔ `§4.9`."),
        ("`nativeSpeechCommandFromDetail`.", "`nativeSpeechCommandFromDetail` ↔ `§4.10`."),
    ]

    @Test func theSeedsExamplesAgainstItsMirroredConstants() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        for (old, new) in Self.edits { try ExampleRepo.replace(repo, ExampleRepo.document, old, new) }
        let report = try ConstantsJSON(try repo.contractCheck(["constants", "--format", "json"]).stdout)
        let states = [
            "Redeem request": "ok", "Redeem response": "ok", "Quick capture declaration V1": "ok",
            "Emission V2 JSON keys": "unverifiable", "Location result": "drift", "Composer command V1": "unverifiable",
            "Composer command V2 + result": "drift", "Last-audio request V1": "drift", "Speech command V1": "ok",
        ]
        for (label, state) in states {
            #expect(report.states[label] == state, "\(label): \(report.states[label] ?? "-")")
        }
        let document = ExampleRepo.document
        let notJSON = report.messages(rule: "unverifiable-constant").filter { $0.contains("is not JSON") }
        #expect(
            notJSON == [
                "\"Emission V2 JSON keys\" cannot be verified: the example §4.1 (\"\(document)\" line 176) is not JSON "
                    + "at line 178: found character that cannot start any token (while scanning for the next token).",
                "\"Composer command V1\" cannot be verified: the example §4.7 (\"\(document)\" line 302) is not JSON "
                    + "at line 304: found character that cannot start any token (while scanning for the next token).",
            ], "\(notJSON)")
        #expect(
            report.messages(rule: "unresolved-reference").filter { $0.contains("§") } == [
                "\"§4.3\" in \"Location result\" names no fenced JSON example of \"\(document)\"."
            ])
        // The V2 command example holds three objects in one fence: not one JSON value.
        let bullets = try #require(
            (try JSONSerialization.jsonObject(
                with: Data(
                    try repo.contractCheck(["constants", "--format", "json"])
                        .stdout.utf8)) as? [String: Any])?["bullets"] as? [[String: Any]])
        let v2 = bullets.first { $0["label"] as? String == "Composer command V2 + result" }?["detail"] as? String
        #expect(
            v2?.contains(
                "the example §4.8[1] (\"\(document)\" line 328) is not JSON at line 330: did not find expected "
                    + "<document start>") == true, "\(v2 ?? "")")
    }
}
