import Testing

@testable import ContractCheck

/// The named symbol or nothing: when a bullet names a symbol, only that symbol (and what it
/// provably stands for: the schema it applies, the type of the value it takes) is compared. A
/// type the named function only mentions (its return type, a local's annotation) is no rival
/// a renamed key inside the function could hide behind.
@Suite struct NamedSymbolPairingTests {
    static let swift = """
        struct SpeechCommand: Codable {
            let version: Int
            let action: String
        }
        """
    /// A parser whose return type is a same-file alias with the bullet's keys.
    static let parser = """
        export type Command = { version: 1; action: "stop" };
        export function commandFromDetail(detail: unknown): Command | null {
          const { version, action } = detail as { version?: unknown; action?: unknown };
          return version === 1 && action === "stop" ? { version, action } : null;
        }
        """
    /// A parser reading member by member, with the same alias beside it.
    static let memberParser = """
        export interface Command { version: number; action: string }
        export function commandFromDetail(detail: unknown): Command | null {
          const raw = detail as Record<string, unknown>;
          if (raw.version !== 1 || raw.action !== "stop") return null;
          return { version: 1, action: "stop" } as Command;
        }
        """
    /// A writer that builds a literal of a same-file interface it names as its local's type.
    static let writer = """
        export interface Command { version: number; action: string }
        export function postCommand(stop: boolean) {
          const command: Command = { version: 1, action: stop ? "stop" : "go" };
          post("speech", JSON.stringify({ version: command.version, action: command.action }));
        }
        """
    /// A side naming a type and its parser, the parser choosing a schema by a key it reads.
    static let versioned = """
        const v1 = z.object({ version: z.literal(1), action: z.literal("stop") });
        const v2 = z.object({ version: z.literal(2), action: z.literal("stop"), at: z.number() });
        export type Command = z.infer<typeof v1>;
        export function commandFromDetail(detail: unknown) {
          const version = (detail as { version?: unknown } | null)?.version;
          const schema = version === 1 ? v1 : version === 2 ? v2 : null;
          if (!schema) return null;
          return schema.safeParse(detail);
        }
        """
    static func bullet(_ function: String) -> String {
        "Speech command `{version,action}` — `A.swift` · `SpeechCommand` ↔ `b.ts` · `\(function)`."
    }

