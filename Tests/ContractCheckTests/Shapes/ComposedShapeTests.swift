import Testing

@testable import ContractCheck

/// Key sets and closed sets TypeScript builds from more than one declaration (issue 18 section 2):
/// `extends`, declaration merging, intersections, zod's combinators, spreads. Each fixture is
/// written in its style and reads clean against one Swift type; each of its mutants (a key
/// renamed, added, dropped, its optionality flipped, in the part the shape takes from another
/// declaration where there is one) is one drift finding naming that key.
@Suite struct ComposedShapeTests {
    /// A TypeScript side whose shape is `{id,name,note?}`, and where to mutate it.
    struct Fixture: Sendable {
        var name: String
        var typescript: String
        /// Text of `typescript` and what replaces it, per mutant: the key renamed (`name` to
        /// `title`), one added (`extra`), one dropped (`name`), one whose optionality flips.
        var rename: (String, String)
        var add: (String, String)
        var drop: (String, String)
        var flip: (String, String)
        /// What the rename's finding says, when not the rename message (in a union, a key
        /// renamed in one member is optional there and an extra key).
        var renameFinding = "where \"Item keys\" lists \""
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var typescript: String
        var state: BulletResult.State
        /// Text the one drift finding's message holds (none when the state is not drift).
        var finding: String?
        var testDescription: String { name }
    }

    static let swift = "struct Item: Codable {\n    let id: String\n    let name: String\n    var note: String?\n}"
    static let bullet = "Item keys `{id,name,note?}` — `A.swift` · `Item` ↔ `b.ts` · `Item`."

