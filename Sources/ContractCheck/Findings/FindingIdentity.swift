/// What a §8 finding is about, as data: the bullet (by its label), the reference the document
/// names (a path, with ` · Symbol` when it names one), the value, and the side (0-based). The
/// same finding in another version of the repository — HEAD against the staged snapshot, the
/// merge base against head — has the same subject although its lines and wording may differ,
/// so "already there" is decided on this, never on message text.
public struct FindingSubject: Sendable, Hashable {
    public var bullet: String
    public var reference: String?
    public var value: String?
    public var side: Int?

    public init(bullet: String, reference: String? = nil, value: String? = nil, side: Int? = nil) {
        self.bullet = bullet
        self.reference = reference
        self.value = value
        self.side = side
    }
}

/// A finding's identity: its rule and its subject.
public struct FindingIdentity: Sendable, Hashable {
    public var rule: Rule
    public var subject: FindingSubject
}
