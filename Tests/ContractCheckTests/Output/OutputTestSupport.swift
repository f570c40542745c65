import Foundation

/// Helpers for the output-format tests: the SARIF schema check, JSON reading, and GitHub's
/// workflow-command parser.
enum SARIFSchema {
    /// The violations `scripts/validate-sarif.py` finds in `log` (SARIF 2.1.0 schema, formats
    /// such as `uri-reference` included); empty when it is valid. Throws when the validator
    /// itself cannot run.
    static func violations(_ log: String) throws -> [String] {
        try PythonOracles.ensureAvailable()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contract-check-\(UUID().uuidString).sarif")
        try Data(log.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = PythonOracles.packageRoot.appendingPathComponent("scripts/validate-sarif.py").path
        let result = try ProcessRunner.run(
            PythonOracles.python, [script, file.path], in: PythonOracles.packageRoot.path,
            environment: ProcessInfo.processInfo.environment, timeout: 120)
        switch result.status {
        case 0: return []
        case 1: return result.stdout.split(separator: "\n").map(String.init)
        default: throw TestFailure("validate-sarif.py could not validate (\(result.status)): \(result.output)")
        }
    }
}

/// Reads JSON output into Foundation values, failing the test helpfully.
enum JSONRead {
    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw TestFailure("not a JSON object: \(text.prefix(300))")
        }
        return object
    }
}

/// One SARIF log's run, read for assertions.
struct SARIFRun {
    var run: [String: Any]

    init(_ text: String) throws {
        let log = try JSONRead.object(text)
        guard log["version"] as? String == "2.1.0", let runs = log["runs"] as? [[String: Any]], runs.count == 1 else {
            throw TestFailure("not a one-run SARIF 2.1.0 log: \(text.prefix(300))")
        }
        run = runs[0]
    }

    var results: [[String: Any]] { run["results"] as? [[String: Any]] ?? [] }

    var ruleIDs: [String] {
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        return (driver?["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    /// The `%SRCROOT%` URI.
    var sourceRoot: String? {
        ((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String
    }

    /// The primary location of a result: the decoded path, the line and column.
    static func location(_ result: [String: Any]) -> (path: String?, uriBase: String?, line: Int?, column: Int?)? {
        guard let location = (result["locations"] as? [[String: Any]])?.first else { return nil }
        return physical(location)
    }

    static func physical(_ location: [String: Any]) -> (path: String?, uriBase: String?, line: Int?, column: Int?) {
        let physical = location["physicalLocation"] as? [String: Any]
        let artifact = physical?["artifactLocation"] as? [String: Any]
        let region = physical?["region"] as? [String: Any]
        return (
            (artifact?["uri"] as? String)?.removingPercentEncoding, artifact?["uriBaseId"] as? String,
            region?["startLine"] as? Int, region?["startColumn"] as? Int
        )
    }
}

/// A workflow command as the GitHub Actions runner reads one (`ActionCommand.TryParseV2` of
/// actions/runner): `::` at the start of the line, the command info up to the next `::`, the
/// name up to the first space, properties split at `,` and the first `=`, then unescaped.
struct WorkflowCommand: Equatable {
    var name: String
    var properties: [String: String]
    var data: String

    init?(runnerLine line: String) {
        let message = String(line.drop { $0 == " " || $0 == "\t" })
        guard message.hasPrefix("::") else { return nil }
        let afterKey = message.index(message.startIndex, offsetBy: 2)
        guard let end = message.range(of: "::", range: afterKey..<message.endIndex) else { return nil }
        let info = message[afterKey..<end.lowerBound]
        let space = info.firstIndex(of: " ")
        name = String(info[..<(space ?? info.endIndex)])
        var properties: [String: String] = [:]
        if let space {
            let list = info[info.index(after: space)...].trimmingCharacters(in: .whitespaces)
            for pair in list.split(separator: ",", omittingEmptySubsequences: true) {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: true)
                if parts.count == 2 { properties[String(parts[0])] = Self.unescapeProperty(String(parts[1])) }
            }
        }
        self.properties = properties
        data = Self.unescapeData(String(message[end.upperBound...]))
    }

    static func unescapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
    }

    static func unescapeProperty(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
