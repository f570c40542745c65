import Testing

@testable import AnchorManifest

/// How a §8 side names the document's own examples, and which fenced blocks it selects.
@Suite struct ExampleReferenceTests {
    @Test(
        arguments: [
            ("§1.3", ExampleReference(section: "1.3", selector: .all)),
            ("§1.3[2]", ExampleReference(section: "1.3", selector: .position(2))),
            ("§1.3#redeem-ok", ExampleReference(section: "1.3", selector: .named("redeem-ok"))),
            ("§POST /api/pairing/redeem", ExampleReference(section: "POST /api/pairing/redeem", selector: .all)),
            ("§1.3[0]", nil), ("§1.3[x]", nil), ("§", nil), ("§#a", nil), ("§1.3#", nil), ("1.3", nil),
        ] as [(String, ExampleReference?)])
    func parse(_ text: String, _ expected: ExampleReference?) {
        #expect(ExampleReference(text) == expected)
    }

    static let document = """
        # Contract

        ## 1. Pairing

        ### 1.3 POST /api/pairing/redeem

        - Request:

          ```json
          { "pairingToken": "t" }
          ```

        ```json example=redeem-ok
        { "token": "x" }
        ```

        ```ts
        const a = 1
        ```

        ### 1.4 Devices

        ```JSON
        []
        ```
        """

    @Test func examplesKeepTheirHeadingLineAndInfo() {
        let examples = CmarkReader.parse(Self.document).fencedExamples
        #expect(examples.map(\.line) == [9, 13, 17, 23])
        #expect(examples.map(\.sectionLine) == [5, 5, 5, 21])
        #expect(examples.map(\.isJSON) == [true, true, false, true])
        #expect(examples.map(\.name) == [nil, "redeem-ok", nil, nil])
        #expect(examples[0].literal == "{ \"pairingToken\": \"t\" }\n")
    }

    @Test(arguments: [
        ("§1.3", [9, 13]), ("§1.3[2]", [13]), ("§1.3[3]", []), ("§1.3#redeem-ok", [13]), ("§1.3#other", []),
        ("§1.4", [23]), ("§Devices", [23]), ("§1.4 devices", [23]), ("§1", []), ("§2", []),
    ])
    func selection(_ text: String, _ lines: [Int]) throws {
        let reference = try #require(ExampleReference(text))
        #expect(reference.select(CmarkReader.parse(Self.document).fencedExamples).map(\.line) == lines)
    }
}
