import Foundation
import Testing

@testable import contract_check

/// How the hooks' notes name the tool (issue 20, item 7): `contract-check` only when that name
/// on the user's PATH is the running executable. Under the pre-commit framework's
/// `language: swift` hooks, the framework's build folder is first on the hook's PATH but not on
/// the user's, so the notes name the path instead.
@Suite struct ToolCommandTests {
    /// A folder holding an executable `contract-check`, and its path.
    static func tool(in sandbox: String, _ folder: String) throws -> String {
        let directory = sandbox + "/" + folder
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/contract-check"
        try "#!/bin/sh\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func theNameOnlyWhenPathFindsThisExecutable() throws {
        let repo = try TempGitRepo()
        let built = try Self.tool(in: repo.sandbox, "store/repo1/.build/release")
        let installed = try Self.tool(in: repo.sandbox, "usr/local/bin")
        let framework = PathUtilitiesShim.dirname(built)
        let bin = PathUtilitiesShim.dirname(installed)
        // The framework's hook: its build folder first on PATH, PRE_COMMIT set.
        #expect(
            ToolCommand.shown(executable: built, environment: ["PATH": framework + ":/usr/bin", "PRE_COMMIT": "1"])
                == built)
        // The framework's folder is not the user's even when another contract-check is on PATH.
        #expect(
            ToolCommand.shown(
                executable: built, environment: ["PATH": framework + ":" + bin + ":/usr/bin", "PRE_COMMIT": "1"])
                == built)
        // `language: system` under the framework: the user's own PATH finds it.
        #expect(
            ToolCommand.shown(executable: installed, environment: ["PATH": "/usr/bin:" + bin, "PRE_COMMIT": "1"])
                == "contract-check")
        // The shims `install` writes, outside the framework.
        #expect(ToolCommand.shown(executable: installed, environment: ["PATH": bin]) == "contract-check")
        #expect(ToolCommand.shown(executable: built, environment: ["PATH": bin + ":/usr/bin"]) == built)
        #expect(ToolCommand.shown(executable: built, environment: [:]) == built)
    }

    /// A path the shell would split is quoted.
    @Test func aPathWithASpaceIsQuoted() throws {
        let repo = try TempGitRepo()
        let built = try Self.tool(in: repo.sandbox, "my tools")
        #expect(ToolCommand.shown(executable: built, environment: ["PATH": "/usr/bin"]) == "'\(built)'")
    }
}

/// `dirname` without reaching into the library's internals.
enum PathUtilitiesShim {
    static func dirname(_ path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}
