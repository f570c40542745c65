/// One step of a key set built from more than one declaration, in the order the code applies
/// them: zod's `.extend({…})`, `.merge(Other)`, `.omit`/`.pick`, `.partial()`/`.required()`,
/// `.or(Other)` and `z.union([…])`. `ShapePairing` folds them into one key set, resolving the
/// names across the files the bullet names.
/// Not `indirect`: the steps nest through arrays, which are boxes already (and the indirect
/// boxes of this enum leaked under LeakSanitizer, 28 objects a TypeScript file with zod chains).
enum ShapeStep: Sendable, Equatable {
    /// Keys written inline (`z.object({…})`, `.extend({…})`): each replaces a key of that name.
    case properties([WireProperty])
    /// Every key of the named declaration (`.merge(Other)`, a named schema a chain starts from).
    case source(String)
    /// The keys another chain builds (`.merge(z.object({…}).partial())`).
    case include([ShapeStep])
    /// `.omit({ k: true })`: the keys listed are dropped.
    case omit([String])
    /// `.pick({ k: true })`: only the keys listed are kept.
    case pick([String])
    /// `.partial()` (nil: every key) or `.partial({ k: true })`: the keys become optional.
    case partial([String]?)
    /// `.required()` (nil: every key) or `.required({ k: true })`: the keys become required.
    case required([String]?)
    /// `.or(Other)`, a further member of `z.union([…])`: the keys so far and the member's are one
    /// union, a key optional where a member lacks it or makes it optional (`ScriptShapes.merge`).
    case or([ShapeStep])

    /// The declaration names the steps take keys from, at any depth.
    static func sources(_ steps: [ShapeStep]) -> [String] {
        steps.flatMap { step -> [String] in
            switch step {
            case .source(let name): return [name]
            case .include(let inner), .or(let inner): return sources(inner)
            default: return []
            }
        }
    }

    /// The key set the steps build, `resolve` giving a named declaration's keys (nil: not
    /// followed, which the caller reports).
    static func apply(_ steps: [ShapeStep], resolve: (String) -> [WireProperty]?) -> [WireProperty] {
        var keys: [WireProperty] = []
        for step in steps {
            switch step {
            case .properties(let added): keys = overriding(keys, with: added)
            case .source(let name): keys = overriding(keys, with: resolve(name) ?? [])
            case .include(let inner): keys = overriding(keys, with: apply(inner, resolve: resolve))
            case .omit(let names): keys.removeAll { names.contains($0.name) }
            case .pick(let names): keys.removeAll { !names.contains($0.name) }
            case .partial(let names), .required(let names):
                let optional: Bool
                if case .partial = step { optional = true } else { optional = false }
                for index in keys.indices where names?.contains(keys[index].name) ?? true {
                    keys[index].isOptional = optional
                }
            case .or(let member): keys = ScriptShapes.merge([keys, apply(member, resolve: resolve)])
            }
        }
        return keys
    }

    /// `keys` with each of `added` replacing the key of its name, or appended.
    static func overriding(_ keys: [WireProperty], with added: [WireProperty]) -> [WireProperty] {
        var out = keys
        for property in added {
            if let index = out.firstIndex(where: { $0.name == property.name }) {
                out[index] = property
            } else {
                out.append(property)
            }
        }
        return out
    }
}
