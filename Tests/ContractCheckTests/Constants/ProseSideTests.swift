import Testing

@testable import ContractCheck

/// A prose side silences nothing: a bullet whose one other side names files compares that side
/// with the values and sets the document lists (drift there is drift), and stays unverifiable
/// by design when it agrees, saying what the side established. And a side only presence-checked
/// for a key set (it paired with no declaration) still reads the optionality of the keys it
/// declares: a required key made optional never passes because the set was unpaired.
@Suite struct ProseSideTests {
    typealias Case = WireAnnotationTests.Case

    static let orientation =
        "Orientations closed to `portrait|landscape` — `b.ts` · `Orientation` ↔ nothing native-side by design."
    static let retry = "Retry header `X-Retry` — `b.ts` ↔ the server's proxy."

    @Test(arguments: [
        Case(
            name: "a member the readable side adds is drift", bullet: orientation,
            files: ["b.ts": "export type Orientation = \"portrait\" | \"landscape\" | \"square\";"], state: .drift,
            findings: ["Orientation in \"b.ts\" has the member \"square\""]),
        Case(
            name: "a readable side that agrees: unverifiable by design, saying what it established",
            bullet: orientation, files: ["b.ts": "export type Orientation = \"portrait\" | \"landscape\";"],
            state: .unverifiable,
            detail: "its other side names no file (\"nothing native-side by design.\"); side 1 agrees: 2 members "
                + "match Orientation"),
        Case(
            name: "a value the readable side lacks is drift", bullet: retry,
            files: ["b.ts": "export const RETRY_HEADER = \"X-Retries\";"], state: .drift,
            findings: ["\"X-Retry\" of \"Retry header\" is missing from side 1"]),
        Case(
            name: "a value the readable side holds: unverifiable by design", bullet: retry,
            files: ["b.ts": "export const RETRY_HEADER = \"X-Retry\";"], state: .unverifiable,
            detail: "its other side names no file (\"the server's proxy.\"); side 1 agrees: 1 value present on 1 side "
                + "(file-wide)"),
    ])
    func proseSidesSilenceNothing(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let startBullet = "Start payload `{start_listening,language}` — `A.swift` · `StartPayload` ↔ `b.ts`."
    static let startSwift = "struct StartPayload: Codable { let start_listening: Bool; let language: String }"
    static let startTS = """
        export type NativeMessage =
          | { type: "start"; payload: { start_listening: boolean; language: string } }
          | { type: "stop" };
        export function post(message: NativeMessage) { bridge.postMessage(JSON.stringify(message)); }
        """

    @Test(arguments: [
        Case(
            name: "a presence-only side that declares the keys as listed", bullet: startBullet,
            files: ["A.swift": startSwift, "b.ts": startTS], state: .ok),
        Case(
            name: "a presence-only side that makes a listed key optional is drift", bullet: startBullet,
            files: [
                "A.swift": startSwift,
                "b.ts": startTS.replacingOccurrences(of: "start_listening:", with: "start_listening?:"),
            ],
            state: .drift, findings: ["\"start_listening\""]),
        Case(
            name: "a presence-only side that makes an optional key required is drift",
            bullet: "Start payload `{start_listening,language?}` — `A.swift` · `StartPayload` ↔ `b.ts`.",
            files: [
                "A.swift": startSwift.replacingOccurrences(of: "language: String", with: "language: String?"),
                "b.ts": startTS,
            ],
            state: .drift, findings: ["\"language\""]),
    ])
    func presenceOnlySidesReadOptionality(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
