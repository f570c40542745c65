extension ConstantsChecker {
    /// Why a key set's verdict on a side that states no direction cannot be given, or nil: the
    /// side's keys compared as a receiver reads them (`received`) and as a sender writes them
    /// (`WireDirection.sent`) differ, so the verdict would rest on a guess.
    static func directionDecides(
        _ shape: DocumentShape, _ paired: PairedShape, received: ShapeComparison
    ) -> String? {
        guard case .keys = shape, paired.direction == nil else { return nil }
        var sender = paired
        sender.direction = .sends
        let sent = compare(shape, with: sender)
        guard sent.mismatches != received.mismatches else { return nil }
        var keys: [String] = []
        for mismatch in sent.mismatches + received.mismatches
        where !(sent.mismatches.contains(mismatch) && received.mismatches.contains(mismatch)) {
            if !keys.contains(mismatch.key) { keys.append(mismatch.key) }
        }
        let named = keys.map { "`\($0)`" }.joined(separator: ", ")
        let them = keys.count == 1 ? "it" : "them"
        return "the key set of \(paired.candidate.declaration.name) in \"\(paired.file.path)\" depends on its "
            + "direction: a sender writes \(named) always (kotlinx `encodeDefaults = true`, `@EncodeDefault`), a "
            + "receiver may go without \(them); the side does not say which it does (write `(sends)` or "
            + "`(receives)` after its references)"
    }

    /// Gives kotlinx's class discriminator among `properties` the key the side's files configure
    /// (`Json { classDiscriminator = "kind" }`; `type` when none does). Returns why it cannot be
    /// told, when the files configure more than one.
    static func discriminated(_ properties: inout [WireProperty], _ encoder: EncoderConfiguration) -> String? {
        guard let index = properties.firstIndex(where: { $0.discriminator == .configured }),
            !encoder.classDiscriminators.isEmpty
        else { return nil }
        guard encoder.classDiscriminators.count == 1, let key = encoder.classDiscriminators.first else {
            let keys = encoder.classDiscriminators.sorted().map { "\"\($0)\"" }.joined(separator: " and ")
            return "the side's files configure the class discriminators \(keys), and the sealed type does not name "
                + "its own (`@JsonClassDiscriminator`)"
        }
        if properties.contains(where: { $0.wireName == key && $0.discriminator == nil }) {
            properties.remove(at: index)
        } else {
            properties[index].name = key
            properties[index].wireName = key
        }
        return nil
    }
}
