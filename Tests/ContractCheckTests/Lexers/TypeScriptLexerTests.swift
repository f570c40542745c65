import Testing

@testable import ContractCheck

/// The TypeScript/JavaScript lexer, construct by construct: source text beside the tokens it
/// must give.
@Suite struct TypeScriptLexerTests {
    let lexer = TypeScriptLexer(jsx: false)
    let tsx = TypeScriptLexer(jsx: true)

    struct TokenCase: Sendable, CustomTestStringConvertible {
        var source: String
        var tokens: [T]
        var testDescription: String { source.debugDescription }
    }

    // MARK: - Comments

    struct CommentCase: Sendable, CustomTestStringConvertible {
        var source: String
        var tokens: [T]
        var comments: [String]
        var testDescription: String { source.debugDescription }
    }

    @Test(arguments: [
        CommentCase(source: "a // 'hidden' b", tokens: [id("a")], comments: ["// 'hidden' b"]),
        CommentCase(source: "/* 'x' /* not nested */ y */", tokens: [id("y")], comments: ["/* 'x' /* not nested */"]),
        CommentCase(source: "a /* never closed\n'x'", tokens: [id("a")], comments: ["/* never closed\n'x'"]),
        CommentCase(source: #""// not /* a comment""#, tokens: [s("// not /* a comment")], comments: []),
        CommentCase(
            source: "`// nor ${x /* this */} this`", tokens: [s("// nor "), id("x"), s(" this")],
            comments: ["/* this */"]),
        CommentCase(source: "#!/usr/bin/env node\nrun()", tokens: [id("run", 2)], comments: ["#!/usr/bin/env node"]),
        CommentCase(source: "a/**/b", tokens: [id("a"), id("b")], comments: ["/**/"]),
    ])
    func comments(_ row: CommentCase) {
        let result = lexed(row.source, with: lexer)
        #expect(result.tokens.map(T.init) == row.tokens)
        #expect(result.comments.map(\.text) == row.comments)
    }

    /// HTML-like comments (ECMAScript Annex B.1.1) exist in a script, not in a module or in
    /// TypeScript: in `.cjs` and `.js` `<!--` comments out the rest of its line, and so does a
    /// line's leading `-->`; in `.mjs`, `.ts` and `.jsx` `<!--` is `<`, `!`, `--`.
    struct HTMLCommentCase: Sendable, CustomTestStringConvertible {
        var fileExtension: String
        var source: String
        var tokens: [T]
        var comments: [String]
        var testDescription: String { fileExtension + " " + source.debugDescription }
    }

    @Test(arguments: [
        HTMLCommentCase(
            fileExtension: "cjs", source: "const KEY = <!-- \"beebox.key\"\n\"beebox.evil\"",
            tokens: [id("const"), id("KEY"), s("beebox.evil", 2)], comments: [#"<!-- "beebox.key""#]),
        HTMLCommentCase(
            fileExtension: "js", source: "a <!-- 'x'\n  --> 'y'\nb", tokens: [id("a"), id("b", 3)],
            comments: ["<!-- 'x'", "--> 'y'"]),
        HTMLCommentCase(
            fileExtension: "cjs", source: "while (x-->0) 'z'", tokens: [id("while"), id("x"), num("0"), s("z")],
            comments: []),
        HTMLCommentCase(
            fileExtension: "mjs", source: "a <!-- 'x'", tokens: [id("a"), s("x")], comments: []),
        HTMLCommentCase(
            fileExtension: "ts", source: "a <!-- 'x'", tokens: [id("a"), s("x")], comments: []),
        HTMLCommentCase(
            fileExtension: "jsx", source: "a <!-- 'x'", tokens: [id("a"), s("x")], comments: []),
    ])
    func htmlLikeComments(_ row: HTMLCommentCase) {
        let result = lexed(row.source, with: TypeScriptLexer(fileExtension: row.fileExtension))
        #expect(result.tokens.map(T.init) == row.tokens)
        #expect(result.comments.map(\.text) == row.comments)
    }

    @Test func valuePresentOnlyInACommentIsACommentNotAToken() {
        let result = lexed(
            """
            // export const KEY = "mobile_auth_token";
            const used = 'session_id'; /* 'legacy' */
            """, with: lexer)
        #expect(strings(of: result) == ["session_id"])
        #expect(result.comments.map(\.line) == [1, 2])
        #expect(result.comments[1].text == "/* 'legacy' */")
    }

    // MARK: - Strings

    @Test(arguments: [
        TokenCase(source: #"'single' "double""#, tokens: [s("single"), s("double")]),
        TokenCase(source: #"'' """#, tokens: [s(""), s("")]),
        TokenCase(source: #"'it\'s' "say \"hi\"""#, tokens: [s("it's"), s("say \"hi\"")]),
        TokenCase(source: #""\t\n\r\\\0 \b\f\v""#, tokens: [s("\t\n\r\\\0 \u{8}\u{C}\u{B}")]),
        TokenCase(source: #""\x41\u0042\u{1F600}\u{43}""#, tokens: [s("AB😀C")]),
        TokenCase(source: #""\uD83D\uDE00 \uD83D""#, tokens: [s("😀 \u{FFFD}")]),
        TokenCase(source: #""\101\7 \q\-\/\`""#, tokens: [s("A\u{7} q-/`")]),
        TokenCase(source: #""\xZ \uZ""#, tokens: [s("xZ uZ")]),
        TokenCase(source: "'one \\\ntwo'", tokens: [s("one two")]),
        TokenCase(source: "'one \\\r\ntwo'", tokens: [s("one two")]),
        TokenCase(source: "'unterminated\nnext", tokens: [s("unterminated"), id("next", 2)]),
        TokenCase(source: #"'héllo 日本'"#, tokens: [s("héllo 日本")]),
        TokenCase(source: #""${notATemplate}""#, tokens: [s("${notATemplate}")]),
    ])
    func quotedStrings(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    // MARK: - Template literals

    @Test(arguments: [
        TokenCase(source: "`plain`", tokens: [s("plain")]),
        TokenCase(source: "``", tokens: [s("")]),
        TokenCase(source: "`a${b}c`", tokens: [s("a"), id("b"), s("c")]),
        TokenCase(source: "`${a}${b}`", tokens: [id("a"), id("b")]),
        TokenCase(source: "`a${ b + `inner ${c}` }d`", tokens: [s("a"), id("b"), s("inner "), id("c"), s("d")]),
        TokenCase(source: "`x${ {a: 1}.a }y`", tokens: [s("x"), id("a"), num("1"), id("a"), s("y")]),
        TokenCase(source: "`x${ (() => { return `z`; })() }y`", tokens: [s("x"), id("return"), s("z"), s("y")]),
        TokenCase(source: "`${ \"}\" + '`' }`", tokens: [s("}"), s("`")]),
        TokenCase(source: "`\\${not} \\` \\n`", tokens: [s("${not} ` \n")]),
        TokenCase(source: "`$ {x} $`", tokens: [s("$ {x} $")]),
        TokenCase(
            source: "`line one\n  line ${x} two\n`", tokens: [s("line one\n  line "), id("x", 2), s(" two\n", 2)]),
        TokenCase(source: "`a\r\nb\rc`", tokens: [s("a\nb\nc")]),
        TokenCase(source: "String.raw`a${b}`", tokens: [id("String"), id("raw"), s("a"), id("b")]),
        TokenCase(source: "`never closed ${x", tokens: [s("never closed "), id("x")]),
        TokenCase(source: "`never closed", tokens: [s("never closed")]),
    ])
    func templates(_ row: TokenCase) {
        #expect(tokens(row.source, with: lexer) == row.tokens)
    }

    // MARK: - Regex literals and division

    struct RegexCase: Sendable, CustomTestStringConvertible {
        var source: String
        var regexes: [String]
        var testDescription: String { source }
    }

    @Test(arguments: [
        RegexCase(source: "const b = /ab+c/gi;", regexes: ["/ab+c/gi"]),
        RegexCase(source: "const a = x / 2 / y;", regexes: []),
        RegexCase(source: "const a = x /2/ y;", regexes: []),
        RegexCase(source: "const d = (x + y) / 2 / z;", regexes: []),
        RegexCase(source: "const e = arr[0] / 2 / 3;", regexes: []),
        RegexCase(source: "const f = {}.n / 2 / 3;", regexes: []),
        RegexCase(source: "s.replace(/[/]/g, '-')", regexes: ["/[/]/g"]),
        RegexCase(source: #"s.replace(/\//g, '-')"#, regexes: [#"/\//g"#]),
        RegexCase(source: #"[/[\]/]/, /x/]"#, regexes: [#"/[\]/]/"#, "/x/"]),
        RegexCase(source: "return /^\\d+$/.test(s);", regexes: ["/^\\d+$/"]),
        RegexCase(source: "typeof /x/", regexes: ["/x/"]),
        RegexCase(source: "ok ? /yes/ : /no/", regexes: ["/yes/", "/no/"]),
        RegexCase(source: "i++ / 2 / 1", regexes: []),
        RegexCase(source: "i /= 2", regexes: []),
        RegexCase(source: "10n / 2n / 1n", regexes: []),
        RegexCase(source: "x.return / 2 / 1", regexes: []),
        RegexCase(source: "a = b\n/re/g.test(s)", regexes: []),
        RegexCase(source: "x = /unterminated\ny / 2", regexes: []),
        RegexCase(source: "/=/.test(s)", regexes: ["/=/"]),
        RegexCase(source: "`${/a}/}`", regexes: ["/a}/"]),
        RegexCase(source: "if (ok) {\n}\n/after-block/.test(s)", regexes: ["/after-block/"]),
        RegexCase(source: "x = { a: 1 }\n/ 2 / 1", regexes: []),
    ])
    func regexVersusDivision(_ row: RegexCase) {
        #expect(tokens(row.source, with: lexer).filter { $0.kind == .regex }.map(\.text) == row.regexes)
    }

    @Test func quotesInsideARegexStartNoString() {
        #expect(
            tokens(#"const r = /"it's"/; const s = 't';"#, with: lexer) == [
                id("const"), id("r"), re(#"/"it's"/"#), id("const"), id("s"), s("t"),
            ])
    }

    // MARK: - JSX

    @Test(arguments: [
        TokenCase(source: "<b>Hello {name}</b>", tokens: [id("b"), jsx("Hello "), id("name"), id("b")]),
        TokenCase(
            source: #"<a href="x\n" title='t'>go</a>"#,
            tokens: [id("a"), id("href"), s(#"x\n"#), id("title"), s("t"), jsx("go"), id("a")]),
        TokenCase(
            source: "<a data-id={`t${n}`} {...rest} />", tokens: [id("a"), id("data-id"), s("t"), id("n"), id("rest")]),
        TokenCase(
            source: "<>\n  <b>one</b> two &amp; three\n</>",
            tokens: [id("b", 2), jsx("one", 2), id("b", 2), jsx(" two &amp; three\n", 2)]),
        TokenCase(
            source: "<ul>{items.map(i => <li key={i}>{i} / {i / 2}</li>)}</ul>",
            tokens: [
                id("ul"), id("items"), id("map"), id("i"), id("li"), id("key"), id("i"),
                id("i"), jsx(" / "), id("i"), num("2"), id("li"), id("ul"),
            ]),
        TokenCase(source: "<p>{/* 'comment' */}</p>", tokens: [id("p"), id("p")]),
        TokenCase(source: "<Foo.Bar baz={{ a: 'obj' }} />", tokens: [id("Foo.Bar"), id("baz"), id("a"), s("obj")]),
        TokenCase(
            source: "x = cond ? <i>yes</i> : <i>no</i>",
            tokens: [id("x"), id("cond"), id("i"), jsx("yes"), id("i"), id("i"), jsx("no"), id("i")]),
        TokenCase(
            source: "<p>a<br>b</p> after", tokens: [id("p"), jsx("a"), id("br"), jsx("b"), id("p"), id("after")]),
        TokenCase(
            source: "return <b>x</b> / 2 / 1", tokens: [id("return"), id("b"), jsx("x"), id("b"), num("2"), num("1")]),
        TokenCase(
            source: "<span>(optional) {n}</span>", tokens: [id("span"), jsx("(optional) "), id("n"), id("span")]),
        // Type arguments after an element's name are types, not a nested element.
        TokenCase(
            source: #"<Comp2<string> msg="1" />; 'after'"#,
            tokens: [id("Comp2"), id("string"), id("msg"), s("1"), s("after")]),
        TokenCase(
            source: "<List<{ name: string }>>text</List>",
            tokens: [id("List"), id("name"), id("string"), jsx("text"), id("List")]),
        TokenCase(
            source: "<M<Map<K, Array<V>>> a='b'>t</M>",
            tokens: [id("M"), id("Map"), id("K"), id("Array"), id("V"), id("a"), s("b"), jsx("t"), id("M")]),
        // After a block's `}` a statement starts: JSX, not a comparison.
        TokenCase(
            source: "function f() {}\n<C>child</C>;",
            tokens: [id("function"), id("f"), id("C", 2), jsx("child", 2), id("C", 2)]),
        TokenCase(source: "if (a) {\n}\n<p>t</p>", tokens: [id("if"), id("a"), id("p", 3), jsx("t", 3), id("p", 3)]),
    ])
    func jsxElements(_ row: TokenCase) {
        #expect(tokens(row.source, with: tsx) == row.tokens)
    }

    @Test(arguments: [
        TokenCase(
            source: "const f = <T,>(x: T) => 'v'", tokens: [id("const"), id("f"), id("T"), id("x"), id("T"), s("v")]),
        TokenCase(
            source: "const f = <T extends object>(x: T) => 'v'",
            tokens: [id("const"), id("f"), id("T"), id("extends"), id("object"), id("x"), id("T"), s("v")]),
        TokenCase(
            source: "const f = <T = string>(x: T) => 'v'",
            tokens: [id("const"), id("f"), id("T"), id("string"), id("x"), id("T"), s("v")]),
        TokenCase(
            source: "type F = <T>(x: T) => T; const s = 'after';",
            tokens: [id("type"), id("F"), id("T"), id("x"), id("T"), id("T"), id("const"), id("s"), s("after")]),
        TokenCase(
            source: "function apply(fn: <T>(x: T) => T) { return fn('s'); }",
            tokens: [
                id("function"), id("apply"), id("fn"), id("T"), id("x"), id("T"), id("T"), id("return"), id("fn"),
                s("s"),
            ]),
        TokenCase(
            source: "const c = a < b && c > 'd'", tokens: [id("const"), id("c"), id("a"), id("b"), id("c"), s("d")]),
        TokenCase(
            source: "const g: Array<string> = "
                + "['x']", tokens: [id("const"), id("g"), id("Array"), id("string"), s("x")]),
        TokenCase(
            source: "f<T>(x); const s = "
                + "'after'", tokens: [id("f"), id("T"), id("x"), id("const"), id("s"), s("after")]),
        // An object literal's `}` ends an operand: `<` after it compares.
        TokenCase(source: "const o = {} < b > ('c')", tokens: [id("const"), id("o"), id("b"), s("c")]),
    ])
    func lessThanThatIsNotJSX(_ row: TokenCase) {
        #expect(tokens(row.source, with: tsx) == row.tokens)
    }

    @Test func typeAssertionInTypeScriptIsNotJSX() {
        #expect(
            tokens("const n = <number>value; const s = 'after';", with: lexer) == [
                id("const"), id("n"), id("number"), id("value"), id("const"), id("s"), s("after"),
            ])
    }

    // MARK: - Numbers and identifiers

    struct NumberCase: Sendable, CustomTestStringConvertible {
        var source: String
        var numbers: [String]
        var testDescription: String { source }
    }

    @Test(arguments: [
        NumberCase(source: "5 1_500", numbers: ["5", "1_500"]),
        // A unary minus (an operand expected) is part of the number; a binary one is not.
        NumberCase(source: "const a = -1; f(-2); x -3; y-4; return -5", numbers: ["-1", "-2", "3", "4", "-5"]),
        NumberCase(source: "0xff 0b1010 0o17", numbers: ["0xff", "0b1010", "0o17"]),
        NumberCase(source: "1e3 2.5e-3 1E+2", numbers: ["1e3", "2.5e-3", "1E+2"]),
        NumberCase(source: ".5 x.y", numbers: [".5"]),
        NumberCase(source: "10n 0xFFn", numbers: ["10n", "0xFFn"]),
        NumberCase(source: "a?.5:1", numbers: [".5", "1"]),
        NumberCase(source: "[...a, 1]", numbers: ["1"]),
    ])
    func numbers(_ row: NumberCase) {
        #expect(tokens(row.source, with: lexer).filter { $0.kind == .number }.map(\.text) == row.numbers)
    }

    @Test func identifiersIncludeKeywordsPrivateNamesAndUnicode() {
        #expect(
            tokens("class C { #secret = 1; $el = café; @dec m() {} }", with: lexer) == [
                id("class"), id("C"), id("#secret"), num("1"), id("$el"), id("café"), id("dec"), id("m"),
            ])
    }

    // MARK: - Declarations

    struct DeclarationCase: Sendable, CustomTestStringConvertible {
        var source: String
        var declarations: [String]
        var testDescription: String { source.debugDescription }
    }

    @Test(arguments: [
        DeclarationCase(
            source: #"export const MOBILE_AUTH_TOKEN_STORAGE_KEY = "mobile_auth_token" as const;"#,
            declarations: [#"MOBILE_AUTH_TOKEN_STORAGE_KEY="mobile_auth_token"@1"#]),
        DeclarationCase(source: "const a = 'x'", declarations: [#"a="x"@1"#]),
        DeclarationCase(source: "let b = 5;", declarations: ["b=5@1"]),
        DeclarationCase(source: "var c = -1.5", declarations: ["c=-1.5@1"]),
        DeclarationCase(source: "const d: number = 0xff;", declarations: ["d=0xff@1"]),
        DeclarationCase(source: "const e: Record<string, Array<number>> = 'x';", declarations: [#"e="x"@1"#]),
        DeclarationCase(source: "const f: () => void = 'x';", declarations: [#"f="x"@1"#]),
        DeclarationCase(source: "const g: 'a' | 'b' = 'a';", declarations: [#"g="a"@1"#]),
        DeclarationCase(source: "const h = `plain`;", declarations: [#"h="plain"@1"#]),
        DeclarationCase(source: "const i = 1, j = 'two';", declarations: ["i=1@1", #"j="two"@1"#]),
        DeclarationCase(source: "const k = 1\nconst l = 2", declarations: ["k=1@1", "l=2@2"]),
        DeclarationCase(source: "const m = `a${b}`;", declarations: []),
        DeclarationCase(source: "const n = 5 * 60;", declarations: []),
        DeclarationCase(source: "const o = 'a' + b;", declarations: []),
        DeclarationCase(source: "const p = 'x'\n  .trim();", declarations: []),
        DeclarationCase(source: "const q = 'x' as string;", declarations: []),
        DeclarationCase(source: "const r = /re/;", declarations: []),
        DeclarationCase(source: "const { s } = obj;", declarations: []),
        DeclarationCase(source: "const t = 'unterminated\n", declarations: []),
        DeclarationCase(source: "for (const u of list) {}", declarations: []),
        DeclarationCase(source: "function f() { const v = 'inner'; }", declarations: [#"v="inner"@1"#]),
    ])
    func declarations(_ row: DeclarationCase) {
        #expect(ContractCheckTests.declarations(row.source, with: lexer) == row.declarations)
    }

    @Test func jsxElementIsNoLiteralValue() {
        #expect(ContractCheckTests.declarations("const el = <b>text</b>;\nconst k = 'v';", with: tsx) == [#"k="v"@2"#])
    }
}
