import Foundation

/// A small repository with a contract document, a configuration file and a few anchors, the
/// hooks installed by the real `contract-check install`.
enum ContractFixture {
    static let documentPath = "docs/contract.md"

    static let document = """
        # Contract

        Some prose about the contract.

        ## 11. Anchor manifest (tripwire input)

        ```
        # API surface
        src/api/routes.ts
        src/shared/

        # Native shell
        ios/App/Bridge.swift
        ```
        """

    static let configuration = "[contract]\n\tdocument = docs/contract.md\n"

    /// Builds the repository; commits the initial state unless `commit` is false.
    static func make(installHooks: Bool = true, commit: Bool = true) throws -> TempGitRepo {
        let repo = try TempGitRepo()
        try repo.write(documentPath, document + "\n")
        try repo.write(".contract-check", configuration)
        try repo.write("src/api/routes.ts", "export const routes = [];\n")
        try repo.write("src/shared/types.ts", "export type A = string;\n")
        try repo.write("ios/App/Bridge.swift", "let bridge = 1\n")
        try repo.write("README.md", "# Project\n")
        if installHooks {
            let result = try repo.contractCheck(["install"])
            guard result.status == 0 else { throw TestFailure("install failed: \(result.output)") }
        }
        if commit {
            try repo.git(["add", "-A"])
            try repo.git(["commit", "-q", "-m", "initial"])
        }
        return repo
    }
}
