import Foundation
import Testing

/// `contract-check audit` on the example: a deleted anchor, a renamed symbol, a symbol that
/// survives only in a comment, history with a bypass, and the box and app split in two checkouts.
@Suite struct AuditTests {
    static func audit(_ repo: TempGitRepo, _ extra: [String] = []) throws -> (ProcessResult, [String: Any]) {
        let text = try repo.contractCheck(["audit"] + extra)
        let json = try repo.contractCheck(["audit", "--format", "json"] + extra)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any] ?? [:]
        return (text, object)
    }

    static func messages(_ object: [String: Any], rule: String) -> [String] {
        (object["findings"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == rule }.compactMap {
            $0["message"] as? String
        }
    }

    /// A document whose sections are configured is named in its own words, never as "§8".
    @Test func aConfiguredSectionIsNamedByItsHeading() throws {
        let repo = try ContractFixture.make(installHooks: false, commit: false)
        try repo.write(".contract-check", ContractFixture.configuration + "\tconstantsSection = Shared values\n")
        try repo.write(
            ContractFixture.documentPath,
            ContractFixture.document + """


                ## Shared values (kept in step)

                - route name `routes` — `src/api/routes.ts` ↔ `ios/App/Bridge.swift`

                """)
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        let (text, _) = try Self.audit(repo)
        #expect(text.status == 1, "\(text.output)")
        #expect(text.stdout.contains("\n  Shared values: 0 of 1 bullet verified"), "\(text.stdout)")
        #expect(!text.stdout.contains("§8"), "\(text.stdout)")
    }

    /// An entry listed twice is a warning at the repeat's line (`manifest-duplicate`): the audit
    /// still passes, and the hooks read the entry once.
    @Test func anEntryListedTwiceIsAWarningAtTheRepeat() throws {
        let repo = try ContractFixture.make(installHooks: false, commit: false)
        try repo.write(
            ContractFixture.documentPath,
            ContractFixture.document.replacingOccurrences(
                of: "ios/App/Bridge.swift\n", with: "ios/App/Bridge.swift\nsrc/api/routes.ts\n") + "\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "initial"])
        let (text, object) = try Self.audit(repo)
        #expect(text.status == 0, "\(text.output)")
        let duplicates = (object["findings"] as? [[String: Any]] ?? []).filter {
            $0["ruleId"] as? String == "manifest-duplicate"
        }
        #expect(duplicates.count == 1, "\(text.output)")
        #expect(duplicates.first?["severity"] as? String == "warning")
        #expect(text.stdout.contains("docs/contract.md:14: warning: [manifest-duplicate] "), "\(text.stdout)")
        let message = Self.messages(object, rule: "manifest-duplicate").first ?? ""
        #expect(message.contains("is listed twice (first at line 9)"), "\(message)")
    }

    @Test func theExampleIsFullyCoveredByTheManifest() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let (text, object) = try Self.audit(repo)
        #expect(text.status == 1, "the seed's real unresolved references make the audit exit 1")
        #expect(text.stdout.contains("  manifest: 60 of 60 entries present"))
        #expect(
            text.stdout.contains(
                "  §8 Mirrored constants: 9 of 21 bullets verified (3 shape-checked, 1 symbol-precise, 5 file-wide), 4 "
                    + "drift, 3 unresolved, 5 unverifiable"
            ))
        #expect(Self.messages(object, rule: "missing-anchor").isEmpty)
        #expect(
            Self.messages(object, rule: "missing-symbol").isEmpty, "\(Self.messages(object, rule: "missing-symbol"))")
        #expect(
            text.stdout.contains(
                "  document anchors: 139 of 140 paths resolve, 124 of 124 symbols found in code (not checked: 1 in "
                    + "files no lexer reads)"
            ))
        // The one anchor that does not resolve is the seed's own inconsistency (§5.5 places the file elsewhere).
        let anchors = Self.messages(object, rule: "unresolved-reference").filter { $0.hasPrefix("The anchor") }
        #expect(anchors == ["The anchor \"routes/chat-send-routes.ts\" (box) matches no file."])
    }

    @Test func aDeletedAnchorARenamedSymbolAndACommentOnlySymbol() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        try repo.git(["rm", "-q", "beebox/src/webapp/mobile-cookie.ts"])
        try ExampleRepo.replace(repo, "beebox/src/core/mobile/pairing.ts", "pendingPairings", "pendingTickets")
        // The only code uses of qrSvg become qrCode; the name survives in a comment.
        try ExampleRepo.replace(
            repo, "beebox/src/frontend/src/components/settings/CompanionPairingSection.tsx", "qrSvg", "qrCode")
        try repo.append(
            "beebox/src/frontend/src/components/settings/CompanionPairingSection.tsx", "// qrCode was called qrSvg")
        try repo.git(["commit", "-qam", "Drift the example", "--no-verify"])
        let (_, object) = try Self.audit(repo)
        #expect(
            Self.messages(object, rule: "missing-anchor") == [
                "The manifest entry \"beebox/src/webapp/mobile-cookie.ts\" is not a tracked file."
            ])
        let symbols = Self.messages(object, rule: "missing-symbol")
        #expect(symbols.contains("\"pendingPairings\" is not in \"beebox/src/core/mobile/pairing.ts\"."), "\(symbols)")
        #expect(
            symbols.contains {
                $0.hasPrefix(
                    "\"qrSvg\" survives in \"beebox/src/frontend/src/components/settings/CompanionPairingSection.tsx\" "
                        + "only in a comment"
                )
            }, "\(symbols)")
        let history = object["history"] as? [String: Any]
        let commits = history?["commits"] as? [[String: Any]] ?? []
        #expect(commits.count == 1)
        #expect(commits.first?["bypass"] as? Bool == true, "the drift commit bypassed the hooks")
        #expect(Self.messages(object, rule: "history-bypass").count == 1)
    }

    /// A folder listed without its trailing `/` matches no file: audit says so and how to fix it.
    @Test func aFolderEntryWithoutItsSlash() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        try ExampleRepo.replace(
            repo, ExampleRepo.document, "beebox/test/mobile-contract/\n", "beebox/test/mobile-contract\n")
        try repo.git(["commit", "-qam", "Drop the slash\n\nContract-Unchanged: test"])
        let (text, object) = try Self.audit(repo)
        #expect(text.status == 1)
        #expect(
            Self.messages(object, rule: "missing-anchor")
                == [
                    "The manifest entry \"beebox/test/mobile-contract\" is a folder, but without a trailing \"/\" it "
                        + "only matches a file of that name, so no change in it counts."
                ])
        #expect(text.stdout.contains("Write it as \"beebox/test/mobile-contract/\""), "\(text.stdout)")
    }

    @Test func historyListsTrailersAndBypassesSinceTheDocumentChanged() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        try repo.append("beebox/src/core/mobile/request-auth.ts", "// a")
        try repo.git(["commit", "-qam", "Excused\n\nContract-Unchanged: comment"])
        try repo.append("beebox/docs/mobile-contract.md", "A later change to the document.")
        try repo.git(["commit", "-qam", "Document change"])
        try repo.append("beebox/src/core/mobile/request-auth.ts", "// b")
        try repo.git(["commit", "-qam", "Excused again\n\nContract-Unchanged: another comment"])
        let (text, object) = try Self.audit(repo)
        let commits = (object["history"] as? [String: Any])?["commits"] as? [[String: Any]] ?? []
        #expect(
            commits.map { $0["subject"] as? String } == ["Excused again"],
            "only commits after the document's last change")
        #expect(commits.first?["trailer"] as? String == "another comment")
        #expect(text.stdout.contains("history: 1 commit touched anchors since the document last changed"))
        #expect(Self.messages(object, rule: "history-bypass").isEmpty)
    }

    @Test func boxAndAppInTwoCheckoutsAuditAsOneContract() throws {
        let box = try ExampleRepo.make(installHooks: false)
        let app = try TempGitRepo(name: "app")
        for folder in ["ios-app", "apple-shared"] {
            try FileManager.default.moveItem(atPath: box.root + "/" + folder, toPath: app.root + "/" + folder)
        }
        try box.git(["add", "-A"])
        try box.git(["commit", "-q", "--no-verify", "-m", "The box alone"])
        try app.git(["add", "-A"])
        try app.git(["commit", "-q", "-m", "The app alone"])

        let (alone, aloneObject) = try Self.audit(box)
        #expect(alone.status == 1)
        #expect(
            Self.messages(aloneObject, rule: "missing-anchor").count == 26,
            "the 26 iOS and shared Apple entries are missing")

        let roots = ["--root", "ios-app/=\(app.root)/ios-app", "--root", "apple-shared=\(app.root)/apple-shared"]
        let (together, object) = try Self.audit(box, roots)
        #expect(together.stdout.contains("  manifest: 60 of 60 entries present"), "\(together.stdout.suffix(600))")
        #expect(
            together.stdout.contains(
                "  §8 Mirrored constants: 9 of 21 bullets verified (3 shape-checked, 1 symbol-precise, 5 file-wide), 4 "
                    + "drift, 3 unresolved, 5 unverifiable"
            ))
        #expect(Self.messages(object, rule: "missing-anchor").isEmpty)
        #expect(Self.messages(object, rule: "missing-symbol").isEmpty)

        let bad = try box.contractCheck(["audit", "--root", "ios-app"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("<prefix>=<dir>"))
    }
}
