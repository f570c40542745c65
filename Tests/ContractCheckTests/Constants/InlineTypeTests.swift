import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// A payload type written inline (`payload: { a: string; b?: number }`) pairs as a key set when
/// the side names it `Type.property` (deeper: `Type.property.inner`), as a nested type does; in a
/// union, the one member that carries the property is meant, and two or more make the name
/// unverifiable, never a guess.
@Suite struct InlineTypeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bullet: String
        var files: [String: String]
        var state: BulletResult.State
        /// Text every drift finding's message must contain, one per finding, in order.
        var findings: [String] = []
        /// Text the verdict's detail line must contain.
        var detail: String
        var testDescription: String { name }
    }

    static let swiftPayload = """
        struct Payload: Codable {
            let a: String
            let b: Int?
        }
        """

    static func payloadBullet(_ symbol: String) -> String {
        "Start payload keys `{a,b?}` — `A.swift` · `Payload` ↔ `b.ts` · `\(symbol)`."
    }

    @Test(arguments: [
        Case(
            name: "an interface's inline payload",
            bullet: payloadBullet("Message.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": "export interface Message { type: \"start\"; payload: { a: string; b?: number } }",
            ],
            state: .ok, detail: "2 keys match Payload ↔ Message.payload"),
        Case(
            name: "an inline payload's key made required",
            bullet: payloadBullet("Message.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": "export interface Message { type: \"start\"; payload: { a: string; b: number } }",
            ],
            state: .drift,
            findings: ["\"b\" is optional in \"Start payload keys\" (\"b?\") but Message.payload in \"b.ts\""],
            detail: "1 drift finding"),
        Case(
            name: "an inline payload's key renamed",
            bullet: payloadBullet("Message.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": "export interface Message { type: \"start\"; payload: { a: string; bee?: number } }",
            ],
            state: .drift,
            findings: ["Message.payload in \"b.ts\" has the key \"bee\" where \"Start payload keys\" lists \"b\""],
            detail: "1 drift finding"),
        Case(
            name: "an array of an inline type",
            bullet: payloadBullet("Message.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": "export interface Message { type: \"start\"; payload: { a: string; b?: number }[] }",
            ],
            state: .ok, detail: "2 keys match Payload ↔ Message.payload"),
        Case(
            name: "a type alias's inline payload",
            bullet: payloadBullet("Message.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": "export type Message = { type: \"start\"; payload: { a: string; b?: number } };",
            ],
            state: .ok, detail: "2 keys match Payload ↔ Message.payload"),
        Case(
            name: "a class property's inline type",
            bullet: payloadBullet("Message.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": "export class Message {\n    payload!: { a: string; b?: number };\n}",
            ],
            state: .ok, detail: "2 keys match Payload ↔ Message.payload"),
        Case(
            name: "a nested inline type",
            bullet: payloadBullet("Message.payload.inner"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": """
                export interface Message {
                    payload: { id: string; inner: { a: string; b?: number } };
                }
                """,
            ],
            state: .ok, detail: "2 keys match Payload ↔ Message.payload.inner"),
        Case(
            name: "a nested inline type's key renamed",
            bullet: payloadBullet("Message.payload.inner"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": """
                export interface Message {
                    payload: { id: string; inner: { a: string; bee?: number } };
                }
                """,
            ],
            state: .drift,
            findings: [
                "Message.payload.inner in \"b.ts\" has the key \"bee\" where \"Start payload keys\" lists \"b\""
            ],
            detail: "1 drift finding"),
        Case(
            name: "the one union member that carries the payload",
            bullet: payloadBullet("Msg.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": """
                export type Msg =
                    | { type: "start"; payload: { a: string; b?: number } }
                    | { type: "stop" };
                """,
            ],
            state: .ok, detail: "2 keys match Payload ↔ Msg.payload"),
        Case(
            name: "two union members carry a payload: which one cannot be told",
            bullet: payloadBullet("Msg.payload"),
            files: [
                "A.swift": swiftPayload,
                "b.ts": """
                export type Msg =
                    | { type: "start"; payload: { a: string; b?: number } }
                    | { type: "stop"; payload: { a: string } };
                """,
            ],
            state: .unverifiable,
            detail: "`Msg.payload` names the inline type of 2 members of the union `Msg` (line 2, line 3)"),
        Case(
            name: "a Kotlin property whose type is a nested class",
            bullet: "Start payload keys `{a,b?}` — `A.kt` · `Message.payload` ↔ `b.ts` · `Message.payload`.",
            files: [
                "A.kt": """
                @Serializable
                data class Message(val type: String, val payload: Payload) {
                    @Serializable
                    data class Payload(val a: String, val b: Int? = null)
                }
                """,
                "b.ts": "export interface Message { type: \"start\"; payload: { a: string; b?: number } }",
            ],
            state: .ok, detail: "2 keys match Payload ↔ Message.payload"),
        Case(
            name: "a Swift property whose type is a nested struct",
            bullet: "Start payload keys `{a,b?}` — `A.swift` · `Message.payload` ↔ `b.ts` · `Message.payload`.",
            files: [
                "A.swift": """
                struct Message: Codable {
                    let type: String
                    let payload: Payload
                    struct Payload: Codable {
                        let a: String
                        let b: Int?
                    }
                }
                """,
                "b.ts": "export interface Message { type: \"start\"; payload: { a: string; b?: number } }",
            ],
            state: .ok, detail: "2 keys match Payload ↔ Message.payload"),
    ])
    func inlineType(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: nil)
        let bullet = try #require(report.bullets.first)
        #expect(bullet.detail.contains(example.detail), "\(bullet.detail)")
    }
}
