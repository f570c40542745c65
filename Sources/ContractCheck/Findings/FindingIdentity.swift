/// What a §8 finding is about, as data: the bullet (by its label), the reference the document
/// names (a path, with ` · Symbol` when it names one), the value, and the side (0-based). The
/// same finding in another version of the repository — HEAD against the staged snapshot, the
/// merge base against head — has the same subject although its lines and wording may differ,
/// so "already there" is decided on this, never on message text.
package struct FindingSubject: Sendable, Hashable {
    package let bullet: String
    package let reference: String?
    package let value: String?
    package let side: Int?
    /// When one finding stands for several differences of one declaration (a renamed member of
    /// a closed set is a missing member and an extra one), the value of each (`value` joins
    /// them): "already there" is decided difference by difference, so a commit that fixes one
    /// of several known differences is not taken for a new one.
    package let parts: [String]

    package init(
        bullet: String, reference: String? = nil, value: String? = nil, side: Int? = nil, parts: [String] = []
    ) {
        self.bullet = bullet
        self.reference = reference
        self.value = value
        self.side = side
        self.parts = parts
    }
}

/// A finding's identity: its rule and its subject.
package struct FindingIdentity: Sendable, Hashable {
    package let rule: Rule
    package let subject: FindingSubject
}

extension Finding {
    /// The identities of the differences this finding stands for: its own, or one per part
    /// (`FindingSubject.parts`); empty when it has no subject.
    package var identities: [FindingIdentity] { FindingIdentity.identities(rule: rule, subject: subject) }

    /// True when every difference this finding stands for is in `known` (the identities of
    /// another version's findings, `identities` of each).
    package func isKnown(in known: Set<FindingIdentity>) -> Bool {
        FindingIdentity.areKnown(identities, in: known)
    }
}

extension FindingIdentity {
    /// The identities of the differences a finding of `rule` about `subject` stands for: its
    /// own, or one per part (`FindingSubject.parts`); empty when it has no subject. Decided on
    /// the rule and subject alone, so a §8 observation is judged before its finding is made.
    static func identities(rule: Rule, subject: FindingSubject?) -> [FindingIdentity] {
        guard let subject else { return [] }
        guard !subject.parts.isEmpty else { return [FindingIdentity(rule: rule, subject: subject)] }
        return subject.parts.map { part in
            let one = FindingSubject(
                bullet: subject.bullet, reference: subject.reference, value: part, side: subject.side)
            return FindingIdentity(rule: rule, subject: one)
        }
    }

    /// True when `identities` (of one finding) is not empty and every one is in `known`.
    static func areKnown(_ identities: [FindingIdentity], in known: Set<FindingIdentity>) -> Bool {
        !identities.isEmpty && identities.allSatisfy(known.contains)
    }
}
