import AnchorManifest

extension ClauseWork {
    /// The detail for a clause that did not come out ok.
    var troubleDetail: String {
        var parts: [String] = []
        if driftCount > 0 { parts.append("\(driftCount) drift finding\(driftCount == 1 ? "" : "s")") }
        parts.append(contentsOf: unresolvedNames)
        parts.append(contentsOf: unverifiable)
        if !unreadable.isEmpty { parts.append("not every side can be read: " + unreadable.joined(separator: "; ")) }
        // A drift line says what was not shape-checked, as an ok line does.
        for key in presenceOnly.keys.sorted() {
            guard let side = presenceOnly[key] else { continue }
            let files = side.paths.map { "\"\($0)\"" }.joined(separator: ", ")
            parts.append("the \(side.noun) pairs with no declaration of \(files): presence only")
        }
        return parts.joined(separator: "; ")
    }

    /// The outcome of a clause with nothing to compare (fewer than two sides name files, or
    /// no values), or nil when the values are to be checked.
    func unverifiableOutcome() -> ConstantsChecker.ClauseOutcome? {
        let reason: String
        if referencedSides.count < 2, proseReason == nil {
            let prose = clause.sides.first(where: { $0.references.isEmpty })
            if clause.sides.isEmpty {
                reason = clause.missingDash.map(SideSeparator.reason) ?? "it names no sides"
            } else if referencedSides.isEmpty, let prose {
                reason = "it names no file on any side (\"\(ConstantsChecker.shorten(prose.text))\")"
            } else if let prose {
                reason = "its other side names no file (\"\(ConstantsChecker.shorten(prose.text))\")"
            } else {
                reason = SideSeparator.reason(clause.sides[referencedSides[0]])
            }
            let detail = drift || unresolved ? troubleDetail + "; besides, " + reason : reason
            return ConstantsChecker.ClauseOutcome(
                state: troubled ?? .unverifiable, detail: detail, findings: findings,
                files: files, fixable: SideSeparator.isFixable(clause, referencedSides: referencedSides))
        }
        guard clause.values.isEmpty else { return nil }
        return ConstantsChecker.ClauseOutcome(
            state: troubled ?? .unverifiable,
            detail: drift || unresolved || !unverifiable.isEmpty ? troubleDetail : "it names no values to compare",
            findings: findings, files: files)
    }

    /// Drift, else unresolved, else nil.
    var troubled: BulletResult.State? { drift ? .drift : unresolved ? .unresolved : nil }

    var files: [String] { sides.flatMap { $0.files.map(\.path) } }

    /// Why a clause whose one side names files has a prose side (`— \`a.ts\` ↔ nothing
    /// native-side by design`): the side that names files is still compared with the values
    /// the document lists, and the prose side keeps the clause from being ok. Nil otherwise.
    var proseReason: String? {
        guard referencedSides.count == 1, !clause.values.isEmpty,
            let prose = clause.sides.first(where: { $0.references.isEmpty })
        else { return nil }
        return "its other side names no file (\"\(ConstantsChecker.shorten(prose.text))\")"
    }

    /// The outcome of a clause with a prose side (`proseReason`): the drift its readable side
    /// shows, else unverifiable, saying what that side established.
    func proseOutcome(_ prose: String) -> ConstantsChecker.ClauseOutcome {
        if let troubled {
            return ConstantsChecker.ClauseOutcome(
                state: troubled, detail: troubleDetail + "; besides, " + prose, findings: findings, files: files)
        }
        var detail = prose
        if !unverifiable.isEmpty || !unreadable.isEmpty || checkedSides.isEmpty {
            let reasons = unverifiable + unreadable
            detail += reasons.isEmpty ? "" : "; " + reasons.joined(separator: "; ")
        } else {
            detail += "; side \(checkedSides[0] + 1) agrees: " + established(on: checkedSides).0
        }
        return ConstantsChecker.ClauseOutcome(
            state: .unverifiable, detail: detail, findings: findings, files: files,
            unfoldable: !unverifiable.isEmpty || !unreadable.isEmpty)
    }

    /// The clause's outcome once its shapes and values were checked.
    func outcome() -> ConstantsChecker.ClauseOutcome {
        if let prose = proseReason { return proseOutcome(prose) }
        let checked = checkedSides
        if !drift, !unresolved, !unverifiable.isEmpty {
            // A named constant's value could not be read: nothing is established for its side.
            return ConstantsChecker.ClauseOutcome(
                state: .unverifiable, detail: unverifiable.joined(separator: "; "), findings: findings, files: files,
                unfoldable: true)
        }
        if !drift, !unresolved, !unreadable.isEmpty || checked.count < 2 {
            // A side that could not be read never leaves its bullet: what the others hold
            // establishes nothing for it, so the clause is not ok. A bullet verified at the base
            // that ends here blocks like any other side the tool can no longer read.
            return ConstantsChecker.ClauseOutcome(
                state: .unverifiable, detail: "not every side can be read: " + unreadable.joined(separator: "; "),
                findings: findings, files: files, unfoldable: !unreadable.isEmpty)
        }
        let count = "\(clause.values.count) value\(clause.values.count == 1 ? "" : "s")"
        switch troubled {
        case .drift?:
            return ConstantsChecker.ClauseOutcome(
                state: .drift, detail: troubleDetail, findings: findings, files: files)
        case .unresolved?:
            let resolving = checked.count == 1 ? " that resolves" : "s that resolve"
            return ConstantsChecker.ClauseOutcome(
                state: .unresolved,
                detail: troubleDetail + " (\(count) present on the \(checked.count) side\(resolving))",
                findings: findings, files: files)
        default:
            let (detail, precision) = established(on: checked)
            return ConstantsChecker.ClauseOutcome(
                state: .ok, detail: detail, findings: findings, files: files,
                precision: precision)
        }
    }

    /// What an ok clause established, and how precisely: the shapes matched, then the values
    /// present and where they were sought (`in NativeEmissionV2 ↔ file-wide`).
    func established(on checked: [Int]) -> (String, BulletResult.Precision) {
        var parts = shapeNotes
        let present = clause.values.filter { value in
            !checked.allSatisfy { settled[$0]?.contains(value.text) == true }
        }.count
        let readings = checked.map { sides[$0].reading }
        if present > 0 {
            let values = "\(present) value\(present == 1 ? "" : "s") present"
            if readings.allSatisfy({ $0 == "file-wide" }) {
                parts.append("\(values) on \(checked.count) side\(checked.count == 1 ? "" : "s") (file-wide)")
            } else {
                let sides = "\(checked.count) side\(checked.count == 1 ? "" : "s")"
                parts.append("\(values) on \(sides) (\(readings.joined(separator: " ↔ ")))")
            }
        }
        let precision: BulletResult.Precision
        if present == 0 {
            precision = .shapeChecked
        } else if checked.allSatisfy({ sides[$0].isSymbolScoped }) {
            precision = .symbolPrecise
        } else {
            precision = .fileWide
        }
        return (parts.joined(separator: "; "), precision)
    }
}