    static let fixtures: [Fixture] = [
        Fixture(
            name: "interface extends",
            typescript:
                "interface Base { id: string; name: string }\nexport interface Item extends Base { note?: string }",
            rename: ("name: string }", "title: string }"), add: ("name: string }", "name: string; extra: number }"),
            drop: ("; name: string }", " }"), flip: ("id: string", "id?: string")),
        Fixture(
            name: "interface extends two, with type arguments",
            typescript: """
                interface Named<T> { name: T }
                interface Base { id: string }
                export interface Item extends Base, Named<string> { note?: string }
                """,
            rename: ("{ name: T }", "{ title: T }"), add: ("{ id: string }", "{ id: string; extra: number }"),
            drop: ("{ name: T }", "{ }"), flip: ("note?: string", "note: string")),
        Fixture(
            name: "interface declaration merging",
            typescript: "export interface Item { id: string; name: string }\nexport interface Item { note?: string }",
            rename: ("{ note?: string }", "{ remark?: string }"),
            add: ("{ note?: string }", "{ note?: string; extra: 1 }"),
            drop: ("; name: string }", " }"), flip: ("{ note?: string }", "{ note: string }")),
        Fixture(
            name: "type intersection",
            typescript: "type Base = { id: string; name: string };\nexport type Item = Base & { note?: string };",
            rename: ("name: string }", "title: string }"), add: ("{ note?: string }", "{ note?: string; extra: 1 }"),
            drop: ("; name: string }", " }"), flip: ("id: string", "id?: string")),
        Fixture(
            name: "zod extend",
            typescript: """
                const base = z.object({ id: z.string(), name: z.string() });
                export const Item = base.extend({ note: z.string().optional() });
                """,
            rename: ("name: z.string() }", "title: z.string() }"),
            add: ("name: z.string() }", "name: z.string(), extra: z.number() }"),
            drop: (", name: z.string() }", " }"), flip: ("id: z.string()", "id: z.string().optional()")),
        Fixture(
            name: "zod merge",
            typescript: """
                const named = z.object({ name: z.string() });
                const base = z.object({ id: z.string(), note: z.string().optional() });
                export const Item = base.merge(named);
                """,
            rename: ("{ name: z.string() }", "{ title: z.string() }"),
            add: ("{ name: z.string() }", "{ name: z.string(), extra: z.number() }"),
            drop: ("base.merge(named)", "base"), flip: ("{ name: z.string() }", "{ name: z.string().nullish() }")),
        Fixture(
            name: "zod omit",
            typescript: """
                const full = z.object({
                  id: z.string(), name: z.string(), note: z.string().optional(), secret: z.string() });
                export const Item = full.omit({ secret: true });
                """,
            rename: ("name: z.string(),", "title: z.string(),"),
            add: ("secret: z.string() }", "secret: z.string(), extra: z.number() }"),
            drop: ("{ secret: true }", "{ secret: true, name: true }"),
            flip: ("id: z.string()", "id: z.string().optional()")),
        Fixture(
            name: "zod pick",
            typescript: """
                const full = z.object({
                  id: z.string(), name: z.string(), note: z.string().optional(), secret: z.string() });
                export const Item = full.pick({ id: true, name: true, note: true });
                """,
            rename: ("id: true, name: true", "id: true, secret: true"),
            add: ("note: true }", "note: true, secret: true }"),
            drop: ("name: true, ", ""), flip: ("id: z.string()", "id: z.string().optional()")),
        Fixture(
            name: "zod partial and required",
            typescript: """
                const loose = z.object({ id: z.string(), name: z.string() }).partial();
                const extra = z.object({ note: z.string() }).partial();
                export const Item = loose.required().merge(extra);
                """,
            rename: ("name: z.string() }", "title: z.string() }"),
            add: ("{ note: z.string() }", "{ note: z.string(), extra: z.number() }"),
            drop: (", name: z.string() }", " }"), flip: ("loose.required()", "loose")),
        Fixture(
            name: "zod or",
            typescript: """
                const full = z.object({ id: z.string(), name: z.string(), note: z.string() });
                const short = z.object({ id: z.string(), name: z.string() });
                export const Item = full.or(short);
                """,
            rename: ("name: z.string(), note", "title: z.string(), note"),
            add: ("note: z.string() }", "note: z.string(), extra: z.number() }"),
            drop: ("full.or(short)", "full.omit({ name: true }).or(short.omit({ name: true }))"),
            flip: ("full.or(short)", "full"),
            renameFinding: "\"name\" is required by the bullet but optional here; it carries the key \"title\""),
        Fixture(
            name: "z.union of named schemas",
            typescript: """
                const full = z.object({ id: z.string(), name: z.string(), note: z.string() });
                const short = z.object({ id: z.string(), name: z.string() });
                export const Item = z.union([full, short]);
                """,
            rename: ("name: z.string(), note", "title: z.string(), note"),
            add: ("note: z.string() }", "note: z.string(), extra: z.number() }"),
            drop: ("z.union([full, short])", "z.union([full.omit({ name: true }), short.omit({ name: true })])"),
            flip: ("z.union([full, short])", "z.union([full])"),
            renameFinding: "\"name\" is required by the bullet but optional here; it carries the key \"title\""),
        Fixture(
            name: "an object spread of a named schema's shape",
            typescript: """
                const base = { id: z.string(), name: z.string() };
                export const Item = z.object({ ...base, note: z.string().optional() }).strict();
                """,
            rename: ("name: z.string() }", "title: z.string() }"),
            add: ("name: z.string() }", "name: z.string(), extra: z.number() }"),
            drop: (", name: z.string() }", " }"), flip: ("note: z.string().optional()", "note: z.string()")),
        Fixture(
            name: "z.intersection of two named schemas",
            typescript: """
                const base = z.object({ id: z.string(), name: z.string() });
                const extra = z.object({ note: z.string().optional() });
                export const Item = z.intersection(base, extra);
                """,
            rename: ("name: z.string() }", "title: z.string() }"),
            add: ("name: z.string() }", "name: z.string(), extra: z.number() }"),
            drop: (", name: z.string() }", " }"), flip: ("note: z.string().optional()", "note: z.string()")),
        Fixture(
            name: "a spread of a zod schema's .shape",
            typescript: """
                const base = z.object({ id: z.string(), name: z.string() });
                export const Item = z.object({ ...base.shape, note: z.string().optional() });
                """,
            rename: ("name: z.string() }", "title: z.string() }"),
            add: ("name: z.string() }", "name: z.string(), extra: z.number() }"),
            drop: (", name: z.string() }", " }"), flip: ("id: z.string()", "id: z.string().optional()")),
        Fixture(
            name: "a class that implements an interface: its fields and parameter properties",
            typescript: """
                interface Identified { id: string }
                export class Item implements Identified {
                  note?: string;
                  static version = 2;
                  constructor(public readonly id: string, private name: string, scratch: number) {}
                }
                """,
            rename: ("private name", "private title"), add: ("note?: string;", "note?: string;\n  extra = 1;"),
            drop: (", private name: string", ""), flip: ("note?: string", "note: string")),
        Fixture(
            name: "an interface merged into a class of the same name",
            typescript: "export interface Item { id: string; name: string }\nexport class Item { note?: string }",
            rename: ("name: string }", "title: string }"),
            add: ("{ note?: string }", "{ note?: string; extra: number = 1 }"),
            drop: ("; name: string }", " }"), flip: ("{ note?: string }", "{ note!: string }")),
        Fixture(
            name: "a class merged with a later interface of the same name",
            typescript: "export class Item { id = \"\"; name = \"\" }\nexport interface Item { note?: string }",
            rename: ("name = ", "title = "), add: ("{ note?: string }", "{ note?: string; extra: number }"),
            drop: ("; name = \"\"", ""), flip: ("note?: string", "note: string")),
        Fixture(
            name: "a declare class merged with an interface",
            typescript: "export declare class Item { readonly id: string; name: string }\n"
                + "export interface Item { note?: string }",
            rename: ("name: string }", "title: string }"), add: ("name: string }", "name: string; extra: number }"),
            drop: ("; name: string }", " }"), flip: ("readonly id: string", "readonly id?: string")),
        Fixture(
            name: "an abstract class (an abstract property is a key, a method none) merged with an interface",
            typescript: "export interface Item { id: string }\n"
                + "export abstract class Item { abstract name: string; note?: string; abstract label(): string }",
            rename: ("abstract name", "abstract title"), add: ("note?: string;", "note?: string; extra = 1;"),
            drop: ("abstract name: string; ", ""), flip: ("note?: string", "note: string")),
        Fixture(
            name: "a mapped type over a same-file union of string literals",
            typescript:
                "type Keys = \"id\" | \"name\";\nexport type Item = { [P in Keys]: string } & { note?: string };",
            rename: ("| \"name\"", "| \"title\""), add: ("| \"name\"", "| \"name\" | \"extra\""),
            drop: (" | \"name\";", ";"), flip: ("{ note?: string }", "{ note: string }")),
        Fixture(
            name: "mapped types over inline unions, with `-?` and `?`",
            typescript:
                "export type Item = { readonly [P in \"id\" | \"name\"]-?: string } & { [P in \"note\"]?: string };",
            rename: ("| \"name\"", "| \"title\""), add: ("| \"name\"", "| \"name\" | \"extra\""),
            drop: (" | \"name\"", ""), flip: ("\"note\"]?:", "\"note\"]:")),
        Fixture(
            name: "Record over a same-file union of string literals",
            typescript: "type Keys = \"id\" | \"name\";\nexport type Item = Record<Keys, string> & { note?: string };",
            rename: ("| \"name\"", "| \"title\""), add: ("| \"name\"", "| \"name\" | \"extra\""),
            drop: (" | \"name\";", ";"), flip: ("{ note?: string }", "{ note: string }")),
        Fixture(
            name: "Record over an inline union",
            typescript: "export type Item = Record<\"id\" | \"name\", string> & { note?: string };",
            rename: ("| \"name\"", "| \"title\""), add: ("| \"name\"", "| \"name\" | \"extra\""),
            drop: (" | \"name\"", ""), flip: ("{ note?: string }", "{ note: string }")),
    ]

