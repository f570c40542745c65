/// A TypeScript mapped type over a named union (`{ [P in Keys]: T }`, `Record<Keys, T>`): its
/// keys are the members of `Keys`, a union of string literals (or an alias of one) declared in
/// the file or in another file the side names. Where `Keys` is declared nowhere the reader
/// looks, or is anything else (an enum, an object type, a union with a part it cannot follow),
/// the shape is not read whole and says so: the side is unverifiable, never ok.
extension ShapePairing {
    /// The keys `mapped` gives `declaration`'s shape; nil when its union cannot be read.
    func mappedMembers(_ mapped: MappedKeys, for declaration: SourceDeclaration) -> [String]? {
        guard let union = origin(of: mapped.over, for: declaration), union.kind == .type, union.properties.isEmpty,
            union.mappedKeys.isEmpty, unfollowed(union, depth: 1).isEmpty
        else { return nil }
        let members = effectiveLiterals(union, depth: 1)
        return members.isEmpty ? nil : members
    }

    /// `properties` with the keys of each of `declaration`'s mapped types added (those it lacks).
    func addingMappedKeys(_ declaration: SourceDeclaration, to properties: [WireProperty]) -> [WireProperty] {
        var out = properties
        for mapped in declaration.mappedKeys {
            for key in mappedMembers(mapped, for: declaration) ?? [] where !out.contains(where: { $0.wireName == key })
            {
                var property = mapped.template
                (property.name, property.wireName) = (key, key)
                out.append(property)
            }
        }
        return out
    }

    /// Why each of `declaration`'s mapped types cannot be read: its union is declared in no file
    /// the side names (with the module it is imported from), is no union of string literals, or
    /// takes members from what is not followed (its reasons).
    func mappedReasons(_ declaration: SourceDeclaration, depth: Int) -> [String] {
        declaration.mappedKeys.flatMap { mapped -> [String] in
            guard mappedMembers(mapped, for: declaration) == nil else { return [] }
            guard let union = origin(of: mapped.over, for: declaration) else {
                let imported = declarations.imports[mapped.over].map { ", imported from \"\($0)\"," } ?? ","
                return [
                    "a mapped type over `\(mapped.over)`\(imported) which the files the bullet names do not declare"
                ]
            }
            let reasons = union.kind == .type ? unfollowed(union, depth: depth + 1) : []
            return reasons.isEmpty
                ? ["a mapped type over `\(mapped.over)`, which is no union of string literals"] : reasons
        }
    }
}
