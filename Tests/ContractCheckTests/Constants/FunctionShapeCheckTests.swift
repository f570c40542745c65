import Testing

@testable import ContractCheck

/// A function named by a §8 bullet is a wire shape (issue 18, section 3): the keys it reads
/// from the value it parses, or writes, are compared with the bullet's key set, and a one-sided
/// rename inside it is drift. One Swift type against one TypeScript function per case.
@Suite struct FunctionShapeCheckTests {
    static let swift = """
        struct SpeechCommand: Codable {
            let version: Int
            let action: String
        }
        """
    static let reader = """
        export function commandFromDetail(detail: unknown) {
          const { version, action } = detail as { version: number; action: string };
          return version === 1 && action === "stop";
        }
        """
    static let writer = """
        export function postCommand(version: number, stop: boolean) {
          post("speech", JSON.stringify({ version, action: stop ? "stop" : "go" }));
        }
        """
    /// A parser that returns a literal of the keys it read: what it reads is the wire.
    static let mapper = """
        export function commandFromDetail(detail: unknown) {
          const { version, action } = detail as { version: number; action: string };
          return { version, action };
        }
        """
    static func bullet(_ function: String) -> String {
        "Speech command `{version,action}` — `A.swift` · `SpeechCommand` ↔ `b.ts` · `\(function)`."
    }

