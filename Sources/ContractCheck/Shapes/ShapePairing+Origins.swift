/// Where a shape's keys come from when it takes them from other declarations (`extends`, `&`,
/// a spread, zod's combinators): the same file first, then the other files the side names.
/// A name found in none of them is not followed, and says so: the side is unverifiable for
/// it, never ok and never drift.
extension ShapePairing {
    /// The declaration `name` denotes for `declaration`'s shape: the file's own, else the first
    /// sibling's; nil when none declares it (or it is `declaration` itself).
    func origin(of name: String, for declaration: SourceDeclaration) -> SourceDeclaration? {
        if let own = declarations.type(named: name) {
            return own.range == declaration.range ? nil : own
        }
        return siblings.lazy.compactMap { $0.type(named: name) }.first
    }

    /// Why the shape of `declaration` cannot be read whole: what its reader did not follow, and
    /// each name it takes keys from that the files the bullet names do not declare, followed to
    /// the end. Empty when every key is read.
    func unfollowed(_ declaration: SourceDeclaration, depth: Int) -> [String] {
        guard depth < 8 else { return [] }
        var reasons = declaration.unfollowed + mappedReasons(declaration, depth: depth)
        for source in declaration.shapeSources {
            if let origin = origin(of: source, for: declaration) {
                reasons += unfollowed(origin, depth: depth + 1)
            } else if declarations.type(named: source) == nil {
                let local = String(source.prefix { $0 != "." })
                let imported = declarations.imports[local].map { ", imported from \"\($0)\"," } ?? ","
                reasons.append("\"\(source)\"\(imported) which the files the bullet names do not declare")
            }
        }
        var seen: Set<String> = []
        return reasons.filter { seen.insert($0).inserted }
    }

    /// The type a property of `owner` names, resolved as the compiler does: a type nested in
    /// `owner` or in the types around it, innermost first (Swift's and Kotlin's nested types),
    /// else as `type(of:)` finds it (a top-level one first).
    func type(of property: WireProperty, in owner: SourceDeclaration?) -> SourceDeclaration? {
        guard let name = property.typeName else { return nil }
        if let owner, let entry = declarations.flattened.first(where: { $0.declaration.range == owner.range }) {
            var scope = entry.path + [owner.name]
            while !scope.isEmpty {
                let found = declarations.flattened.first { candidate in
                    candidate.path == scope && candidate.declaration.name == name && candidate.declaration.hasShape
                        && candidate.declaration.kind != .function && candidate.declaration.kind != .extension
                }
                if let found { return found.declaration }
                scope.removeLast()
            }
        }
        return type(of: property)
    }

    /// The ranges of every declaration `declaration` takes keys from, followed to the end.
    func origins(of declaration: SourceDeclaration, depth: Int) -> [ClosedRange<SourcePosition>] {
        guard depth < 8 else { return [] }
        return declaration.shapeSources.compactMap { origin(of: $0, for: declaration) }.flatMap {
            [$0.range] + origins(of: $0, depth: depth + 1)
        }
    }
}
