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

    static let joinRuleBullet =
        "Join rules `public|invite|knock` — `w.ts` · `JoinRule` ↔ `A.swift` · `RoomJoinRule`."
    static let joinRuleScript = "export enum JoinRule { Public = \"public\", Invite = \"invite\", Knock = \"knock\" }"
    static func joinRuleSwift(_ returns: [String]) -> String {
        """
        public enum RoomJoinRule: Equatable, Hashable {
            case `public`
            case invite, knock

            public var identifier: String {
                switch self {
                case .public: return \(returns[0])
                case .invite: return \(returns[1])
                case .knock: return \(returns[2])
                }
            }
        }
        """
    }

    /// A Swift enum with no raw type mapped to the wire through names declared elsewhere.
    @Test(arguments: [
        Case(
            name: "Swift: cases mapped by hand to constants declared elsewhere are no wire values",
            bullet: joinRuleBullet,
            files: [
                "w.ts": joinRuleScript,
                "A.swift": joinRuleSwift(["kJoinRulePublic", "kJoinRuleInvite", "kJoinRuleKnock"]),
            ],
            state: .unverifiable,
            detail: "the enum `RoomJoinRule` has no raw values: its cases are mapped by hand to names "
                + "(`kJoinRulePublic`, line 7) whose values the reader does not read (in \"A.swift\")"),
        Case(
            name: "Swift: cases mapped by hand to string literals still read by their names",
            bullet: joinRuleBullet,
            files: [
                "w.ts": joinRuleScript,
                "A.swift": joinRuleSwift(["\"public\"", "\"invite\"", "\"knock\""]),
            ],
            state: .ok, detail: "3 members match JoinRule ↔ RoomJoinRule"),
    ])
    func handMappedSwiftCases(_ example: Case) throws {
        try Self.expect(example)
    }

    static let statusVisibilityBullet =
        "Status visibility `public|unlisted|private|direct` — `entities.ts` · `StatusVisibility` ↔ "
        + "`A.swift` · `Visibility` ↔ `c.kt` · `Visibility`."
    static let statusVisibilitySwift = "enum Visibility: String, Codable { case `public`, unlisted, `private`, direct }"
    static let statusVisibilityKotlin = """
        enum class Visibility {
            @Json(name = "public") PUBLIC,
            @Json(name = "unlisted") UNLISTED,
            @Json(name = "private") PRIVATE,
            @Json(name = "direct") DIRECT,
        }
        """
    static func statusVisibilityScript(_ extra: String = "") -> String {
        """
        export interface StatusVisibilityRegistry {
          public: never;
          unlisted: never;
          private: never;
          direct: never;\(extra)
        }

        export type StatusVisibility = keyof StatusVisibilityRegistry;
        """
    }

    static let homepageBullet = "Account homepage key `homepage` — `A.swift` · `Account` ↔ `c.kt` · `Account`."
    static let homepageSwift = "struct Account: Codable {\n    let id: String\n    let homepage: String?\n}"
    static func homepageKotlin(_ wireName: String) -> String {
        """
        @JsonClass(generateAdapter = true)
        data class Account(
            val id: String,
            @Json(name = "\(wireName)") val homepage: String?,
        )
        """
    }

    /// The social network's TypeScript client declares its closed sets as registry interfaces
    /// read through `keyof`; its Android app names wire keys with Moshi's `@Json(name =)`.
    @Test(arguments: [
        Case(
            name: "TypeScript: a registry interface read through keyof is a closed set of its keys",
            bullet: statusVisibilityBullet,
            files: [
                "entities.ts": statusVisibilityScript(), "A.swift": statusVisibilitySwift,
                "c.kt": statusVisibilityKotlin,
            ],
            state: .ok, detail: "4 members match StatusVisibilityRegistry ↔ Visibility ↔ Visibility"),
        Case(
            name: "TypeScript: a key the registry adds is an extra member",
            bullet: statusVisibilityBullet,
            files: [
                "entities.ts": statusVisibilityScript("\n  local: never;"), "A.swift": statusVisibilitySwift,
                "c.kt": statusVisibilityKotlin,
            ],
            state: .drift, findings: ["has the member \"local\""]),
        Case(
            name: "Kotlin: the Moshi wire name spells the key",
            bullet: homepageBullet, files: ["A.swift": homepageSwift, "c.kt": homepageKotlin("homepage")],
            state: .ok, detail: "1 value present on 2 sides (in Account ↔ in Account)"),
        Case(
            name: "Kotlin: a renamed Moshi wire name is drift though the property keeps the name",
            bullet: homepageBullet, files: ["A.swift": homepageSwift, "c.kt": homepageKotlin("home_page")],
            state: .drift, findings: ["\"homepage\" of \"Account homepage key\" is missing from side 2"]),
    ])
    func registriesAndWireNames(_ example: Case) throws {
        try Self.expect(example)
    }

    static func expect(_ example: Case) throws {
        let files = InMemoryFiles(example.files)
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
