import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// A value is present where the code spells it as a wire value — a string literal, a key or case
/// the declaration model reads, a member access or call on an object, an exported or named
/// function's own name — not where an identifier of the same name happens to exist (a local, a
/// parameter, a call without a receiver, an object literal's key that goes nowhere).
@Suite struct WireSpellingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bullet: String
        var files: [String: String]
        var state: BulletResult.State
        /// Text every drift finding's message must contain, one per finding, in order.
        var findings: [String] = []
        var testDescription: String { name }
    }

    static let swiftQuery = """
        func items(dsn: String) -> [URLQueryItem] { [URLQueryItem(name: "sentryDsn", value: dsn)] }
        """
    static let queryBullet = "URL parameter `sentryDsn` — `config.ts` ↔ `A.swift`."
    static let bridgeBullet = "Bridge call `setAudioEnabled` — `Controls.kt` ↔ `b.ts` · `CALLS`."
    static let calls = "export const CALLS = [\"setAudioEnabled\"];"

    @Test(arguments: [
        Case(
            name: "a URL parameter read under its name",
            bullet: queryBullet,
            files: [
                "A.swift": swiftQuery,
                "config.ts": """
                const params = new URLSearchParams(location.search);
                export const config = { sentryDsn: params.get("sentryDsn") };
                """,
            ],
            state: .ok),
        Case(
            name: "a URL parameter renamed, an object literal's key keeping the name",
            bullet: queryBullet,
            files: [
                "A.swift": swiftQuery,
                "config.ts": """
                const params = new URLSearchParams(location.search);
                export const config = { sentryDsn: params.get("sentryDSN") };
                """,
            ],
            state: .drift, findings: ["\"sentryDsn\" of \"URL parameter\" is missing from side 1"]),
        Case(
            name: "a local variable of the value's name",
            bullet: queryBullet,
            files: [
                "A.swift": swiftQuery,
                "config.ts": """
                const sentryDsn = new URLSearchParams(location.search).get("dsn");
                export function start(sentryDsn: string) { init(sentryDsn); }
                """,
            ],
            state: .drift, findings: ["\"sentryDsn\" of \"URL parameter\" is missing from side 1"]),
        Case(
            name: "an interface's key is a wire key",
            bullet: queryBullet,
            files: ["A.swift": swiftQuery, "config.ts": "export interface Params { sentryDsn?: string }"],
            state: .ok),
        Case(
            name: "a bridge call the Kotlin side makes on the object",
            bullet: bridgeBullet,
            files: ["Controls.kt": "class A { fun mute() { controls.setAudioEnabled(false) } }", "b.ts": calls],
            state: .ok),
        Case(
            name: "a bridge call renamed, a private function keeping the old name",
            bullet: bridgeBullet,
            files: [
                "Controls.kt": """
                class A {
                    fun mute() { controls.setAudioMuted(true); setAudioEnabled(false) }
                    private fun setAudioEnabled(on: Boolean) { state = on }
                }
                """,
                "b.ts": calls,
            ],
            state: .drift, findings: ["\"setAudioEnabled\" of \"Bridge call\" is missing from side 1"]),
        Case(
            name: "a method exported to JavaScript under the name",
            bullet: bridgeBullet,
            files: [
                "Controls.kt": """
                class Controls {
                    @JavascriptInterface
                    fun setAudioEnabled(on: Boolean) { state = on }
                }
                """,
                "b.ts": calls,
            ],
            state: .ok),
        Case(
            name: "a Swift method exported with @objc",
            bullet: "Bridge call `setAudioEnabled` — `A.swift` ↔ `b.ts` · `CALLS`.",
            files: ["A.swift": "final class C { @objc func setAudioEnabled(_ on: Bool) {} }", "b.ts": calls],
            state: .ok),
        Case(
            name: "a bridge global the side names and declares",
            bullet: "Bridge global `appNativePost` — `A.swift` ↔ `native-post.ts` · `appNativePost`.",
            files: [
                "A.swift": "let script = \"window.appNativePost = function (c, p) {}\"",
                "native-post.ts": "export function appNativePost(channel: string, payload: string) {}",
            ],
            state: .ok),
        Case(
            name: "a web call through a global object",
            bullet: "Bridge call `setAudioEnabled` — `A.swift` · `C` ↔ `b.ts`.",
            files: [
                "A.swift": "final class C { @objc func setAudioEnabled(_ on: Bool) {} }",
                "b.ts": "export function mute() { window.controls?.setAudioEnabled(false); }",
            ],
            state: .ok),
        Case(
            name: "a Swift enum case whose name is the wire name",
            bullet: "Dispositions `queued` — `A.swift` ↔ `b.ts`.",
            files: [
                "A.swift": "enum Disposition: String, Codable { case sent, queued }",
                "b.ts": "export type Disposition = \"sent\" | \"queued\";",
            ],
            state: .ok),
        Case(
            name: "a Swift local of the name is no case",
            bullet: "Dispositions `queued` — `A.swift` ↔ `b.ts`.",
            files: [
                "A.swift": "func count() -> Int { let queued = 2; return queued }",
                "b.ts": "export type Disposition = \"sent\" | \"queued\";",
            ],
            state: .drift, findings: ["\"queued\" of \"Dispositions\" is missing from side 1"]),
    ])
    func spelling(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: nil)
    }
}
