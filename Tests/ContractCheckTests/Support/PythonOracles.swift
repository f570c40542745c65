import Foundation

/// The PyPI tools some tests run as outside oracles (tree-sitter, jsonschema, the pre-commit
/// framework), installed into the package's `.venv` by `scripts/setup-python` from the pinned
/// `scripts/requirements-test.txt`.
///
/// `scripts/test` (and so CI) sets `CONTRACT_CHECK_REQUIRE_ORACLES=1`: a test that needs them then
/// fails when they cannot be installed. A bare `swift test` without PyPI skips those tests with
/// the reason instead.
enum PythonOracles {
    /// The package root (this file is `Tests/ContractCheckTests/Support/PythonOracles.swift`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// True under `scripts/test`: a missing oracle is a failure, not a skip.
    static var required: Bool { ProcessInfo.processInfo.environment["CONTRACT_CHECK_REQUIRE_ORACLES"] == "1" }

    /// The virtualenv's `bin` folder.
    static var bin: String { packageRoot.appendingPathComponent(".venv/bin").path }

    static var python: String { bin + "/python" }

    /// Runs `scripts/setup-python` once per test process (quick when the venv is ready; installs
    /// the pinned packages from PyPI otherwise). Nil when ready, else why not.
    static let unavailableReason: String? = {
        let script = packageRoot.appendingPathComponent("scripts/setup-python").path
        do {
            let result = try ProcessRunner.run(
                "/bin/bash", [script], in: packageRoot.path,
                environment: ProcessInfo.processInfo.environment, timeout: 600)
            return result.status == 0 ? nil : "setup-python failed (\(result.status)): \(result.stderr)"
        } catch {
            return "setup-python could not run: \(error)"
        }
    }()

    /// For `.enabled(if:)`: run when the oracles are there, or when they are required (the test
    /// then records the failure through `ensureAvailable`).
    static var shouldRun: Bool { unavailableReason == nil || required }

    /// Throws (failing the test) when the oracles are missing.
    static func ensureAvailable() throws {
        if let reason = unavailableReason {
            throw TestFailure("The PyPI oracles are required but unavailable: \(reason)")
        }
    }
}
