import Testing

@testable import ContractCheck

/// Patterns found by writing contracts, as a new user would, for three products whose web,
/// iOS and Android sides share one wire API (a password manager's vault enums and models, a
/// social network's client entities, a chat protocol's room enums): each is a minimal source of
/// our own beside the verdict the bullet must get. docs/real-code.md keeps the table of what
/// is read and what is unverifiable.
@Suite struct RealCodeAcceptanceTests {
    typealias Case = WireAnnotationTests.Case

    static let numericSwift = "enum ItemKind: Int, Codable { case login = 1, note = 2, card = 3 }"
    static let numericBullet =
        "Item kinds `1|2|3` — `w.ts` · `ItemKind` ↔ `A.swift` · `ItemKind`."

    /// Numeric enums written as a frozen object literal, the type and the constant then aliasing it.
    @Test(arguments: [
        Case(
            name: "TypeScript: an `Object.freeze({…} as const)` object and a constant aliasing it",
            bullet: numericBullet,
            files: [
                "A.swift": numericSwift,
                "w.ts": """
                const _ItemKind = Object.freeze({
                  Login: 1,
                  Note: 2,
                  Card: 3,
                } as const);

                type _ItemKind = typeof _ItemKind;

                export type ItemKind = _ItemKind[keyof _ItemKind];

                export const ItemKind = _ItemKind satisfies Record<keyof _ItemKind, ItemKind>;
                """,
            ],
            state: .ok, detail: "3 members match _ItemKind ↔ ItemKind"),
        Case(
            name: "TypeScript: the aliased frozen object still finds a member the other side lacks",
            bullet: numericBullet,
            files: [
                "A.swift": numericSwift,
                "w.ts": """
                const _ItemKind = Object.freeze({ Login: 1, Note: 2, Card: 3, Passport: 8 } as const);
                export const ItemKind = _ItemKind satisfies Record<keyof typeof _ItemKind, number>;
                """,
            ],
            state: .drift, findings: ["has the member \"8\""]),
        Case(
            name: "TypeScript: `Object.freeze({…})` without `as const` is frozen too",
            bullet: numericBullet,
            files: [
                "A.swift": numericSwift,
                "w.ts": "export const ItemKind = Object.freeze({ Login: 1, Note: 2, Card: 3 });",
            ],
            state: .ok, detail: "3 members match ItemKind on both sides"),
    ])
    func frozenObjectEnums(_ example: Case) throws {
        try Self.expect(example)
    }

    static let visibilityBullet =
        "Visibility `public|unlisted` — `A.swift` · `Visibility` ↔ `c.kt` · `Visibility`."
    static let visibilitySwift = "enum Visibility: String, Codable { case `public`, unlisted }"

    /// Kotlin enums whose entries carry wire-name annotations beside a local sentinel entry.
    @Test(arguments: [
        Case(
            name: "Kotlin Gson: an entry without @SerializedName beside ones with it is read by its name",
            bullet: visibilityBullet,
            files: [
                "A.swift": visibilitySwift,
                "c.kt": """
                import com.google.gson.annotations.SerializedName

                enum class Visibility(val num: Int) {
                    UNKNOWN(0),
                    @SerializedName("public")
                    PUBLIC(1),
                    @SerializedName("unlisted")
                    UNLISTED(2);
                }
                """,
            ],
            state: .drift, findings: ["has the member \"UNKNOWN\""]),
        Case(
            name: "Kotlin: entries mapped by argument outnumbering the annotated one keep their arguments",
            bullet: "Visibility `public|unlisted|direct` — `A.swift` · `Visibility` ↔ `c.kt` · `Visibility`.",
            files: [
                "A.swift": "enum Visibility: String, Codable { case `public`, unlisted, direct }",
                "c.kt": """
                enum class Visibility(val wire: String) {
                    PUBLIC("public"),
                    UNLISTED("unlisted"),
                    @SerializedName("direct") DIRECT("dm");
                }
                """,
            ],
            state: .ok, detail: "3 members match Visibility on both sides"),
        Case(
            name: "Kotlin Moshi: a constructor argument beside @Json names is not the wire value",
            bullet: visibilityBullet,
            files: [
                "A.swift": visibilitySwift,
                "c.kt": """
                enum class Visibility(val value: String) {
                    @Json(name = "public") PUBLIC("public"),
                    @Json(name = "unlisted") UNLISTED("unlisted")
                }
                """,
            ],
            state: .ok, detail: "2 members match Visibility on both sides"),
        Case(
            name: "Kotlin: an enum mapped by hand keeps its constructor arguments",
            bullet: visibilityBullet,
            files: [
                "A.swift": visibilitySwift,
                "c.kt": """
                enum class Visibility(val wire: String) {
                    PUBLIC("public"),
                    UNLISTED("unlisted");
                }
                """,
            ],
            state: .ok, detail: "2 members match Visibility on both sides"),
    ])
    func annotatedEnumEntries(_ example: Case) throws {
        try Self.expect(example)
    }

    static let notificationBullet =
        "Notification types `mention|follow` — `w.ts` · `Notification` ↔ `A.swift` · `NotificationType`."
    static let notificationSwift = "enum NotificationType: String, Codable { case mention, follow }"
    static func namespaced(_ tags: [String]) -> String {
        """
        interface Base<T> {
          id: string;
          type: T;
        }

        export namespace Notification {
        \(tags.map { "  export type \($0.capitalized) = Base<\"\($0)\">;" }.joined(separator: "\n"))
        }

        export type Notification = \(tags.map { "Notification.\($0.capitalized)" }.joined(separator: " | "));
        """
    }

    /// A TypeScript union of a namespace's members, each a generic alias given its tag.
    @Test(arguments: [
        Case(
            name: "TypeScript: the tags written inside the namespace of the union's name are in it",
            bullet: notificationBullet,
            files: ["A.swift": notificationSwift, "w.ts": namespaced(["mention", "follow"])],
            state: .ok,
            detail: "2 members match NotificationType (unpaired on side 1 \"w.ts\": presence only); "
                + "2 values present on 2 sides (in Notification ↔ in NotificationType)"),
        Case(
            name: "TypeScript: a tag missing from the namespace is missing from the side",
            bullet: notificationBullet,
            files: ["A.swift": notificationSwift, "w.ts": namespaced(["mention"])],
            state: .drift, findings: ["\"follow\" of \"Notification types\" is missing from side 1"]),
    ])
    func namespacedUnions(_ example: Case) throws {
        try Self.expect(example)
    }

    static func expect(_ example: Case) throws {
        let files = InMemoryFiles(example.files)
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
