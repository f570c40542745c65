/// The hostile inputs of `DataJSONReaderAgreementTests`, each with libyaml's verdict and the JSON
/// reader's, and (where the JSON reader alone refuses) its reason and line. Where the verdicts
/// differ, the JSON reader's is RFC 8259's and Python's (`pythonAgreesOnTheHostileInputs`).
enum JSONHostileCases {
    typealias Case = DataJSONReaderAgreementTests.HostileCase

    static let all: [Case] = values + strings + structure + whitespace + encoding

    static let values: [Case] = [
        Case("an empty file", "", libyaml: false, json: false, reason: "it holds no JSON or YAML value"),
        Case("whitespace only", " \n \r\n", libyaml: false, json: false, reason: "it holds no JSON or YAML value"),
        Case(
            "a tab at a line's start", " \n\t", libyaml: false, json: false, reason: "cannot start any token", line: 2),
        Case("a number alone", "-0", libyaml: true, json: true),
        Case("a string alone", #""a""#, libyaml: true, json: true),
        Case("true alone", "true", libyaml: true, json: true),
        Case("null alone", " null ", libyaml: true, json: true),
        Case(
            "big and small numbers", "[123456789012345678901234567890, 1e400, -0.0E-0, 2.5e-3, 1E+2]",
            libyaml: true, json: true),
        Case("NaN", "[NaN]", libyaml: false, json: false, reason: "\"NaN\" is not quoted", line: 1),
        Case("Infinity", "[-Infinity]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("a plus sign", "[+1]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("a leading zero", "[01]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("no digit before the point", "[.5]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("no digit after the point", "[1.]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("an empty exponent", "[1e]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("hexadecimal", "[0x1F]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("a capitalised literal", "[True]", libyaml: false, json: false, reason: "is not quoted", line: 1),
        Case("duplicate keys", #"{"a": 1, "a": 2}"#, libyaml: true, json: true),
        Case("an empty key", #"{"": 1}"#, libyaml: true, json: true),
        Case("a quoted merge key", #"{"<<": {"a": 1}, "b": 2}"#, libyaml: true, json: true),
        Case("257 arrays deep", nested(257), libyaml: true, json: true),
        Case("258 arrays deep", nested(258), libyaml: false, json: false, reason: "deeper than the 256", line: 1),
    ]

    static let strings: [Case] = [
        Case("a 100,000-byte string", "[\"" + String(repeating: "é", count: 50_000) + "\"]", libyaml: true, json: true),
        Case("a 2,000-byte key", "{\"" + String(repeating: "k", count: 2_000) + "\": 1}", libyaml: false, json: true),
        Case("JSON's escapes", #"["\"\\\/\b\f\n\r\t\u00e9\u0000"]"#, libyaml: true, json: true),
        Case("an escaped surrogate pair", #"["\ud83d\ude00"]"#, libyaml: false, json: true),
        Case("a lone high surrogate", #"["\ud800"]"#, libyaml: false, json: false),
        Case("a lone low surrogate", #"["\udc00"]"#, libyaml: false, json: false),
        Case("a high surrogate before a letter", #"["\ud800\u0041"]"#, libyaml: false, json: false),
        Case("a short \\u escape", #"["\u12"]"#, libyaml: false, json: false),
        Case(
            "a YAML \\x escape", #"["\x41"]"#, libyaml: true, json: false, reason: "\\x is not a JSON escape", line: 1),
        Case("a YAML \\U escape", #"["\U0001F600"]"#, libyaml: true, json: false, reason: "\\U is not", line: 1),
        Case("a YAML \\e escape", #"["\e"]"#, libyaml: true, json: false, reason: "\\e is not", line: 1),
        Case(
            "a raw tab in a string", "[\"a\tb\"]", libyaml: true, json: false, reason: "control character 0x09",
            line: 1),
        Case(
            "a raw line break in a string", "[\n\"a\nb\"]", libyaml: true, json: false,
            reason: "control character 0x0A", line: 2),
        Case("a raw line break in a key", "{\n\"a\nb\": 1}", libyaml: false, json: false, reason: "','", line: 3),
        Case(
            "a line continuation", "[\"a\\\nb\"]", libyaml: true, json: false, reason: "\\ and 0x0A is not", line: 1
        ),
        Case("a raw NUL in a string", [0x5B, 0x22, 0x00, 0x22, 0x5D], libyaml: false, json: false),
        Case("a raw DEL in a string", "[\"\u{7F}\"]", libyaml: false, json: true),
        Case("a raw U+0080 in a string", "[\"\u{80}\"]", libyaml: false, json: true),
        Case("a raw U+FFFE in a string", "[\"\u{FFFE}\"]", libyaml: false, json: true),
        Case("a raw U+2028 in a string", "[\"a\u{2028}b\"]", libyaml: true, json: true),
        folded("spaces around a raw U+2028 in a string", "[\"a \u{2028} b\"]"),
        folded("a raw U+0085 in a string", "{\"k\": \"a\u{85}b\"}"),
        Case("an unterminated string", "[\"a", libyaml: false, json: false),
        Case("single quotes", "['a']", libyaml: false, json: false, reason: "single quotes", line: 1),
    ]

    static let structure: [Case] = [
        Case(
            "a trailing comma in an array", "[1,\n 2,\n]", libyaml: true, json: false,
            reason: "it is not JSON: a comma before \"]\" (JSON has no trailing commas)", line: 3),
        Case(
            "a trailing comma in an object", "{\"a\": 1,\n}", libyaml: true, json: false,
            reason: "it is not JSON: a comma before \"}\" (JSON has no trailing commas)", line: 2),
        Case("an empty item", "[1,,2]", libyaml: false, json: false),
        Case("a leading comma", "[,1]", libyaml: false, json: false),
        Case("an unclosed array", "[1", libyaml: false, json: false),
        Case("an unquoted key", "{a: 1}", libyaml: false, json: false, reason: "\"a\" is not quoted", line: 1),
        Case(
            "a number key", "{1: 2}", libyaml: true, json: false,
            reason: "it is not JSON: \"1\" where a string key is expected", line: 1),
        Case("a true key", "{\n true: 1}", libyaml: true, json: false, reason: "where a string key is", line: 2),
        Case("a key without a value", #"{"a"}"#, libyaml: false, json: false),
        Case(
            "a pair in an array", #"["a": 1]"#, libyaml: true, json: false,
            reason: "it is not JSON: \":\" where \",\" or \"]\" is expected", line: 1),
        Case(
            "an explicit key", #"{? "a" : 1}"#, libyaml: true, json: false, reason: "\"?\" where a string key",
            line: 1),
        Case("two values", "[1] [2]", libyaml: false, json: false),
        Case("two objects", "{}{}", libyaml: false, json: false),
        Case(
            "a comment after the value", "{\"a\": 1} # note\n", libyaml: true, json: false,
            reason: "it is not JSON: \"#\" where nothing more after the value is expected", line: 1),
        Case("a comment inside", "{\"a\": 1, # note\n \"b\": 2}", libyaml: true, json: false, reason: "\"#\"", line: 1),
        Case("a C comment", "[1] // note", libyaml: false, json: false),
        Case("a document start marker", "--- [1]", libyaml: true, json: false, reason: "\"-\" where", line: 1),
        Case("a document end marker", "[1]\n...\n", libyaml: true, json: false, reason: "\".\" where", line: 2),
        Case("a YAML directive", "%YAML 1.1\n---\n[1]", libyaml: true, json: false, reason: "\"%\" where", line: 1),
        Case("a tag", #"!!str "a""#, libyaml: false, json: false, reason: "YAML tag", line: 1),
        Case("an anchor", "&a [1]", libyaml: false, json: false, reason: "YAML anchor", line: 1),
    ]

    static let whitespace: [Case] = [
        Case("a tab before the value", "\t{\"a\": 1}", libyaml: false, json: true),
        Case("tabs inside", "{\n\t\"a\":\t1\n}", libyaml: true, json: true),
        Case("carriage returns alone", "{\r\"a\": 1,\r\"b\": [2]\r}", libyaml: true, json: true),
        Case("CRLF", "{\r\n  \"a\": 1\r\n}\r\n", libyaml: true, json: true),
        Case("a colon on the key's next line", "{\"a\"\n: 1}", libyaml: false, json: true),
        Case("a form feed", "[1]\u{0C}", libyaml: false, json: false),
        Case("U+2028 after the value", "[1]\u{2028}", libyaml: true, json: false, reason: "the byte 0xE2", line: 1),
        Case("a no-break space", "[1,\u{A0}2]", libyaml: false, json: false),
    ]

    static let encoding: [Case] = [
        Case("a byte order mark", "\u{FEFF}[1]", libyaml: true, json: true),
        Case("two byte order marks", "\u{FEFF}\u{FEFF}[1]", libyaml: false, json: false),
        Case("UTF-16", [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], libyaml: false, json: false, reason: "UTF-16"),
        Case("a byte 0xFF", [0x5B, 0x22, 0xFF, 0x22, 0x5D], libyaml: false, json: false),
        Case("an overlong NUL", [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], libyaml: false, json: false),
        Case("a surrogate in UTF-8", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], libyaml: false, json: false),
        Case("past U+10FFFF", [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], libyaml: false, json: false),
        Case("a cut character", [0x5B, 0x22, 0xE6, 0x97, 0x22, 0x5D], libyaml: false, json: false),
    ]

    /// A string holding a character libyaml takes for a line break (and folds into a space).
    static func folded(_ name: String, _ text: String) -> Case {
        var test = Case(name, text, libyaml: true, json: true)
        test.sameTree = false
        return test
    }

    /// `depth` arrays, each inside the one before.
    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }
}
