import AnchorManifest

/// The drift findings a shape comparison makes: one finding per shape and side, its message and
/// where the bullet lists the set.
extension ConstantsChecker {
    /// The one drift finding for the mismatches of a shape on one side: the message of the one
    /// mismatch, or of the rename (a member missing and one the bullet does not list), or every
    /// difference in one sentence. It points at the first line the type has of them.
    func finding(
        _ mismatches: [ShapeMismatch], shape: DocumentShape, values: [ConstantValue], in path: String,
        declared: Int? = nil, work: ClauseWork
    ) -> Observation {
        let label = work.bullet.label
        let owner = mismatches[0].declaration
        let closed: Bool
        if case .closed = shape { closed = true } else { closed = false }
        let message: String
        let missing = mismatches.filter { $0.kind == .missing }
        let extra = mismatches.filter { $0.kind == .extra }
        if mismatches.count == 1 {
            message = Self.message(mismatches[0], closed: closed, label: label, path: path)
        } else if missing.count == 1, extra.count == 1, mismatches.count == 2 {
            let what = closed ? "the member" : "the key"
            message =
                "\(owner) in \"\(path)\" has \(what) \"\(extra[0].key)\" where \"\(label)\" lists "
                + "\"\(missing[0].key)\"" + (closed ? " (a closed set: every member must be listed)." : ".")
        } else {
            let parts = mismatches.map { Self.part($0, closed: closed) }
            message =
                "\(owner) in \"\(path)\" does not match \"\(label)\": \(parts.joined(separator: "; "))"
                + (closed ? " (a closed set: every member must be listed)." : ".")
        }
        let listed = Self.setListed(values, work: work)
        let parts = mismatches.map { "\($0.kind) \($0.key)" }
        return Observation(
            rule: .constantDrift, message: message,
            // A member or key the type lacks has no line of its own: the finding points at the type.
            location: Location(path: path, line: mismatches.lazy.compactMap(\.line).first ?? declared),
            related: listed,
            hints: ["Change every side together (and the document too, when the shape itself changes)."],
            subject: FindingSubject(
                bullet: label, reference: path + " · " + owner, value: parts.joined(separator: "; "),
                parts: parts.count == 1 ? [] : parts))
    }

    /// Where the bullet lists the set a finding is about: its first value, as a related location.
    static func setListed(_ values: [ConstantValue], work: ClauseWork) -> [RelatedLocation] {
        values.first.map {
            [
                RelatedLocation(
                    location: Location(path: work.document, line: $0.line, column: $0.column),
                    message: "the set is listed in \"\(work.bullet.label)\" here")
            ]
        } ?? []
    }

    /// The message of a shape's one mismatch on a side.
    static func message(_ mismatch: ShapeMismatch, closed: Bool, label: String, path: String) -> String {
        let key = mismatch.key
        let owner = mismatch.declaration
        switch (mismatch.kind, closed) {
        case (.missing, false):
            return "\"\(key)\" of \"\(label)\" is missing from \(owner) in \"\(path)\" (the key set pairs with it)."
        case (.missing, true):
            return "\"\(key)\" of \"\(label)\" is not a member of \(owner) in \"\(path)\"."
        case (.extra, false):
            return "\(owner) in \"\(path)\" carries the key \"\(key)\", which \"\(label)\" does not list."
        case (.extra, true):
            return "\(owner) in \"\(path)\" has the member \"\(key)\", which \"\(label)\" does not list "
                + "(a closed set: every member must be listed)."
        case (.requiredInCode, _):
            return "\"\(key)\" is optional in \"\(label)\" (\"\(key)?\") but \(owner) in \"\(path)\" requires it."
        case (.optionalInCode, _):
            return "\"\(key)\" is required by \"\(label)\" but optional in \(owner) in \"\(path)\"."
        }
    }

    /// One difference, as a clause of the message that lists several.
    static func part(_ mismatch: ShapeMismatch, closed: Bool) -> String {
        let key = "\"\(mismatch.key)\""
        switch mismatch.kind {
        case .missing: return closed ? "\(key) is not a member" : "\(key) is missing"
        case .extra:
            return closed
                ? "it has the member \(key), which is not listed" : "it carries the key \(key), which is not listed"
        case .requiredInCode: return "\(key) is optional in the bullet but required here"
        case .optionalInCode: return "\(key) is required by the bullet but optional here"
        }
    }
}
