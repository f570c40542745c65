import Testing

@testable import ContractCheck

/// The contract document's own fenced JSON examples as §8 sides, run in process: a side writes
/// `§2` (the one JSON example of section 2), `§2[2]` (its second) or `§2#ok` (the one fenced
/// ```` ```json example=ok ````), and the example is read like a fixture. Each case is the
/// document's section 2 as written, the side, and the verdict: its state, the drift findings
/// (each message holding the text given, at the document line given) and the detail line.
@Suite struct DocumentExampleSideTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var section: String
        var side: String
        var state: BulletResult.State
        var drift: [String] = []
        var lines: [Int] = []
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let swift = """
        struct Pet: Codable {
            let id: Int
            let name: String
            let tag: String?
        }
        """

    /// The document: section 2 (its heading on line 1, its body from line 3), then §8 naming
    /// the side.
    static func document(_ section: String, side: String) -> String {
        "## 2. Redeem\n\n\(section)\n\n## 8. Mirrored constants\n\n- Pet `{id,name,tag?}` — `Pet.swift` · `Pet` ↔ "
            + "`\(side)`\n"
    }

    static let cases: [Case] = [
        Case(
            name: "the section's one example holding every key",
            section: "```json\n{ \"id\": 1, \"name\": \"Rex\", \"tag\": \"good\" }\n```", side: "§2", state: .ok,
            detail: "3 keys match Pet ↔ §2"),
        Case(
            name: "an example without an optional key",
            section: "```json\n{ \"id\": 1, \"name\": \"Rex\" }\n```", side: "§2", state: .ok),
        Case(
            name: "an example with a key the set does not list, at its document line",
            section: "```json\n{ \"id\": 1, \"name\": \"Rex\",\n  \"extra\": true }\n```", side: "§2",
            state: .drift, drift: [#"§2 in "doc.md" carries the key "extra", which "Pet" does not list"#],
            lines: [5]),
        Case(
            name: "an example in a list item, without a required key",
            section: "- Response:\n\n  ```json\n  { \"id\": 1,\n    \"tag\": \"good\" }\n  ```", side: "§2",
            state: .drift, drift: [#""name" of "Pet" is missing from §2 in "doc.md""#], lines: [6]),
        Case(
            name: "the second example by position",
            section: "```json\n{ \"pairingToken\": \"t\" }\n```\n\n```json\n{ \"id\": 1, \"name\": \"Rex\" }\n```",
            side: "§2[2]", state: .ok, detail: "3 keys match Pet ↔ §2[2]"),
        Case(
            name: "an example by the name its info string gives",
            section: "```json\n{ \"pairingToken\": \"t\" }\n```\n\n"
                + "```json example=ok\n{ \"id\": 1, \"name\": \"Rex\" }\n```",
            side: "§2#ok", state: .ok),
        Case(
            name: "a section by its heading text",
            section: "```json\n{ \"id\": 1, \"name\": \"Rex\" }\n```", side: "§Redeem", state: .ok),
        Case(
            name: "a section with two examples, named without picking one",
            section: "```json\n{ \"pairingToken\": \"t\" }\n```\n\n```json\n{ \"id\": 1, \"name\": \"Rex\" }\n```",
            side: "§2", state: .unresolved),
        Case(
            name: "a name no example has",
            section: "```json example=ok\n{ \"id\": 1, \"name\": \"Rex\" }\n```", side: "§2#gone", state: .unresolved),
        Case(
            name: "a section with no JSON example",
            section: "```ts\nconst id = 1\n```", side: "§2", state: .unresolved),
        Case(
            name: "an example that is not JSON",
            section: "```json\n{ \"id\": 1, \"name\": \"<name>\"|null }\n```", side: "§2", state: .unverifiable,
            detail: #"the example §2 ("doc.md" line 3) is not JSON at line 4: "#),
    ]

    @Test(arguments: cases)
    func exampleSide(_ test: Case) throws {
        let document = Self.document(test.section, side: test.side)
        let files = InMemoryFiles(["Pet.swift": Self.swift, "doc.md": document])
        let report = try files.check(document)
        let bullet = try #require(report.bullets.first)
        #expect(bullet.state == test.state, "\(bullet.detail)\n\(report.findings.map(\.message))")
        let drift = report.findings.filter { $0.rule == .constantDrift }
        #expect(drift.count == test.drift.count, "\(drift.map(\.message))")
        for (finding, text) in zip(drift, test.drift) { #expect(finding.message.contains(text), "\(finding.message)") }
        if !test.lines.isEmpty {
            #expect(drift.map { $0.location?.path } == test.lines.map { _ in "doc.md" })
            #expect(drift.map { $0.location?.line } == test.lines)
        }
        if let detail = test.detail {
            #expect(bullet.detail.hasPrefix(detail), "\(bullet.detail)")
        }
    }
}
