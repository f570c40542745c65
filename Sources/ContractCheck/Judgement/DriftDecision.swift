/// What one commit's §8 reading decides together with its message, the same in the hooks and
/// in `ci`: references to a file the commit renames block (no trailer excuses them); the drift
/// the commit introduces blocks unless the message carries the drift trailer with a reason
/// (`Trailer.reason`), which accepts exactly that drift.
struct DriftDecision: Sendable {
    /// `reference-moved` findings: the document must follow the rename.
    let moved: [Finding]
    /// Introduced drift no trailer accepted.
    let blocking: [Finding]
    /// Introduced drift the trailer accepted.
    let accepted: [Finding]
    /// The trailer that accepted `accepted` (nil when there is no drift, or none accepted).
    let trailer: Trailer?

    /// `trailers` is the message's trailers, nil when there is no message yet.
    init(constants: ConstantsReport?, trailers: [Trailer]?, driftTrailerKey: String) {
        let drift = constants.map(StagedConstantsCheck.driftFindings) ?? []
        let trailer = drift.isEmpty ? nil : Trailer.reason(driftTrailerKey, in: trailers)
        self.moved = constants?.findings.filter { $0.rule == .referenceMoved } ?? []
        self.blocking = trailer == nil ? drift : []
        self.accepted = trailer == nil ? [] : drift
        self.trailer = trailer
    }

    /// Everything of §8 that blocks the commit.
    var findings: [Finding] { moved + blocking }
}
