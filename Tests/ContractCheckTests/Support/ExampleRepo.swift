import Foundation

/// A throwaway git copy of `Examples/beebox` (or another example), committed, optionally with the
/// hooks installed.
enum ExampleRepo {
    static let document = "beebox/docs/mobile-contract.md"

    /// The file that makes an example an overlay: it names the example it adds to or changes
    /// (`Examples/beebox-android/.overlay-of` holds `beebox`). It is not part of the assembled tree.
    static let overlayMarker = ".overlay-of"

    /// The folders an example is assembled from, base first: `Examples/beebox` alone, or
    /// `Examples/beebox` then `Examples/beebox-android` (whose files are added, or replace the
    /// base's).
    static func layers(_ example: String) throws -> [String] {
        let folder = TempGitRepo.packageRoot + "/Examples/" + example
        let marker = folder + "/" + overlayMarker
        guard FileManager.default.fileExists(atPath: marker) else { return [folder] }
        let base = try String(contentsOfFile: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !base.isEmpty, base != example else { throw TestFailure("\(marker) names no other example") }
        return try layers(base) + [folder]
    }

    /// Copies the example, assembled from its layers, into `destination` (which exists).
    static func assemble(_ example: String, into destination: String, environment: [String: String]) throws {
        for layer in try layers(example) {
            let result = try ProcessRunner.run(
                "/bin/cp", ["-R", layer + "/.", destination], in: destination, environment: environment)
            guard result.status == 0 else { throw TestFailure("cannot copy the example: \(result.output)") }
        }
        try? FileManager.default.removeItem(atPath: destination + "/" + overlayMarker)
    }

    /// `example` names the folder under `Examples/`: `beebox`, or `beebox-android` (the same
    /// monorepo once `android-app/` exists: an overlay on `beebox`).
    static func make(installHooks: Bool = true, example: String = "beebox") throws -> TempGitRepo {
        let repo = try TempGitRepo(name: "beebox")
        try assemble(example, into: repo.root, environment: repo.environment)
        if installHooks {
            let install = try repo.contractCheck(["install"])
            guard install.status == 0 else { throw TestFailure("install failed: \(install.output)") }
        }
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "Import the example"])
        return repo
    }

    /// Replaces every occurrence of `old` with `new` in a file (the test fails if absent).
    static func replace(_ repo: TempGitRepo, _ path: String, _ old: String, _ new: String) throws {
        let text = try repo.read(path)
        guard text.contains(old) else { throw TestFailure("\"\(old)\" is not in \(path)") }
        try repo.write(path, text.replacingOccurrences(of: old, with: new))
    }
}

/// Reads `contract-check constants --format json` output.
struct ConstantsJSON {
    var states: [String: String]
    var coverage: String
    var drift: Int
    var findings: [[String: Any]]

    init(_ stdout: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
            let bullets = object["bullets"] as? [[String: Any]],
            let coverage = object["coverage"] as? [String: Any]
        else { throw TestFailure("not a constants report: \(stdout.prefix(300))") }
        var states: [String: String] = [:]
        for bullet in bullets {
            if let label = bullet["label"] as? String, let state = bullet["state"] as? String { states[label] = state }
        }
        self.states = states
        self.coverage = coverage["summary"] as? String ?? ""
        self.drift = coverage["drift"] as? Int ?? -1
        self.findings = object["findings"] as? [[String: Any]] ?? []
    }

    func messages(rule: String) -> [String] {
        findings.filter { $0["ruleId"] as? String == rule }.compactMap { $0["message"] as? String }
    }
}
