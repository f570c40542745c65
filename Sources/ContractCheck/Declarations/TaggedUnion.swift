/// One member of a TypeScript union of object types as written, before the file's other
/// declarations are known: an object type, or the name of one.
enum UnionMember: Sendable, Equatable {
    /// `{ type: "A"; content: A }`: its properties, and the line of its `{`.
    case object([WireProperty], line: Int)
    /// `A`: an interface or type alias the file declares (or not).
    case reference(String, line: Int)
}

/// A discriminated (tagged) union as a closed set: the values of its tag, the way typeshare
/// writes an adjacently tagged enum (`{ type: "A"; content: A } | { type: "B" }`) and
/// hand-written TypeScript writes `{ kind: "circle"; radius: number } | …`.
///
/// The tag is the first property, in the members' order, whose type is one string literal in
/// every member and differs from member to member (`type`, `kind`, `t`, any name: a property
/// every member gives the same literal, `version: "1"`, tells none apart); when none differs,
/// the first that is a string literal in every member. The union's closed set is those
/// literals, one per member (a member named by reference contributes the literal of the
/// same-file interface or type it names). When no property is a string literal in every member
/// but one is in some, the union is still discriminated but a member's tag cannot be read:
/// the union's closed set is unverifiable, and `untaggedReason` names the member. A union in
/// which no member has a string-literal property is no tagged union (its keys are merged, as
/// for any union of object types).
enum TaggedUnion {
    /// The file's declarations with each tagged union's tag values filled in as its cases.
    static func resolve(_ file: FileDeclarations) -> FileDeclarations {
        guard file.declarations.contains(where: { $0.unionMembers.count > 1 }) else { return file }
        var resolved = file
        resolved.declarations = file.declarations.map { declaration in
            guard declaration.unionMembers.count > 1 else { return declaration }
            return tagged(declaration, in: file)
        }
        return resolved
    }

    /// One member with the properties it has (nil for a name the file does not declare).
    struct Member {
        var text: String
        var line: Int
        var properties: [WireProperty]?
    }

    /// `declaration` with its tag values as cases, or with the reason they cannot be read.
    static func tagged(_ declaration: SourceDeclaration, in file: FileDeclarations) -> SourceDeclaration {
        let members = declaration.unionMembers.enumerated().map { index, member -> Member in
            switch member {
            case .object(let properties, let line):
                return Member(text: "member \(index + 1) (line \(line))", line: line, properties: properties)
            case .reference(let name, let line):
                // An interface or type alias, or a zod schema (`z.discriminatedUnion`'s members).
                let type = file.declarations.first {
                    $0.name == name && ($0.kind == .type || ($0.kind == .constant && $0.shapeSteps.isEmpty))
                }
                return Member(text: "`\(name)`", line: line, properties: type?.properties)
            }
        }
        let keys = members.compactMap(\.properties).flatMap { $0 }.filter { $0.literal != nil }.map(\.name)
        guard let some = keys.first else { return declaration }
        let everywhere = keys.filter { key in
            members.allSatisfy { $0.properties?.contains { $0.name == key && $0.literal != nil } == true }
        }
        let distinct = everywhere.first { key in
            let values = members.compactMap { $0.properties?.first { $0.name == key }?.literal }
            return Set(values).count == values.count
        }
        let tag = distinct ?? everywhere.first ?? some
        var out = declaration
        var seen: Set<String> = []
        for member in members {
            guard let property = member.properties?.first(where: { $0.name == tag }), let value = property.literal
            else {
                out.untaggedReason = out.untaggedReason ?? reason(member, tag: tag)
                continue
            }
            if seen.insert(value).inserted { out.cases.append(EnumCase(name: value, line: property.line)) }
        }
        return out
    }

    /// Why a member's tag cannot be read.
    static func reason(_ member: Member, tag: String) -> String {
        guard member.properties != nil else {
            return "\(member.text) is not declared in the file, so its \"\(tag)\" cannot be read"
        }
        return "\(member.text) has no \"\(tag)\" of one string-literal type"
    }
}

extension ScriptShapes {
    /// The members of a union type from `start` through `end` when there are two or more and
    /// each is an object type or a plain name (not a builtin); empty otherwise.
    func unionMembers(from start: Int, through end: Int) -> [UnionMember] {
        let branches = self.branches(from: start, through: end)
        guard branches.count > 1 else { return [] }
        var members: [UnionMember] = []
        for (low, high) in branches {
            if lexemes[low].punctuation == "{", cursor.closing(ofGroupAt: low) == high {
                let properties = ScriptMembers(cursor: cursor).read(open: low, close: high).properties
                members.append(.object(properties, line: lexemes[low].line))
            } else if low == high, let word = lexemes[low].word, !Self.builtins.contains(word) {
                members.append(.reference(word, line: lexemes[low].line))
            } else {
                return []
            }
        }
        return members
    }
}
