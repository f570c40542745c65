import Foundation
import Testing

@testable import ContractCheck

/// A `.json` side read by `JSONReader` gives what libyaml gave: on every input both accept, the
/// same tree, tokens and lexemes (lines and byte columns included); on every input both refuse,
/// libyaml's reason and line. Where they part, RFC 8259 decides, with Python's `json` module as
/// the outside oracle: the JSON reader accepts exactly what Python accepts (NaN and Infinity
/// refused), but for a lone surrogate escape, which Python keeps and a Swift string cannot hold.
@Suite struct DataJSONReaderAgreementTests {
    /// How each reader took one input.
    struct Reading {
        var input: [UInt8]
        var json: LexedSource
        var libyaml: LexedSource
        /// `JSONReader` alone (before `DataLexer` asks libyaml for its reason).
        var jsonAccepts: Bool

        init(_ input: [UInt8]) {
            self.input = input
            json = DataLexer(fileExtension: "json").lex(input)
            libyaml = DataLexer(fileExtension: "json", reader: .libyaml).lex(input)
            jsonAccepts = (try? JSONReader.read(input).get()) != nil
        }

        var libyamlAccepts: Bool { libyaml.dataFailure == nil }
        var shown: String { String(decoding: input.prefix(200), as: UTF8.self).debugDescription }
    }

    /// Python's verdict on each input: `json.loads` of its UTF-8 (one byte order mark allowed),
    /// NaN and Infinity refused.
    static func python(_ inputs: [[UInt8]]) throws -> [Bool] {
        let script = """
            import base64, json, sys
            def refuse(name): raise ValueError(name)
            for line in sys.stdin:
                data = base64.b64decode(line)
                try:
                    text = data.decode("utf-8-sig" if data.startswith(b"\\xef\\xbb\\xbf") else "utf-8")
                    json.loads(text, parse_constant=refuse)
                    print(1)
                except (ValueError, RecursionError):
                    print(0)
            """
        let input = inputs.map { Data($0).base64EncodedString() + "\n" }.joined()
        let result = try ProcessRunner.run(
            ProcessRunner.which("python3"), ["-c", script], in: NSTemporaryDirectory(),
            environment: ProcessInfo.processInfo.environment, input: Array(input.utf8), timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { $0 == "1" }
    }

    /// The agreement over `inputs`; returns how many each reader accepted.
    static func agree(_ inputs: [[UInt8]]) throws -> (both: Int, neither: Int, onlyJSON: Int, onlyLibYAML: Int) {
        let verdicts = try python(inputs)
        try #require(verdicts.count == inputs.count)
        var counts = (both: 0, neither: 0, onlyJSON: 0, onlyLibYAML: 0)
        for (input, python) in zip(inputs, verdicts) {
            let reading = Reading(input)
            // Past the limits a side is read to, and a lone surrogate, Python reads what a side does not.
            let limited = reading.json.dataFailure?.reason.contains("a side is read to") ?? false
            let loneSurrogate = python && !reading.jsonAccepts && Self.holdsLoneSurrogate(input)
            #expect(
                reading.jsonAccepts == python || limited || loneSurrogate, "Python says \(python): \(reading.shown)")
            #expect(reading.jsonAccepts == (reading.json.dataFailure == nil))
            switch (reading.jsonAccepts, reading.libyamlAccepts) {
            case (true, true):
                counts.both += 1
                #expect(
                    reading.json == reading.libyaml || Self.holdsYAMLLineBreak(input),
                    "the trees differ: \(reading.shown)")
            case (false, false):
                counts.neither += 1
                #expect(reading.json == reading.libyaml, "the refusals differ: \(reading.shown)")
            case (true, false): counts.onlyJSON += 1
            case (false, true): counts.onlyLibYAML += 1
            }
        }
        return counts
    }

    /// A raw U+0085, U+2028 or U+2029: a line break to libyaml, which folds a string's NEL into a
    /// space and trims the spaces around its line and paragraph separators; a character like any
    /// other to JSON.
    static func holdsYAMLLineBreak(_ input: [UInt8]) -> Bool {
        String(decoding: input, as: UTF8.self).unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) }
    }

    /// A `\uD800`–`\uDFFF` escape not paired as RFC 8259 pairs them.
    static func holdsLoneSurrogate(_ input: [UInt8]) -> Bool {
        let text = String(decoding: input, as: UTF8.self).lowercased()
        return text.contains("\\ud8") || text.contains("\\ud9") || text.contains("\\uda") || text.contains("\\udb")
            || text.contains("\\udc") || text.contains("\\udd") || text.contains("\\ude") || text.contains("\\udf")
    }

    /// The JSON the data suites write, the example's JSON files and the seed's fenced examples.
    @Test func theSuitesAndTheExampleReadAlike() throws {
        let inputs = try JSONCorpus.suiteLiterals() + JSONCorpus.exampleFiles()
        #expect(inputs.count > 120)
        let counts = try Self.agree(inputs)
        // Only JSON the suites wrote to be refused is refused, by both readers alike.
        #expect(counts.onlyJSON == 0)
        #expect(counts.onlyLibYAML == 0)
        #expect(counts.both > 40)
    }

    /// Seeded random documents, and each with one byte edited (a delimiter, what only YAML writes).
    @Test func generatedDocumentsReadAlike() throws {
        let inputs = JSONCorpus.generated(count: 1500, seed: 20_261_207)
        let counts = try Self.agree(inputs)
        // The corpus must exercise each answer, or agreement means little.
        #expect(counts.both > 500)
        #expect(counts.neither > 300)
        #expect(counts.onlyJSON > 20)
        #expect(counts.onlyLibYAML > 20)
    }

    struct HostileCase: Sendable, CustomTestStringConvertible {
        var name: String
        var input: [UInt8]
        /// Whether libyaml, and then the JSON reader, accept it.
        var libyaml: Bool
        var json: Bool
        /// The refusal `DataLexer` gives (a part of it) and its line, when it refuses.
        var reason: String? = nil
        var line: Int? = nil
        /// False where libyaml reads a string otherwise (a line break JSON does not know, folded).
        var sameTree = true
        var testDescription: String { name }

        init(_ name: String, _ text: String, libyaml: Bool, json: Bool, reason: String? = nil, line: Int? = nil) {
            self.init(name, Array(text.utf8), libyaml: libyaml, json: json, reason: reason, line: line)
        }

        init(_ name: String, _ input: [UInt8], libyaml: Bool, json: Bool, reason: String? = nil, line: Int? = nil) {
            self.name = name
            self.input = input
            self.libyaml = libyaml
            self.json = json
            self.reason = reason
            self.line = line
        }
    }

    static let hostile: [HostileCase] = JSONHostileCases.all

    @Test(arguments: hostile)
    func hostileInputs(_ test: HostileCase) throws {
        let reading = Reading(test.input)
        #expect(reading.libyamlAccepts == test.libyaml)
        #expect(reading.jsonAccepts == test.json)
        if test.libyaml, test.json { #expect((reading.json == reading.libyaml) == test.sameTree) }
        if let reason = test.reason {
            let failure = try #require(reading.json.dataFailure)
            #expect(failure.reason.contains(reason), "\(failure.reason)")
            #expect(failure.line == test.line)
        }
    }

    /// Python agrees with the JSON reader on every hostile input (a lone surrogate aside).
    @Test func pythonAgreesOnTheHostileInputs() throws {
        _ = try Self.agree(Self.hostile.map(\.input))
    }
}
