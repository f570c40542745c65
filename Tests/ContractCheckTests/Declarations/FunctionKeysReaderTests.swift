import Testing

@testable import ContractCheck

/// What a function's body says about the wire (issue 18, section 3): the keys it reads from
/// its first parameter and the keys of the object literals it serializes or returns, one
/// TypeScript source beside each expected key set.
@Suite struct FunctionKeysReaderTests {
    /// One function and its key sets: reads as names, writes as `name?` (optional) or `name`,
    /// the schemas applied, and whether each set is unverifiable (nil: it is not).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var function = "parse"
        var reads: [String] = []
        var schemas: [String] = []
        var writes: [String] = []
        var readsUnverifiable: String? = nil
        var writesUnverifiable: String? = nil
        var testDescription: String { name }
    }

    static func keys(_ source: String, _ function: String, path: String = "a.ts") throws -> FunctionKeys {
        let lexed = try #require(SourceLexers.lexer(forPath: path)).lex(Array(source.utf8))
        let declarations = try #require(DeclarationReaders.read(lexed, path: path))
        let declaration = try #require(declarations.named(function).first)
        return try #require(declaration.functionKeys)
    }

    @Test(arguments: [
        Case(
            name: "destructuring of the parameter, with a rename",
            source: """
                export function parse(detail: unknown) {
                  const { version, act: action } = detail as { version: number; act: string };
                  return action;
                }
                """,
            reads: ["version", "act"]),
        Case(
            name: "a destructured parameter of an arrow function",
            source: "export const parse = ({ id, ok: success }: Result) => success && id;",
            reads: ["id", "ok"]),
        Case(
            name: "member access, optional chaining, a literal subscript and `in`",
            source: """
                export function parse(detail: any) {
                  if (!("kind" in detail)) return null;
                  return [detail.id, detail?.hqText, detail["text"], detail?.["origin"], detail.list.map(String)];
                }
                """,
            reads: ["kind", "id", "hqText", "text", "origin", "list"]),
        Case(
            name: "a cast and a local name bound to the parameter",
            source: """
                export function parse(detail: unknown) {
                  const version = (detail as { version?: unknown } | null)?.version;
                  const raw = (detail ?? {}) as Record<string, unknown>;
                  return typeof raw.text === "string" ? raw.text : version;
                }
                """,
            reads: ["version", "text"]),
        Case(
            name: "a schema applied to the parameter",
            source: """
                const schema = z.object({ version: z.literal(1) });
                export function parse(detail: unknown) {
                  const parsed = schema.safeParse(detail);
                  return parsed.success ? parsed.data : null;
                }
                """,
            schemas: ["schema"]),
        Case(
            name: "a computed key",
            source: "export function parse(detail: Record<string, unknown>, name: string) { return detail[name]; }",
            readsUnverifiable: "it reads `detail[name]`, a key computed at run time"),
        Case(
            name: "a rest element",
            source: "export function parse(detail: unknown) { const { id, ...rest } = detail as T; return rest; }",
            reads: ["id"], readsUnverifiable: "it gathers the keys of `detail` it does not name into `...rest`"),
        Case(
            name: "JSON.stringify of a literal with shorthand keys",
            source: "export function post(id: string, success: boolean) { send(JSON.stringify({ id, ok: success })); }",
            function: "post", writes: ["id", "ok"]),
        Case(
            name: "two returned literals merge as a union; a callback's return is not the function's",
            source: """
                export function parse(detail: string) {
                  const list = [1].map((n) => { return { n }; });
                  if (!detail) return { ok: false, reason: "empty" };
                  return { ok: true, value: detail, list };
                }
                """,
            writes: ["ok", "reason?", "value?", "list?"]),
        Case(
            name: "a local literal spread into the returned one",
            source: """
                export function build(n: Note) {
                  const custom = { target: n.target, box: n.box };
                  return { aps: { badge: 1 }, ...custom, loudness: "loud" };
                }
                """,
            function: "build", reads: ["target", "box"], writes: ["aps", "loudness", "target", "box"]),
        Case(
            name: "an arrow function returning a literal",
            source: "export const build = (id: string) => ({ id, kind: \"add\" });",
            function: "build", writes: ["id", "kind"]),
        Case(
            name: "a computed key written",
            source: "export function build(k: string) { return { [k]: 1, id: 2 }; }",
            function: "build", writes: ["id"],
            writesUnverifiable: "it writes a key computed at run time (`[…]:` at line 1)"),
        Case(
            name: "a class method, named with its class",
            source: """
                export class Bridge {
                  private ready = false;
                  receive(detail: unknown) {
                    const { version, act: action } = detail as { version: number; act: string };
                    return action ?? version;
                  }
                }
                """,
            function: "Bridge.receive", reads: ["version", "act"]),
        Case(
            name: "a static async method, named alone where no top-level declaration has its name",
            source: """
                export class Bridge {
                  static async build(id: string): Promise<string> {
                    return JSON.stringify({ id, ok: true });
                  }
                }
                """,
            function: "build", writes: ["id", "ok"]),
        Case(
            name: "a class field holding an arrow",
            source: """
                class Bridge {
                  handle = (detail: any) => detail.hqText;
                }
                """,
            function: "Bridge.handle", reads: ["hqText"]),
        Case(
            name: "a method of an object literal",
            source: """
                export const api = {
                  base: "/v1",
                  submit(input: any) {
                    return { id: input.id, kind: "add" };
                  },
                };
                """,
            function: "api.submit", reads: ["id"], writes: ["id", "kind"]),
        Case(
            name: "an arrow held by a key of an object literal",
            source: """
                export const api = {
                  send: (detail: any) => ({ origin: detail.origin }),
                };
                """,
            function: "api.send", reads: ["origin"], writes: ["origin"]),
        Case(
            name: "object literals passed to serializing calls are written; option bags are not",
            source: """
                export function post(id: string, success: boolean) {
                  fetch(url, { method: "POST", body: JSON.stringify({ id, ok: success }) });
                  window.addEventListener("message", onMessage, { once: true });
                  setTimeout(() => window.webkit.messageHandlers.beebox.postMessage({ id, done: true }), 10);
                  const when = z.string().datetime({ offset: true });
                  res.json({ id, reason: "late" });
                  send<Ack>({ id });
                }
                """,
            function: "post", writes: ["id", "ok?", "done?", "reason?"]),
        Case(
            name: "an object literal passed to a call the reader cannot classify",
            source: """
                export function post(id: string) {
                  const handler = ({ a }: { a: string }) => a;
                  [1, 2].map((n, { k }) => n);
                  track("sent", { id, at: 1 });
                }
                """,
            function: "post", writes: ["id", "at"],
            writesUnverifiable:
                "it passes an object literal to `track(…)` at line 4, a call the reader knows neither to serialize "
                + "it nor to take an option bag"),
    ])
    func reads(_ example: Case) throws {
        let keys = try Self.keys(example.source, example.function)
        #expect(keys.reads.map(\.name) == example.reads)
        #expect(keys.reads.filter { !$0.presenceOnly }.count == 0)
        #expect(keys.readSchemas == example.schemas)
        #expect(keys.writes.map { $0.name + ($0.isOptional ? "?" : "") } == example.writes)
        #expect(keys.readsUnverifiable == example.readsUnverifiable)
        #expect(keys.writesUnverifiable == example.writesUnverifiable)
    }
}
