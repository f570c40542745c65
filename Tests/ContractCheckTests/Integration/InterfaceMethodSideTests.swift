import Testing

/// A TypeScript interface method signature is a declaration: a side naming it reads the
/// signature, never "it is only mentioned" at its own declaration.
@Suite struct InterfaceMethodSideTests {
    @Test func anInterfaceMethodIsDeclared() throws {
        let repo = try ContractFixture.make()
        try repo.write(
            ContractFixture.documentPath,
            ContractFixture.document + "\n\n## 8. Mirrored constants\n\n"
                + "- bridge channel `beebox.ping` — `web/bridge.ts` · `postMessage` ↔ `ios/App/Ping.swift`\n")
        try repo.write(
            "web/bridge.ts", "export interface NativeBridge {\n  postMessage(name: \"beebox.ping\"): void;\n}\n")
        try repo.write("ios/App/Ping.swift", "let channel = \"beebox.ping\"\n")
        try repo.commitAll("Bridge", verify: false)
        let constants = try repo.contractCheck(["constants"])
        #expect(constants.status == 0, "\(constants.output)")
        #expect(!constants.stdout.contains("only mentioned"), "\(constants.stdout)")
        #expect(constants.stdout.contains("ok           bridge channel"), "\(constants.stdout)")
    }
}