    /// Every fixture clean, and each of its four mutants.
    static let cases: [Case] = fixtures.flatMap { fixture -> [Case] in
        func mutant(_ kind: String, _ edit: (String, String), _ finding: String) -> Case {
            precondition(fixture.typescript.contains(edit.0), "\(fixture.name): \(kind)")
            return Case(
                name: "\(fixture.name): \(kind)",
                typescript: fixture.typescript.replacingOccurrences(of: edit.0, with: edit.1), state: .drift,
                finding: finding)
        }
        return [
            Case(name: "\(fixture.name): clean", typescript: fixture.typescript, state: .ok),
            mutant("a key renamed", fixture.rename, fixture.renameFinding),
            mutant("a key added", fixture.add, "carries the key \""),
            mutant("a key dropped", fixture.drop, "is missing from"),
            mutant("optionality flipped", fixture.flip, "optional"),
        ]
    }

    @Test(arguments: cases)
    func composedKeySets(_ example: Case) throws {
        let files = InMemoryFiles(["A.swift": Self.swift, "b.ts": example.typescript])
        let report = try files.check(ShapeCheckTests.document(Self.bullet))
        try report.expectFirstBullet(
            example.state, drift: example.finding.map { [$0] } ?? [],
            detail: example.state == .ok ? "3 keys match Item on both sides" : nil)
    }

