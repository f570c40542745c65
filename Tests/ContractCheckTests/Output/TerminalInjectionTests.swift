import Foundation
import Testing

/// Text output never passes a document's, a path's or a message's control characters, bidi
/// controls or line separators to the terminal: `manifest`, `explain` and the hooks print a
/// group comment holding OSC 52 (which writes the clipboard) and a heading holding U+202E as
/// escapes.
@Suite struct TerminalInjectionTests {
    static let osc52 = "\u{1B}]52;c;aGVsbG8=\u{07}"
    static let path = "src/x\u{2066}y.ts"

    static let document = """
        # Contract

        ## Anchor manifest \u{202E}txt.exe

        ```
        # Web \(osc52) side\u{2028}forged line
        \(path)
        src/api/routes.ts
        ```
        """

    static func repository() throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write("docs/contract.md", document + "\n")
        try repo.write(".contract-check", ContractFixture.configuration)
        try repo.write(path, "export {};\n")
        try repo.write("src/api/routes.ts", "export {};\n")
        let install = try repo.contractCheck(["install"])
        guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        try repo.commitAll("initial")
        return repo
    }

    /// No byte of an escape, a bidi control or a separator in `text`.
    static func expectClean(_ text: String, _ what: String) {
        let bad = text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains(
                    scalar.value)
        }
        #expect(bad.isEmpty, "\(what) prints \(bad.map { String($0.value, radix: 16) }): \(text.debugDescription)")
    }

    @Test func manifestEscapesHeadingsGroupsAndPaths() throws {
        let repo = try Self.repository()
        let result = try repo.contractCheck(["manifest"])
        #expect(result.status == 0, "\(result.output)")
        Self.expectClean(result.stdout, "manifest")
        #expect(result.stdout.contains("Anchor manifest \\u{202e}txt.exe"))
        #expect(result.stdout.contains("# Web \\u{1b}]52;c;aGVsbG8=\\u{7} side\\u{2028}forged line"))
        #expect(result.stdout.contains("src/x\\u{2066}y.ts"))
    }

    @Test func explainEscapesGroupsAndPaths() throws {
        let repo = try Self.repository()
        let result = try repo.contractCheck(["explain", Self.path])
        #expect(result.status == 0, "\(result.output)")
        Self.expectClean(result.stdout, "explain")
        #expect(
            result.stdout.contains("under \"Web \\u{1b}]52;c;aGVsbG8=\\u{7} side\\u{2028}forged line\""),
            "\(result.stdout)")
    }

    @Test func theHooksEscapeGroupsAndPaths() throws {
        let repo = try Self.repository()
        try repo.append(Self.path, "// changed")
        try repo.git(["add", "-A"])
        let result = try repo.tryCommit(["-q", "-m", "Change \u{202E}it"])
        #expect(result.status == 1)
        Self.expectClean(result.stderr, "the hooks")
        #expect(result.stderr.contains("src/x\\u{2066}y.ts"))
    }
}
