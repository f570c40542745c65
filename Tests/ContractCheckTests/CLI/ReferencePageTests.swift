import Foundation
import Testing

@testable import contract_check

/// docs/reference.md is what `contract-check man --markdown` prints: generated from the command
/// table `help` and the man page print, so the three cannot disagree.
@Suite struct ReferencePageTests {
    @Test func theCommittedReferenceIsTheGeneratedOne() throws {
        let committed = try String(
            contentsOfFile: TempGitRepo.packageRoot + "/docs/reference.md", encoding: .utf8)
        let generated = ReferencePage.markdown(commands: CLI.commandSpecs)
        #expect(committed == generated, "regenerate: swift run contract-check man --markdown > docs/reference.md")
        let repo = try TempGitRepo()
        let printed = try repo.contractCheck(["man", "--markdown"])
        #expect(printed.status == 0)
        #expect(printed.stdout == committed)
    }

    /// Every command, every option of each, and its discussion are in the reference.
    @Test func theReferenceListsEveryCommandOptionAndDiscussion() {
        let page = ReferencePage.markdown(commands: CLI.commandSpecs)
        for spec in CLI.commandSpecs {
            #expect(page.contains("\n## \(spec.name)\n\n```\ncontract-check \(spec.usage)\n```\n"), "\(spec.name)")
            for option in spec.options { #expect(page.contains("`--\(option.long)"), "\(spec.name) --\(option.long)") }
            if !spec.discussion.isEmpty { #expect(page.contains(spec.discussion), "\(spec.name)") }
        }
        #expect(page.contains("`{a,b?,c:{d}}`  a key set"), "help constants carries the bullet grammar")
    }
}
