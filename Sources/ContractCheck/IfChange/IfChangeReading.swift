/// The `LINT.IfChange` rule's part of a commit's judgement: the evaluation and the message's
/// waivers (nil at pre-commit, where there is no message yet), made into findings in one place.
struct IfChangeReading: Sendable, Equatable {
    let evaluation: IfChangeEvaluation
    let waivers: IfChangeWaivers?

    /// The findings, in the order they are reported: the structural ones (never waived), the
    /// unsynced blocks no waiver covers, and each per-target waiver that waived nothing.
    func findings() -> [Finding] {
        var findings = evaluation.broken.map {
            Finding(rule: .ifChangeBroken, message: $0.message, location: Location(path: $0.path, line: $0.line))
        }
        var used: Set<String> = []
        for unsynced in evaluation.unsynced {
            if let waivers {
                if waivers.all != nil || waivers.ignores(unsynced.path) { continue }
                if let target = waivers.target(for: unsynced.key) {
                    used.insert(target)
                    continue
                }
            }
            findings.append(
                Finding(
                    rule: .ifChangeUnsynced,
                    message: "The block changed but its LINT.ThenChange target did not -> \(unsynced.target)",
                    location: Location(path: unsynced.path, line: unsynced.line),
                    hints: [
                        "Change the target too, or end the message with the trailer "
                            + "`\(IfChangeWaivers.targetTrailer): \(unsynced.key.description) -- <reason>` "
                            + "(or a line `NO_IFTTT=<reason>` for every block of the commit)."
                    ]))
        }
        for target in waivers?.targets ?? [] where !used.contains(target) {
            findings.append(
                Finding(
                    rule: .ifChangeWaiverUnused,
                    message: "The trailer `\(IfChangeWaivers.targetTrailer): \(target)` waives nothing: no changed "
                        + "block of this commit names that target without changing it."))
        }
        return findings
    }
}
