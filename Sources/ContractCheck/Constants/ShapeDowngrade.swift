import AnchorManifest

/// The rule "a commit that turns a verified side into an unverifiable one is new drift", for
/// shapes: a key set or closed set that paired with a declaration on a side at the commit's base
/// (its values settled by comparing them with the type) and pairs with none there at the commit
/// (the side is only presence-checked) has lost what it established. A file named without
/// symbols shows why: with one of `LogBatch`'s two keys renamed or dropped, the type holds too
/// little of `{source?,entries:[…]}` to pair, and the file-wide presence check finds the word
/// elsewhere in the file, so the side would read ok. The checker records, per clause, the
/// declaration each stated shape paired with on each side (`paired`) and the sides where it
/// paired with none (`presenceOnly`); the bullet's fold compares the commit's presence-only
/// sides with what the base paired and reports each one the base paired as new drift.
enum ShapeDowngrade {
    /// Names one stated shape on one side, the same at the base and the commit while the bullet's
    /// text is: the shape as the document states it and the side as the document writes it.
    static func key(_ shape: DocumentShape, side: ConstantSide) -> String {
        String(describing: shape) + "\u{0}" + side.text
    }

    /// A side where a stated shape paired with no declaration: what a finding about it names.
    struct PresenceOnly: Sendable, Equatable {
        /// The side's files, as resolved at the commit.
        var paths: [String]
        /// The line of the declaration the side names in its first file, if any.
        var line: Int?
        /// Where the document lists the set.
        var listed: Location?
        /// "key set" or "closed set".
        var noun: String
    }

    /// The new-drift observations of a bullet whose `presenceOnly` sides at the commit paired
    /// at the base (`paired`: by key, the declaration and file they paired with), in key order.
    /// A side that already has new drift of its own among `observed` (a value the presence
    /// check misses there) is reported by that drift: one change, not one more finding.
    static func observations(
        _ presenceOnly: [String: PresenceOnly], paired: [String: String], bullet label: String,
        observed: [Observation]
    ) -> [Observation] {
        let drifted = Set(observed.filter { $0.rule == .constantDrift }.compactMap(\.location?.path))
        return presenceOnly.keys.sorted().compactMap { key in
            guard let held = paired[key], let side = presenceOnly[key], !side.paths.contains(where: drifted.contains)
            else { return nil }
            let files = side.paths.map { "\"\($0)\"" }.joined(separator: ", ")
            let message =
                "\(held) held the \(side.noun) of \"\(label)\" at the base; no declaration of \(files) holds it "
                + "now, so the side is only presence-checked: this commit turns a shape-checked side into one "
                + "the tool no longer verifies."
            return Observation(
                rule: .constantDrift, message: message,
                location: side.paths.first.map { Location(path: $0, line: side.line ?? 1) },
                related: side.listed.map { [RelatedLocation(location: $0, message: "the set is listed here")] } ?? [],
                hints: [
                    "Keep the declaration's members as the bullet lists them (a rename or removal must change the "
                        + "document and every side), or accept the change with the drift trailer."
                ],
                subject: FindingSubject(bullet: label, reference: held, value: "unpaired " + side.noun))
        }
    }

    /// The new-drift observations of a bullet whose shapes paired, on a side named without
    /// symbols (`unnamed`: by key, where the declaration is), with another declaration than at
    /// the base: a renamed member must not let the set move to an unrelated declaration whose
    /// members still match. `now` and `base` name the declaration each paired with.
    static func repaired(
        _ unnamed: [String: Location], now: [String: String], base: [String: String], bullet label: String
    ) -> [Observation] {
        unnamed.keys.sorted().compactMap { key in
            guard let held = base[key], let current = now[key], held != current, let location = unnamed[key] else {
                return nil
            }
            let noun = key.hasPrefix("closed") ? "closed set" : "key set"
            let message =
                "\(held) held the \(noun) of \"\(label)\" at the base; \(current) holds it now: the side names no "
                + "symbol, and the set moved to another declaration."
            return Observation(
                rule: .constantDrift, message: message, location: location,
                hints: [
                    "Keep the declaration's members as the bullet lists them, or name the declaration the side means "
                        + "(`path` · `Symbol`), or accept the change with the drift trailer."
                ],
                subject: FindingSubject(bullet: label, reference: held, value: "re-paired " + noun))
        }
    }
}
