/// A constant (or variable) initialised with a single literal: `static let defaultCapacity = 5`,
/// `export const MOBILE_AUTH_TOKEN_STORAGE_KEY = "mobile_auth_token" as const`.
///
/// Only a whole literal counts: a string with interpolation, an expression (`5 * 60`) or a call
/// is not a constant a document can quote, so it is not a declaration here.
struct ConstantDeclaration: Sendable, Equatable {
    /// The declared name, backticks removed.
    var name: String
    /// The `.string` or `.number` token the name is initialised with. A negative number's text
    /// starts with `-` and its position is the minus sign's.
    var value: SourceToken
    /// 1-based line of the name.
    var line: Int
    /// The keyword that introduced it: `let`, `var`, `const`, or `case` for a Swift enum case
    /// with a raw value (`case queued = "pending"`).
    var introducer: String

    init(name: String, value: SourceToken, line: Int, introducer: String = "let") {
        self.name = name
        self.value = value
        self.line = line
        self.introducer = introducer
    }
}
