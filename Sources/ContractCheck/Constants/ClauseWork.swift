import AnchorManifest

/// What the steps of `ConstantsChecker.check` learn about one clause, in order: the sides'
/// files (resolve), the declarations their symbols name (symbols), the shapes compared
/// (shapes), the values sought (values); `outcome()` sums it up. What the steps find are
/// observations, not findings yet: the bullet's fold makes each one a `Finding` once, in its final
/// form (`FindingJudgement`).
struct ClauseWork {
    /// The clause as the document writes it; a schema-first bullet's gets the schema's shape
    /// (`ConstantsChecker.schemaFirst`).
    var clause: ConstantClause
    let bullet: ConstantBullet
    let document: String
    var findings: [Observation] = []
    var unresolved = false
    var unresolvedNames: [String] = []
    /// Files that resolve but cannot be read as code: no lexer for their language, or past
    /// `SourceLimits` (too large, or nested too deep), each with the reason.
    var unreadable: [String] = []
    /// One per side of the clause.
    var sides: [ResolvedSide] = []
    var drift = false
    var driftCount = 0
    /// The sides whose named constant holds another value, each with the index of that finding:
    /// when such a side lacks one value of the clause, the declaration is why, so one change
    /// gives one finding (the declaration's, which takes the other side's place).
    var declarationDrift: [Int: Int] = [:]
    /// Per side, the values a shape comparison settled there, left out of the presence check.
    var settled: [Int: Set<String>] = [:]
    /// The sides whose named values are instance scalars, each settled by holding a member
    /// (`settleInstanceScalars`), with what the verdict names for it.
    var instanceScalars: [Int: String] = [:]
    /// What the shape comparisons established ("11 keys match NativeEmissionV2").
    var shapeNotes: [String] = []
    /// Why a named constant's value cannot be established (`Unfoldable.sentence`): the clause
    /// is unverifiable for it, never ok.
    var unverifiable: [String] = []
    /// Per stated shape and side (`ShapeDowngrade.key`), the declaration it paired with
    /// ("`LogBatch` in \"path\"`"), whether it matched or drifted.
    var paired: [String: String] = [:]
    /// Of `paired`, the shapes that paired on a side with a declaration the side does not name (a
    /// file named without symbols), with where that declaration is: at the commit it must be the
    /// one the base paired with (`ShapeDowngrade.repaired`).
    var unnamedPaired: [String: Location] = [:]
    /// The stated shapes and sides where the shape paired with no declaration and the side is
    /// only presence-checked for its values (`ShapeDowngrade`).
    var presenceOnly: [String: ShapeDowngrade.PresenceOnly] = [:]
    /// For a schema-first bullet, where its shape came from ("key set from the schema
    /// `api/openapi.yaml#/components/schemas/Pet`"): the verdict says so.
    var schemaSource: String?
    /// What each reference path resolves to, resolved once before the check (`ClauseMemo.key`).
    var resolutions: [String: PathResolver.Resolution] = [:]

    init(clause: ConstantClause, bullet: ConstantBullet, document: String) {
        self.clause = clause
        self.bullet = bullet
        self.document = document
    }

    /// The sides that name at least one file.
    var referencedSides: [Int] {
        clause.sides.indices.filter { !clause.sides[$0].references.isEmpty }
    }

    /// The referenced sides whose every reference resolved to a readable file.
    var checkedSides: [Int] {
        referencedSides.filter { sides[$0].complete }
    }

    mutating func add(drift finding: Observation) {
        drift = true
        driftCount += 1
        findings.append(finding)
    }

    mutating func add(unresolved finding: Observation, because reason: String) {
        unresolved = true
        unresolvedNames.append(reason)
        findings.append(finding)
    }
}

/// A difference one step of the check observed, as the check sees it in this version alone:
/// the rule it observed (`constant-drift`, `unresolved-reference`, `unverifiable-constant`) and
/// what it says. It becomes a `Finding` once, when its bullet is folded and what the commit's
/// base, renames and the working tree say about it is known (`FindingJudgement.finding`).
struct Observation {
    let rule: Rule
    let severity: Finding.Severity
    let message: String
    let location: Location?
    /// Grows while the clause is checked: a declaration's drift learns where the other side has the value.
    var related: [RelatedLocation]
    let hints: [String]
    let subject: FindingSubject?
    /// For an `unverifiable-constant` note: what a side holds cannot be established (a named
    /// constant's initializer the tool does not fold, a side past the limits or of a kind no
    /// lexer reads), so a commit that brings it to a verified bullet is new drift.
    let unfoldable: Bool

    init(
        rule: Rule, severity: Finding.Severity = .error, message: String, location: Location? = nil,
        related: [RelatedLocation] = [], hints: [String] = [], subject: FindingSubject? = nil,
        unfoldable: Bool = false
    ) {
        self.unfoldable = unfoldable
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.hints = hints
        self.subject = subject
    }

    /// The finding it makes when nothing about the commit changes it (no base, or one that
    /// leaves it as it is): made once, by `FindingJudgement.judge`.
    var finding: Finding {
        Finding(
            rule: rule, severity: severity, message: message, location: location, related: related, hints: hints,
            subject: subject)
    }
}

/// One side of a clause once resolved.
struct ResolvedSide {
    var files: [SideFile] = []
    /// False when a reference does not resolve, is unreadable, or names no declared symbol.
    var complete = true

    /// True when every file is read inside the declarations it names.
    var isSymbolScoped: Bool { files.allSatisfy { $0.scopes != nil } }

    /// How the side was read, for the verdict line: `in A, B` or `file-wide`.
    var reading: String {
        let named = files.flatMap { file in
            file.reference.block.map { ["#" + $0] } ?? file.reference.symbols.map(\.name)
        }
        if files.allSatisfy({ $0.scopes == nil }) { return "file-wide" }
        let wide = files.contains { $0.scopes == nil } ? " + file-wide" : ""
        return "in " + named.joined(separator: ", ") + wide
    }
}

/// One file of a side, and where in it values are sought.
struct SideFile {
    var reference: FileReference
    var path: String
    /// Where a finding about the file points when no line of its own holds the value: the first
    /// declaration the reference names (nil for a file read whole).
    var declaredLine: Int? { (named.first ?? scopes?.first)?.range.lowerBound.line }
    /// The declarations to search, for a reference that names symbols (a dotted name reads its
    /// enclosing declaration, a type its same-file extensions); nil for a file read whole.
    var scopes: [SourceDeclaration]?
    /// The declarations the symbols name themselves (`Disposition` of
    /// `NativeEmissionReceipt.Disposition`): what a shape is paired with first.
    var named: [SourceDeclaration] = []
    /// The values of the named constants read by folding their initializers (`ValueFolder`):
    /// what the side holds for them, instead of the tokens inside their declarations.
    var folded: [FoldedSymbol] = []
}

/// A named constant's folded value and where the constant is declared.
struct FoldedSymbol {
    var name: String
    var value: FoldedValue
    var line: Int
    var column: Int
}

extension FoldedValue {
    /// True when the folded value is the clause's `value`: a number by its numeric value, any
    /// other value by its text.
    func matches(_ value: ConstantValue) -> Bool {
        if value.kind == .number, isNumber, let mine = TokenSearch.number(text) {
            return TokenSearch.number(value.text) == mine
        }
        return text == value.text
    }
}
