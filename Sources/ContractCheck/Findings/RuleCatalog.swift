/// One rule contract-check reports: the id output prints (`constant-drift`) and a one-line
/// summary (SARIF's `rules`, `--help`). Findings carry a rule and decisions compare rules, so
/// nothing is keyed on an id string or on a message's wording. Two rules are the same rule when
/// their ids are.
package struct Rule: Sendable, Hashable, CustomStringConvertible {
    package let id: String
    package let summary: String

    package init(id: String, summary: String) {
        self.id = id
        self.summary = summary
    }

    package var description: String { id }

    package static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }

    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Rule {
    package static let anchorWithoutDocument = Rule(
        id: "anchor-without-document",
        summary: "A contract anchor is changed without the contract document and without a Contract-Unchanged trailer.")
    package static let documentInvalid = Rule(
        id: "document-invalid",
        summary: "The contract document does not parse into an anchor manifest.")
    package static let manifestDuplicate = Rule(
        id: "manifest-duplicate",
        summary: "The anchor manifest lists the same entry twice.")

    package static let constantDrift = Rule(
        id: "constant-drift",
        summary:
            "A mirrored constant of the document is missing from one side, or a named constant holds another value.")
    package static let unresolvedReference = Rule(
        id: "unresolved-reference",
        summary: "A file or symbol the contract document names does not resolve to exactly one place.")
    package static let unverifiableConstant = Rule(
        id: "unverifiable-constant",
        summary: "A mirrored-constants bullet cannot be cross-checked: it names fewer than two sides or no values, "
            + "marks a side without \" — \" (an error), or a side holds a value the reader cannot establish.")

    package static let missingAnchor = Rule(
        id: "missing-anchor",
        summary: "A manifest entry names a file (or folder) the repository does not have.")
    package static let missingSymbol = Rule(
        id: "missing-symbol",
        summary: "An identifier the document anchors in a file is not in that file's code.")
    package static let historyBypass = Rule(
        id: "history-bypass",
        summary: "A commit changed contract anchors without the document and without a trailer "
            + "(the hook was bypassed).")
    package static let referenceMoved = Rule(
        id: "reference-moved",
        summary: "A file the mirrored constants name is renamed in the commit; the document must name its new path.")
}

extension Rule {
    // The LINT.IfChange / LINT.ThenChange rule (Sources/ContractCheck/IfChange).
    package static let ifChangeUnsynced = Rule(
        id: "ifchange-unsynced",
        summary: "A LINT.IfChange block changed but a target its LINT.ThenChange names did not.")
    package static let ifChangeBroken = Rule(
        id: "ifchange-broken",
        summary: "A LINT.IfChange / LINT.ThenChange pair is malformed or names a file, folder or label that does not "
            + "exist.")
    package static let ifChangeWaiverUnused = Rule(
        id: "ifchange-waiver-unused",
        summary: "A ThenChange-Unchanged trailer names a target no unsynced block of the commit names.")
}

/// Every rule contract-check reports, in the order SARIF lists them.
package enum RuleCatalog {
    package static let all: [Rule] = [
        .anchorWithoutDocument, .documentInvalid, .manifestDuplicate,
        .constantDrift, .unresolvedReference, .unverifiableConstant,
        .missingAnchor, .missingSymbol, .historyBypass, .referenceMoved,
        .ifChangeUnsynced, .ifChangeBroken, .ifChangeWaiverUnused,
    ]

    package static func rule(_ id: String) -> Rule? { all.first { $0.id == id } }
}
