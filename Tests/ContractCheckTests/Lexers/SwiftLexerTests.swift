import Testing

@testable import ContractCheck

/// The Swift lexer, construct by construct: source text beside the tokens it must give.
@Suite struct SwiftLexerTests {
    let lexer = SwiftLexer()

    // MARK: - Comments

    struct CommentCase: Sendable, CustomTestStringConvertible {
        var source: String
        var tokens: [T]
        var comments: [String]
        var testDescription: String { source.debugDescription }
    }

    @Test(arguments: [
        CommentCase(
            source: #"let a = 1 // "hidden" b"#, tokens: [id("let"), id("a"), num("1")], comments: [#"// "hidden" b"#]),
        CommentCase(
            source: #"/* outer /* inner "x" */ still "y" */ z"#, tokens: [id("z")],
            comments: [#"/* outer /* inner "x" */ still "y" */"#]),
        CommentCase(
            source: "/// \"doc\"\nlet k = \"v\"", tokens: [id("let", 2), id("k", 2), s("v", 2)],
            comments: [#"/// "doc""#]),
        CommentCase(
            source: "a /* never /* closed */ \"x\"\nb", tokens: [id("a")],
            comments: [
                "/* never /* closed "
                    + "*/ \"x\"\nb"
            ]),
        CommentCase(
            source: #""// not a comment /* nor this */""#,
            tokens: [s("// not a comment /* nor this */")], comments: []),
        CommentCase(
            source: "x/**/y/*/ still */z", tokens: [id("x"), id("y"), id("z")], comments: ["/**/", "/*/ still */"]),
        CommentCase(source: "a // one\r\nb", tokens: [id("a"), id("b", 2)], comments: ["// one"]),
        CommentCase(
            source: "#!/usr/bin/env swift\nprint(\"hi\")", tokens: [id("print", 2), s("hi", 2)],
            comments: ["#!/usr/bin/env swift"]),
    ])
    func comments(_ row: CommentCase) {
        let result = lexed(row.source, with: lexer)
        #expect(result.tokens.map(T.init) == row.tokens)
        #expect(result.comments.map(\.text) == row.comments)
    }

    @Test func valuePresentOnlyInACommentIsACommentNotAToken() {
        let result = lexed(
            """
            // MOBILE_AUTH_TOKEN_STORAGE_KEY = "mobile_auth_token"
            /* "legacy_key" */
            let used = "session_id"
            """, with: lexer)
        #expect(strings(of: result) == ["session_id"])
        #expect(result.comments.map(\.line) == [1, 2])
        #expect(result.comments[0].text.contains(#""mobile_auth_token""#))
        #expect(result.comments[1].text == #"/* "legacy_key" */"#)
    }

    // MARK: - String literals

    struct TokenCase: Sendable, CustomTestStringConvertible {
        var source: String
        var tokens: [T]
        var testDescription: String { source.debugDescription }
    }

    @Test(arguments: [
        TokenCase(source: #""plain""#, tokens: [s("plain")]),
        TokenCase(source: #""""#, tokens: [s("")]),
        TokenCase(source: #""a\tb\nc\"d\'e\\f\0g\r""#, tokens: [s("a\tb\nc\"d'e\\f\0g\r")]),
        TokenCase(source: #""\u{41}\u{1F600}\u{E9}""#, tokens: [s("A😀é")]),
        TokenCase(source: #""\u{D800} \u{110000}""#, tokens: [s("\u{FFFD} \u{FFFD}")]),
        TokenCase(source: #""\q \u{} \u{12"#, tokens: [s(#"\q \u{} \u{12"#)]),
        TokenCase(source: #""héllo 日本""#, tokens: [s("héllo 日本")]),
        TokenCase(source: #""a\\(b)""#, tokens: [s(#"a\(b)"#)]),
        TokenCase(source: "\"abc\nlet x = 1", tokens: [s("abc"), id("let", 2), id("x", 2), num("1", 2)]),
        TokenCase(source: "\"a\\\nb\"", tokens: [s("a\\"), id("b", 2), s("", 2)]),
    ])
    func stringLiterals(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    @Test(arguments: [
        TokenCase(source: #""a\(b)c""#, tokens: [s("a"), id("b"), s("c")]),
        TokenCase(source: #""\(a)\(b)""#, tokens: [id("a"), id("b")]),
        TokenCase(source: #""x\(f(1, (2)))y""#, tokens: [s("x"), id("f"), num("1"), num("2"), s("y")]),
        TokenCase(source: #""x\(d["key"] ?? "none")y""#, tokens: [s("x"), id("d"), s("key"), s("none"), s("y")]),
        TokenCase(source: #""a\("b\(c)d")e""#, tokens: [s("a"), s("b"), id("c"), s("d"), s("e")]),
        TokenCase(source: #""a\(")" + "(")b""#, tokens: [s("a"), s(")"), s("("), s("b")]),
        TokenCase(source: #""a\(b /* ) */)c""#, tokens: [s("a"), id("b"), s("c")]),
        TokenCase(source: "\"a\\(b\n)c\"", tokens: [s("a"), id("b"), s("c", 2)]),
    ])
    func interpolation(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    @Test func interpolationSegmentsReportWhereEachStarts() {
        let result = lexed(#"let v = "ab\(x)cd""#, with: lexer)
        let segments = result.tokens.filter { $0.kind == .string }
        #expect(segments.map(\.column) == [9, 16])
        #expect(result.tokens.first { $0.text == "x" }?.column == 14)
    }

    // MARK: - Multi-line strings

    @Test(arguments: [
        // The closing delimiter's indentation goes from every line; deeper indentation stays.
        TokenCase(
            source: "let m = \"\"\"\n    one\n      two\n    \"\"\"", tokens: [id("let"), id("m"), s("one\n  two")]),
        // A closing delimiter at column 1: nothing to strip.
        TokenCase(source: "\"\"\"\n  one\n two\n\"\"\"", tokens: [s("  one\n two")]),
        // Blank lines, and a whitespace-only line shorter or longer than the indentation.
        TokenCase(source: "\"\"\"\n\n    a\n  \n      \n    \"\"\"", tokens: [s("\na\n\n  ")]),
        // A backslash at a line end joins the next line (whose indentation still goes).
        TokenCase(source: "\"\"\"\n    one \\\n    two\\   \n    three\n    \"\"\"", tokens: [s("one twothree")]),
        // Quotes: two are content, three escaped are content.
        TokenCase(
            source: "\"\"\"\n  \"\" and \\\"\"\" and \"\"\\\"\n  \"\"\"", tokens: [s("\"\" and \"\"\" and \"\"\"")]),
        // Escapes are decoded after stripping: `\t` at a line start is content, not indentation.
        TokenCase(source: "\"\"\"\n    \\tx\\n\n    \"\"\"", tokens: [s("\tx\n")]),
        TokenCase(source: "\"\"\"\n    \"\"\"", tokens: [s("")]),
        TokenCase(source: "\"\"\"\n\n\"\"\"", tokens: [s("")]),
        // CRLF line ends become \n and count as one line each.
        TokenCase(source: "\"\"\"\r\n  a\r\n  b\r\n  \"\"\" x", tokens: [s("a\nb"), id("x", 4)]),
    ])
    func multilineStrings(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    @Test func multilineInterpolationSegmentsAreStrippedLineByLine() {
        let source = """
            let m = \"\"\"
                a \\(x) b
                  \\(y)
                c \\(z)
                \"\"\"
            """
        #expect(
            tokens(source, with: lexer) == [
                id("let"), id("m"), s("a "), id("x", 2), s(" b\n  ", 2), id("y", 3), s("\nc ", 3), id("z", 4),
            ])
    }

    @Test func multilineInsideAnInterpolationOfAMultiline() {
        let source = """
            \"\"\"
                outer \\(\"\"\"
                    inner
                      deeper
                    \"\"\") after
                \"\"\"
            """
        #expect(tokens(source, with: lexer) == [s("outer "), s("inner\n  deeper", 2), s(" after", 5)])
    }

    // MARK: - Raw strings

    @Test(arguments: [
        TokenCase(source: ##"#"a\nb"#"##, tokens: [s(#"a\nb"#)]),
        TokenCase(source: ##"#"say "hi""#"##, tokens: [s(#"say "hi""#)]),
        TokenCase(source: ##"#"x\#(y)z\#n"#"##, tokens: [s("x"), id("y"), s("z\n")]),
        TokenCase(source: ##"#"\(notInterpolation)"#"##, tokens: [s(#"\(notInterpolation)"#)]),
        TokenCase(source: ###"##"a"#b\#(c)\##(d)\##u{41}"##"###, tokens: [s(##"a"#b\#(c)"##), id("d"), s("A")]),
        TokenCase(source: ##"#""#"##, tokens: [s("")]),
        // `#"""` followed by its `"#` on the same line is a single-line literal, as in Swift.
        TokenCase(source: ##"#""""#"##, tokens: [s(#""""#)]),
        TokenCase(source: ##"#"""a"""#"##, tokens: [s("\"\"a\"\"")]),
        TokenCase(source: ##"#"never closed" x"##, tokens: [s(#"never closed" x"#)]),
        TokenCase(
            source: "#\"\"\"\n    a \\n \"b\" \\#(c) \\#t\n    \"\"\" not the end\n    \"\"\"#",
            tokens: [s(#"a \n "b" "#), id("c", 2), s(" \t\n\"\"\" not the end", 2)]),
        TokenCase(source: "#\"\"\"\n    one \\#\n    two \\\n    \"\"\"#", tokens: [s("one two \\")]),
    ])
    func rawStrings(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    // MARK: - Identifiers and numbers

    @Test(arguments: [
        TokenCase(source: "let `default` = 1", tokens: [id("let"), id("default"), num("1")]),
        TokenCase(source: "func `two words`()", tokens: [id("func"), id("two words")]),
        TokenCase(source: "#if DEBUG\n#endif", tokens: [id("#if"), id("DEBUG"), id("#endif", 2)]),
        TokenCase(
            source: "@MainActor final class C {}", tokens: [id("@MainActor"), id("final"), id("class"), id("C")]),
        TokenCase(source: "{ $0 + $1 }", tokens: [id("$0"), id("$1")]),
        TokenCase(source: "let café = 1", tokens: [id("let"), id("café"), num("1")]),
        TokenCase(source: #"let k = \String.count"#, tokens: [id("let"), id("k"), id("String"), id("count")]),
        TokenCase(source: "` unclosed", tokens: [id("unclosed")]),
    ])
    func identifiers(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    struct NumberCase: Sendable, CustomTestStringConvertible {
        var source: String
        var numbers: [String]
        var testDescription: String { source }
    }

    @Test(arguments: [
        NumberCase(source: "5", numbers: ["5"]),
        NumberCase(source: "1_500", numbers: ["1_500"]),
        NumberCase(source: "0x1F 0b1010 0o17", numbers: ["0x1F", "0b1010", "0o17"]),
        NumberCase(source: "1.5e3 2.5e-3 1E+2", numbers: ["1.5e3", "2.5e-3", "1E+2"]),
        NumberCase(source: "0x1.8p3 0x1p-2", numbers: ["0x1.8p3", "0x1p-2"]),
        NumberCase(source: "0x1e-3", numbers: ["0x1e", "3"]),
        NumberCase(source: "1..<5 1...5", numbers: ["1", "5", "1", "5"]),
        NumberCase(source: "t.0", numbers: ["0"]),
        NumberCase(source: "0xFF.description 1.description", numbers: ["0xFF", "1"]),
        // A prefix minus is part of the number; a binary one is not.
        NumberCase(source: "-42", numbers: ["-42"]),
        NumberCase(source: "let a = -1, b = f(-2), c = x-3, d = x - 4", numbers: ["-1", "-2", "3", "4"]),
    ])
    func numbers(_ row: NumberCase) {
        #expect(tokens(row.source, with: lexer).filter { $0.kind == .number }.map(\.text) == row.numbers)
    }

    // MARK: - Regex literals and division

    struct RegexCase: Sendable, CustomTestStringConvertible {
        var source: String
        var regexes: [String]
        var testDescription: String { source }
    }

    @Test(arguments: [
        RegexCase(source: "let r = /a+b/", regexes: ["/a+b/"]),
        RegexCase(source: "let q = a / b / c", regexes: []),
        RegexCase(source: "let q = a/b/c", regexes: []),
        RegexCase(source: "f(x / y, z / w)", regexes: []),
        RegexCase(source: "let s = (a) / 2 / (b)", regexes: []),
        RegexCase(source: "let s = /a b/", regexes: ["/a b/"]),
        RegexCase(source: "let t = / a/", regexes: []),
        RegexCase(source: "let t = /a /", regexes: []),
        RegexCase(source: "x /= 2", regexes: []),
        RegexCase(source: #"s.contains(/\d+\/x/)"#, regexes: [#"/\d+\/x/"#]),
        RegexCase(source: "s.contains(/[/]x/)", regexes: ["/[/]x/"]),
        RegexCase(source: "nums.reduce(1, /) / 2", regexes: []),
        RegexCase(source: "return /x/", regexes: ["/x/"]),
        RegexCase(source: "let e = #/a b/#", regexes: ["#/a b/#"]),
        RegexCase(source: "let e = ##/a/#b/##", regexes: ["##/a/#b/##"]),
        RegexCase(source: "let e = #/\n  a\n/#", regexes: ["#/\n  a\n/#"]),
        RegexCase(source: "let e = #/never closed", regexes: []),
    ])
    func regexVersusDivision(_ row: RegexCase) {
        #expect(tokens(row.source, with: lexer).filter { $0.kind == .regex }.map(\.text) == row.regexes)
    }

    @Test func quoteInsideARegexStartsNoString() {
        #expect(
            tokens(#"let r = /"/; let s = "t""#, with: lexer) == [
                id("let"), id("r"), re(#"/"/"#), id("let"), id("s"), s("t"),
            ])
    }

    // MARK: - Declarations

    struct DeclarationCase: Sendable, CustomTestStringConvertible {
        var source: String
        var declarations: [String]
        var testDescription: String { source.debugDescription }
    }

    @Test(arguments: [
        DeclarationCase(source: #"let a = "x""#, declarations: [#"a="x"@1"#]),
        DeclarationCase(source: "static let b = 5", declarations: ["b=5@1"]),
        DeclarationCase(source: #"private static let c: String = "y""#, declarations: [#"c="y"@1"#]),
        DeclarationCase(source: "public var d: Int = -3", declarations: ["d=-3@1"]),
        DeclarationCase(source: "let o = 0x1F", declarations: ["o=0x1F@1"]),
        DeclarationCase(source: #"let `default` = "d""#, declarations: [#"default="d"@1"#]),
        DeclarationCase(source: "let m = \"\"\"\n    text\n    \"\"\"", declarations: [#"m="text"@1"#]),
        DeclarationCase(source: ##"let n = #"raw\n"#"##, declarations: [#"n="raw\\n"@1"#]),
        DeclarationCase(source: "let i = 1, j = \"two\"", declarations: ["i=1@1", #"j="two"@1"#]),
        DeclarationCase(source: #"let k = "v" // comment"#, declarations: [#"k="v"@1"#]),
        DeclarationCase(source: "let a = 1\nlet b = 2;", declarations: ["a=1@1", "b=2@2"]),
        DeclarationCase(source: #"enum E { static let key = "value" }"#, declarations: [#"key="value"@1"#]),
        DeclarationCase(source: #"let t: Dictionary<String, [Int]> = "x""#, declarations: [#"t="x"@1"#]),
        DeclarationCase(source: "let e: [String: Int] = [:]", declarations: []),
        DeclarationCase(source: #"let f = "a\(b)""#, declarations: []),
        DeclarationCase(source: "let g = 5 * 60", declarations: []),
        DeclarationCase(source: "let h = \"x\"\n    .uppercased()", declarations: []),
        DeclarationCase(source: "let p: (Int) -> Void = { _ in }", declarations: []),
        DeclarationCase(source: #"let q = "unterminated"#, declarations: []),
        DeclarationCase(source: "var r = 5 {\n  didSet {}\n}", declarations: []),
        DeclarationCase(source: "let t = -x", declarations: []),
        DeclarationCase(source: #"if let l = "x" {}"#, declarations: []),
        DeclarationCase(source: "let (a, b) = (1, 2)", declarations: []),
        DeclarationCase(source: #"someCall(value = "x")"#, declarations: []),
    ])
    func declarations(_ row: DeclarationCase) {
        #expect(ContractCheckTests.declarations(row.source, with: lexer) == row.declarations)
    }

    @Test func declarationValueIsTheLiteralToken() throws {
        let result = lexed("enum K {\n    static let defaultCapacity = -5\n}", with: lexer)
        let declaration = try #require(result.declarations.first)
        #expect(
            declaration
                == ConstantDeclaration(
                    name: "defaultCapacity", value: SourceToken(kind: .number, text: "-5", line: 2, column: 34), line: 2
                ))
    }
}

/// The string tokens' texts.
func strings(of result: LexedSource) -> [String] {
    result.tokens.filter { $0.kind == .string }.map(\.text)
}
