import Foundation
import Testing

/// The documentation, run as written: the worked examples of docs/writing-a-contract.md, the
/// README's five-minute example, and every relative link of the README, CONTRIBUTING.md and docs/.
@Suite struct DocumentationTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: TempGitRepo.packageRoot + "/" + path, encoding: .utf8)
    }

    /// One fenced block: its info string and content.
    struct Fence: Equatable {
        var info: String
        var content: String
    }

    /// The fenced blocks of `markdown`, in order (``` fences only, as the guide writes them).
    static func fences(_ markdown: String) -> [Fence] {
        var out: [Fence] = []
        var open: Fence?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if var fence = open {
                if line == "```" {
                    out.append(fence)
                    open = nil
                } else {
                    fence.content += line + "\n"
                    open = fence
                }
            } else if line.hasPrefix("```") {
                open = Fence(info: String(line.dropFirst(3)), content: "")
            }
        }
        return out
    }

    /// A worked example: the files it puts in place, then each bullet with the report line it gets.
    struct Example {
        var title: String
        var files: [(path: String, content: String)] = []
        var bullets: [(bullet: String, expected: String)] = []
    }

    /// The examples between `<!-- examples: begin -->` and `<!-- examples: end -->`, one per
    /// `####` heading: ```` ```swift file=<path> ```` blocks are files, a ```` ```markdown ````
    /// block a bullet, and the ```` ```text ```` block after it the report's line for it.
    static func examples(_ guide: String) throws -> [Example] {
        let begin = try #require(guide.range(of: "<!-- examples: begin -->"))
        let end = try #require(guide.range(of: "<!-- examples: end -->"))
        return guide[begin.upperBound..<end.lowerBound].components(separatedBy: "\n#### ").dropFirst().map { part in
            var example = Example(title: String(part.prefix { $0 != "\n" }))
            var bullet: String?
            for fence in fences(part) {
                if let range = fence.info.range(of: " file=") {
                    example.files.append((String(fence.info[range.upperBound...]), fence.content))
                } else if fence.info == "markdown" {
                    bullet = fence.content
                } else if fence.info == "text", let pending = bullet {
                    example.bullets.append((pending, fence.content))
                    bullet = nil
                }
            }
            return example
        }
    }

    /// The guide's examples as a test table: what `constants` says of each bullet, exactly.
    @Test func theGuidesWorkedExamplesGiveTheReportLinesItShows() throws {
        let examples = try Self.examples(try Self.read("docs/writing-a-contract.md"))
        #expect(examples.map(\.bullets.count).reduce(0, +) == 14, "\(examples.map(\.title))")
        for kind in [
            "A string constant", "A header", "An enum's raw values as a closed set",
            "A key set with optional keys", "A function", "A tagged union's tags as a closed set",
            "A JSON fixture, or a folder of them",
        ] {
            #expect(examples.contains { $0.title == kind && !$0.bullets.isEmpty }, "\(kind)")
        }
        for example in examples {
            let repo = try TempGitRepo()
            for file in example.files { try repo.write(file.path, file.content) }
            try repo.write(".contract-check", "[contract]\n    document = docs/contract.md\n")
            let manifest = example.files.map(\.path).joined(separator: "\n")
            for (bullet, expected) in example.bullets {
                try repo.write(
                    "docs/contract.md",
                    "# Contract\n\n## Anchor manifest\n\n```\n\(manifest)\n```\n\n## Mirrored constants\n\n\(bullet)")
                try repo.git(["add", "-A"])
                let result = try repo.contractCheck(["constants"])
                let lines = result.stdout.split(separator: "\n").compactMap { line -> String? in
                    guard let prefix = line.prefixMatch(of: #/docs/contract\.md:[0-9]+: /#) else { return nil }
                    return String(line[prefix.range.upperBound...]) + "\n"
                }
                #expect(lines.joined() == expected, "\(example.title): \(result.output)")
                // Drift, and a bullet the document can fix (an error at the document), exit 1.
                let found = expected.hasPrefix("drift") || expected.hasPrefix("error: ")
                #expect(result.status == (found ? 1 : 0), "\(example.title)")
            }
        }
    }

    /// The README's five-minute example, its ```sh blocks run in bash as a reader would, with
    /// contract-check on PATH: the report it shows, the blocked commit's finding, the history.
    @Test func theReadmesFiveMinuteExampleRunsAsShown() throws {
        let readme = try Self.read("README.md")
        let start = try #require(readme.range(of: "## Five minutes"))
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        let blocks = Self.fences(section)
        #expect(blocks.map(\.info) == ["sh", "sh", "", "sh", ""])
        let sandbox = try TempGitRepo()
        var environment = sandbox.environment
        environment["PATH"] =
            URL(fileURLWithPath: TempGitRepo.binary).deletingLastPathComponent().path
            + ":/usr/bin:/bin"
        environment["GIT_AUTHOR_NAME"] = "Reader"
        environment["GIT_AUTHOR_EMAIL"] = "reader@example.com"
        environment["GIT_COMMITTER_NAME"] = "Reader"
        environment["GIT_COMMITTER_EMAIL"] = "reader@example.com"
        func run(_ script: String) throws -> ProcessResult {
            try ProcessRunner.run(
                ProcessRunner.which("bash"), ["--norc", "--noprofile", "-c", script], in: sandbox.sandbox,
                environment: environment)
        }
        let setUp = try run(blocks[0].content)
        #expect(setUp.status == 0, "\(setUp.output)")
        let report = try run("cd demo\n" + blocks[1].content)
        #expect(report.stdout == blocks[2].content, "\(report.output)")
        let commits = try run("cd demo\n" + blocks[3].content + "git log --format=%s\n")
        #expect(commits.stdout.hasSuffix("Comment the header\nAdd the contract\nStart\n"), "\(commits.output)")
        #expect(commits.stderr.contains(blocks[4].content), "\(commits.stderr)")
        #expect(commits.stderr.contains("contract-check: commit blocked: "), "\(commits.stderr)")
    }

    /// Every relative link `[text](path)` of the README, CONTRIBUTING.md and docs/ leads to a file
    /// or folder of the repository (anchors aside).
    @Test func everyRelativeLinkLeadsToAFile() throws {
        let root = TempGitRepo.packageRoot
        let pages =
            ["README.md", "CONTRIBUTING.md", "bench/results/README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: root + "/docs")).filter { $0.hasSuffix(".md") }
            .map { "docs/" + $0 }
        #expect(pages.contains("docs/reference.md"))
        let link = try Regex(#"\]\(([^)\s#]+)[^)\s]*\)"#)
        var checked = 0
        for page in pages {
            let text = try Self.read(page)
            let folder = URL(fileURLWithPath: root + "/" + page).deletingLastPathComponent()
            for match in text.matches(of: link) {
                let target = String(text[match.output[1].range!])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let path = folder.appendingPathComponent(target).standardized.path
                #expect(FileManager.default.fileExists(atPath: path), "\(page): \(target)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }
}
