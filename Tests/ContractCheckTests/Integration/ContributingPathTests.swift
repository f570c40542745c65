import Foundation
import Testing

/// CONTRIBUTING.md's "The path of one commit": each step names the type that does it and the
/// file that declares it. The names stay true: every file exists and declares the type named
/// beside it, and both paths (the hooks, `ci`) are drawn step by step.
@Suite struct ContributingPathTests {
    /// The lines of the section, up to the next `## ` heading.
    static func section() throws -> [Substring] {
        let text = try String(contentsOfFile: TempGitRepo.packageRoot + "/CONTRIBUTING.md", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## The path of one commit") else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("## ") })
    }

    /// The numbered steps of the section (`1. …`).
    static func steps(_ lines: [Substring]) -> [Substring] {
        lines.filter { $0.first?.isNumber == true && $0.contains(". ") }
    }

    @Test func everyStepNamesATypeAndTheFileThatDeclaresIt() throws {
        let lines = try Self.section()
        let steps = Self.steps(lines)
        #expect(steps.count == 16, "\(steps.count) steps")
        let pair = try Regex(#"`([A-Z][A-Za-z0-9]+)` \(`((?:Sources|hooks)/[^`]+\.swift)`\)"#)
        var checked = 0
        for step in steps {
            let pairs = step.matches(of: pair)
            #expect(!pairs.isEmpty, "a step without a `Type` (`path`): \(step)")
            for match in pairs {
                let type = String(step[match.output[1].range!])
                let path = String(step[match.output[2].range!])
                let source = try? String(contentsOfFile: TempGitRepo.packageRoot + "/" + path, encoding: .utf8)
                #expect(source != nil, "\(path) does not exist")
                let declares = try Regex(#"(struct|class|enum|protocol|actor|extension) "# + type + #"\b"#)
                #expect(source?.contains(declares) == true, "\(path) does not declare \(type)")
                checked += 1
            }
        }
        #expect(checked >= steps.count)
    }

    @Test func bothPathsAreDrawn() throws {
        let lines = try Self.section()
        #expect(lines.contains { $0.hasPrefix("**The commit-msg hook**") })
        #expect(lines.contains { $0.hasPrefix("**`ci`**") })
        // The one reader and the one judge are on both paths.
        let text = lines.joined(separator: "\n")
        #expect(text.components(separatedBy: "`CommitReader` (").count - 1 == 2, "\(text)")
        #expect(text.components(separatedBy: "`CommitDecision` (").count - 1 == 2, "\(text)")
        // Each path ends in a view of that decision.
        #expect(text.contains("`HookVerdict` ("), "\(text)")
        #expect(text.contains("`CICommit` ("), "\(text)")
    }
}
