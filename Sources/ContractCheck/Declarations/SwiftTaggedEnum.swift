/// typeshare's Swift for an adjacently tagged enum: an enum with associated values, its cases
/// named in Swift style (`case circle(Circle)`), and a nested `String` enum of the same case
/// names whose raw values are the wire tags (`enum `Type`: String, CodingKey { case circle =
/// "Circle" }`), which its hand-written `init(from:)` and `encode(to:)` put under `type` beside
/// `content`. The tags are the enum's closed set: each case takes its tag's raw value.
///
/// The tag enum is the nested enum (not `CodingKeys`) whose every case has a raw value and
/// which shares the most case names with the enum, more than half of them. A case it lacks
/// keeps its name, and a tag with no case of that name is a member too, so a tag added,
/// renamed or dropped on one of the two shows. An enum with raw values of its own is left as
/// it is. A hand-written coder that switches on string literals (`case "Circle": self =
/// .circle(…)`) instead gives the tags as a raw-value mapping does (`SwiftRawValueMapping`).
enum SwiftTaggedEnum {
    /// The declarations with each tagged enum's cases carrying their tags.
    static func resolve(_ declarations: [SourceDeclaration]) -> [SourceDeclaration] {
        declarations.map(resolve)
    }

    static func resolve(_ declaration: SourceDeclaration) -> SourceDeclaration {
        var out = declaration
        out.nested = declaration.nested.map(resolve)
        guard declaration.kind == .enumeration, !declaration.cases.isEmpty,
            declaration.cases.allSatisfy({ $0.rawValue == nil }), let tags = tagEnum(of: declaration)
        else { return out }
        let raw = Dictionary(tags.cases.map { ($0.name, $0.rawValue) }, uniquingKeysWith: { first, _ in first })
        out.cases = declaration.cases.map { one in
            var tagged = one
            tagged.rawValue = raw[one.name] ?? nil
            return tagged
        }
        let names = Set(declaration.cases.map(\.name))
        out.cases += tags.cases.filter { !names.contains($0.name) }
        return out
    }

    /// The nested enum whose raw values tag `declaration`'s cases, or nil.
    static func tagEnum(of declaration: SourceDeclaration) -> SourceDeclaration? {
        let names = Set(declaration.cases.map(\.name))
        let scored = declaration.nested.filter { nested in
            nested.kind == .enumeration && nested.name != "CodingKeys" && !nested.cases.isEmpty
                && nested.cases.allSatisfy { $0.rawValue != nil }
        }.map { nested in (nested, nested.cases.filter { names.contains($0.name) }.count) }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 * 2 > names.count else { return nil }
        return best.0
    }
}
