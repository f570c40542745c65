/// Where a file's declaration model spells a wire name with an identifier: the keys of its types
/// (a Codable or kotlinx property, a TypeScript interface or type literal key, a zod key, an
/// inline object type's keys), the keys a function reads or writes, and its enums' case names.
/// An identifier of a value's name counts as the value there, or as a member access or call on
/// an object (`controls.setAudioEnabled(`, `window.beeboxQueue`, `.queued`), or as an exported
/// or named function's own name (`TokenSearch.spellsWireName`); anywhere else (a local, a
/// parameter, a call without a receiver, an object literal's key that goes nowhere) it is a name
/// in code, not the wire value, so a rename does not hide behind it.
struct WireSpellings: Sendable, Equatable {
    /// One identifier: its name and line.
    struct Spot: Hashable, Sendable {
        var line: Int
        var name: String
    }

    var spots: Set<Spot> = []

    /// `lexemes`: the file's, where a constant's initializer is looked at: the keys of a plain
    /// object literal (`const config = { sentryDsn: … }`) are no wire shape the model can tell,
    /// so they spell nothing; a zod `z.object({…})` or a type's keys do.
    init(_ declarations: FileDeclarations, lexemes: [SourceLexeme]) {
        for (declaration, _) in declarations.flattened {
            if !Self.isObjectLiteral(declaration, lexemes) { add(declaration.properties) }
            for branch in declaration.branchProperties { add(branch) }
            for member in declaration.unionMembers {
                if case .object(let properties, _) = member { add(properties) }
            }
            for enumCase in declaration.cases + declaration.branchCases.joined() {
                spots.insert(Spot(line: enumCase.line, name: enumCase.name))
            }
            if let keys = declaration.functionKeys {
                add(keys.reads)
                add(keys.writes)
            }
        }
    }

    /// True for a constant whose initializer is an object literal (`{` first).
    static func isObjectLiteral(_ declaration: SourceDeclaration, _ lexemes: [SourceLexeme]) -> Bool {
        guard declaration.kind == .constant, let start = declaration.initializer?.start, start < lexemes.count else {
            return false
        }
        return lexemes[start].punctuation == "{"
    }

    mutating func add(_ properties: [WireProperty]) {
        for property in properties {
            spots.insert(Spot(line: property.line, name: property.name))
            add(property.members)
        }
    }

    func contains(_ token: SourceToken) -> Bool {
        spots.contains(Spot(line: token.line, name: token.text))
    }
}
