import AnchorManifest

/// A schema-first bullet: one that states no values of its own and names a schema side
/// (`api/openapi.yaml#/components/schemas/Pet`). The schema states the shape instead of the
/// document: its key set (an object schema), its closed set (an `enum`, or a discriminator's
/// tags) or its value (a `const`), which every side is then compared with as if the bullet had
/// written it, so a team with a spec adopts the check without copying keys into Markdown.
extension ConstantsChecker {
    /// Gives a clause with no values the shape of the first schema a side names by pointer
    /// (`ClauseWork.schemaSource` then says where it came from); a schema whose shape cannot be
    /// read makes the clause unverifiable, naming what the reader does not follow.
    func schemaFirst(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) {
        guard work.clause.values.isEmpty, work.clause.shapes.isEmpty, work.referencedSides.count >= 2 else { return }
        for file in work.sides.flatMap(\.files) {
            guard let pointer = file.reference.symbols.first(where: \.isPointer), try sources.refusal(file.path) == nil,
                let declarations = try sources.declarations(file.path), declarations.data != nil
            else { continue }
            let named = declarations.named(pointer.name)
            guard named.count == 1, named[0].dataReading == .schema else { continue }
            try adopt(named[0], of: file, declarations: declarations, into: &work, sources: sources)
            return
        }
    }

    /// Makes `schema`'s shape the clause's: its values (every key at every depth, every member,
    /// or the one value) at the schema reference's place in the document.
    func adopt(
        _ schema: SourceDeclaration, of file: SideFile, declarations: FileDeclarations, into work: inout ClauseWork,
        sources: ParsedSources
    ) throws(ContractCheckError) {
        let origin = "\(file.path)\(schema.name)"
        func value(_ text: String, _ kind: ConstantValue.Kind) -> ConstantValue {
            ConstantValue(
                text: text, kind: kind, line: file.reference.line, column: file.reference.column, span: origin)
        }
        let shape: ConstantShape?
        var values: [ConstantValue] = []
        if !schema.properties.isEmpty {
            let keys = Self.keys(of: schema.properties, depth: 0)
            shape = .keys(keys)
            for name in ConstantKey.allNames(keys) where !values.contains(where: { $0.text == name }) {
                values.append(value(name, .key))
            }
            work.schemaSource = "key set from the schema `\(origin)`"
        } else if !schema.literals.isEmpty {
            shape = .closed(schema.literals)
            values = schema.literals.map { value($0, .alternative) }
            work.schemaSource = "closed set from the schema `\(origin)`"
        } else if schema.kind == .constant, let source = try sources.source(file.path),
            case .value(let folded) = ValueFolder(source: source, declarations: declarations, path: file.path)
                .reading(of: schema, path: [])
        {
            shape = nil
            values = [value(folded.text, folded.isNumber ? .number : .string)]
            work.schemaSource = "value from the schema `\(origin)`"
        } else {
            let reasons =
                schema.unfollowed.isEmpty ? ["nothing the reader reads as keys, members or a value"] : schema.unfollowed
            let found = UnfollowedShape(name: schema.name, path: file.path, reasons: reasons)
            work.unverifiable.append("a schema-first bullet takes its shape from a schema, and " + found.sentence)
            return
        }
        work.clause.values = values
        work.clause.shapes = shape.map { [StatedShape(shape: $0, values: values)] } ?? []
    }

    /// A schema's keys as a key set states them: each optional unless required, with its
    /// object's keys nested, and a required key that may hold null open as to its optionality.
    static func keys(of properties: [WireProperty], depth: Int) -> [ConstantKey] {
        properties.map { property in
            let children = property.members.isEmpty || depth >= 8 ? nil : keys(of: property.members, depth: depth + 1)
            var key = ConstantKey(name: property.wireName, isOptional: property.isOptional, children: children)
            key.optionalityOpen = !property.optionalityKnown
            return key
        }
    }
}
