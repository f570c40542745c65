import Foundation
import Testing

@testable import ContractCheck

/// A key changed inside a function a §8 bullet names, on one side only, is drift the hooks
/// block through a real `git commit` (issue 18, section 3): the example's "Speech command V1"
/// names `nativeSpeechCommandFromDetail`, whose reads are now its key set.
@Suite struct FunctionKeysHookTests {
    static let web = "beebox/src/frontend/src/components/chat/everywhere/InteractiveChat/native-speech-command.ts"
    static let applied = "  const parsed = speechCommandSchema.safeParse(detail);\n"
    static let readsMore = applied + "  if ((detail as { act?: unknown }).act) return null;\n"

    @Test func aKeyReadOnOneSideInsideTheNamedFunctionIsBlocked() throws {
        let repo = try ExampleRepo.make()
        let before = try repo.contractCheck(["constants"])
        #expect(
            before.stdout.contains(
                "ok           Speech command V1 — 2 keys match NativeSpeechCommand ↔ "
                    + "speechCommandSchema"), "\(before.stdout)")
        try ExampleRepo.replace(repo, Self.web, Self.applied, Self.readsMore)
        let blocked = try repo.tryCommit(["-qam", "Read the act too\n\nContract-Unchanged: testing"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "[constant-drift] nativeSpeechCommandFromDetail (reads detail) in \"\(Self.web)\" carries the key "
                    + "\"act\", which \"Speech command V1\" does not list."),
            "\(blocked.stderr)")
        let accepted = try repo.tryCommit([
            "-qam", "Read the act too\n\nContract-Unchanged: testing\nContract-Drift-Accepted: the app follows",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
    }
}
