import Foundation
import Testing

@testable import ContractCheck

/// A commit that turns a §8 side the tool verified into one it cannot read (an initializer it
/// does not fold) is new drift: the hooks block it, through a real `git commit`, unless the
/// drift trailer accepts it (issue 18, section 1).
@Suite struct FoldedValueHookTests {
    static let web = "beebox/src/frontend/src/lib/mobile-auth.ts"
    static let literal = "= \"beebox.mobileAuthToken\";"
    static let conditional = "= false ? \"beebox.mobileAuthToken\" : \"beebox.evil\";"

    @Test func aCommitThatMakesAVerifiedSideUnverifiableIsBlocked() throws {
        let repo = try ExampleRepo.make()
        let before = try repo.contractCheck(["constants"])
        #expect(before.stdout.contains("localStorage key") && !before.stdout.contains("cannot be verified: the "))
        try ExampleRepo.replace(repo, Self.web, Self.literal, Self.conditional)
        let blocked = try repo.tryCommit(["-qam", "A conditional key\n\nContract-Unchanged: testing"])
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(
            blocked.stderr.contains(
                "[constant-drift] This commit makes a bullet of §8 Mirrored constants that is verified at HEAD "
                    + "unverifiable: \"localStorage key\" cannot be verified: the initializer of "
                    + "`MOBILE_AUTH_TOKEN_STORAGE_KEY` in \"\(Self.web)\" is a conditional expression; "
                    + "contract-check reads only literals and constant folds."),
            "\(blocked.stderr)")
        let accepted = try repo.tryCommit([
            "-qam",
            "A conditional key\n\nContract-Unchanged: testing\nContract-Drift-Accepted: chosen at build time",
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
    }
}
