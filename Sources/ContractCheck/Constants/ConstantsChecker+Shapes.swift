import AnchorManifest

extension ConstantsChecker {
    /// A shape paired on one side: the file, the candidate, and the pairing that found it.
    struct PairedShape {
        var file: SideFile
        var candidate: ShapePairing.Candidate
        var pairing: ShapePairing
        /// The key naming strategy of the side (`KeyNaming`), already applied to `candidate`'s
        /// keys; nested types are converted as they are compared.
        var naming: KeyNaming?
        /// The direction the side states (`WireDirection`), nil when it states none.
        var direction: WireDirection?
        /// Whether the side's files configure kotlinx `encodeDefaults = true`.
        var encodesDefaults = false
    }

    /// Compares each key set and closed set of the clause with the declaration it pairs with on
    /// each readable side (see `ShapePairing`). A side where it pairs settles the set's values
    /// there (the presence check leaves them out); a side where it does not keeps the presence
    /// check, and the verdict says which was done.
    ///
    /// The bullet states the set, so each readable side is compared with the statement, not with
    /// the other side: one readable side is enough (the other may not resolve, as the seed's
    /// `trpc/routers/debugLog.ts`), and a key that side adds, drops, renames or makes optional
    /// otherwise is drift there. Two readable sides that each match the statement match each
    /// other, so no side-to-side comparison is needed beside it.
    func shapes(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) {
        let checked = work.checkedSides
        guard !checked.isEmpty else { return }
        let stated = DocumentShape.shapes(of: work.clause)
        for (index, (shape, values)) in stated.enumerated() {
            let others = stated.indices.filter { $0 != index }.map { stated[$0].shape }.filter {
                if case .closed = $0 { return true }
                return false
            }
            var tally = ShapeTally()
            for side in checked {
                if case .closed = shape, let held = work.instanceScalars[side] {
                    tally.names.append(held)
                    tally.compared = max(tally.compared, 1)
                    continue
                }
                let all = try candidates(on: side, work: work, sources: sources)
                let groups = Self.fileGroups(all)
                let before = tally.names.count
                for candidates in groups {
                    try compare(
                        shape, values: values, others: others, on: side, candidates: candidates, tally: &tally,
                        work: &work, sources: sources)
                }
                // A fixture folder is one side: its files are named once.
                if groups.count > 1, tally.names.count > before, let folder = all.first?.file.reference.path {
                    tally.names.replaceSubrange(before..., with: ["\(groups.count) files in \"\(folder)\""])
                }
            }
            guard !tally.names.isEmpty, !tally.mismatched else { continue }
            let unpaired = tally.presenceOnly.map { side in
                "side \(side + 1) " + work.sides[side].files.map { "\"\($0.path)\"" }.joined(separator: ", ")
            }
            work.shapeNotes.append(
                Self.note(
                    shape, compared: tally.compared, names: tally.names, sides: checked.count, presenceOnly: unpaired)
                    + Self.catchAllNote(tally.catchAlls))
        }
    }

    /// What the comparisons of one shape found across the sides: the verdict's note is made of it.
    struct ShapeTally {
        var names: [String] = []
        var presenceOnly: [Int] = []
        var catchAlls: [String] = []
        var compared = 0
        var mismatched = false
    }

    /// The candidates of a side in the groups each compared on its own: one per file for a
    /// fixture folder (every file's value is compared), else all of them together.
    static func fileGroups(_ candidates: [PairedShape]) -> [[PairedShape]] {
        guard candidates.count > 1, candidates.allSatisfy({ $0.candidate.declaration.isInstance }),
            candidates.allSatisfy({ $0.file.reference.path.hasSuffix("/") })
        else { return [candidates] }
        var groups: [[PairedShape]] = []
        for candidate in candidates {
            if let last = groups.last?.first, last.file.path == candidate.file.path {
                groups[groups.count - 1].append(candidate)
            } else {
                groups.append([candidate])
            }
        }
        return groups
    }

