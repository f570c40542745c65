// swift-format-ignore-file
// Corpus for the lexer agreement test (`scripts/lexer-agreement/`): every form of Swift literal.
// It is compiled with the tests, so it is known to be valid Swift; nothing calls it.
// A value that is "only in a comment" must not be a string token: "comment-only value".

/* A block comment /* with a nested one and "a quoted phrase" */ still the comment "here" */

/// Doc comment with `code` and "quotes".
enum SwiftLiteralsCorpus {
    static let plain = "plain"
    static let empty = ""
    static let escapes = "tab\tnewline\nquote\"apostrophe\'backslash\\nul\0cr\r"
    static let unicode = "\u{41}\u{1F600}\u{E9} and \u{0}"
    static let nonASCII = "héllo wörld — ✓ 日本語 🎉"
    static let slashes = "http://example.com/*not a comment*/ // nor this"
    static let notInterpolation = "a \\(backslash then paren)"
    static let interpolated = "value: \(plain), count: \(plain.count)"
    static let nestedInterpolation = "outer \(String(describing: "inner \("deep")".count)) end"
    static let parensInInterpolation = "sum \((1 + (2 * 3))) done"
    static let stringInInterpolation = "a\(plain + ")" + "(")b"
    static let onlyInterpolations = "\(plain)\(empty)"
    static let commentInInterpolation = "x\(plain /* ) */ .count)y"
    static let raw = #"raw \n "quoted" \#(plain) \#n \#t"#
    static let rawWithHashInside = ##"a "# is not the end"##
    static let doubleRaw = ##"two "# hashes \#(notInterpolation) \##(plain) \##u{41}"##
    static let rawEmpty = #""#
    static let rawTwoQuotes = #""""#
    static let rawQuotesAround = #"""a"""#
    static let character: Character = "c"
    static let typed: String = "typed"
    static let `default` = "backtick name"
    static let `class`: Int = 3

    static let multi = """
        First line
          indented line
        "quotes" and \"escaped\" and \(plain) here
        continued \
        line
        \t tab escape at a line start
        last line
        """
    static let multiEmpty = """
        """
    static let multiBlankLines = """

        after a blank line
            
        before a blank line (the line above has only spaces)

        """
    static let multiNoIndent = """
line one
  line two
"""
    // The line continuation below has blanks after its backslash (Swift allows them): keep them.
    static let continuedWithBlanks = """
        one \   
        two
        """
    static let multiQuotes = """
        "" two quotes and \""" three escaped and ""\" again
        """
    static let multiInterpolationAtLineStart = """
        \(plain) starts the line
            \(empty)
        ends the line \(plain)
        """
    static let multiNested = """
        outer \("""
            inner multi-line
              indented
            """) after
        """
    static let rawMulti = #"""
        raw multi \n \#(plain) \#n
        "quotes" """ not an end
        continued \#
        line
        """#
    static let rawMultiDouble = ##"""
        \#(not) \##(plain)
        """##
}

/// Numbers, regex literals, division, and names.
enum SwiftCodeCorpus {
    static let number = 1_500
    static let hex = 0x1F
    static let binary = 0b1010
    static let octal = 0o17
    static let float = 1.5e3
    static let smallFloat = 2.5e-3
    static let negative = -42
    static let hexFloat = 0x1.8p3
    static let range = 1..<5
    static let closedRange = 1...5
    static var regex: Regex<Substring> { /a[b\/]+c/ }
    static var regexWithQuote: Regex<Substring> { /say "hi"/ }
    static var extendedRegex: Regex<Substring> { #/a b "c" \d+/# }
    static let division = 10 / 2 / 5
    static let parenthesised = (10 + 2) / 3
    static let subscripted = [10, 20][1] / 2
    static let keyPath = \String.count
    static let url = "a/b/c".split(separator: "/")

    static func divide(_ a: Int, _ b: Int) -> Int {
        var result = a / b
        result /= 2
        return result / 1
    }

    static func matches(_ text: String) -> Bool {
        text.contains(/\d{3}-\d{4}/) || text.firstMatch(of: /^x(y|z)$/) != nil
    }

    static func mapped(_ values: [Int]) -> [String] {
        values.map { "item \($0)" }.filter { !$0.isEmpty }
    }

    @available(*, deprecated, message: "attribute string")
    static func old() -> String { "old" }

    static func conditional() -> String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    static let location = "\(#line) \(#file)"
    static let character: Character = "\u{2603}"
}