    @Test(arguments: [
        ShapeCheckTests.Case(
            name: "the keys a parser reads", bullet: bullet("commandFromDetail"), swift: swift, typescript: reader,
            state: .ok, detail: "2 keys match SpeechCommand ↔ commandFromDetail (reads detail)"),
        ShapeCheckTests.Case(
            name: "a read key renamed inside the parser", bullet: bullet("commandFromDetail"), swift: swift,
            typescript: reader.replacingOccurrences(of: "{ version, action }", with: "{ version, act: action }"),
            state: .drift,
            findings: [
                "commandFromDetail (reads detail) in \"b.ts\" has the key \"act\" where \"Speech command\" lists "
                    + "\"action\"."
            ]),
        ShapeCheckTests.Case(
            name: "a member read the bullet does not list", bullet: bullet("commandFromDetail"), swift: swift,
            typescript: reader.replacingOccurrences(
                of: "return version", with: "return (detail as T).hqTxt && version"),
            state: .drift,
            findings: ["commandFromDetail (reads detail) in \"b.ts\" carries the key \"hqTxt\", which"]),
        ShapeCheckTests.Case(
            name: "a key computed at run time is unverifiable, never ok", bullet: bullet("commandFromDetail"),
            swift: swift,
            typescript: reader.replacingOccurrences(of: "return version", with: "return (detail as T)[key] && version"),
            state: .unverifiable,
            detail: "commandFromDetail (reads detail) cannot be read as a key set: it reads `detail[key]`, a key "
                + "computed at run time (in \"b.ts\")"),
        ShapeCheckTests.Case(
            name: "the keys a writer serializes", bullet: bullet("postCommand"), swift: swift, typescript: writer,
            state: .ok, detail: "2 keys match SpeechCommand ↔ postCommand (writes)"),
        ShapeCheckTests.Case(
            name: "a written key the bullet does not list", bullet: bullet("postCommand"), swift: swift,
            typescript: writer.replacingOccurrences(of: "{ version, action", with: "{ version, id: 1, action"),
            state: .drift, findings: ["postCommand (writes) in \"b.ts\" carries the key \"id\", which"]),
        ShapeCheckTests.Case(
            name: "a written key made optional by a second literal", bullet: bullet("postCommand"), swift: swift,
            typescript: writer.replacingOccurrences(
                of: "  post(", with: "  if (!stop) return JSON.stringify({ version });\n  post("),
            state: .drift,
            findings: ["\"action\" is required by \"Speech command\" but optional in postCommand (writes)"]),
        ShapeCheckTests.Case(
            name: "a parser that only applies a schema pairs with the schema",
            bullet: bullet("commandFromDetail"), swift: swift,
            typescript: """
                const schema = z.object({ version: z.literal(1), action: z.literal("stop") });
                export function commandFromDetail(detail: unknown) {
                  return schema.safeParse(detail).success;
                }
                """,
            state: .ok, detail: "2 keys match SpeechCommand ↔ schema"),
        ShapeCheckTests.Case(
            name: "a schema and a key read beside it", bullet: bullet("commandFromDetail"), swift: swift,
            typescript: """
                const schema = z.object({ version: z.literal(1), action: z.literal("stop") });
                export function commandFromDetail(detail: unknown) {
                  return schema.safeParse(detail).success && (detail as T).extra;
                }
                """,
            state: .drift, findings: ["commandFromDetail (reads detail) in \"b.ts\" carries the key \"extra\""]),
        ShapeCheckTests.Case(
            name: "a parser that returns what it read, unchanged, pairs with what it reads",
            bullet: bullet("commandFromDetail"), swift: swift, typescript: mapper, state: .ok,
            detail: "2 keys match SpeechCommand ↔ commandFromDetail (reads detail)"),
        ShapeCheckTests.Case(
            name: "a read key renamed in a parser whose returned literal still has the bullet's keys",
            bullet: bullet("commandFromDetail"), swift: swift,
            typescript: mapper.replacingOccurrences(
                of: "{ version, action } = detail", with: "{ version, act: action } = detail"),
            state: .drift,
            findings: [
                "commandFromDetail (reads detail) in \"b.ts\" has the key \"act\" where \"Speech command\" lists "
                    + "\"action\"."
            ]),
        ShapeCheckTests.Case(
            name: "a member read renamed in a parser that maps it to the bullet's key",
            bullet: bullet("commandFromDetail"), swift: swift,
            typescript: """
                export function commandFromDetail(detail: any) {
                  return { version: detail.version, action: detail.act };
                }
                """,
            state: .drift,
            findings: [
                "commandFromDetail (reads detail) in \"b.ts\" has the key \"act\" where \"Speech command\" lists "
                    + "\"action\"."
            ]),
        ShapeCheckTests.Case(
            name: "a parser's schema renamed while its returned literal keeps the bullet's keys",
            bullet: bullet("commandFromDetail"), swift: swift,
            typescript: """
                const schema = z.object({ version: z.literal(1), act: z.literal("stop") });
                export function commandFromDetail(detail: unknown) {
                  const parsed = schema.parse(detail);
                  return { version: parsed.version, action: parsed.act };
                }
                """,
            state: .drift, findings: ["schema in \"b.ts\" has the key \"act\" where \"Speech command\" lists"]),
        ShapeCheckTests.Case(
            name: "a writer that reads a model it is handed still pairs with what it writes",
            bullet: bullet("post"), swift: swift,
            typescript: """
                export function post(command: Internal) {
                  send(JSON.stringify({ version: command.v, action: command.verb }));
                }
                """,
            state: .ok, detail: "2 keys match SpeechCommand ↔ post (writes)"),
        ShapeCheckTests.Case(
            name: "a parameter typed by a same-file type: the type is the shape",
            bullet: bullet("post"), swift: swift,
            typescript: """
                export interface Command { version: number; action: string }
                export function post(command: Command) { send(command.version); }
                """,
            state: .ok, detail: "2 keys match SpeechCommand ↔ Command"),
    ])
    func checks(_ example: ShapeCheckTests.Case) throws {
        let files = InMemoryFiles(["A.swift": example.swift, "b.ts": example.typescript])
        let report = try files.check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static let typescript = "export interface SpeechCommand { version: number; action: string }"
    static let swiftReader = """
        func commandFromBody(_ body: Any) -> Bool {
            guard let detail = body as? [String: Any], let version = detail["version"] as? Int else { return false }
            return version == 1 && detail["action"] as? String == "stop"
        }
        """
    static let swiftWriter = """
        func postCommand(stop: Bool) {
            send(try? JSONSerialization.data(withJSONObject: ["version": 1, "action": stop ? "stop" : "go"]))
        }
        """
    static func swiftBullet(_ function: String) -> String {
        "Speech command `{version,action}` — `A.swift` · `\(function)` ↔ `b.ts` · `SpeechCommand`."
    }

    /// The Swift side is the function: its subscripts and the dictionaries it serializes.
    @Test(arguments: [
        ShapeCheckTests.Case(
            name: "the keys a Swift parser reads", bullet: swiftBullet("commandFromBody"), swift: swiftReader,
            typescript: typescript, state: .ok, detail: "2 keys match commandFromBody (reads body) ↔ SpeechCommand"),
        ShapeCheckTests.Case(
            name: "a key renamed inside the Swift parser", bullet: swiftBullet("commandFromBody"),
            swift: swiftReader.replacingOccurrences(of: "detail[\"action\"]", with: "detail[\"act\"]"),
            typescript: typescript, state: .drift,
            findings: [
                "commandFromBody (reads body) in \"A.swift\" has the key \"act\" where \"Speech command\" lists "
                    + "\"action\"."
            ]),
        ShapeCheckTests.Case(
            name: "the Swift parser hands the value to an unknown call", bullet: swiftBullet("commandFromBody"),
            swift: swiftReader.replacingOccurrences(
                of: "return version == 1", with: "return check(body) && version == 1"),
            typescript: typescript, state: .unverifiable,
            detail:
                "commandFromBody (reads body) cannot be read as a key set: it hands `body` to `check(…)` at line 3, "
                + "whose reads the reader cannot see (in \"A.swift\")"),
        ShapeCheckTests.Case(
            name: "the keys a Swift writer serializes", bullet: swiftBullet("postCommand"), swift: swiftWriter,
            typescript: typescript, state: .ok, detail: "2 keys match postCommand (writes) ↔ SpeechCommand"),
        ShapeCheckTests.Case(
            name: "a key renamed inside the Swift writer", bullet: swiftBullet("postCommand"),
            swift: swiftWriter.replacingOccurrences(of: "\"version\": 1", with: "\"v\": 1"),
            typescript: typescript, state: .drift,
            findings: ["postCommand (writes) in \"A.swift\" has the key \"v\" where \"Speech command\" lists"]),
    ])
    func swiftFunctions(_ example: ShapeCheckTests.Case) throws {
        try checks(example)
    }
}
