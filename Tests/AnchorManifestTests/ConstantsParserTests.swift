import Foundation
import Testing

@testable import AnchorManifest

/// §8's grammar, on inline bullets beside the model they must produce, and on the example
/// document bullet by bullet.
@Suite struct ConstantsParserTests {
    func parse(_ markdown: String) throws -> MirroredConstants {
        try ConstantsParser().parse(CmarkReader.parse(markdown), path: "doc.md")
    }

    /// A side as "file·sym/sym" strings, for compact expectations.
    static func describe(_ side: ConstantSide) -> [String] {
        side.references.map {
            $0.symbols.isEmpty ? $0.path : $0.path + "·" + $0.symbols.map(\.name).joined(separator: "/")
        }
    }

    @Test func oneClauseTwoSides() throws {
        let constants = try parse(
            """
            ## 8. Mirrored constants

            - localStorage key `beebox.mobileAuthToken` — `Views/ChatWebView.swift` (startup script) ↔ \
            `lib/mobile-auth.ts` · `MOBILE_AUTH_TOKEN_STORAGE_KEY` (comment-linked).
            """)
        let bullet = try #require(constants.bullets.first)
        #expect(bullet.label == "localStorage key")
        #expect(bullet.line == 3)
        let clause = try #require(bullet.clauses.first)
        #expect(clause.values.map(\.text) == ["beebox.mobileAuthToken"])
        #expect(clause.values.first?.line == 3)
        #expect(
            clause.sides.map(Self.describe) == [
                ["Views/ChatWebView.swift"], ["lib/mobile-auth.ts·MOBILE_AUTH_TOKEN_STORAGE_KEY"],
            ])
    }

    /// HTML comments are not bullets: an item that is only a comment is left out, and a comment
    /// inside a bullet is not part of its label, values or sides (init's example relies on it).
    @Test func htmlCommentsAreNotBullets() throws {
        let constants = try parse(
            """
            ## 8. Mirrored constants

            - <!-- Session header `x-session-id` — `server/headers.ts` · `SESSION_HEADER` ↔ \
            `ios/Headers.swift` · `sessionHeader` -->
            - <!--
              A comment over lines, `a.ts` ↔ `b.swift`.
              -->
            - Channel `beeboxSession` — `a.ts` <!-- ↔ `c.ts` --> ↔ `b.swift`
            - Example, to copy: <!-- Header `x-id` — `a.ts` ↔ `b.swift` -->
            """)
        #expect(constants.bullets.map(\.label) == ["Channel", "Example, to copy:"])
        #expect(constants.bullets.map(\.line) == [7, 8])
        let channel = try #require(constants.bullets.first?.clauses.first)
        #expect(channel.values.map(\.text) == ["beeboxSession"])
        #expect(channel.sides.map(Self.describe) == [["a.ts"], ["b.swift"]])
        #expect(constants.bullets.last?.clauses.map(\.sides.count) == [0])
    }

    /// A §8 of more bullets than a hook can read in its time is refused at the first bullet past
    /// the limit (issue 17, item 9), naming the section and the count; at the limit it is read.
    @Test func aSectionPastTheBulletLimitIsRefusedAtTheFirstBulletOver() throws {
        let limit = ConstantsParser.maximumBullets
        func document(_ count: Int) -> String {
            "## 8. Mirrored constants\n\n"
                + (0..<count).map { "- Key `k\($0)` — `a.ts` ↔ `b.swift`\n" }.joined()
        }
        #expect(try parse(document(limit)).bullets.count == limit)
        #expect(
            throws: AnchorManifestError.tooManyBullets(
                document: "doc.md", line: 3 + limit, section: "8. Mirrored constants",
                count: limit + 2, limit: limit)
        ) {
            try parse(document(limit + 2))
        }
        let message = AnchorManifestError.tooManyBullets(
            document: "doc.md", line: 10_003, section: "8. Mirrored constants", count: 10_002, limit: limit
        ).description
        #expect(
            message == "doc.md:10003: error: The section \"8. Mirrored constants\" lists 10002 mirrored constants, "
                + "past the 10000 contract-check reads (every hook reads the section whole); this is the first one "
                + "past it. Split the contract into fewer, broader bullets.")
    }

    /// Code spans and the values they stand for.
    @Test(
        arguments: [
            ("`{version,id,hqText?,images}`", ["version", "id", "hqText", "images"]),
            (
                "`{version,id,kind,selection:{ref,text,position}}`",
                ["version", "id", "kind", "selection", "ref", "text", "position"]
            ),
            ("`{source?,entries:[{level,message,at?}]}`", ["source", "entries", "level", "message", "at"]),
            ("`{version:2,id}`", ["version", "2", "id"]),
            ("`{version,action:\"stop\"}`", ["version", "action", "stop"]),
            ("`sent|queued|rejected`", ["sent", "queued", "rejected"]),
            ("`file,recordedAt,text`", ["file", "recordedAt", "text"]),
            ("`\"ios\"`", ["ios"]),
            ("`beeboxNativePost(channel, payload)`", ["beeboxNativePost"]),
            ("`1500`", ["1500"]),
            ("`nativeComposer=1`", ["nativeComposer=1"]),
            ("`^[a-z][a-z0-9-]{0,15}$`", ["^[a-z][a-z0-9-]{0,15}$"]),
            ("`PairedBox.slug` and `box`", ["box"]),
            ("`shared/chat-composer-binding.ts` and `a`", ["a"]),
            ("`a` / `b` / `a`", ["a", "b"]),
        ] as [(String, [String])])
    func valueSpans(spans: String, expected: [String]) throws {
        let constants = try parse("## Mirrored constants\n\n- Label \(spans) — `A/x.swift` ↔ `b.ts`\n")
        #expect(constants.bullets.first?.clauses.first?.values.map(\.text) == expected)
    }

    /// A key set nested as deep as it is long (found by `scripts/fuzz/run`, target
    /// `ConstantValues`): the key-set reader recursed once per `{`, so a 300 kB span of `{a:`
    /// overflowed the stack. It keeps its own stack now; the keys come out as before.
    @Test func deeplyNestedKeySet() throws {
        let depth = 100_000
        let span = String(repeating: "{a:[", count: depth) + "{b}" + String(repeating: "]}", count: depth)
        let constants = try parse("## Mirrored constants\n\n- Label `\(span)` — `A/x.swift` ↔ `b.ts`\n")
        let values = try #require(constants.bullets.first?.clauses.first?.values)
        #expect(values.map(\.text) == ["a", "b"])  // unique values, in order
        #expect(values.map(\.kind) == [.key, .key])
    }

    /// A bullet made of a million `a*` (found by `scripts/fuzz/run`, target `Markdown`): merging
    /// adjacent text rebuilt the merged string for every piece, quadratic in the paragraph (18 s
    /// in a debug build before the fix). The merge's work is counted, not timed: the bytes written
    /// into text pieces stay under c = 3 per byte of the bullet for n and 8n pieces (§8 reads a
    /// bullet's pieces twice: once to tell a comment item, once for its sentences). Rebuilding the
    /// merged string per piece writes about n²/2 bytes instead. The speed is in `bench/pathological.sh`.
    @Test(arguments: [125_000, 1_000_000])
    func manyTextPiecesInOneBulletAreLinear(pieces: Int) throws {
        let bullet = String(repeating: "a*", count: pieces) + " `v` — `A/x.swift` ↔ `b.ts`"
        let document = CmarkReader.parse("## Mirrored constants\n\n- " + bullet + "\n")
        #if DEBUG
            let (constants, work) = WorkMeter.measure { try? ConstantsParser().parse(document, path: "doc.md") }
            #expect(work[.inlineTextBytes] <= 3 * bullet.utf8.count, "\(work[.inlineTextBytes]) bytes written")
            #expect(work[.inlineTextBytes] >= bullet.utf8.count - 30)  // the meter sees the merge
        #else
            let constants = try? ConstantsParser().parse(document, path: "doc.md")
        #endif
        #expect(constants?.bullets.first?.clauses.first?.values.map(\.text) == ["v"])
    }

    /// Sides, files and symbols.
    @Test(
        arguments: [
            ("`A/x.swift` · `S` / `T` ↔ `b.ts`", [["A/x.swift·S/T"], ["b.ts"]]),
            ("`A/x.swift` · `S`, `B/y.swift` ↔ `b.ts`", [["A/x.swift·S", "B/y.swift"]],),
            (
                "`pages/ChatPage.tsx` / `router.tsx` ↔ `M.swift` · `chatURL` (with in-code sync comment)",
                [["pages/ChatPage.tsx", "router.tsx"], ["M.swift·chatURL"]]
            ),
            (
                "`t.ts` · `parseTarget`, `targetUrl`: the rules, `encodeURIComponent`, and `_config/x.card` (`s.ts` · "
                    + "`SYM`) ↔ `N.swift`",
                [["t.ts·parseTarget/targetUrl", "s.ts·SYM"], ["N.swift"]]
            ),
            ("`a.ts` ↔ nothing native-side by design", [["a.ts"], []]),
            ("`a.swift` ↔ `b.ts` ↔ `c.ts` · `MAX`", [["a.swift"], ["b.ts"], ["c.ts·MAX"]]),
        ] as [(String, [[String]])])
    func sideSpans(sides: String, expected: [[String]]) throws {
        let constants = try parse("## Mirrored constants\n\n- Label `v` — \(sides)\n")
        let described = constants.bullets.first?.clauses.first?.sides.map(Self.describe) ?? []
        if expected.count == 1 {
            #expect(described.first == expected.first)
        } else {
            #expect(described == expected)
        }
    }

    @Test func laterSentenceWithItsOwnSidesIsASecondClause() throws {
        let constants = try parse(
            """
            ## Mirrored constants

            - Request `{a,b}` — `X.swift` · `Req` ↔ `req.ts`. Its answer's fields (`c,d`) are mirrored a THIRD time — \
            `Api.swift` ↔ `api.ts` ↔ `routes/r.ts`. A closing remark — with no code at all.
            """)
        let clauses = try #require(constants.bullets.first?.clauses)
        #expect(clauses.count == 2)
        #expect(clauses[0].values.map(\.text) == ["a", "b"])
        #expect(clauses[1].values.map(\.text) == ["c", "d"])
        #expect(clauses[1].sides.map(Self.describe) == [["Api.swift"], ["api.ts"], ["routes/r.ts"]])
    }

    /// A later sentence with files but no values of its own mirrors the values before it.
    @Test func aLaterClauseWithoutValuesMirrorsTheOnesBefore() throws {
        let constants = try parse(
            """
            ## Mirrored constants

            - Key `tokA` — `A.swift` ↔ `b.ts`. The worker mirrors it a third time — `c.ts` ↔ `b.ts`.
            """)
        let clauses = try #require(constants.bullets.first?.clauses)
        #expect(clauses.count == 2)
        #expect(clauses[1].values.map(\.text) == ["tokA"])
        #expect(clauses[1].sides.map(Self.describe) == [["c.ts"], ["b.ts"]])
    }

    /// The en dash and `--` people type for " — " separate values from sides too.
    @Test(arguments: ["–", "--"])
    func otherDashes(dash: String) throws {
        let constants = try parse(
            """
            ## Mirrored constants

            - Key `tokA` \(dash) `A.swift` ↔ `b.ts`.
            """)
        let clause = try #require(constants.bullets.first?.clauses.first)
        #expect(clause.values.map(\.text) == ["tokA"])
        #expect(clause.sides.map(Self.describe) == [["A.swift"], ["b.ts"]])
        #expect(constants.bullets.first?.label == "Key")
    }

    @Test func onlyTopLevelItemsAndTheirFirstParagraph() throws {
        let constants = try parse(
            """
            ## Mirrored constants

            - Limit `3` — `a.ts` · `LIMIT` ↔ the other side.

              A continuation paragraph — `not/a/side.ts` ↔ `nor.ts`.

              - nested — `also/not.ts` ↔ `this.ts`
            - Second `x` — `b.ts` ↔ `c.swift`
            """)
        #expect(constants.bullets.map(\.label) == ["Limit", "Second"])
        #expect(constants.bullets[0].clauses.count == 1)
        #expect(constants.references.map(\.path) == ["a.ts", "b.ts", "c.swift"])
    }

    @Test func malformedSections() {
        #expect(throws: AnchorManifestError.noSuchSection(document: "doc.md", heading: "Mirrored constants")) {
            try parse("# Nothing here\n")
        }
        #expect(throws: AnchorManifestError.noBulletList(document: "doc.md", line: 1, section: "8. Mirrored constants"))
        {
            try parse("## 8. Mirrored constants\n\nProse only.\n")
        }
    }

    @Test func pathConventionsGiveTheRoots() {
        let document = CmarkReader.parse(
            """
            # Contract

            **Path conventions.** Box code paths are relative to `beebox/`; iOS paths are under `ios-app/BeeBox/`. \
            Values like `_tmp/…` are not roots.
            """)
        #expect(PathConventions.parse(document) == PathConventions(roots: ["beebox/", "ios-app/BeeBox/"], line: 3))
    }

    /// A Path conventions paragraph with 40,000 distinct roots (found by probing the `Markdown`
    /// fuzz target with large inputs): each root was checked against every root before it,
    /// quadratic (11 s under ASan). Counted, not timed: each code span is compared with exactly one
    /// candidate (a set lookup), for n and 8n roots; `roots.contains` compared it with every root
    /// before it, about n²/2 in all.
    @Test(arguments: [5_000, 40_000])
    func manyPathConventionRootsAreLinear(roots: Int) {
        let spans = (0..<roots).map { "`r\($0)/`" }.joined(separator: " ")
        let document = CmarkReader.parse("**Path conventions.** " + spans + " `r0/`\n")
        #if DEBUG
            let (conventions, work) = WorkMeter.measure { PathConventions.parse(document) }
            #expect(work[.pathRootComparisons] == roots + 1)
        #else
            let conventions = PathConventions.parse(document)
        #endif
        #expect(conventions.roots.count == roots)
        #expect(conventions.roots.prefix(2) == ["r0/", "r1/"])
    }

    /// The example document's §8, bullet by bullet: label, values, and sides.
    @Test func exampleDocumentBulletByBullet() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples/beebox/beebox/docs/mobile-contract.md")
        let constants = try ConstantsParser().parse(
            bytes: [UInt8](try Data(contentsOf: url)), path: "mobile-contract.md")
        typealias Row = (label: String, values: Int, sides: [[String]])
        let expected: [Row] = [
            (
                "localStorage key", 1,
                [["Views/ChatWebView.swift"], ["lib/mobile-auth.ts·MOBILE_AUTH_TOKEN_STORAGE_KEY"]]
            ),
            ("Mobile session cookie name", 1, [["core/mobile/mobile-session.ts·MOBILE_COOKIE_NAME"], []]),
            ("Webview param", 1, [["Models/PairedBox.swift·chatURL"], ["pages/ChatPage.tsx", "router.tsx"]]),
            (
                "Emission V2 JSON keys", 14,
                [
                    ["Models/NativeComposerContract.swift·NativeEmissionV2", "Models/ChatImageAttachment.swift"],
                    ["native-emission.ts·NativeEmissionV2/parseNativeEmissionDetail"],
                ]
            ),
            ("Emission V3 JSON keys V2 content plus", 2, []),
            (
                "Receipt shape", 8,
                [["Views/ChatWebView.swift·NativeEmissionReceipt.Disposition"], ["input/targets/receipts.ts·Receipt"]]
            ),
            (
                "Location result", 3,
                [["Views/ChatWebView.swift·receiveLocationResult"], ["use-native-bridge.ts·postNativeLocationResult"]]
            ),
            ("Composer command V1", 9, [["Models/NativeComposerContract.swift"], ["native-composer-command.ts"]]),
            (
                "Composer command V2 + result", 12,
                [
                    [
                        "Models/NativeComposerContract.swift·NativeComposerCommand.Kind/NativeComposerCommandResult/"
                            + "NativeControlEntry"
                    ], ["native-composer-command.ts"],
                ]
            ),
            ("Control addresses", 0, [[]]),
            (
                "Last-audio request V1", 4,
                [["Models/NativeComposerContract.swift·NativeLastAudioRequest"], ["native-last-audio-request.ts"]]
            ),
            ("Retained-recording record", 4, [[]]),
            (
                "Voice-recording retention bound", 2,
                [
                    [
                        "Storage/VoiceAudioRetentionStore.swift·defaultCapacity",
                        "Services/ChatAPI.swift·maximumAnswerTextCharacters",
                    ], ["lib/audio/last-audio.ts·RETENTION_CAPACITY/MAX_TEXT_CHARS"],
                    ["routes/chat-last-audio-routes.ts·MAX_TEXT_HEADER_CHARS"],
                ]
            ),
            ("debugLog.submit wire keys", 11, [["Services/LogForwarder.swift"], ["trpc/routers/debugLog.ts·submit"]]),
            (
                "APNs registration", 4,
                [
                    ["Services/PushRegistrar.swift·PushTokenRequest/PushEnvironment"],
                    ["routes/pairing.ts·PushTokenBody"],
                ]
            ),
            (
                "Notification target rules", 0,
                [
                    ["Models/NotificationTarget.swift·NotificationTarget"],
                    [
                        "core/notification/target.ts·parseTarget/targetUrl",
                        "shared/system-card-paths.ts·SYSTEM_CARD_PATHS",
                    ],
                ]
            ),
            (
                "Speech command V1", 3,
                [
                    ["Models/NativeComposerContract.swift·NativeSpeechCommand"],
                    ["native-speech-command.ts·nativeSpeechCommandFromDetail"],
                ]
            ),
            (
                "Bridge globals", 15,
                [
                    ["Views/ChatWebView.swift"],
                    ["use-native-bridge.ts", "use-native-composer-commands.ts", "native-control-scan.ts"],
                ]
            ),
            ("Script-message channel names", 11, [["Views/ChatWebView.swift"], ["native-post.ts·NativeShellChannel"]]),
            ("Neutral web→native transport", 1, [["Views/ChatWebView.swift"], ["native-post.ts·postNativeMessage"]]),
            ("Inline photo limit", 1, [["components/chat/file-routing.ts·INLINE_PHOTO_LIMIT/routeAddedFiles"], []]),
        ]
        #expect(constants.bullets.count == expected.count)
        for (bullet, row) in zip(constants.bullets, expected) {
            #expect(bullet.label == row.label)
            #expect(bullet.clauses.first?.values.count == row.values, "\(row.label)")
            #expect(bullet.clauses.first?.sides.map(Self.describe) ?? [] == row.sides, "\(row.label)")
        }
        // The two bullets with a second clause.
        let lastAudio = constants.bullets[10].clauses
        #expect(lastAudio.count == 2)
        #expect(lastAudio[1].values.map(\.text) == ["file", "recordedAt", "text", "messageId", "sessionId"])
        #expect(
            lastAudio[1].sides.map(Self.describe) == [
                ["Services/ChatAPI.swift·multipartLastAudioBody"], ["lib/audio/last-audio.ts·fulfillLastAudioRequest"],
                ["routes/chat-last-audio-routes.ts"],
            ])
        let apns = constants.bullets[14].clauses
        #expect(apns.count == 2)
        #expect(apns[1].values.map(\.text) == ["target", "loudness", "quiet", "loud", "notificationId", "box", "aps"])
    }
}
