import Testing

@testable import ContractCheck

/// Shapes resolved across the files one side of a bullet names (issue 18 section 2): a base
/// type or schema another named file declares is followed, and a key renamed or added there is
/// drift; and a class, struct or data class that implements or conforms to an interface or
/// protocol keeps its own keys (the interface adds none, and is no reason to be unverifiable).
@Suite struct CrossFileShapeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var bullet: String
        var state: BulletResult.State
        /// Text of the one drift finding (nil: none).
        var finding: String? = nil
        var detail: String? = nil
        var testDescription: String { name }
    }

    static let swift = ComposedShapeTests.swift
    static let twoFiles = "Item keys `{id,name,note?}` — `A.swift` · `Item` ↔ `b.ts` · `Item`, `base.ts`."
    static let zodBase = "export const base = z.object({ id: z.string(), name: z.string() });"
    static let zodItem =
        "import { base } from './base';\nexport const Item = base.extend({ note: z.string().optional() });"
    static let interfaceBase = "export interface Base { id: string; name: string }"
    static let interfaceItem = "import { Base } from './base';\nexport interface Item extends Base { note?: string }"
    static let matched = "3 keys match Item on both sides"

    static let cases: [Case] = [
        Case(
            name: "zod .extend of a schema another named file declares: clean",
            files: ["A.swift": swift, "base.ts": zodBase, "b.ts": zodItem], bullet: twoFiles, state: .ok,
            detail: matched),
        Case(
            name: "zod .extend across files: a key renamed in the base file",
            files: [
                "A.swift": swift, "base.ts": zodBase.replacingOccurrences(of: "name:", with: "title:"), "b.ts": zodItem,
            ],
            bullet: twoFiles, state: .drift, finding: "has the key \"title\" where \"Item keys\" lists \"name\""),
        Case(
            name: "zod .extend across files: a key added in the base file",
            files: [
                "A.swift": swift,
                "base.ts": zodBase.replacingOccurrences(of: "() });", with: "(), extra: z.number() });"),
                "b.ts": zodItem,
            ],
            bullet: twoFiles, state: .drift, finding: "carries the key \"extra\""),
        Case(
            name: "interface extends across files: a key renamed in the base file",
            files: [
                "A.swift": swift, "base.ts": interfaceBase.replacingOccurrences(of: "name:", with: "title:"),
                "b.ts": interfaceItem,
            ],
            bullet: twoFiles, state: .drift, finding: "has the key \"title\" where \"Item keys\" lists \"name\""),
        Case(
            name: "interface extends across files: a key dropped in the base file",
            files: [
                "A.swift": swift, "base.ts": interfaceBase.replacingOccurrences(of: "; name: string", with: ""),
                "b.ts": interfaceItem,
            ],
            bullet: twoFiles, state: .drift, finding: "\"name\" of \"Item keys\" is missing from"),
        Case(
            name: "a class implementing an interface imported from a file the bullet does not name",
            files: [
                "A.swift": swift,
                "b.ts": """
                import { Identified } from './identified';
                export class Item implements Identified {
                  id = "";
                  name!: string;
                  note?: string;
                }
                """,
            ],
            bullet: ComposedShapeTests.bullet, state: .ok, detail: matched),
        Case(
            name: "a Kotlin data class implementing an interface: clean",
            files: ["A.swift": swift, "c.kt": kotlinItem], bullet: kotlinBullet, state: .ok, detail: matched),
        Case(
            name: "a Kotlin data class implementing an interface: its own key renamed",
            files: ["A.swift": swift, "c.kt": kotlinItem.replacingOccurrences(of: "val id", with: "val key")],
            bullet: kotlinBullet, state: .drift, finding: "has the key \"key\" where \"Item keys\" lists \"id\""),
        Case(
            name: "a Kotlin property with a getter, on one line or as a block, is computed: no key",
            files: [
                "A.swift": swift,
                "c.kt": """
                @Serializable
                data class Item(val id: String, val name: String, val note: String? = null) {
                    val label: String get() = name
                    val shout: String
                        get() {
                            return name.uppercase()
                        }
                }
                """,
            ],
            bullet: kotlinBullet, state: .ok, detail: matched),
        Case(
            name: "a Swift struct conforming to a protocol: clean",
            files: ["A.swift": swiftConforming, "b.ts": typescriptItem], bullet: ComposedShapeTests.bullet, state: .ok,
            detail: matched),
        Case(
            name: "a Swift struct conforming to a protocol: a stored property added",
            files: [
                "A.swift": swiftConforming.replacingOccurrences(of: "var note", with: "let extra: Int\n    var note"),
                "b.ts": typescriptItem,
            ],
            bullet: ComposedShapeTests.bullet, state: .drift, finding: "carries the key \"extra\""),
    ]

    /// TypeScript declaration merging across two files the side names: one interface when both
    /// declarations are in one scope (two script files, `declare global`, or a module and a
    /// `declare module "./a"` augmentation of it), two types when both are module files.
    static let merged: [Case] = [
        Case(
            name: "two script files declare one global interface: the union of their keys",
            files: ["A.swift": payloadSwift, "web/a.ts": scriptA, "web/b.ts": scriptB], bullet: payloadBullet,
            state: .ok, detail: "2 keys match Payload on both sides"),
        Case(
            name: "two script files: a key renamed in the second file",
            files: [
                "A.swift": payloadSwift, "web/a.ts": scriptA,
                "web/b.ts": scriptB.replacingOccurrences(of: "b?:", with: "c?:"),
            ],
            bullet: payloadBullet, state: .drift, finding: "has the key \"c\" where \"Payload keys\" lists \"b\""),
        Case(
            name: "two script files: a key added in the second file",
            files: [
                "A.swift": payloadSwift, "web/a.ts": scriptA,
                "web/b.ts": scriptB.replacingOccurrences(of: "number }", with: "number; extra: string }"),
            ],
            bullet: payloadBullet, state: .drift, finding: "carries the key \"extra\""),
        Case(
            name: "both files named on one side, one symbol",
            files: ["A.swift": payloadSwift, "web/a.ts": scriptA, "web/b.ts": scriptB],
            bullet: "Payload keys `{a,b?}` — `A.swift` · `Payload` ↔ `web/a.ts`, `web/b.ts` · `Payload`.",
            state: .ok, detail: "2 keys match Payload on both sides"),
        Case(
            name: "a module augmented by `declare module \"./a\"` in another named file",
            files: ["A.swift": payloadSwift, "web/a.ts": moduleA, "web/b.ts": augmentation("./a")],
            bullet: payloadBullet, state: .ok, detail: "2 keys match Payload on both sides"),
        Case(
            name: "the augmentation flips a key's optionality",
            files: [
                "A.swift": payloadSwift, "web/a.ts": moduleA,
                "web/b.ts": augmentation("./a").replacingOccurrences(of: "b?:", with: "b:"),
            ],
            bullet: payloadBullet, state: .drift, finding: "\"b\" is optional in \"Payload keys\""),
        Case(
            name: "an augmentation written with the `.js` extension TypeScript resolves to `.ts`",
            files: ["A.swift": payloadSwift, "web/a.ts": moduleA, "web/b.ts": augmentation("./a.js")],
            bullet: payloadBullet, state: .ok, detail: "2 keys match Payload on both sides"),
        Case(
            name: "a script file's interface and a module's `declare global` merge",
            files: [
                "A.swift": payloadSwift, "web/a.ts": scriptA,
                "web/b.ts": "export {};\ndeclare global {\n  interface Payload { b?: number }\n}",
            ],
            bullet: payloadBullet, state: .ok, detail: "2 keys match Payload on both sides"),
        Case(
            name: "two module files each declaring the interface declare two types: not merged",
            files: [
                "A.swift": payloadSwift, "web/a.ts": moduleA, "web/b.ts": "export interface Payload { b?: number }",
            ],
            bullet: payloadBullet, state: .ok,
            detail: "2 keys match Payload (unpaired on side 2 \"web/a.ts\", \"web/b.ts\": presence only); 2 values "
                + "present on 2 sides "
                + "(in Payload ↔ in Payload, Payload)"),
        Case(
            name: "an augmentation of a package the bullet cannot name is unverifiable",
            files: ["A.swift": payloadSwift, "web/a.ts": moduleA, "web/b.ts": augmentation("@app/payload")],
            bullet: payloadBullet, state: .unverifiable,
            detail: "interface Payload augments the module \"@app/payload\", which is none of the files the bullet "
                + "names: it merges with a declaration the reader does not see (in \"web/b.ts\")"),
        Case(
            name: "an augmentation of a file the bullet does not name is unverifiable",
            files: [
                "A.swift": payloadSwift, "web/a.ts": moduleA, "web/c.ts": moduleA,
                "web/b.ts": augmentation("./c"),
            ],
            bullet: payloadBullet, state: .unverifiable,
            detail: "interface Payload augments the module \"./c\", which is none of the files the bullet "
                + "names: it merges with a declaration the reader does not see (in \"web/b.ts\")"),
        Case(
            name: "a script file's class and another script file's interface merge",
            files: ["A.swift": payloadSwift, "web/a.ts": "class Payload { a = \"\" }", "web/b.ts": scriptB],
            bullet: payloadBullet, state: .ok, detail: "2 keys match Payload on both sides"),
        Case(
            name: "a script file's class merged with an interface: a field added to the class",
            files: [
                "A.swift": payloadSwift, "web/a.ts": "class Payload { a = \"\"; extra = 0 }", "web/b.ts": scriptB,
            ],
            bullet: payloadBullet, state: .drift, finding: "carries the key \"extra\""),
        Case(
            name: "a module file's class and another module file's interface declare two types: not merged",
            files: [
                "A.swift": payloadSwift, "web/a.ts": "export class Payload { a = \"\" }",
                "web/b.ts": "export interface Payload { b?: number }",
            ],
            bullet: payloadBullet, state: .ok,
            detail: "2 keys match Payload (unpaired on side 2 \"web/a.ts\", \"web/b.ts\": presence only); 2 values "
                + "present on 2 sides "
                + "(in Payload ↔ in Payload, Payload)"),
    ]

    /// A mapped type over a union another file the side names declares: followed there, and a
    /// member renamed or added there is drift of the key set.
    static let mappedAcrossFiles: [Case] = [
        Case(
            name: "a mapped type over a union another named file declares: clean",
            files: ["A.swift": swift, "keys.ts": keysFile, "b.ts": mappedItem], bullet: keysBullet, state: .ok,
            detail: matched),
        Case(
            name: "a mapped type across files: a member renamed in the union's file",
            files: [
                "A.swift": swift, "keys.ts": keysFile.replacingOccurrences(of: "\"name\"", with: "\"title\""),
                "b.ts": mappedItem,
            ],
            bullet: keysBullet, state: .drift, finding: "has the key \"title\" where \"Item keys\" lists \"name\""),
        Case(
            name: "a mapped type across files: a member added in the union's file",
            files: [
                "A.swift": swift,
                "keys.ts": keysFile.replacingOccurrences(of: "\"name\"", with: "\"name\" | \"extra\""),
                "b.ts": mappedItem,
            ],
            bullet: keysBullet, state: .drift, finding: "carries the key \"extra\""),
        Case(
            name: "a mapped type over a union the bullet's files do not declare",
            files: ["A.swift": swift, "keys.ts": keysFile, "b.ts": mappedItem], bullet: ComposedShapeTests.bullet,
            state: .unverifiable,
            detail: "the shape of Item in \"b.ts\" is not read whole: it takes keys from a mapped type over `Keys`, "
                + "imported from \"./keys\", which the files the bullet names do not declare"),
    ]

    static let keysFile = "export type Keys = \"id\" | \"name\";"
    static let mappedItem =
        "import type { Keys } from './keys';\nexport type Item = Record<Keys, string> & { note?: string };"
    static let keysBullet = "Item keys `{id,name,note?}` — `A.swift` · `Item` ↔ `b.ts` · `Item`, `keys.ts`."

    @Test(arguments: mappedAcrossFiles)
    func mappedTypesAcrossFiles(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(
            example.state, drift: example.finding.map { [$0] } ?? [], detail: example.detail)
    }

    static let payloadSwift = "struct Payload: Codable {\n    let a: String\n    var b: Int?\n}"
    static let payloadBullet =
        "Payload keys `{a,b?}` — `A.swift` · `Payload` ↔ `web/a.ts` · `Payload`, `web/b.ts` · "
        + "`Payload`."
    static let scriptA = "interface Payload { a: string }"
    static let scriptB = "interface Payload { b?: number }"
    static let moduleA = "export interface Payload { a: string }"
    static func augmentation(_ module: String) -> String {
        "import \"\(module)\";\n\ndeclare module \"\(module)\" {\n  interface Payload { b?: number }\n}"
    }

    @Test(arguments: merged)
    func declarationMergingAcrossFiles(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(
            example.state, drift: example.finding.map { [$0] } ?? [], detail: example.detail)
    }

    static let kotlinBullet = "Item keys `{id,name,note?}` — `A.swift` · `Item` ↔ `c.kt` · `Item`."
    static let kotlinItem = """
        interface Named { val name: String; val label: String }
        @Serializable
        data class Item(val id: String, override val name: String, val note: String? = null) : Named {
            override val label: String
                get() = name
        }
        """
    static let swiftConforming = """
        protocol Named { var name: String { get }; var label: String { get } }
        struct Item: Codable, Named {
            let id: String
            let name: String
            var note: String?
            var label: String { name }
        }
        """
    static let typescriptItem = "export interface Item { id: string; name: string; note?: string }"

    @Test(arguments: cases)
    func crossFileShapes(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(
            example.state, drift: example.finding.map { [$0] } ?? [], detail: example.detail)
    }
}
