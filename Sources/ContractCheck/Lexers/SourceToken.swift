/// One token of a source file that a contract rule may look at: a literal, a name, or JSX text.
///
/// Punctuation and operators are not tokens: the rules compare values and names, and leaving
/// operators out keeps the token list small. Keywords are yielded as `.identifier` (a keyword is a
/// name the language reserves; telling them apart is the caller's business, and it rarely cares).
package struct SourceToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A string literal's content, escapes decoded. A literal broken by interpolation
        /// (`"a\(x)b"`, `` `a${x}b` ``) is one token per literal segment, empty segments left out;
        /// a literal without interpolation is exactly one token, even when empty. A Kotlin
        /// character literal (`'a'`) is a string token holding its character.
        case string
        /// A name or keyword: `let`, `foo`, `` `default` `` (as `default`), `#if`, `@MainActor`,
        /// a JSX tag or attribute name (`data-id`).
        case identifier
        /// A number literal as written: `1_500`, `0x1F`, `1.5e3`, `10n`; a unary minus right
        /// before it is part of its text (`-1`), so `1` is never found inside `-1`.
        case number
        /// A regular-expression literal as written, delimiters and flags included: `/a+/gi`,
        /// `#/a b/#`.
        case regex
        /// Text between JSX tags as written (entities such as `&amp;` are not decoded);
        /// whitespace-only text is left out.
        case jsxText
    }

    package var kind: Kind
    /// For `.string` the decoded content; for the other kinds the text as written (see `Kind`).
    package var text: String
    /// 1-based line of the token's first byte (lines end at `\n`; `\r\n` is one line end).
    package var line: Int
    /// 1-based column of the token's first byte, counted in UTF-8 bytes (the way tree-sitter and
    /// most editors' "byte column" count it). A string's first segment starts at its opening
    /// delimiter (the first `#` of `#"…"#`); a later segment starts right after the `)` or `}`
    /// that closed the interpolation before it.
    package var column: Int

    package init(kind: Kind, text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }
}