    /// One shape compared on one side (or one file of a fixture folder): paired, compared and
    /// its drift added; or unpaired, unverifiable, or settled as an instance holding a member.
    func compare(
        _ shape: DocumentShape, values: [ConstantValue], others: [DocumentShape], on side: Int,
        candidates: [PairedShape], tally: inout ShapeTally, work: inout ClauseWork, sources: ParsedSources
    ) throws(ContractCheckError) {
        if case .closed(let members) = shape, pair(shape, among: candidates) == nil,
            let held = try instanceMember(
                members, values: values, on: side, candidates: candidates, work: &work, sources)
        {
            if let held { tally.names.append(held) } else { tally.mismatched = true }
            tally.compared = max(tally.compared, 1)
            return
        }
        guard let paired = pair(shape, among: candidates) ?? partner(shape, of: others, among: candidates) else {
            if try unpaired(shape, values: values, on: side, candidates: candidates, work: &work, sources) {
                tally.presenceOnly.append(side)
            }
            return
        }
        if let reason = paired.candidate.unverifiable {
            let sentence = "\(reason) (in \"\(paired.file.path)\")"
            if !work.unverifiable.contains(sentence) { work.unverifiable.append(sentence) }
            work.sides[side].complete = false
            return
        }
        if case .closed = shape, let reason = paired.candidate.declaration.untaggedReason {
            return Self.untagged(paired, reason, on: side, into: &work)
        }
        guard paired.candidate.unfollowed.isEmpty else {
            let found = UnfollowedShape(
                name: paired.candidate.declaration.name, path: paired.file.path, reasons: paired.candidate.unfollowed)
            return unverifiable(found, values: values, on: side, into: &work)
        }
        var comparison = Self.compare(shape, with: paired)
        if let reason = Self.directionDecides(shape, paired, received: comparison) {
            if !work.unverifiable.contains(reason) { work.unverifiable.append(reason) }
            work.sides[side].complete = false
            return
        }
        let name = paired.candidate.declaration.name
        if case .keys(let keys) = shape { comparison.mismatches += strayReads(keys, paired, among: candidates) }
        tally.catchAlls += paired.candidate.catchAlls.filter { !tally.catchAlls.contains($0) }
        // One finding per side: a renamed member is a missing one and an extra one.
        if !comparison.mismatches.isEmpty {
            work.add(
                drift: finding(
                    comparison.mismatches, shape: shape, values: values, in: paired.file.path,
                    declared: paired.candidate.declaration.range.lowerBound.line, work: work))
        }
        tally.mismatched = tally.mismatched || !comparison.mismatches.isEmpty
        tally.compared = max(tally.compared, comparison.compared)
        tally.names.append(name)
        let key = ShapeDowngrade.key(shape, side: work.clause.sides[side])
        work.paired[key] = "\(name) in \"\(paired.file.path)\""
        if !paired.candidate.named, paired.file.reference.symbols.isEmpty {
            let start = paired.candidate.declaration.range.lowerBound
            work.unnamedPaired[key] = Location(path: paired.file.path, line: start.line, column: start.column)
        }
        work.settled[side, default: []].formUnion(values.map(\.text))
    }

    /// A side where `shape` paired with no declaration: unverifiable when a tie, a shape the
    /// reader cannot follow, an unseen merge or an unreadable enum is why; else only
    /// presence-checked (true).
    func unpaired(
        _ shape: DocumentShape, values: [ConstantValue], on side: Int, candidates: [PairedShape],
        work: inout ClauseWork, _ sources: ParsedSources
    ) throws(ContractCheckError) -> Bool {
        if let tie = tiedShape(shape, among: candidates) {
            unverifiable(tie, values: values, on: side, into: &work)
        } else if let found = try unfollowedShape(on: side, work: work, sources: sources) {
            unverifiable(found, values: values, on: side, into: &work)
        } else if let unseen = ShapePairing.unseenMerge(among: candidates.map(\.candidate)) {
            // A named declaration merges with one the reader does not see: its set is unknown.
            let sentence = "\(unseen.reason) (in \"\(candidates[unseen.index].file.path)\")"
            if !work.unverifiable.contains(sentence) { work.unverifiable.append(sentence) }
            work.sides[side].complete = false
        } else if case .closed = shape, let reason = unreadableEnum(on: side, work: work) {
            if !work.unverifiable.contains(reason) { work.unverifiable.append(reason) }
            work.settled[side, default: []].formUnion(values.map(\.text))
        } else {
            Self.presenceOnly(shape, values: values, on: side, into: &work)
            if case .keys(let keys) = shape {
                try presenceOptionality(keys, values: values, on: side, work: &work, sources: sources)
            }
            return true
        }
        return false
    }

