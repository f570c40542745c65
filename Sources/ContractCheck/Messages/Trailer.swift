/// One trailer as `git interpret-trailers --parse` prints it: the token and the unfolded value,
/// both trimmed.
public struct Trailer: Sendable, Equatable, CustomStringConvertible {
    public var token: String
    public var value: String

    public init(token: String, value: String) {
        self.token = token
        self.value = value
    }

    public var description: String { "\(token): \(value)" }
}
