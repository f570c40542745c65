import Foundation
import Testing

/// The files that bring contract-check into other tools, read by those tools' own parsers:
/// `.pre-commit-hooks.yaml` by the pre-commit framework, the GitHub Actions example by a YAML
/// parser (PyYAML, which the framework brings).
@Suite(.enabled(if: PythonOracles.shouldRun, "the pre-commit framework is not installed (scripts/setup-python failed)"))
struct EcosystemFilesTests {
    /// A YAML file as JSON values, through PyYAML.
    static func yaml(_ path: String) throws -> Any {
        try PythonOracles.ensureAvailable()
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8'))))"
        let result = try ProcessRunner.run(
            PythonOracles.python, ["-c", script, TempGitRepo.packageRoot + "/" + path],
            in: TempGitRepo.packageRoot, environment: ProcessInfo.processInfo.environment, timeout: 60)
        guard result.status == 0 else { throw TestFailure("PyYAML cannot read \(path): \(result.output)") }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test func theHooksManifestIsValidForThePreCommitFramework() throws {
        try PythonOracles.ensureAvailable()
        let validate = try ProcessRunner.run(
            PythonOracles.bin + "/pre-commit", ["validate-manifest", ".pre-commit-hooks.yaml"],
            in: TempGitRepo.packageRoot, environment: ProcessInfo.processInfo.environment, timeout: 60)
        #expect(validate.status == 0, "\(validate.output)")
        #expect(!validate.output.contains("deprecated"), "\(validate.output)")
        let hooks = try #require(try Self.yaml(".pre-commit-hooks.yaml") as? [[String: Any]])
        let byID = Dictionary(
            uniqueKeysWithValues: hooks.compactMap { hook in (hook["id"] as? String).map { ($0, hook) } })
        let preCommit = try #require(byID["contract-check-pre-commit"])
        #expect(preCommit["entry"] as? String == "contract-check hook pre-commit")
        #expect(preCommit["stages"] as? [String] == ["pre-commit"])
        #expect(preCommit["pass_filenames"] as? Bool == false)
        #expect(preCommit["always_run"] as? Bool == true)
        #expect(preCommit["language"] as? String == "system")
        let commitMsg = try #require(byID["contract-check-commit-msg"])
        #expect(commitMsg["entry"] as? String == "contract-check hook commit-msg")
        #expect(commitMsg["stages"] as? [String] == ["commit-msg"])
        #expect(commitMsg["pass_filenames"] == nil, "the framework passes the message file")
        // The same two hooks with the framework building contract-check (`language: swift`).
        let pairs = [("contract-check-pre-commit-swift", preCommit), ("contract-check-commit-msg-swift", commitMsg)]
        for (id, system) in pairs {
            let swift = try #require(byID[id])
            #expect(swift["language"] as? String == "swift")
            for key in ["entry", "stages", "name", "always_run", "pass_filenames", "verbose"] {
                #expect(String(describing: swift[key]) == String(describing: system[key]), "\(id) \(key)")
            }
        }
        #expect(hooks.count == 4)
    }

    /// The example workflow uses the action (action.yml) after a plain, shallow checkout.
    @Test func theGitHubActionsExampleUsesTheAction() throws {
        let workflow = try #require(try Self.yaml("Examples/github-actions/contract-check.yml") as? [String: Any])
        // YAML 1.1 reads the key `on` as true.
        let triggers = try #require((workflow["on"] ?? workflow["true"]) as? [String: Any])
        #expect(triggers.keys.contains("pull_request"))
        #expect((workflow["permissions"] as? [String: Any])?["security-events"] as? String == "write")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let steps = try #require((jobs.values.first as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(steps.count == 2)
        #expect((steps[0]["uses"] as? String)?.hasPrefix("actions/checkout@") == true)
        #expect(steps[0]["with"] == nil, "a shallow checkout is enough: the action deepens it")
        #expect(steps[1]["uses"] as? String == "your-org/contract-check@v0.1.0", "a release tag: nothing to build")
        let inputs = try #require(steps[1]["with"] as? [String: Any])
        #expect(inputs["upload-sarif"] as? String == "auto")
        let action = try #require(try Self.yaml("action.yml") as? [String: Any])
        let declared = Set(((action["inputs"] as? [String: Any]) ?? [:]).keys)
        #expect(Set(inputs.keys).isSubset(of: declared))
    }
}
