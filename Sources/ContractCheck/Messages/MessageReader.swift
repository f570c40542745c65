/// Reads a commit message the way git will store it, then its trailers the way
/// `git interpret-trailers --parse` reads them.
package struct MessageReader: Sendable {
    package var settings: GitSettings
    package var invocation: CommitInvocation?
    /// False when git runs the hook without an editor (it sets `GIT_EDITOR=:`), which makes
    /// git's default cleanup `whitespace` instead of `strip`. A `-e`/`--no-edit` on the command
    /// line decides instead: an editor that is `:` is still an editor to git.
    package var editorUsed: Bool

    package init(settings: GitSettings, invocation: CommitInvocation?, editorUsed: Bool) {
        self.settings = settings
        self.invocation = invocation
        self.editorUsed = editorUsed
    }

    /// git's cleanup for this commit: `--cleanup`, else `commit.cleanup`, else the default.
    package func cleanup(for raw: [UInt8]) -> MessageCleanup {
        let requested = invocation?.cleanup ?? settings.cleanup ?? "default"
        let mode: MessageCleanup.Mode
        switch requested.lowercased() {
        case "verbatim": mode = .verbatim
        case "whitespace": mode = .whitespace
        case "scissors": mode = .scissors
        case "strip": mode = .strip
        default: mode = (invocation?.edit ?? editorUsed) ? .strip : .whitespace
        }
        let comment = settings.commentChar ?? Self.detectAutoCommentChar(raw)
        // git cuts at the scissors line with -v (or commit.verbose) and in scissors mode. When
        // the command line is unknown, a scissors line in an edited message is taken as git's.
        let verbose: Bool
        if let invocation {
            verbose = invocation.verbose.map { $0 > 0 } ?? settings.verbose
        } else {
            verbose = settings.verbose || editorUsed
        }
        return MessageCleanup(mode: mode, cutsAtScissors: mode == .scissors || verbose, commentChar: comment)
    }

    /// The message as git will store it.
    package func cleaned(_ raw: [UInt8]) -> [UInt8] {
        cleanup(for: raw).apply(raw)
    }

    /// The trailers of the stored message.
    package func trailers(ofRawMessage raw: [UInt8]) -> [Trailer] {
        trailerParser.trailers(in: cleaned(raw))
    }

    /// The one trailer parser for these settings, as `git interpret-trailers --parse` reads a
    /// stored message: the hooks read the cleaned message with it, `ci` each commit's message.
    /// With core.commentChar=auto, git cleans with the character it picked, but
    /// `git interpret-trailers` reads the stored message with '#'.
    var trailerParser: TrailerParser {
        TrailerParser(settings: settings)
    }

    /// For `core.commentChar=auto`: the character git picked, found on the comment lines it
    /// wrote ("Please enter the commit message…", the scissors line); `#` when there are none.
    static func detectAutoCommentChar(_ raw: [UInt8]) -> UInt8 {
        let text = String(decoding: raw, as: UTF8.self)
        for candidate in "#;@!$%^&|:".utf8 {
            let prefix = String(decoding: [candidate], as: UTF8.self) + " "
            for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
                let rest = line.dropFirst(2)
                if rest.hasPrefix("Please enter the commit message") || rest.hasPrefix("------------------------ >8") {
                    return candidate
                }
            }
        }
        return UInt8(ascii: "#")
    }
}