    /// A stated shape compared with the declaration it paired with on one side.
    static func compare(_ shape: DocumentShape, with paired: PairedShape) -> ShapeComparison {
        var comparison = ShapeComparison(pairing: paired.pairing)
        comparison.naming = paired.naming
        if paired.direction == .sends { comparison.sentWithDefaults = paired.encodesDefaults }
        let name = paired.candidate.declaration.name
        switch shape {
        case .keys(let keys):
            comparison.compare(
                keys, with: comparison.directed(paired.candidate.properties), of: name,
                owner: paired.candidate.declaration)
            comparison.compare(
                keys, branches: paired.candidate.declaration.branchProperties.map(comparison.directed), of: name,
                instance: paired.candidate.declaration.isInstance)
        case .closed(let members):
            comparison.compare(
                members: members, branches: paired.candidate.memberBranches, or: paired.candidate.members,
                lines: paired.candidate.memberLines, of: name)
        }
        return comparison
    }

    /// Records that `shape` paired with no declaration on `side`: its values are only sought
    /// there (`ShapeDowngrade`: new drift when the base paired it).
    static func presenceOnly(_ shape: DocumentShape, values: [ConstantValue], on side: Int, into work: inout ClauseWork)
    {
        let noun: String
        if case .keys = shape { noun = "key set" } else { noun = "closed set" }
        work.presenceOnly[ShapeDowngrade.key(shape, side: work.clause.sides[side])] = ShapeDowngrade.PresenceOnly(
            paths: work.sides[side].files.map(\.path), line: work.sides[side].files.first?.declaredLine,
            listed: values.first.map { Location(path: work.document, line: $0.line, column: $0.column) }, noun: noun)
    }

    /// "11 keys match NativeEmissionV2 on both sides", "4 keys match ChatImageAttachment ↔
    /// imageSchema", "3 members match Kind on side 1 only".
    /// `presenceOnly` names the sides where the shape paired with no declaration ("side 2
    /// \"web/a.ts\""): a verdict says which side was not shape-checked.
    static func note(
        _ shape: DocumentShape, compared: Int, names: [String], sides: Int, presenceOnly: [String] = []
    ) -> String {
        let noun: String
        if case .keys = shape {
            noun = compared == 1 ? "key" : "keys"
        } else {
            noun = compared == 1 ? "member" : "members"
        }
        let verb = compared == 1 ? "matches" : "match"
        if names.count < sides {
            let unpaired = sides - names.count
            let which =
                presenceOnly.count == unpaired
                ? presenceOnly.joined(separator: ", ") : "\(unpaired) side\(unpaired == 1 ? "" : "s")"
            return "\(compared) \(noun) \(verb) \(names.joined(separator: " ↔ ")) "
                + "(unpaired on \(which): presence only)"
        }
        if sides == 1, names.count == 1 { return "\(compared) \(noun) \(verb) \(names[0])" }
        if Set(names).count == 1 {
            return "\(compared) \(noun) \(verb) \(names[0]) on \(sides == 2 ? "both" : "all") sides"
        }
        return "\(compared) \(noun) \(verb) \(names.joined(separator: " ↔ "))"
    }

    /// ", plus the catch-all `Unknown` (no wire value)": the members a closed set was compared
    /// without (`SourceDeclaration.catchAlls`); empty when there are none.
    static func catchAllNote(_ catchAlls: [String]) -> String {
        guard !catchAlls.isEmpty else { return "" }
        let names = catchAlls.map { "`\($0)`" }.joined(separator: ", ")
        return catchAlls.count == 1
            ? ", plus the catch-all \(names) (no wire value)" : ", plus the catch-alls \(names) (no wire values)"
    }

