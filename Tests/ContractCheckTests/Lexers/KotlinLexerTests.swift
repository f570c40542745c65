import Testing

@testable import ContractCheck

/// The Kotlin lexer, construct by construct: source text beside the tokens it must give.
@Suite struct KotlinLexerTests {
    let lexer = KotlinLexer()

    struct TokenCase: Sendable, CustomTestStringConvertible {
        var source: String
        var tokens: [T]
        var testDescription: String { source.debugDescription }
    }

    struct CommentCase: Sendable, CustomTestStringConvertible {
        var source: String
        var tokens: [T]
        var comments: [String]
        var testDescription: String { source.debugDescription }
    }

    // MARK: - Comments

    @Test(arguments: [
        CommentCase(source: "a // \"hidden\" b", tokens: [id("a")], comments: ["// \"hidden\" b"]),
        CommentCase(
            source: "/* \"x\" /* nested */ \"y\" */ z", tokens: [id("z")],
            comments: ["/* \"x\" /* nested */ \"y\" */"]),
        CommentCase(
            source: "/** KDoc with `code` and \"text\" */ val a = 1",
            tokens: [id("val"), id("a"), num("1")], comments: ["/** KDoc with `code` and \"text\" */"]),
        CommentCase(
            source: "a /* never /* closed */\n\"x\"", tokens: [id("a")],
            comments: ["/* never /* closed */\n\"x\""]),
        CommentCase(source: #""// not /* a comment""#, tokens: [s("// not /* a comment")], comments: []),
        CommentCase(source: "\"${x /* in a template */}\"", tokens: [id("x")], comments: ["/* in a template */"]),
        CommentCase(
            source: "#!/usr/bin/env kotlin\nprintln(1)", tokens: [id("println", 2), num("1", 2)],
            comments: ["#!/usr/bin/env kotlin"]),
        CommentCase(source: "a/**/b", tokens: [id("a"), id("b")], comments: ["/**/"]),
        CommentCase(source: "10 / 2 /3", tokens: [num("10"), num("2"), num("3")], comments: []),
    ])
    func comments(_ row: CommentCase) {
        let result = lexed(row.source, with: lexer)
        #expect(result.tokens.map(T.init) == row.tokens)
        #expect(result.comments.map(\.text) == row.comments)
    }

    // MARK: - Strings

    @Test(arguments: [
        TokenCase(source: #""plain" """#, tokens: [s("plain"), s("")]),
        TokenCase(source: #""\t\b\n\r\'\"\\\$""#, tokens: [s("\t\u{8}\n\r'\"\\$")]),
        TokenCase(source: #""\u0041\u00e9\u20AC""#, tokens: [s("Aé€")]),
        TokenCase(source: #""\uD83D\uDE00 \uD83D""#, tokens: [s("😀 \u{FFFD}")]),
        TokenCase(source: #""\u004 \q \x41 \0""#, tokens: [s("\\u004 \\q \\x41 \\0")]),
        TokenCase(source: #""\${notATemplate} \$name""#, tokens: [s("${notATemplate} $name")]),
        TokenCase(source: #""$ 5, $1, $$, $""#, tokens: [s("$ 5, $1, $$, $")]),
        TokenCase(source: "\"unterminated\nnext", tokens: [s("unterminated"), id("next", 2)]),
        TokenCase(source: "\"escaped line end \\\nnext", tokens: [s("escaped line end \\"), id("next", 2)]),
        TokenCase(source: #""héllo 日本""#, tokens: [s("héllo 日本")]),
    ])
    func strings(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    // MARK: - Templates

    @Test(arguments: [
        TokenCase(source: #""hello $name!""#, tokens: [s("hello "), id("name"), s("!")]),
        TokenCase(source: #""$a$b""#, tokens: [id("a"), id("b")]),
        TokenCase(source: #""$a.b""#, tokens: [id("a"), s(".b")]),
        TokenCase(source: #""$$a""#, tokens: [s("$"), id("a")]),
        TokenCase(source: #""a${b}c""#, tokens: [s("a"), id("b"), s("c")]),
        TokenCase(source: #""${a}${b}""#, tokens: [id("a"), id("b")]),
        TokenCase(
            source: #""x${m["k${"deep$n"}"]}y""#,
            tokens: [s("x"), id("m"), s("k"), s("deep"), id("n"), s("y")]),
        TokenCase(source: #""a${ f { x -> "$x" } }b""#, tokens: [s("a"), id("f"), id("x"), id("x"), s("b")]),
        TokenCase(source: #""${"}"}""#, tokens: [s("}")]),
        TokenCase(source: "\"a$`odd name`b\"", tokens: [s("a"), id("odd name"), s("b")]),
        TokenCase(source: "\"a$`b\"", tokens: [s("a$`b")]),
        TokenCase(source: #""${'$'}x""#, tokens: [s("$"), s("x")]),
    ])
    func templates(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    /// Segments after a template are reported right after it: the `}` or the name's end.
    @Test func segmentColumns() {
        let result = lexed(#"val a = "x$n y${m}z""#, with: lexer)
        let strings = result.tokens.filter { $0.kind == .string }
        #expect(strings.map(\.text) == ["x", " y", "z"])
        #expect(strings.map(\.column) == [9, 13, 19])
    }

    // MARK: - Raw strings

    @Test(arguments: [
        TokenCase(source: "\"\"\"raw \\n \\u0041 \\$ \"q\" ''\"\"\"", tokens: [s("raw \\n \\u0041 \\$ \"q\" ''")]),
        TokenCase(
            source: "\"\"\"\n    a\n    b\n\"\"\".trimIndent()",
            tokens: [s("\n    a\n    b\n"), id("trimIndent", 4)]),
        TokenCase(source: "\"\"\"t $x ${y + 1} \"\"\"", tokens: [s("t "), id("x"), s(" "), id("y"), num("1"), s(" ")]),
        TokenCase(source: "\"\"\"ends with quotes\"\"\"\"\"", tokens: [s("ends with quotes\"\"")]),
        TokenCase(source: "\"\"\"\"\"\"", tokens: [s("")]),
        TokenCase(source: "\"\"\"a\r\nb\rc\"\"\"", tokens: [s("a\nb\nc")]),
        TokenCase(source: "\"\"\"never closed\n$x", tokens: [s("never closed\n"), id("x", 2)]),
        TokenCase(
            source: "\"\"\"outer ${\"inner ${\"\"\"deep\"\"\"}\"} end\"\"\"",
            tokens: [s("outer "), s("inner "), s("deep"), s(" end")]),
    ])
    func rawStrings(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    /// Kotlin 2.2's multi-dollar prefix: fewer dollars than the prefix are content.
    @Test(arguments: [
        TokenCase(
            source: #"$$"""{"$schema": "$$id", "n": $$n}""""#,
            tokens: [s("{\"$schema\": \""), id("id"), s("\", \"n\": "), id("n"), s("}")]),
        TokenCase(source: #"$$"cost: $5 ${'$'} $${x}""#, tokens: [s("cost: $5 ${'$'} "), id("x")]),
        TokenCase(source: #"$$"$$$a""#, tokens: [s("$"), id("a")]),
    ])
    func multiDollarStrings(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    // MARK: - Character literals

    @Test(arguments: [
        TokenCase(
            source: #"'a' '\n' '\'' '"' '\\' '$' '\u0041' 'é'"#,
            tokens: [s("a"), s("\n"), s("'"), s("\""), s("\\"), s("$"), s("A"), s("é")]),
        TokenCase(source: "'x\nnext", tokens: [s("x"), id("next", 2)]),
        TokenCase(source: "listOf('a', \"b\")", tokens: [id("listOf"), s("a"), s("b")]),
    ])
    func characterLiterals(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    // MARK: - Names, numbers, annotations

    @Test(arguments: [
        TokenCase(source: "fun `a test name`() = 1", tokens: [id("fun"), id("a test name"), num("1")]),
        TokenCase(source: "val `when` = x", tokens: [id("val"), id("when"), id("x")]),
        TokenCase(
            source: "@Serializable @SerialName(\"k\")",
            tokens: [id("@Serializable"), id("@SerialName"), s("k")]),
        TokenCase(source: "@field:SerializedName(\"k\")", tokens: [id("@field"), id("SerializedName"), s("k")]),
        TokenCase(source: "return@forEach", tokens: [id("return"), id("@forEach")]),
        TokenCase(source: "a$b", tokens: [id("a"), id("b")]),
    ])
    func namesAndAnnotations(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    @Test(arguments: [
        TokenCase(
            source: "1_000_000 0x1F_FF 0XAB 0b1010_0101 0B11",
            tokens: [num("1_000_000"), num("0x1F_FF"), num("0XAB"), num("0b1010_0101"), num("0B11")]),
        TokenCase(
            source: "42L 7u 7U 8uL 9UL 0xFFu",
            tokens: [num("42L"), num("7u"), num("7U"), num("8uL"), num("9UL"), num("0xFFu")]),
        TokenCase(
            source: "1.5 1.5f 2F 1e10 1.5e-3 3.0E+2",
            tokens: [num("1.5"), num("1.5f"), num("2F"), num("1e10"), num("1.5e-3"), num("3.0E+2")]),
        TokenCase(source: "f(.5)", tokens: [id("f"), num(".5")]),
        TokenCase(source: "1..5 0..<10", tokens: [num("1"), num("5"), num("0"), num("10")]),
        TokenCase(source: "1.toString()", tokens: [num("1"), id("toString")]),
        TokenCase(
            source: "x = -1; f(-2, a -3); return -4",
            tokens: [id("x"), num("-1"), id("f"), num("-2"), id("a"), num("3"), id("return"), num("-4")]),
        TokenCase(source: "a.b - 1 * -0x1F", tokens: [id("a"), id("b"), num("1"), num("-0x1F")]),
    ])
    func numbers(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    // MARK: - Declarations

    @Test func declarationsInitialisedWithALiteral() {
        let source = """
            const val PLAIN = "beebox.mobileAuthToken"
            private val limit: Int = 5
            var negative = -1L
            val nullable: String? = "x"
            val generic: Map<String, Int> = mapOf()
            val templated = "a$b"
            val char = ','
            object Keys { const val TOKEN = "token"; val OTHER = "other" }
            val sum = 1 + 2
            val (a, b) = pair
            """
        #expect(
            declarations(source, with: lexer) == [
                #"PLAIN="beebox.mobileAuthToken"@1"#, "limit=5@2", "negative=-1L@3", #"nullable="x"@4"#,
                #"char=","@7"#, #"TOKEN="token"@8"#, #"OTHER="other"@8"#,
            ])
    }

    // MARK: - The registry

    @Test(arguments: ["app/src/main/java/app/Bridge.kt", "build.gradle.kts", "App.KT"])
    func kotlinFilesAreRead(_ path: String) {
        #expect(SourceLexers.lexer(forPath: path) is KotlinLexer)
    }
}