    /// A side whose shape takes keys from what the reader cannot follow.
    struct Unfollowed: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var bullet: String = ComposedShapeTests.bullet
        /// The bullet's detail: the reason, or what matched when the files the bullet names
        /// declare it.
        var detail: String
        var state: BulletResult.State = .unverifiable
        var testDescription: String { name }
    }

    static let unfollowed: [Unfollowed] = [
        Unfollowed(
            name: "an interface extending an imported type",
            files: ["b.ts": "import { Base } from './base';\nexport interface Item extends Base { note?: string }"],
            detail: "the shape of Item in \"b.ts\" is not read whole: it takes keys from \"Base\", imported from "
                + "\"./base\", which the files the bullet names do not declare"),
        Unfollowed(
            name: "an interface extending a namespaced type",
            files: ["b.ts": "export interface Item extends api.Base { id: string; name: string; note?: string }"],
            detail: "the shape of Item in \"b.ts\" is not read whole: it takes keys from \"api.Base\", which the "
                + "files the bullet names do not declare"),
        Unfollowed(
            name: "a zod schema extending an imported one",
            files: [
                "b.ts":
                    "import { base } from './base';\nexport const Item = base.extend({ note: z.string().optional() });"
            ],
            detail: "the shape of Item in \"b.ts\" is not read whole: it takes keys from \"base\", imported from "
                + "\"./base\", which the files the bullet names do not declare"),
        Unfollowed(
            name: "an intersection with a mapped type",
            files: [
                "b.ts":
                    "type Base = { id: string };\nexport type Item = Partial<Base> & { name: string; note?: string };"
            ],
            detail: "the shape of Item in \"b.ts\" is not read whole: it takes keys from \"Partial…\", a part of an "
                + "intersection the reader does not read"),
        Unfollowed(
            name: "a zod method that changes keys the reader does not read",
            files: [
                "b.ts": "const base = z.object({ id: z.string(), name: z.string() });\n"
                    + "export const Item = base.extend({ note: z.string().optional() }).catchall(z.string());"
            ],
            detail: "the shape of Item in \"b.ts\" is not read whole: it takes keys from \".catchall(…)\", a zod "
                + "method the reader does not follow"),
        Unfollowed(
            name: "the base declared in another file the side names",
            files: [
                "base.ts": "export interface Base { id: string; name: string }",
                "b.ts": "import { Base } from './base';\nexport interface Item extends Base { note?: string }",
            ],
            bullet: "Item keys `{id,name,note?}` — `A.swift` · `Item` ↔ `b.ts` · `Item`, `base.ts`.",
            detail: "3 keys match Item on both sides", state: .ok),
        Unfollowed(
            name: "a zod schema extending one declared in another file the side names",
            files: [
                "base.ts": "export const base = z.object({ id: z.string(), name: z.string() });",
                "b.ts":
                    "import { base } from './base';\nexport const Item = base.extend({ note: z.string().optional() });",
            ],
            bullet: "Item keys `{id,name,note?}` — `A.swift` · `Item` ↔ `b.ts` · `Item`, `base.ts`.",
            detail: "3 keys match Item on both sides", state: .ok),
        Unfollowed(
            name: "a base imported under another name from a file the bullet does not name",
            files: [
                "b.ts": "import type { Shared as Base } from '@app/shared';\nexport interface Item extends Base { }"
            ],
            detail: "the shape of Item in \"b.ts\" is not read whole: it takes keys from \"Base\", imported from "
                + "\"@app/shared\", which the files the bullet names do not declare"),
        Unfollowed(
            name: "a function type alias is no key set, though its return type has the keys",
            files: [
                "b.ts": "interface Base { id: string; name: string; note?: string }\n"
                    + "export type Item = (raw: string) => Base;"
            ],
            detail: functionType("(…) => …")),
        Unfollowed(
            name: "a function type's return type is not an intersection: `(a) => B & C`",
            files: [
                "b.ts": "interface Base { id: string; name: string }\ninterface Extra { note?: string }\n"
                    + "export type Item = (raw: string) => Base & Extra;"
            ],
            detail: functionType("(…) => …")),
        Unfollowed(
            name: "a function type's return type is not a union: `(a) => B | C`",
            files: [
                "b.ts": "interface Base { id: string; name: string; note?: string }\n"
                    + "export type Item = (raw: string) => null | Base;"
            ],
            detail: functionType("(…) => …")),
        Unfollowed(
            name: "a constructor type",
            files: [
                "b.ts": "interface Base { id: string; name: string; note?: string }\n"
                    + "export type Item = new (raw: string) => Base;"
            ],
            detail: functionType("new (…) => …")),
        Unfollowed(
            name: "a generic function type whose parameter is typeof an object",
            files: [
                "b.ts": "const base = { id: \"\", name: \"\", note: \"\" };\n"
                    + "export type Item = <T>(raw: typeof base, t: T) => void;"
            ],
            detail: functionType("<…>(…) => …")),
        Unfollowed(
            name: "an intersection with a function type in parentheses",
            files: [
                "b.ts": "type Base = { id: string; name: string; note?: string };\n"
                    + "export type Item = Base & ((x: number) => void);"
            ],
            detail: functionType("(…) => …")),
        Unfollowed(
            name: "an intersection of named object types still reads",
            files: [
                "b.ts": "type Base = { id: string };\ninterface Named { name: string }\n"
                    + "export type Item = Base & Named & { note?: string };"
            ],
            detail: "3 keys match Item on both sides", state: .ok),
        Unfollowed(
            name: "a function-typed property of an object type is a key like any other",
            files: ["b.ts": "export type Item = { id: string; name: (a: string) => string; note?: string };"],
            detail: "3 keys match Item on both sides", state: .ok),
        Unfollowed(
            name: "a namespace merged with the interface adds value-space members, no instance keys",
            files: [
                "b.ts": "export interface Item { id: string; name: string; note?: string }\n"
                    + "export namespace Item { export const extra = 1; }"
            ],
            detail: "3 keys match Item on both sides", state: .ok),
        Unfollowed(
            name: "a mapped type over `keyof` another type",
            files: [
                "b.ts": "interface Base { id: string; name: string; note?: string }\n"
                    + "export type Item = { [P in keyof Base]: Base[P] };"
            ],
            detail: mapped("`keyof Base`, which the reader does not follow")),
        Unfollowed(
            name: "a mapped type over an imported union",
            files: [
                "b.ts":
                    "import { Keys } from './keys';\nexport type Item = { [P in Keys]: string } & { note?: string };"
            ],
            detail: mapped("`Keys`, imported from \"./keys\", which the files the bullet names do not declare")),
        Unfollowed(
            name: "a mapped type over an enum: no union of string literals",
            files: [
                "b.ts": "enum Keys { Id = \"id\", Name = \"name\", Note = \"note\" }\n"
                    + "export type Item = { [P in Keys]?: string };"
            ],
            detail: mapped("`Keys`, which is no union of string literals")),
        Unfollowed(
            name: "a mapped type with an `as` clause",
            files: [
                "b.ts": "type Keys = \"id\" | \"name\" | \"note\";\n"
                    + "export type Item = { [P in Keys as Uppercase<P>]: string };"
            ],
            detail: mapped("`Keys` with an `as` clause, which the reader does not follow")),
        Unfollowed(
            name: "a mapped type over a same-file union, as one member of a union",
            files: [
                "b.ts": "type Keys = \"id\" | \"name\";\n"
                    + "export type Item = { [P in Keys]: string } | { id: string; note?: string };"
            ],
            detail: mapped("`Keys` in a union, which the reader does not follow")),
        Unfollowed(
            name: "Record over string",
            files: ["b.ts": "export type Item = Record<string, string>;"],
            detail: mapped("`string`, which the reader does not follow")),
        Unfollowed(
            name: "a class that implements an imported interface is read: implements adds no keys",
            files: [
                "b.ts": "import { Identified } from './identified';\n"
                    + "export class Item implements Identified { id = ''; name = ''; note?: string }"
            ],
            detail: "3 keys match Item on both sides", state: .ok),
    ]

    /// The detail of a bullet whose TypeScript side's `Item` is a mapped type over what `over`
    /// says.
    static func mapped(_ over: String) -> String {
        "the shape of Item in \"b.ts\" is not read whole: it takes keys from a mapped type over \(over)"
    }

    /// The detail of a bullet whose TypeScript side's `Item` is a function type of `form`.
    static func functionType(_ form: String) -> String {
        "the shape of Item in \"b.ts\" is not read whole: it takes keys from a function type (`\(form)`), "
            + "which is no key set"
    }

    /// The base a shape takes keys from, declared in another file the same side names: a
    /// mutant there is drift of the shape (not unverifiable, not ok).
    @Test(arguments: [
        (
            "interface extends: a key renamed in the other file",
            "export interface Base { id: string; title: string }",
            "import { Base } from './base';\nexport interface Item extends Base { note?: string }",
            "where \"Item keys\" lists \"name\""
        ),
        (
            "interface extends: a key added in the other file",
            "export interface Base { id: string; name: string; extra: number }",
            "import { Base } from './base';\nexport interface Item extends Base { note?: string }",
            "carries the key \"extra\""
        ),
        (
            "zod extend: a key dropped in the other file",
            "export const base = z.object({ id: z.string() });",
            "import { base } from './base';\nexport const Item = base.extend({ note: z.string().optional() });",
            "\"name\" of \"Item keys\" is missing from"
        ),
        (
            "zod extend: optionality flipped in the other file",
            "export const base = z.object({ id: z.string().optional(), name: z.string() });",
            "import { base } from './base';\nexport const Item = base.extend({ note: z.string().optional() });",
            "optional"
        ),
    ])
    func basesInAnotherNamedFile(_ name: String, _ base: String, _ typescript: String, _ finding: String) throws {
        let files = InMemoryFiles(["A.swift": Self.swift, "base.ts": base, "b.ts": typescript])
        let report = try files.check(
            ShapeCheckTests.document("Item keys `{id,name,note?}` — `A.swift` · `Item` ↔ `b.ts` · `Item`, `base.ts`."))
        try report.expectFirstBullet(.drift, drift: [finding], detail: nil)
    }

    /// A Swift struct conforming to a protocol, a Kotlin class implementing an interface: the
    /// keys are the type's own stored properties; what the protocol or interface declares adds
    /// none (a property it requires is one the type stores, and is read there).
    @Test(arguments: [
        ("Swift conformance: clean", "A.swift", swiftConforming, nil),
        (
            "Swift conformance: the protocol's extra requirement adds no key",
            "A.swift", swiftConforming.replacingOccurrences(of: "{ get }", with: "{ get }\n    var extra: Int { get }"),
            nil
        ),
        (
            "Swift conformance: a stored key renamed",
            "A.swift", swiftConforming.replacingOccurrences(of: "let name", with: "let title"),
            "where \"Item keys\" lists \"name\""
        ),
        ("Kotlin interface: clean", "A.kt", kotlinImplementing, nil),
        (
            "Kotlin interface: the interface's extra property adds no key",
            "A.kt",
            kotlinImplementing.replacingOccurrences(of: "val id: String }", with: "val id: String; val extra: Int }"),
            nil
        ),
        (
            "Kotlin interface: a constructor key added",
            "A.kt",
            kotlinImplementing.replacingOccurrences(of: "val name: String,", with: "val name: String, val extra: Int,"),
            "carries the key \"extra\""
        ),
    ])
    func conformancesAddNoKeys(_ name: String, _ path: String, _ source: String, _ finding: String?) throws {
        let files = InMemoryFiles([
            path: source, "b.ts": "export interface Item { id: string; name: string; note?: string }",
        ])
        let report = try files.check(
            ShapeCheckTests.document("Item keys `{id,name,note?}` — `\(path)` · `Item` ↔ `b.ts` · `Item`."))
        try report.expectFirstBullet(
            finding == nil ? .ok : .drift, drift: finding.map { [$0] } ?? [],
            detail: finding == nil ? "3 keys match Item on both sides" : nil)
    }

    static let swiftConforming = """
        protocol Identified { var id: String { get } }
        struct Item: Codable, Identified {
            let id: String
            let name: String
            var note: String?
        }
        """
    static let kotlinImplementing = """
        interface Identified { val id: String }
        @Serializable data class Item(
            override val id: String,
            val name: String,
            val note: String? = null,
        ) : Identified
        """

    @Test(arguments: unfollowed)
    func unfollowedShapesAreUnverifiable(_ example: Unfollowed) throws {
        var files = example.files
        files["A.swift"] = Self.swift
        let report = try InMemoryFiles(files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: [], detail: example.detail)
    }

    /// A closed set built from more than one declaration, and its mutants.
    @Test(arguments: [
        ("enum merging: clean", "export enum Kind { Add = \"add\" }\nexport enum Kind { Scan = \"scan\" }", nil),
        (
            "enum merging: a member renamed in the second block",
            "export enum Kind { Add = \"add\" }\nexport enum Kind { Scan = \"scanned\" }",
            "Kind in \"b.ts\" has the member \"scanned\" where \"Kinds closed to\" lists \"scan\""
        ),
        (
            "enum merging: a member added in the second block",
            "export enum Kind { Add = \"add\" }\nexport enum Kind { Scan = \"scan\", Point = \"point\" }",
            "Kind in \"b.ts\" has the member \"point\", which \"Kinds closed to\" does not list"
        ),
        (
            "enum merging: the second block's member dropped",
            "export enum Kind { Add = \"add\" }\nexport enum Kind { }",
            "\"scan\" of \"Kinds closed to\" is not a member of Kind in \"b.ts\""
        ),
        (
            "array spread: clean",
            "const BASE = [\"add\"] as const;\nexport const Kind = [...BASE, \"scan\"] as const;", nil
        ),
        (
            "array spread: a member renamed in the spread array",
            "const BASE = [\"plus\"] as const;\nexport const Kind = [...BASE, \"scan\"] as const;",
            "Kind in \"b.ts\" has the member \"plus\" where \"Kinds closed to\" lists \"add\""
        ),
        (
            "array spread: a member added in the spread array",
            "const BASE = [\"add\", \"point\"] as const;\nexport const Kind = [...BASE, \"scan\"] as const;",
            "Kind in \"b.ts\" has the member \"point\", which \"Kinds closed to\" does not list"
        ),
        (
            "as-const object spread: clean",
            "const BASE = { Add: 'add' } as const;\nexport const Kind = { ...BASE, Scan: 'scan' } as const;", nil
        ),
        (
            "as-const object spread: a member renamed in the spread object",
            "const BASE = { Add: 'plus' } as const;\nexport const Kind = { ...BASE, Scan: 'scan' } as const;",
            "Kind in \"b.ts\" has the member \"plus\" where \"Kinds closed to\" lists \"add\""
        ),
        (
            "as-const object spread: a member added beside the spread",
            "const BASE = { Add: 'add' } as const;\n"
                + "export const Kind = { ...BASE, Scan: 'scan', Point: 'point' } as const;",
            "Kind in \"b.ts\" has the member \"point\", which \"Kinds closed to\" does not list"
        ),
        (
            "zod keyof: clean",
            "const Shape = z.object({ add: z.string(), scan: z.number() });\nexport const Kind = Shape.keyof();", nil
        ),
        (
            "zod keyof: a key renamed in the schema",
            "const Shape = z.object({ add: z.string(), scanned: z.number() });\nexport const Kind = Shape.keyof();",
            "Kind in \"b.ts\" has the member \"scanned\" where \"Kinds closed to\" lists \"scan\""
        ),
        (
            "zod keyof: a key added by .extend before it",
            "const Shape = z.object({ add: z.string(), scan: z.number() });\n"
                + "export const Kind = Shape.extend({ point: z.string() }).keyof();",
            "Kind in \"b.ts\" has the member \"point\", which \"Kinds closed to\" does not list"
        ),
        (
            "zod keyof: a key dropped by .omit before it",
            "const Shape = z.object({ add: z.string(), scan: z.number() });\n"
                + "export const Kind = Shape.omit({ scan: true }).keyof();",
            "\"scan\" of \"Kinds closed to\" is not a member of Kind in \"b.ts\""
        ),
        (
            "zod keyof of an inline object: a key added",
            "export const Kind = z.object({ add: z.string(), scan: z.number(), point: z.null() }).keyof();",
            "Kind in \"b.ts\" has the member \"point\", which \"Kinds closed to\" does not list"
        ),
        (
            "z.discriminatedUnion tags: clean",
            Self.discriminated, nil
        ),
        (
            "z.discriminatedUnion tags: a tag renamed in a named member",
            Self.discriminated.replacingOccurrences(of: "z.literal(\"add\")", with: "z.literal(\"plus\")"),
            "Kind in \"b.ts\" has the member \"plus\" where \"Kinds closed to\" lists \"add\""
        ),
        (
            "z.discriminatedUnion tags: a member added",
            Self.discriminated.replacingOccurrences(
                of: "[Add,", with: "[Add, z.object({ type: z.literal(\"point\") }),"),
            "Kind in \"b.ts\" has the member \"point\", which \"Kinds closed to\" does not list"
        ),
        (
            "z.discriminatedUnion tags: a member dropped",
            Self.discriminated.replacingOccurrences(
                of: "[Add, ", with: "[Add, z.object({ type: z.literal(\"add\") }), "
            )
            .replacingOccurrences(of: ", z.object({ type: z.literal(\"scan\"), at: z.number() })", with: ""),
            "\"scan\" of \"Kinds closed to\" is not a member of Kind in \"b.ts\""
        ),
    ])
    func composedClosedSets(_ name: String, _ typescript: String, _ finding: String?) throws {
        let files = InMemoryFiles(["A.swift": "enum Kind: String, Codable { case add, scan }", "b.ts": typescript])
        let report = try files.check(
            ShapeCheckTests.document("Kinds closed to `add|scan` — `A.swift` · `Kind` ↔ `b.ts` · `Kind`."))
        try report.expectFirstBullet(
            finding == nil ? .ok : .drift, drift: finding.map { [$0] } ?? [],
            detail: finding == nil ? "2 members match Kind on both sides" : nil)
    }

    /// A zod discriminated union of a named member and an inline one, tagged `add|scan`.
    static let discriminated = """
        const Add = z.object({ type: z.literal("add"), id: z.string() });
        export const Kind = z.discriminatedUnion("type", [Add, z.object({ type: z.literal("scan"), at: z.number() })]);
        """

    static let twoCodingKeys = """
        struct Item: Codable {
            let id: String
            let name: String
            var note: String?
            #if DEBUG
            enum CodingKeys: String, CodingKey { case id, name, note }
            #else
            enum CodingKeys: String, CodingKey { case id, name = "name", note }
            #endif
        }
        """
    static let repeatedCases = """
        struct Item: Codable {
            let id: String
            let name: String
            var note: String?
            enum CodingKeys: String, CodingKey {
                case id
                #if DEBUG
                case name = "name"
                #else
                case name = "name"
                #endif
                case note
            }
        }
        """

    /// `#if` around `CodingKeys`: each branch is compared, so a rename or a dropped key in the
    /// branch not compiled here is drift too.
    @Test(arguments: [
        ("a CodingKeys per branch: clean", twoCodingKeys, nil),
        (
            "a CodingKeys per branch: a key renamed in #else",
            twoCodingKeys.replacingOccurrences(of: "name = \"name\"", with: "name = \"title\""),
            "Item in \"A.swift\" has the key \"title\" where \"Item keys\" lists \"name\"."
        ),
        (
            "a CodingKeys per branch: a key dropped in #else",
            twoCodingKeys.replacingOccurrences(of: "case id, name = \"name\", note", with: "case id, note"),
            "\"name\" of \"Item keys\" is missing from Item in \"A.swift\""
        ),
        (
            "a CodingKeys per branch: a key renamed in #if",
            twoCodingKeys.replacingOccurrences(of: "case id, name, note", with: "case id, name = \"title\", note"),
            "Item in \"A.swift\" has the key \"title\" where \"Item keys\" lists \"name\"."
        ),
        ("cases repeated per branch: clean", repeatedCases, nil),
        (
            "cases repeated per branch: a key renamed in #else",
            repeatedCases.replacingOccurrences(
                of: "#else\n        case name = \"name\"", with: "#else\n        case name = \"title\""),
            "Item in \"A.swift\" has the key \"title\" where \"Item keys\" lists \"name\"."
        ),
    ])
    func codingKeysUnderConditionalCompilation(_ name: String, _ swift: String, _ finding: String?) throws {
        let files = InMemoryFiles([
            "A.swift": swift, "b.ts": "export interface Item { id: string; name: string; note?: string }",
        ])
        let report = try files.check(ShapeCheckTests.document(Self.bullet))
        try report.expectFirstBullet(
            finding == nil ? .ok : .drift, drift: finding.map { [$0] } ?? [],
            detail: finding == nil ? "3 keys match Item on both sides" : nil)
    }

    static let nestedSwift = """
        struct Inner: Codable { let a: String }
        struct Outer: Codable {
            struct Inner: Codable { let a: String }
            let inner: Inner
        }
        """
    static let nestedKotlin = """
        @Serializable data class Inner(val a: String)
        @Serializable data class Outer(val inner: Inner) {
            @Serializable data class Inner(val a: String)
        }
        """

    /// A property's type named by a bare name inside a type that nests one of that name is the
    /// nested one (as the compiler resolves it), not the top-level type of the same name.
    @Test(arguments: [
        ("Swift: clean", "A.swift", nestedSwift, nil),
        (
            "Swift: the nested type's key renamed",
            "A.swift",
            nestedSwift.replacingOccurrences(
                of: "    struct Inner: Codable { let a", with: "    struct Inner: Codable { let b"),
            "Inner in \"A.swift\" has the key \"inner.b\" where \"Outer keys\" lists \"inner.a\"."
        ),
        (
            "Swift: the top-level type's key renamed",
            "A.swift",
            nestedSwift.replacingOccurrences(
                of: "struct Inner: Codable { let a: String }\nstruct Outer",
                with: "struct Inner: Codable { let b: String }\nstruct Outer"),
            nil
        ),
        ("Kotlin: clean", "A.kt", nestedKotlin, nil),
        (
            "Kotlin: the nested type's key renamed",
            "A.kt",
            nestedKotlin.replacingOccurrences(
                of: "    @Serializable data class Inner(val a", with: "    @Serializable data class Inner(val b"),
            "Inner in \"A.kt\" has the key \"inner.b\" where \"Outer keys\" lists \"inner.a\"."
        ),
    ])
    func nestedTypesResolveInnermostFirst(_ name: String, _ path: String, _ source: String, _ finding: String?) throws {
        let files = InMemoryFiles([path: source, "b.ts": "export interface Outer { inner: { a: string } }"])
        let report = try files.check(
            ShapeCheckTests.document("Outer keys `{inner:{a}}` — `\(path)` · `Outer` ↔ `b.ts` · `Outer`."))
        try report.expectFirstBullet(
            finding == nil ? .ok : .drift, drift: finding.map { [$0] } ?? [],
            detail: finding == nil ? "2 keys match Outer on both sides" : nil)
    }
}