    /// Every declaration of one side's files a shape could pair with, each with its file and
    /// the pairing that found it (the files' sibling declarations included), a TypeScript
    /// declaration merged across the files once (`ShapePairing.mergeAcrossFiles`).
    func candidates(
        on side: Int, work: ClauseWork, sources: ParsedSources
    ) throws(ContractCheckError) -> [PairedShape] {
        var read: [(SideFile, ShapePairing, ShapePairing.FileCandidates)] = []
        var configured: Set<KeyNaming> = []
        var encoder = EncoderConfiguration()
        for file in work.sides[side].files {
            guard let declarations = try sources.declarations(file.path) else { continue }
            configured.formUnion(declarations.keyNaming)
            encoder.formUnion(declarations.encoder)
            let pairing = try ShapePairing(
                declarations: declarations, siblings: siblings(of: file.path, on: side, work: work, sources: sources))
            let candidates = pairing.candidates(scopes: file.scopes, named: file.named)
            read.append((file, pairing, ShapePairing.FileCandidates(path: file.path, candidates: candidates)))
        }
        let merged = ShapePairing.mergeAcrossFiles(read.map(\.2))
        let (naming, conflict) = Self.keyNaming(stated: work.clause.sides[side].text, configured: configured)
        let direction = WireDirection.stated(in: work.clause.sides[side].text)
        return zip(read, merged).flatMap { entry, file in
            file.candidates.map { found in
                var candidate = found
                let discriminated = Self.discriminated(&candidate.properties, encoder)
                if let naming { candidate.properties = naming.apply(candidate.properties) }
                if let conflict, !candidate.properties.isEmpty { candidate.unverifiable = conflict }
                if let reason = discriminated { candidate.unverifiable = reason }
                var paired = PairedShape(file: entry.0, candidate: candidate, pairing: entry.1, naming: naming)
                paired.direction = direction
                paired.encodesDefaults = encoder.encodesDefaults
                return paired
            }
        }
    }

    /// The key naming strategy of a side: the one its text states (`(snake_case keys)`), else the
    /// one its files configure. Two configured and none stated cannot be told apart: the keys are
    /// paired under the first (`KeyNaming.allCases` order), and a key set that pairs is
    /// unverifiable for the reason returned.
    static func keyNaming(stated text: String, configured: Set<KeyNaming>) -> (KeyNaming?, conflict: String?) {
        if let stated = KeyNaming.stated(in: text) { return (stated, nil) }
        let ordered = KeyNaming.allCases.filter(configured.contains)
        guard ordered.count > 1 else { return (ordered.first, nil) }
        let names = ordered.map { "`\($0.rawValue)`" }.joined(separator: " and ")
        return (
            ordered.first,
            "the side's files configure \(names) keys, and the side does not say which its keys use "
                + "(write `(snake_case keys)` after its references)"
        )
    }

    /// `ShapePairing.strayReads` among the declarations of the paired one's file.
    func strayReads(_ keys: [ConstantKey], _ paired: PairedShape, among all: [PairedShape]) -> [ShapeMismatch] {
        let file = all.filter { $0.file.path == paired.file.path }.map(\.candidate)
        return ShapePairing.strayReads(keys, paired: paired.candidate, among: file)
    }

    /// The declaration a shape pairs with among one side's `candidates`, or nil.
    func pair(_ shape: DocumentShape, among all: [PairedShape]) -> PairedShape? {
        ShapePairing.pair(shape, among: all.map(\.candidate)).map { all[$0] }
    }

    /// The one declaration of those a shape pairs with equally (`ShapePairing.tied`) that a
    /// closed set of the same clause (`others`) pairs with on the side, or nil. A clause that states a key set and
    /// a closed set (`{version:2,id,kind,payload?}`, `kind closed to …`) describes one type: where
    /// a changed key leaves the key set tied between look-alikes (`ComposerCommandV1`, `…V2`), the
    /// one whose tag the closed set pairs with is the type meant, and its keys are compared.
    func partner(_ shape: DocumentShape, of others: [DocumentShape], among all: [PairedShape]) -> PairedShape? {
        let candidates = all.map(\.candidate)
        let tied = ShapePairing.tied(shape, among: candidates)
        guard tied.count > 1 else { return nil }
        let partners = Set(others.compactMap { ShapePairing.pair($0, among: candidates) })
        let chosen = tied.filter(partners.contains)
        return chosen.count == 1 ? all[chosen[0]] : nil
    }

    /// The declarations a shape pairs with equally among one side's `candidates` (`ShapePairing.tied`), none
    /// named: which one the side means cannot be told, so the side is unverifiable, never read
    /// as bare words (a renamed key of one of them would pass as present elsewhere in the file).
    func tiedShape(_ shape: DocumentShape, among all: [PairedShape]) -> UnfollowedShape? {
        let tied = ShapePairing.tied(shape, among: all.map(\.candidate)).map { all[$0] }
        guard tied.count > 1 else { return nil }
        let names = tied.map { "\($0.candidate.declaration.name) in \"\($0.file.path)\"" }
        return UnfollowedShape(name: "", path: "", reasons: [], tie: names)
    }
}
