/// One trailer as `git interpret-trailers --parse` prints it: the token and the unfolded value,
/// both trimmed.
package struct Trailer: Sendable, Equatable, CustomStringConvertible {
    package var token: String
    package var value: String

    package init(token: String, value: String) {
        self.token = token
        self.value = value
    }

    package var description: String { "\(token): \(value)" }

    /// True when the token is `key`, ignoring ASCII case (git's `strcasecmp`), compared as bytes.
    package func hasToken(_ key: String) -> Bool {
        Array(token.utf8).map(Self.lower) == Array(key.utf8).map(Self.lower)
    }

    /// True when the value gives a reason: at least one visible character
    /// (`Unicode.Scalar.isVisible`), not only characters git keeps but nobody can read (a form
    /// feed is a value to git, `Contract-Unchanged:\f`, and so is a zero-width space, yet
    /// neither says anything).
    package var hasReason: Bool { value.hasVisibleCharacter }

    /// The first of `trailers` with the token `key` and a reason: the one predicate the hooks
    /// and `ci` ask of a message ("does it carry `Contract-Unchanged` / `Contract-Drift-Accepted`
    /// with a reason?"), over the trailers as git reads them (`git interpret-trailers --parse`).
    package static func reason(_ key: String, in trailers: [Trailer]?) -> Trailer? {
        trailers?.first { $0.hasToken(key) && $0.hasReason }
    }

    private static func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 32 : c }
}
