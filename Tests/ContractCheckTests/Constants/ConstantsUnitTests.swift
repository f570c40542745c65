import Testing

@testable import ContractCheck

/// Path resolution and value search, as tables.
@Suite struct ConstantsUnitTests {
    static let paths = [
        "beebox/src/frontend/src/lib/mobile-auth.ts",
        "beebox/src/webapp/routes/pairing.ts",
        "beebox/src/webapp/trpc/routers/pairing.ts",
        "beebox/src/a/dup.ts",
        "beebox/src/b/dup.ts",
        "ios-app/BeeBox/Views/ChatWebView.swift",
        "other/Views/ChatWebView.swift",
        "beebox/src/core/mobile/session.ts",
    ]

    @Test(
        arguments: [
            ("lib/mobile-auth.ts", PathResolver.Resolution.resolved("beebox/src/frontend/src/lib/mobile-auth.ts")),
            ("routes/pairing.ts", .resolved("beebox/src/webapp/routes/pairing.ts")),
            ("Views/ChatWebView.swift", .resolved("ios-app/BeeBox/Views/ChatWebView.swift")),
            ("dup.ts", .ambiguous(["beebox/src/a/dup.ts", "beebox/src/b/dup.ts"])),
            ("core/mobile/mobile-session.ts", .unresolved(similar: [])),
            ("mobile/session.ts", .resolved("beebox/src/core/mobile/session.ts")),
            ("ile-auth.ts", .unresolved(similar: [])),
            (
                "other/Views/ChatWebView.swift",
                .unresolved(similar: ["ios-app/BeeBox/Views/ChatWebView.swift", "other/Views/ChatWebView.swift"])
            ),
        ] as [(String, PathResolver.Resolution)])
    func resolution(reference: String, expected: PathResolver.Resolution) {
        let resolver = PathResolver(roots: ["beebox/", "ios-app/BeeBox/"], paths: Self.paths)
        #expect(resolver.resolve(reference) == expected)
    }

    @Test(
        arguments: [
            ("window.beeboxNativeReceive = function", "beeboxNativeReceive", true),
            ("beebox:native-emission-extra", "beebox:native-emission", false),
            ("new CustomEvent('beebox:native-emission')", "beebox:native-emission", true),
            ("?nativeComposer=1&session=", "nativeComposer=1", true),
            ("nativeComposer=10", "nativeComposer=1", false),
            ("xbeebox.mobileAuthToken", "beebox.mobileAuthToken", false),
            ("getItem('beebox.mobileAuthToken')", "beebox.mobileAuthToken", true),
            // The value's own punctuation continues it: a suffix or prefix made of it is another value.
            ("beebox.mobileAuthToken.v2", "beebox.mobileAuthToken", false),
            ("old.beebox.mobileAuthToken", "beebox.mobileAuthToken", false),
            ("beebox:native-emission:v2", "beebox:native-emission", false),
            ("window.beeboxQueue.push(x)", "beeboxQueue", true),
            // A value that starts or ends with punctuation is bounded as any other (issue 18).
            (">=Zq", ">=", false),
            ("Zq>=", ">=", false),
            ("a >= b", ">=", true),
            ("(>=)", ">=", true),
            ("/v1beta", "/v1", false),
            ("GET /v1 HTTP", "/v1", true),
            ("", "a", false),
        ] as [(String, String, Bool)])
    func wholeTokenInsideAString(haystack: String, needle: String, expected: Bool) {
        #expect(TokenSearch.containsToken(haystack, needle) == expected)
    }

