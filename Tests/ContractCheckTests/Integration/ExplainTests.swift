import Foundation
import Testing

/// `contract-check explain`: what a person needs to update the document.
@Suite struct ExplainTests {
    @Test func anAnchorWithItsGroupMentionsAndSection8Bullets() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let result = try repo.contractCheck(["explain", "beebox/src/frontend/src/components/chat/native-post.ts"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("anchor: beebox/docs/mobile-contract.md:"))
        #expect(result.stdout.contains("under \"Web-side bridge, auth, and receipt surface\""))
        #expect(
            result.stdout.contains(
                "(3.3 Script-message channels (web → native)) as \"src/frontend/src/components/chat/native-post.ts\""))
        #expect(result.stdout.contains("§8 Mirrored constants: beebox/docs/mobile-contract.md:"))
        #expect(result.stdout.contains("\"Script-message channel names\" side 2 (native-post.ts · NativeShellChannel)"))
    }

    @Test func pathsAreRelativeToTheCurrentDirectoryAndNonAnchorsSaySo() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let result = try repo.contractCheck(
            ["explain", "Views/RootView.swift", "--format", "json"], in: repo.root + "/ios-app/BeeBox")
        #expect(result.status == 0, "\(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let path = try #require((object["paths"] as? [[String: Any]])?.first)
        #expect(path["path"] as? String == "ios-app/BeeBox/Views/RootView.swift")
        #expect(path["anchor"] as? Bool == false)
        #expect((path["mentions"] as? [Any])?.isEmpty == false)
    }

    @Test func aFolderPrefix() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let result = try repo.contractCheck(["explain", "beebox/test/mobile-contract/"])
        #expect(result.stdout.contains("anchor: beebox/docs/mobile-contract.md:"))
        #expect(result.stdout.contains("as \"test/mobile-contract/fixtures/pairing-url/\""))
    }

    @Test func needsAPath() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let result = try repo.contractCheck(["explain"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing argument"))
    }
}

/// `explain <folder>/` names the §8 bullets whose sides name files under the folder, also when
/// the bullet abbreviates the path (`Views/ChatWebView.swift`), and the document's mentions of
/// them.
@Suite struct ExplainFolderTests {
    @Test func aFolderListsTheBulletsNamingFilesUnderIt() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let result = try repo.contractCheck(["explain", "ios-app/BeeBox/Views/"])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout.contains(
                "\"Receipt shape\" side 1 (Views/ChatWebView.swift · NativeEmissionReceipt.Disposition)"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("the document does not mention it elsewhere"), "\(result.stdout)")
    }

    /// A folder holding a file a bullet names by its bare file name (`use-native-bridge.ts`).
    @Test func aFolderListsBulletsNamingItsFilesByName() throws {
        let repo = try ExampleRepo.make(installHooks: false)
        let folder = "beebox/src/frontend/src/components/chat/everywhere/InteractiveChat/"
        let result = try repo.contractCheck(["explain", folder])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.stdout.contains("\"Location result\" side 2 (use-native-bridge.ts · postNativeLocationResult)"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("the document does not mention it elsewhere"), "\(result.stdout)")
    }
}
