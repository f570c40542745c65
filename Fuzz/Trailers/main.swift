// Fuzz target: the trailer reader. The input is a commit message file as a commit-msg hook
// receives it. Each cleanup mode (with and without the scissors cut) is applied and the result
// read by TrailerParser, as `git interpret-trailers --parse` would; the raw bytes are read too.
// The same bytes, split into an argv (at NUL bytes, like /proc/<pid>/cmdline, or else at
// whitespace), go through CommitInvocation.parse, and its result drives one whole
// MessageReader pass, with settings picked by the first byte.
@testable import ContractCheck

/// `core.commentChar` values worth trying: git's `auto` candidates, and nil for `auto` itself.
private let commentChars: [UInt8?] = [nil] + Array("#;@!$%^&|:".utf8).map { Optional($0) }

/// `alias.*` settings a command line may name; one alias is the input's last word.
private let fixedAliases: [String: String] = [
    "ci": "commit -v", "amend": "commit --amend --cleanup=scissors", "sh": "!git commit --amend",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrailers(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let message = fuzzBytes(data, size)
    let selector = Int(message.first ?? 0)

    for commentChar in Array("#;".utf8) + [message.last ?? UInt8(ascii: "#")] {
        for mode in MessageCleanup.Mode.allCases {
            for cuts in [false, true] {
                let cleaned = MessageCleanup(mode: mode, cutsAtScissors: cuts, commentChar: commentChar).apply(message)
                fuzzExpect(
                    cleaned.count <= message.count + 1,
                    "cleanup \(mode) grew the message from \(message.count) to \(cleaned.count) bytes")
                fuzzConsume(TrailerParser(commentChar: commentChar).trailers(in: cleaned))
            }
        }
        fuzzConsume(
            TrailerParser(
                commentChar: commentChar, separators: Array(":=#".utf8),
                configured: [
                    ConfiguredTrailer(name: "Contract-Unchanged"),
                    ConfiguredTrailer(name: "cu", key: "Contract-Unchanged"),
                ]
            ).trailers(in: message))
        fuzzConsume(MessageCleanup.scissorsOffset(in: message, commentChar: commentChar))
    }

    // The argv of the git process that runs the hook.
    let separatedByNUL = message.contains(0)
    let words = message.split(omittingEmptySubsequences: !separatedByNUL) { byte in
        separatedByNUL ? byte == 0 : (byte == 0x20 || byte == 0x09 || byte == 0x0A)
    }
    let argv = words.map { String(decoding: $0, as: UTF8.self) }
    var aliases = fixedAliases
    if let last = argv.last { aliases["last"] = last }
    let invocation = CommitInvocation.parse(argv, aliases: aliases)

    let settings = GitSettings(
        commentChar: commentChars[selector % commentChars.count],
        cleanup: [nil, "strip", "whitespace", "verbatim", "scissors", "default", "bogus"][selector % 7],
        verbose: selector & 0x40 != 0,
        trailerSeparators: selector & 0x80 != 0 ? Array(":%".utf8) : [UInt8(ascii: ":")],
        configuredTrailers: selector & 0x20 != 0 ? [ConfiguredTrailer(name: "Contract-Drift-Accepted")] : [],
        aliases: aliases)
    let reader = MessageReader(settings: settings, invocation: invocation, editorUsed: selector & 0x10 != 0)
    fuzzConsume(reader.trailers(ofRawMessage: message))
    return 0
}
