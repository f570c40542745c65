/// A sealed class or interface as a closed set: its same-file subclasses and objects are its
/// members, each by its discriminator — its `@SerialName`, else kotlinx.serialization's default,
/// the qualified name (`app.beebox.Shape.Circle`).
struct KotlinSealedHierarchy {
    let packageName: String
    let headers: [KotlinTypeHeader]

    /// The declarations with each sealed type's members filled in as its cases.
    func resolve(_ declarations: [SourceDeclaration]) -> [SourceDeclaration] {
        var members: [ClosedRange<SourcePosition>: [EnumCase]] = [:]
        for sealed in headers where sealed.isSealed {
            let cases = headers.filter { header in
                header.range != sealed.range && header.supertypes.contains { Self.names($0, sealed) }
            }.map { header in
                let qualified = packageName.isEmpty ? header.qualifiedName : packageName + "." + header.qualifiedName
                return EnumCase(
                    name: header.name, rawValue: header.serialName ?? qualified,
                    line: header.range.lowerBound.line)
            }
            if !cases.isEmpty { members[sealed.range] = cases }
        }
        guard !members.isEmpty else { return declarations }
        return declarations.map { fill($0, members) }
    }

    /// True when a supertype as written (`Shape`, `Outer.Shape`) names the sealed type.
    static func names(_ supertype: String, _ sealed: KotlinTypeHeader) -> Bool {
        supertype == sealed.qualifiedName || supertype == sealed.name
            || sealed.qualifiedName.hasSuffix("." + supertype)
    }

    func fill(_ declaration: SourceDeclaration, _ members: [ClosedRange<SourcePosition>: [EnumCase]])
        -> SourceDeclaration
    {
        var filled = declaration
        if let cases = members[declaration.range] { filled.cases = cases }
        filled.nested = declaration.nested.map { fill($0, members) }
        return filled
    }
}
