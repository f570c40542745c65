/// What the `git commit` command line already says about the message, read at pre-commit so
/// that the heads-up can say when the command line settles the commit.
///
/// Every `--trailer` value is known to end up in the message (git adds them before the
/// commit-msg hook runs). The rest of the message is known only when git opens no editor and
/// takes it from `-m` or `-F` (a relative `-F` path is read from the folder git was started in,
/// when that is known: `CommitInvocation.startingDirectory`; `-F -` is standard input, unknown).
package struct CommandLineMessage: Sendable, Equatable {
    /// The trailers known to be in the message.
    package var trailers: [Trailer]
    /// True when the whole message is known, so `trailers` are all it will have.
    package var complete: Bool
    /// True when the message is another commit's, reused without an editor (`--amend
    /// --no-edit`, `--amend -C`, `-C <commit>`).
    package var reused: Bool

    package init(trailers: [Trailer], complete: Bool, reused: Bool = false) {
        self.trailers = trailers
        self.complete = complete
        self.reused = reused
    }

    /// Reads `invocation`; nil when it says nothing about the message. `message` reads the
    /// raw message of a commit named as on the command line (`HEAD`, the value of `-C`), nil
    /// when it cannot. `startedIn` is the folder `git commit` was started in (after its `-C`
    /// options), which a relative `-F` path names a file from; nil when not known.
    static func read(
        _ invocation: CommitInvocation, settings: GitSettings, startedIn: String? = nil,
        message: (String) -> [UInt8]? = { _ in nil }
    ) -> CommandLineMessage? {
        let added = invocation.trailers.compactMap(Self.trailer)
        var raw: [UInt8]?
        var reused = false
        if !invocation.opensEditor, !invocation.reusesMessage {
            if !invocation.messages.isEmpty {
                raw = Array((invocation.messages.joined(separator: "\n\n") + "\n").utf8)
            } else if let file = invocation.messageFile, file != "-" {
                if file.hasPrefix("/") {
                    raw = try? MessageFile.read(file, shownAs: file)
                } else if let startedIn {
                    raw = try? MessageFile.read(PathUtilities.join(startedIn, file), shownAs: file)
                }
            } else if invocation.amend, invocation.messageFile == nil {
                // `--amend --no-edit`: HEAD's message, as it is.
                raw = message("HEAD")
                reused = raw != nil
            }
        } else if !invocation.opensEditor, let commit = invocation.reusedCommit, invocation.messages.isEmpty,
            invocation.messageFile == nil
        {
            raw = message(commit)
            reused = raw != nil
        }
        guard let raw else {
            return added.isEmpty ? nil : CommandLineMessage(trailers: added, complete: false)
        }
        let own = MessageReader(settings: settings, invocation: invocation, editorUsed: false)
            .trailers(ofRawMessage: raw)
        return CommandLineMessage(trailers: own + added, complete: true, reused: reused)
    }

    /// A `--trailer` value, `<token>: <value>` or `<token>=<value>` (git accepts `=` on the
    /// command line whatever `trailer.separators` says).
    static func trailer(_ argument: String) -> Trailer? {
        guard let split = argument.firstIndex(where: { $0 == ":" || $0 == "=" }) else { return nil }
        let token = argument[..<split].trimmingWhitespace()
        let value = argument[argument.index(after: split)...].trimmingWhitespace()
        return token.isEmpty ? nil : Trailer(token: token, value: value)
    }
}