    @Test(arguments: [
        ShapeCheckTests.Case(
            name: "a parser with its return type beside it pairs with what it reads",
            bullet: bullet("commandFromDetail"), swift: swift, typescript: parser, state: .ok,
            detail: "2 keys match SpeechCommand ↔ commandFromDetail (reads detail)"),
        ShapeCheckTests.Case(
            name: "a destructured key renamed: drift, not ok through the return type",
            bullet: bullet("commandFromDetail"), swift: swift,
            typescript: parser.replacingOccurrences(
                of: "{ version, action } = detail", with: "{ versionX, action } = detail"),
            state: .drift,
            findings: [
                "commandFromDetail (reads detail) in \"b.ts\" has the key \"versionX\" where \"Speech command\" lists "
                    + "\"version\"."
            ]),
        ShapeCheckTests.Case(
            name: "every read key renamed: never ok through the return type",
            bullet: bullet("commandFromDetail"), swift: swift,
            typescript: parser.replacingOccurrences(
                of: "{ version, action } = detail", with: "{ versionX, actionX } = detail"),
            state: .drift,
            findings: ["commandFromDetail (reads detail) in \"b.ts\" does not match \"Speech command\""]),
        ShapeCheckTests.Case(
            name: "a member read renamed beside a same-file interface",
            bullet: bullet("commandFromDetail"), swift: swift,
            typescript: memberParser.replacingOccurrences(of: "raw.action", with: "raw.act"),
            state: .drift,
            findings: [
                "commandFromDetail (reads detail) in \"b.ts\" has the key \"act\" where \"Speech command\" lists "
                    + "\"action\"."
            ]),
        ShapeCheckTests.Case(
            name: "a written key renamed beside a same-file interface the writer mentions",
            bullet: bullet("postCommand"), swift: swift,
            typescript: writer.replacingOccurrences(of: "{ version: command.version", with: "{ v: command.version"),
            state: .drift,
            findings: ["postCommand (writes) in \"b.ts\" has the key \"v\" where \"Speech command\" lists"]),
        ShapeCheckTests.Case(
            name: "a type and its parser named: the type pairs", bullet: bullet("Command` / `commandFromDetail"),
            swift: swift, typescript: versioned, state: .ok, detail: "2 keys match SpeechCommand ↔ v1"),
        ShapeCheckTests.Case(
            name: "a type and its parser named: a key renamed where the parser reads it",
            bullet: bullet("Command` / `commandFromDetail"), swift: swift,
            typescript: versioned.replacingOccurrences(of: "null)?.version", with: "null)?.versionX"),
            state: .drift,
            findings: ["commandFromDetail (reads detail) in \"b.ts\" carries the key \"versionX\", which"]),
    ])
    func namedFunctionOnly(_ example: ShapeCheckTests.Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "b.ts": example.typescript])
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let kindBullet = "Kind closed to `add|scan|point` — `A.swift` · `Kind` ↔ `b.ts` · `Kind`."
    static let kindSwift = "enum Kind: String, Codable { case add, scan, point }"

    /// zod's `.or(…)` and `z.union` add members to a closed set; a method that drops some is not followed.
    @Test(arguments: [
        ShapeCheckTests.Case(
            name: "z.enum(…).or(z.literal(…)) is every member", bullet: kindBullet, swift: kindSwift,
            typescript: "export const Kind = z.enum([\"add\", \"scan\"]).or(z.literal(\"point\"));", state: .ok,
            detail: "3 members match Kind on both sides"),
        ShapeCheckTests.Case(
            name: "a member added through .or(…)", bullet: kindBullet, swift: kindSwift,
            typescript: "export const Kind = z.enum([\"add\", \"scan\", \"point\"]).or(z.literal(\"zoom\"));",
            state: .drift,
            findings: ["Kind in \"b.ts\" has the member \"zoom\", which \"Kind closed to\" does not list"]),
        ShapeCheckTests.Case(
            name: "z.union of literals and an enum", bullet: kindBullet, swift: kindSwift,
            typescript: "export const Kind = z.union([z.literal(\"add\"), z.enum([\"scan\", \"pointX\"])]);",
            state: .drift,
            findings: ["Kind in \"b.ts\" has the member \"pointX\" where \"Kind closed to\" lists \"point\""]),
        ShapeCheckTests.Case(
            name: "a member dropped by .exclude(…) is not followed", bullet: kindBullet, swift: kindSwift,
            typescript: "export const Kind = z.enum([\"add\", \"scan\", \"point\", \"zoom\"]).exclude([\"zoom\"]);",
            state: .unverifiable),
    ])
    func zodClosedSets(_ example: ShapeCheckTests.Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "b.ts": example.typescript])
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let viewModel = """
        final class CallScreenViewModel {
            func hangup() { bridge.call("hangup") }
            func toggleMute() { bridge.call("mute") }
        }
        """

    /// A file whose method keeps the old name of the bridge call it no longer makes.
    static let controls = """
        final class Controls {
            func setAudioEnabled(_ on: Bool) { web.evaluate("controls.setAudioMuted(true)") }
        }
        """

    /// A value is present where the code spells it as a wire value, not as a function's own name.
    /// `Type.method` reads the method, not the whole type; `Outer.Inner` for a nested type still
    /// reads `Outer` (a nested type is part of the shape around it).
    @Test(arguments: [
        ShapeCheckTests.Case(
            name: "a value inside the named method",
            bullet: "Bridge call `hangup` — `A.swift` · "
                + "`CallScreenViewModel.hangup` ↔ `b.ts` · `CALLS`.",
            swift: viewModel, typescript: "export const CALLS = [\"hangup\"];", state: .ok),
        ShapeCheckTests.Case(
            name: "a value only in another method of the type",
            bullet: "Bridge call `mute` — `A.swift` · "
                + "`CallScreenViewModel.hangup` ↔ `b.ts` · `CALLS`.",
            swift: viewModel, typescript: "export const CALLS = [\"mute\"];", state: .drift,
            findings: ["\"mute\" of \"Bridge call\" is not inside \"CallScreenViewModel.hangup\" in \"A.swift\""]),
        ShapeCheckTests.Case(
            name: "a bridge call the code makes",
            bullet: "Bridge call `setAudioEnabled` — `A.swift` ↔ `b.ts` · `CALLS`.",
            swift: controls.replacingOccurrences(of: "setAudioMuted(true)", with: "setAudioEnabled(true)"),
            typescript: "export const CALLS = [\"setAudioEnabled\"];", state: .ok),
        ShapeCheckTests.Case(
            name: "a method of the value's name is no call of it",
            bullet: "Bridge call `setAudioEnabled` — `A.swift` ↔ `b.ts` · `CALLS`.", swift: controls,
            typescript: "export const CALLS = [\"setAudioEnabled\"];", state: .drift,
            findings: ["\"setAudioEnabled\" of \"Bridge call\" is missing from side 1"]),
    ])
    func dottedMethod(_ example: ShapeCheckTests.Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "b.ts": example.typescript])
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let visibilityBullet =
        "Visibility closed to `public|unlisted|direct` — `A.swift` · `Mastodon.Entity.Status.Visibility` ↔ "
        + "`b.ts` · `Visibility`."

    /// A nested name resolves through `extension Outer` as the compiler resolves it.
    @Test(arguments: [
        ShapeCheckTests.Case(
            name: "a type declared in an extension of a dotted type",
            bullet: visibilityBullet,
            swift: """
                extension Mastodon.Entity.Status {
                    public enum Visibility: String, Codable {
                        case `public`, unlisted, direct
                    }
                }
                """,
            typescript: "export type Visibility = \"public\" | \"unlisted\" | \"direct\";", state: .ok,
            detail: "3 members match Visibility on both sides"),
        ShapeCheckTests.Case(
            name: "a case renamed in a type declared in an extension of a dotted type",
            bullet: visibilityBullet,
            swift: """
                extension Mastodon.Entity.Status {
                    public enum Visibility: String, Codable {
                        case `public`, unlisted, directX
                    }
                }
                """,
            typescript: "export type Visibility = \"public\" | \"unlisted\" | \"direct\";", state: .drift,
            findings: ["Visibility in \"A.swift\" has the member \"directX\" where"]),
    ])
    func nestedThroughExtension(_ example: ShapeCheckTests.Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "b.ts": example.typescript])
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
