/// A place in a file: a repository-relative path, and a line and column when known.
public struct Location: Sendable, Equatable, Hashable {
    public let path: String
    public let line: Int?
    public let column: Int?

    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// One thing a check found. Findings are data: the CLI decides how to print them. A finding is
/// immutable: it is made once with its final rule, severity, message and subject (a §8 finding
/// by `ConstantsChecker`, which is given what decides them, `FindingJudgement`); the copies below
/// only add context (a hint, the commit `ci` reports it on), never change what it says.
public struct Finding: Sendable, Equatable {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
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
    public let rule: Rule
    public let severity: Severity
    /// One or more full sentences, the user's values in quotes.
    public let message: String
    /// Where it is, when it is somewhere.
    public let location: Location?
    /// Other places that explain it (the manifest entry, the other side of a constant).
    public let related: [RelatedLocation]
    /// The commit it is about (`ci`).
    public let commit: String?
    /// Lines that tell the reader what to do next.
    public let hints: [String]
    /// What a §8 finding is about, as data (nil for findings of other rules).
    public let subject: FindingSubject?

    public init(
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
    public var identity: FindingIdentity? {
        subject.map { FindingIdentity(rule: rule, subject: $0) }
    }
}

/// A location with a short note about why it matters.
public struct RelatedLocation: Sendable, Equatable {
    public let location: Location
    public let message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// Exit-code meaning shared by every command: 0 clean, 1 findings, 2 could not check.
public enum CheckStatus: Int32, Sendable {
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
