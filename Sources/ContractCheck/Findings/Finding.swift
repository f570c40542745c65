/// A place in a file: a repository-relative path, and a line and column when known.
package struct Location: Sendable, Equatable, Hashable {
    package let path: String
    package let line: Int?
    package let column: Int?

    package init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// One thing a check found. Findings are data: the CLI decides how to print them. A finding is
/// immutable: it is made once with its final rule, severity, message and subject (a §8 finding
/// by `ConstantsChecker`, which is given what decides them, `FindingJudgement`); the copies below
/// only add context (a hint, the commit `ci` reports it on), never change what it says.
package struct Finding: Sendable, Equatable {
    package enum Severity: String, Sendable, Comparable {
        case note, warning, error

        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: return 0
            case .warning: return 1
            case .error: return 2
            }
        }
    }

    /// The rule that produced it (`RuleCatalog`); output prints its id.
    package let rule: Rule
    package let severity: Severity
    /// One or more full sentences, the user's values in quotes.
    package let message: String
    /// Where it is, when it is somewhere.
    package let location: Location?
    /// Other places that explain it (the manifest entry, the other side of a constant).
    package let related: [RelatedLocation]
    /// The commit it is about (`ci`).
    package let commit: String?
    /// Lines that tell the reader what to do next.
    package let hints: [String]
    /// What a §8 finding is about, as data (nil for findings of other rules).
    package let subject: FindingSubject?

    package init(
        rule: Rule, severity: Severity = .error, message: String, location: Location? = nil,
        related: [RelatedLocation] = [], commit: String? = nil, hints: [String] = [],
        subject: FindingSubject? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.commit = commit
        self.hints = hints
        self.subject = subject
    }

    /// The finding's identity across versions of the repository: its rule and its subject.
    /// nil when it has no subject (such a finding is never recognised as "already there").
    package var identity: FindingIdentity? {
        subject.map { FindingIdentity(rule: rule, subject: $0) }
    }
}

/// A location with a short note about why it matters.
package struct RelatedLocation: Sendable, Equatable {
    package let location: Location
    package let message: String

    package init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// Exit-code meaning shared by every command: 0 clean, 1 findings, 2 could not check.
package enum CheckStatus: Int32, Sendable {
    case clean = 0
    case findings = 1
    case couldNotCheck = 2
}

extension Finding {
    /// The finding with `hint` after its own hints.
    func hinted(_ hint: String) -> Finding {
        copy(hints: hints + [hint])
    }

    /// The finding as `ci` reports it: about `commit`.
    func about(commit: ObjectID) -> Finding {
        copy(commit: commit.description)
    }

    /// A copy with more context: only the fields that say where else to look or what to do.
    private func copy(commit: String? = nil, hints: [String]? = nil) -> Finding {
        Finding(
            rule: rule, severity: severity, message: message, location: location, related: related,
            commit: commit ?? self.commit, hints: hints ?? self.hints, subject: subject)
    }
}
