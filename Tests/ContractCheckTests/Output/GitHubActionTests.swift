import Foundation
import Testing

/// The composite GitHub Action (`action.yml`): its YAML read by PyYAML, and its steps run as the
/// runner would run them (`scripts/action/run-steps.py`; the runner itself is not available
/// here) in a shallow clone of a real repository, with the built contract-check on PATH.
@Suite(.enabled(if: PythonOracles.shouldRun, "PyYAML is not installed (scripts/setup-python failed)"))
struct GitHubActionTests {
    /// A bare `origin` whose `main` and `feature` forked three commits back, and a depth-1 clone of
    /// `feature` (as actions/checkout makes) in `work`. The second feature commit changes an anchor
    /// without the document.
    static func shallowCheckout() throws -> (repo: TempGitRepo, work: String) {
        let repo = try ContractFixture.make(installHooks: false)
        for index in 1...3 {
            try repo.append("README.md", "main \(index)")
            try repo.commitAll("Main \(index)")
        }
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.append("README.md", "feature 1")
        try repo.commitAll("Feature 1")
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.commitAll("Change the routes without the contract")
        try repo.append("README.md", "feature 3")
        try repo.commitAll("Feature 3")
        try repo.git(["checkout", "-q", "main"])
        for index in 4...6 {
            try repo.append("README.md", "main \(index)")
            try repo.commitAll("Main \(index)")
        }
        let origin = repo.sandbox + "/origin.git"
        try repo.git(["clone", "-q", "--bare", repo.root, origin])
        let work = repo.sandbox + "/work"
        try repo.git(["clone", "-q", "--depth", "1", "--branch", "feature", "file://" + origin, work])
        return (repo, work)
    }

    /// Runs the action's steps but the two that install and build (the test brings the build).
    static func runSteps(_ repo: TempGitRepo, in work: String, inputs: [String]) throws -> (
        ProcessResult, [String: Any]
    ) {
        try PythonOracles.ensureAvailable()
        let report = repo.sandbox + "/report-\(UUID().uuidString).json"
        let binaryDirectory = URL(fileURLWithPath: TempGitRepo.binary).deletingLastPathComponent().path
        var environment = repo.environment
        environment["PATH"] = binaryDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GITHUB_BASE_REF"] = "main"
        environment["GITHUB_REF"] = "refs/heads/feature"
        let arguments =
            [
                TempGitRepo.packageRoot + "/scripts/action/run-steps.py",
                "--action", TempGitRepo.packageRoot + "/action.yml", "--skip", "setup,build",
                "--report", report,
            ] + inputs.flatMap { ["--input", $0] }
        let result = try ProcessRunner.run(
            PythonOracles.python, arguments, in: work, environment: environment,
            timeout: 120)
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let steps = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (result, steps)
    }

    static func outputs(_ steps: [String: Any], _ id: String) -> [String: String] {
        ((steps[id] as? [String: Any])?["outputs"] as? [String: String]) ?? [:]
    }

    @Test func theStepsDeepenAShallowCheckoutAndGateThePullRequest() throws {
        let (repo, work) = try Self.shallowCheckout()
        #expect(try repo.git(["rev-parse", "--is-shallow-repository"], in: work).stdout == "true\n")
        let (result, steps) = try Self.runSteps(repo, in: work, inputs: ["deepen-by=2"])
        #expect(result.status == 1, "the gate found the anchor change: \(result.output)")
        #expect(
            result.stderr.contains(
                "origin/main is not reachable from HEAD in this shallow checkout; "
                    + "git fetch --deepen=2 (1 of 10)"), "\(result.stderr)")
        #expect(!result.stderr.contains("(3 of 10)"), "two deepenings reach the fork point: \(result.stderr)")
        #expect(Self.outputs(steps, "base") == ["base": "origin/main"])
        #expect(
            result.stdout.contains("::error file=src/api/routes.ts,title=contract-check%3A anchor-without-document::"),
            "\(result.stdout)")
        #expect(Self.outputs(steps, "gate") == ["exit-code": "1"])
        #expect((steps["upload"] as? [String: Any])?["skipped"] as? Bool == true)
        let sarif = try #require(Self.outputs(steps, "sarif")["sarif-file"])
        let validate = try ProcessRunner.run(
            PythonOracles.python, [TempGitRepo.packageRoot + "/scripts/validate-sarif.py", sarif],
            in: work, environment: repo.environment, timeout: 60)
        #expect(validate.status == 0, "\(validate.output)")
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.map { $0["ruleId"] as? String } == ["anchor-without-document"])
    }

    /// The number of deepenings is bounded; past it the step fails with one line saying why.
    @Test func aBaseOutOfReachFailsAfterTheLastDeepening() throws {
        let (repo, work) = try Self.shallowCheckout()
        let (result, steps) = try Self.runSteps(repo, in: work, inputs: ["deepen-by=1", "deepen-attempts=1"])
        #expect(result.status == 2, "\(result.output)")
        #expect(
            result.stdout.contains(
                "::error title=contract-check::the base \"origin/main\" and HEAD share no commit in "
                    + "this shallow checkout after 1 deepening(s) by 1;"), "\(result.stdout)")
        #expect(steps["sarif"] == nil, "nothing runs after the failing step")
    }

    @Test func theActionIsAValidCompositeActionWithItsInputs() throws {
        let action = try #require(try EcosystemFilesTests.yaml("action.yml") as? [String: Any])
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        #expect(
            Set(inputs.keys) == [
                "version", "build-from-source", "base", "format", "upload-sarif", "skip-merges", "deepen-attempts",
                "deepen-by",
            ])
        #expect(inputs["skip-merges"]?["default"] as? String == "false")
        #expect(inputs["format"]?["default"] as? String == "github")
        #expect(inputs["upload-sarif"]?["default"] as? String == "auto")
        #expect(inputs["version"]?["default"] as? String == "")
        #expect(inputs["build-from-source"]?["default"] as? String == "false")
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        #expect(
            steps.map { $0["id"] as? String } == [
                "inputs", "download", "setup", "cache", "build", "base", "sarif", "upload", "gate",
            ])
        for step in steps where step["run"] != nil { #expect(step["shell"] as? String == "bash") }
        #expect(steps[1]["if"] as? String == "steps.inputs.outputs.build != 'true'")
        for step in steps[2...4] { #expect(step["if"] as? String == "steps.download.outputs.installed != 'true'") }
        let cache = steps[3]
        #expect((cache["uses"] as? String)?.hasPrefix("actions/cache@") == true)
        #expect((cache["with"] as? [String: Any])?["path"] as? String == "${{ github.action_path }}/.build")
        #expect(
            steps[4]["run"] as? String
                == "swift build -c release --static-swift-stdlib --package-path \"$GITHUB_ACTION_PATH\"\n"
                + "echo \"$GITHUB_ACTION_PATH/.build/release\" >> \"$GITHUB_PATH\"\n")
        #expect((steps[7]["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true)
        #expect(steps[7]["if"] as? String == "steps.inputs.outputs.upload == 'true'")
        #expect(steps[7]["continue-on-error"] as? Bool == true)
    }
}
