import Foundation
import Testing

@testable import ContractCheck

/// contract-check's reading of commit messages agrees with git's own on a seeded corpus:
/// the cleanup with `git stripspace [-s]`, and the trailers with `git interpret-trailers --parse`
/// on git's cleaned message. The corpus size is `CONTRACT_CHECK_TRAILER_CORPUS` (default 2000).
@Suite struct TrailerOracleTests {
    struct Outcome: Sendable {
        var index: Int
        var gitHung: Bool
        var cleanupAgrees: Bool
        var trailersAgree: Bool
        var decisionAgrees: Bool
        var detail: String
    }

    static let corpusSize = Int(ProcessInfo.processInfo.environment["CONTRACT_CHECK_TRAILER_CORPUS"] ?? "") ?? 2000

    @Test func corpusAgreesWithGit() throws {
        let messages = TrailerCorpus.generate(count: Self.corpusSize, seed: 20_261_129)
        #expect(messages.count == Self.corpusSize)
        let results = ResultBox(count: messages.count)
        // Four threads of their own, each taking every fourth message.
        let finished = DispatchSemaphore(value: 0)
        for worker in 0..<4 {
            Thread {
                var index = worker
                while index < messages.count {
                    results.set(index, Self.compare(messages[index], index: index))
                    index += 4
                }
                finished.signal()
            }.start()
        }
        for _ in 0..<4 { finished.wait() }
        let outcomes = results.values.compactMap { $0 }
        #expect(outcomes.count == messages.count)
        let hung = outcomes.filter(\.gitHung)
        let compared = outcomes.filter { !$0.gitHung }
        let disagreements = compared.filter { !($0.cleanupAgrees && $0.trailersAgree && $0.decisionAgrees) }
        let decided = compared.filter { $0.detail.contains("override=true") }.count
        print(
            "trailer oracle: \(compared.count) messages compared with git, \(compared.count - disagreements.count) "
                + "agree "
                + "(\(decided) carry a valid Contract-Unchanged), \(hung.count) skipped because git 2.39 loops forever "
                + "on them"
        )
        for disagreement in disagreements.prefix(10) {
            Issue.record("message \(disagreement.index) disagrees: \(disagreement.detail)")
        }
        #expect(disagreements.isEmpty)
        // The corpus must exercise both answers, or agreement means little.
        #expect(decided > compared.count / 10)
        #expect(decided < compared.count * 9 / 10)
        // Hanging inputs need a scissors line after a "---" line in a message git does not strip.
        #expect(hung.count < messages.count / 20)
    }

    static func compare(_ message: TrailerCorpus.Message, index: Int) -> Outcome {
        let config = ["-c", "core.commentChar=\(message.commentChar)"]
        let env = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1"]
        let raw = Array(message.text.utf8)
        do {
            let strip = try ProcessRunner.run(
                TrailerParserTests.git, config + ["stripspace"] + (message.stripComments ? ["-s"] : []),
                in: "/", environment: env, input: raw, timeout: 10)
            let gitCleaned = strip.stdoutBytes
            let parse = try ProcessRunner.run(
                TrailerParserTests.git, config + ["interpret-trailers", "--parse"],
                in: "/", environment: env, input: gitCleaned, timeout: 5)
            if parse.status == ProcessRunner.timedOut {
                return Outcome(
                    index: index, gitHung: true, cleanupAgrees: true, trailersAgree: true, decisionAgrees: true,
                    detail: "git hung")
            }
            let comment = message.commentChar.asciiValue ?? 35
            let ourCleaned = MessageCleanup(
                mode: message.stripComments ? .strip : .whitespace, cutsAtScissors: false, commentChar: comment
            ).apply(raw)
            let ours = TrailerParser(commentChar: comment).trailers(in: ourCleaned)
            let oursLines = ours.map { "\($0.token): \($0.value)" }
            let gitLines = parse.stdout.split(separator: "\n").map(String.init)
            let ourDecision = ours.contains { $0.token.lowercased() == "contract-unchanged" && !$0.value.isEmpty }
            let gitDecision = gitLines.contains { line in
                guard let colon = line.firstIndex(of: ":") else { return false }
                return line[..<colon].lowercased() == "contract-unchanged"
                    && !line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces).isEmpty
            }
            let detail =
                "override=\(gitDecision) message=\(message.text.debugDescription) comment=\(message.commentChar) "
                + "strip=\(message.stripComments) git=\(gitLines) ours=\(oursLines) "
                + "cleanupEqual=\(ourCleaned == gitCleaned)"
            return Outcome(
                index: index, gitHung: false, cleanupAgrees: ourCleaned == gitCleaned,
                trailersAgree: oursLines == gitLines, decisionAgrees: ourDecision == gitDecision, detail: detail)
        } catch {
            return Outcome(
                index: index, gitHung: false, cleanupAgrees: false, trailersAgree: false, decisionAgrees: false,
                detail: "\(error)")
        }
    }
}

/// Results written from several threads, each index once.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [TrailerOracleTests.Outcome?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: TrailerOracleTests.Outcome) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }
    var values: [TrailerOracleTests.Outcome?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