    /// Inside a string literal: stray whitespace makes another value, and a script embedded in
    /// a multi-line literal has comments of its own that do not count.
    @Test(
        arguments: [
            ("beeboxLocationState ", "beeboxLocationState", false),
            ("\tbeeboxLocationState", "beeboxLocationState", false),
            ("post('beeboxLocationState', x)", "beeboxLocationState", true),
            ("window.q = [];\n// renamed from beeboxOldQueue\nwindow.beeboxNewQueue = q;", "beeboxOldQueue", false),
            ("window.q = [];\n/* was beeboxOldQueue */\nwindow.beeboxNewQueue = q;", "beeboxOldQueue", false),
            ("window.q = [];\nwindow.beeboxNewQueue = q; // the queue", "beeboxNewQueue", true),
            ("fetch('https://example.com/beeboxPath')\nnext();", "beeboxPath", true),
            // Bytes the value does not have in the text rule it out before the comments are
            // taken out; a value with a space may span a block comment's place (one space).
            ("window.q = [];\nwindow.other = q;", "beeboxNewQueue", false),
            ("a/* gone */b;\nnext();", "a b", true),
            ("a/* gone */b;\nnext();", "ab", false),
            // A value that ends where a line comment starts, at the end of its line.
            ("post('beebox') // note\nnext();", "'beebox')", true),
            // `\r\n` is one Character: a text whose only line breaks are `\r\n` is searched as
            // it is (its `//` comment text still counts), as `String.contains("\n")` decides.
            ("window.q = [];\r\n// beeboxOldQueue\r\nnext();", "beeboxOldQueue", true),
            ("window.q = [];\r\n// beeboxOldQueue\nnext();", "beeboxOldQueue", false),
        ] as [(String, String, Bool)])
    func tokensInsideLiterals(literal: String, value: String, expected: Bool) {
        #expect(TokenSearch.literal(literal, containsToken: value) == expected)
    }

    @Test(
        arguments: [("1500", 1500.0), ("1_500", 1500.0), ("0x5DC", 1500.0), ("1.5e3", 1500.0), ("10n", 10.0)]
            as [(String, Double)])
    func numbers(text: String, value: Double) {
        #expect(TokenSearch.number(text) == value)
    }

    @Test func presenceDistinguishesCodeFromComments() throws {
        let lexer = try #require(SourceLexers.lexer(forPath: "a.ts"))
        let source = lexer.lex(
            Array(
                """
                // MAX_TEXT_CHARS was 1500 and beebox.retired once
                export const MAX_TEXT_CHARS = 1_500;
                const key = "beebox.mobileAuthToken";
                """.utf8))
        #expect(
            TokenSearch.presence(of: "1500", isNumber: true, in: source) == .code(line: 2, column: 31, how: "a number"))
        #expect(
            TokenSearch.presence(of: "beebox.mobileAuthToken", isNumber: false, in: source)
                == .code(line: 3, column: 13, how: "a string literal"))
        #expect(
            TokenSearch.presence(of: "key", isNumber: false, in: source)
                == .code(line: 3, column: 7, how: "an identifier"))
        #expect(TokenSearch.presence(of: "beebox.retired", isNumber: false, in: source) == .commentOnly(line: 1))
        #expect(TokenSearch.presence(of: "absent", isNumber: false, in: source) == .absent)
    }

    /// A Swift enum case with a raw value goes on the wire as that value: its name does not
    /// hold the §8 value (`case queued = "pending"`, a CodingKeys case).
    @Test func anEnumCaseWithARawValueIsNotItsName() throws {
        let lexer = try #require(SourceLexers.lexer(forPath: "A.swift"))
        let source = lexer.lex(
            Array(
                """
                enum Disposition: String, Codable {
                    case sent, rejected
                    case queued = "pending"
                }
                struct Receipt: Codable {
                    let emissionId: String
                    enum CodingKeys: String, CodingKey { case emissionId = "emission_id" }
                }
                """.utf8))
        #expect(
            TokenSearch.presence(of: "sent", isNumber: false, in: source)
                == .code(line: 2, column: 10, how: "an identifier"))
        #expect(TokenSearch.presence(of: "queued", isNumber: false, in: source) == .absent)
        #expect(
            TokenSearch.presence(of: "pending", isNumber: false, in: source)
                == .code(line: 3, column: 19, how: "a string literal"))
        #expect(TokenSearch.presence(of: "emissionId", isNumber: false, in: source) == .absent)
        #expect(
            TokenSearch.presence(of: "emission_id", isNumber: false, in: source)
                == .code(line: 7, column: 60, how: "a string literal"))
    }

    /// Negative numbers: `-1` is found as itself, and `1` is not found in `-1`.
    @Test func negativeNumbers() throws {
        for path in ["A.swift", "a.ts"] {
            let lexer = try #require(SourceLexers.lexer(forPath: path))
            let source = lexer.lex(Array("let limit = -1\n".utf8))
            #expect(
                TokenSearch.presence(of: "-1", isNumber: true, in: source)
                    == .code(line: 1, column: 14, how: "a number"), "\(path)")
            #expect(TokenSearch.presence(of: "1", isNumber: true, in: source) == .absent, "\(path)")
        }
        #expect(TokenSearch.number("-0x10") == -16)
    }
}
