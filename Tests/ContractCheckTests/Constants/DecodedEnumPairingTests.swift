import Testing

@testable import ContractCheck

/// A closed set pairs with the declaration its values decode into: never a `CodingKeys` enum
/// (a type's keys, not a set of values), however many of the listed values its cases spell. A
/// Swift enum whose wire strings are mapped by hand (`init?(rawValue:)` or `init(from:)`
/// switching over string literals, a `rawValue` getter or `encode(to:)` switching over the
/// cases) has those strings as its members: a renamed string is drift, case names are not
/// compared, and a case no string maps is a catch-all named in the verdict.
@Suite struct DecodedEnumPairingTests {
    typealias Case = WireAnnotationTests.Case

    static let actions = "none|disable|sensitive|silence|suspend"
    static let actionBullet = "Moderation actions closed to `\(actions)` — `A.swift` ↔ `b.ts` · `Action`."
    static let actionTS = """
        export type Action = "none" | "disable" | "sensitive" | "silence" | "suspend";
        """
    /// The iOS shape: the enum cannot decode two of the values, and an unused nested
    /// `CodingKeys` spells all five.
    static let actionSwift = """
        struct Report: Codable {
            let id: String
            let action: Action
            enum Action: String, Codable {
                case none, disable, silence
                enum CodingKeys: String, CodingKey {
                    case none, disable, sensitive, silence, suspend
                }
            }
        }
        """

    static let typeBullet =
        "Notification types closed to `mention|follow_request|reblog` — `A.swift` · `Kind` ↔ "
        + "`b.ts` · `Kind`."
    static let typeTS = "export type Kind = \"mention\" | \"follow_request\" | \"reblog\";"
    static let rawValueInit = """
        enum Kind: RawRepresentable, Codable {
            case mention, followRequest, reblog, other
            init?(rawValue: String) {
                switch rawValue {
                case "mention": self = .mention
                case "follow_request": self = .followRequest
                case "reblog", "boost": self = Kind.reblog
                default: self = .other
                }
            }
            var rawValue: String {
                switch self {
                case .mention: return "mention"
                case .followRequest: return "follow_request"
                case .reblog: return "reblog"
                case .other: return String(describing: self)
                }
            }
        }
        """
    static let rawValueGetter = """
        enum Kind: Codable {
            case mention, followRequest, reblog
            var rawValue: String {
                switch self {
                case .mention: return "mention"
                case .followRequest: return "follow_request"
                case .reblog:
                    return "reblog"
                }
            }
        }
        """
    static let mediaBullet =
        "Media types closed to `image|gifv|video` — `A.swift` · `MediaType` ↔ `b.ts` · `MediaType`."
    static let mediaTS = "export type MediaType = \"image\" | \"gifv\" | \"video\";"
    static let mediaSwift = """
        enum MediaType: Decodable {
            case image, gif, video
            init(from decoder: Decoder) throws {
                let raw = try decoder.singleValueContainer().decode(String.self)
                switch raw {
                case "image": self = .image
                case "gifv": self = .gif
                case "video": self = .video
                default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: raw))
                }
            }
        }
        """

    @Test(arguments: [
        Case(
            name: "a file-only side pairs with the enum the values decode into, not its CodingKeys",
            bullet: actionBullet, files: ["A.swift": actionSwift, "b.ts": actionTS], state: .drift,
            findings: [
                "Action in \"A.swift\" does not match \"Moderation actions closed to\": \"sensitive\" is not a member; "
                    + "\"suspend\" is not a member"
            ]),
        Case(
            name: "a CodingKeys that matches the type's keys is no closed set",
            bullet: "Report keys closed to `id|action` — `A.swift` ↔ `b.ts` · `Action`.",
            files: [
                "A.swift": """
                struct Report: Codable {
                    let id: String
                    let action: String
                    enum CodingKeys: String, CodingKey { case id, action }
                }
                """,
                "b.ts": "export type Action = \"id\" | \"action\";",
            ],
            state: .ok,
            detail: "2 members match Action (unpaired on side 1 \"A.swift\": presence only); 2 values present on 2 "
                + "sides (file-wide ↔ in Action)"),
        Case(
            name: "init?(rawValue:) and a rawValue getter give the wire strings, not the case names",
            bullet: typeBullet, files: ["A.swift": rawValueInit, "b.ts": typeTS], state: .drift,
            findings: ["Kind in \"A.swift\" has the member \"boost\""]),
        Case(
            name: "a rawValue getter alone gives the wire strings",
            bullet: typeBullet, files: ["A.swift": rawValueGetter, "b.ts": typeTS], state: .ok,
            detail: "3 members match Kind on both sides"),
        Case(
            name: "a wire string renamed in the getter is drift",
            bullet: typeBullet,
            files: [
                "A.swift": rawValueGetter.replacingOccurrences(of: "\"follow_request\"", with: "\"follow\""),
                "b.ts": typeTS,
            ],
            state: .drift,
            findings: [
                "Kind in \"A.swift\" has the member \"follow\" where \"Notification types closed to\" lists "
                    + "\"follow_request\""
            ]),
        Case(
            name: "init(from:) switching over literals: the strings, whatever the case names",
            bullet: mediaBullet, files: ["A.swift": mediaSwift, "b.ts": mediaTS], state: .ok,
            detail: "3 members match MediaType on both sides"),
        Case(
            name: "a decoded string renamed (gifv → gif) is drift",
            bullet: mediaBullet,
            files: [
                "A.swift": mediaSwift.replacingOccurrences(of: "case \"gifv\"", with: "case \"gif\""), "b.ts": mediaTS,
            ],
            state: .drift,
            findings: ["MediaType in \"A.swift\" has the member \"gif\" where \"Media types closed to\" lists \"gifv\""]
        ),
    ])
    func closedSetsPairWithWhatTheValuesDecodeInto(_ example: Case) throws {
        let files = InMemoryFiles(example.files)
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    @Test func aCaseNoStringMapsIsACatchAll() throws {
        let files = InMemoryFiles([
            "A.swift": Self.rawValueInit.replacingOccurrences(
                of: "case \"reblog\", \"boost\"", with: "case \"reblog\""),
            "b.ts": Self.typeTS,
        ])
        let report = try files.check(ShapeCheckTests.document(Self.typeBullet))
        try report.expectFirstBullet(
            .ok, drift: [],
            detail: "3 members match Kind on both sides, plus the catch-all `other` (no wire value)")
    }
}
