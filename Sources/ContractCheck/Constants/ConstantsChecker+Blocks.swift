import AnchorManifest

extension ConstantsChecker {
    /// The scope of a side that names a labelled block (`web/src/limits.ts#limits`): the lines
    /// strictly between the block's directive lines (`LINT.IfChange(label)` … `LINT.ThenChange`,
    /// or `LINT.Label(label)` … `LINT.EndLabel`) are where its values are sought, as inside a
    /// named declaration. A label the file does not define is an unresolved reference.
    func labelledBlockScope(
        _ reference: FileReference, label: String, in path: String, side: Int, file: Int,
        into work: inout ClauseWork, sources: ParsedSources
    ) throws(ContractCheckError) {
        guard try sources.refusal(path) == nil, let bytes = try sources.snapshot.bytes(path) else { return }
        guard let region = IfChangeFile(bytes).region(label) else {
            work.add(
                unresolved: Observation(
                    rule: .unresolvedReference,
                    message: "The block \"\(label)\" in \"\(work.bullet.label)\" is not in \"\(path)\" (no "
                        + "LINT.IfChange(\(label)) or LINT.Label(\(label)) there).",
                    location: Location(path: work.document, line: reference.line, column: reference.column),
                    subject: FindingSubject(bullet: work.bullet.label, reference: reference.written)),
                because: "the block \"\(label)\" is not in \"\(path)\"")
            work.sides[side].complete = false
            return
        }
        // From the end of the opening directive's line to the start of the closing one.
        let range = SourcePosition(line: region.start, column: Int.max)...SourcePosition(line: region.end, column: 0)
        work.sides[side].files[file].scopes = [SourceDeclaration(name: label, kind: .constant, range: range)]
    }
}
