import Testing

@testable import ContractCheck

/// A TypeScript registry interface — `interface StatusVisibilityRegistry { public: never; … }`
/// with `type StatusVisibility = keyof StatusVisibilityRegistry` — is a closed set of its keys,
/// as a union of string literals is: a side names the registry, the `keyof` alias, or only the
/// file; a key the code adds is an extra member and a key it drops a missing one. An
/// augmentation of the file's own module (`declare module "./visibility" { interface … }`) adds
/// keys. `keyof typeof OBJ` is closed to the keys of the same-file object `OBJ`.
@Suite struct KeyRegistryClosedSetTests {
    typealias Case = WireAnnotationTests.Case

    static let swift = "enum Visibility: String, Codable { case `public`, unlisted, `private`, direct }"

    static func registry(_ keys: [String] = ["public", "unlisted", "private", "direct"], more: String = "") -> String {
        "export interface StatusVisibilityRegistry {\n"
            + keys.map { "  \($0): never;\n" }.joined()
            + "}\n\nexport type StatusVisibility = keyof StatusVisibilityRegistry;\n" + more
    }

    static func bullet(_ side: String) -> String {
        "Visibility `public|unlisted|private|direct` — `A.swift` · `Visibility` ↔ \(side)."
    }

    static let matched = "4 members match Visibility ↔ StatusVisibilityRegistry"

    @Test(arguments: [
        Case(
            name: "the side names the keyof alias", bullet: bullet("`visibility.ts` · `StatusVisibility`"),
            files: ["A.swift": swift, "visibility.ts": registry()], state: .ok, detail: matched),
        Case(
            name: "the side names the registry", bullet: bullet("`visibility.ts` · `StatusVisibilityRegistry`"),
            files: ["A.swift": swift, "visibility.ts": registry()], state: .ok, detail: matched),
        Case(
            name: "the side names only the file", bullet: bullet("`visibility.ts`"),
            files: ["A.swift": swift, "visibility.ts": registry()], state: .ok, detail: matched),
        Case(
            name: "a key the registry adds is an extra member", bullet: bullet("`visibility.ts` · `StatusVisibility`"),
            files: [
                "A.swift": swift, "visibility.ts": registry(["public", "unlisted", "private", "direct", "local"]),
            ],
            state: .drift, findings: ["has the member \"local\""]),
        Case(
            name: "a key the registry drops is a missing member", bullet: bullet("`visibility.ts`"),
            files: ["A.swift": swift, "visibility.ts": registry(["public", "unlisted", "private"])],
            state: .drift, findings: ["\"direct\""]),
        Case(
            name: "an augmentation of the file's own module adds a key",
            bullet: bullet("`visibility.ts` · `StatusVisibilityRegistry`"),
            files: [
                "A.swift": swift,
                "visibility.ts": registry(
                    more: "\ndeclare module \"./visibility\" {\n  interface StatusVisibilityRegistry {\n"
                        + "    local: never;\n  }\n}\n"),
            ],
            state: .drift, findings: ["has the member \"local\""]),
        Case(
            name: "an augmentation in another file of the side adds a key",
            bullet: bullet("`visibility.ts` · `StatusVisibility`, `local.ts`"),
            files: [
                "A.swift": swift, "visibility.ts": registry(),
                "local.ts": "import \"./visibility\";\n\ndeclare module \"./visibility\" {\n"
                    + "  interface StatusVisibilityRegistry {\n    local: never;\n  }\n}\n",
            ],
            state: .drift, findings: ["has the member \"local\""]),
        Case(
            name: "an augmentation of a package is that package's interface, not the file's",
            bullet: bullet("`visibility.ts` · `StatusVisibility`"),
            files: [
                "A.swift": swift,
                "visibility.ts": registry(
                    more: "\ndeclare module \"masto\" {\n  interface StatusVisibilityRegistry {\n"
                        + "    local: never;\n  }\n}\n"),
            ],
            state: .ok, detail: matched),
    ])
    func registryKeysAreAClosedSet(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }

    static func labels(_ keys: [String] = ["public", "unlisted", "private", "direct"]) -> String {
        "export const VISIBILITY_LABELS = {\n"
            + keys.map { "  \($0): \"\($0.capitalized) post\",\n" }.joined()
            + "} as const;\n\nexport type VisibilityName = keyof typeof VISIBILITY_LABELS;\n"
    }

    @Test(arguments: [
        Case(
            name: "keyof typeof a same-file object: its keys", bullet: bullet("`labels.ts` · `VisibilityName`"),
            files: ["A.swift": swift, "labels.ts": labels()], state: .ok,
            detail: "4 members match Visibility ↔ VisibilityName"),
        Case(
            name: "keyof typeof: the file named alone pairs with the keys", bullet: bullet("`labels.ts`"),
            files: ["A.swift": swift, "labels.ts": labels()], state: .ok,
            detail: "4 members match Visibility ↔ VisibilityName"),
        Case(
            name: "keyof typeof: a key the object adds is an extra member", bullet: bullet("`labels.ts`"),
            files: ["A.swift": swift, "labels.ts": labels(["public", "unlisted", "private", "direct", "local"])],
            state: .drift, findings: ["has the member \"local\""]),
    ])
    func keyofTypeofObject(_ example: Case) throws {
        let report = try InMemoryFiles(example.files).check(ShapeCheckTests.document(example.bullet))
        try report.expectFirstBullet(example.state, drift: example.findings, detail: example.detail)
    }
}
