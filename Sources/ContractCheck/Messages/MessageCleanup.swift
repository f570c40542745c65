/// Turns the message file a commit-msg hook receives into the message git will store.
///
/// git cleans the message after the hook runs (`builtin/commit.c`, `cleanup_message`): with
/// `-v` or `--cleanup=scissors` it cuts at the scissors line, then `strip` removes comment
/// lines and `whitespace`/`strip` tidy blank lines and trailing spaces. The trailer must be read
/// from that result, so a commented-out trailer or one in the diff below the scissors line does
/// not count. Whitespace tidying is libgit2's `git_message_prettify`; the scissors cut is git's
/// `wt_status_locate_end`, which libgit2 does not have.
public struct MessageCleanup: Sendable, Equatable {
    /// git's `commit.cleanup` modes.
    public enum Mode: String, Sendable, CaseIterable {
        /// Remove comment lines, trailing whitespace and extra blank lines (git's `strip`).
        case strip
        /// Trailing whitespace and extra blank lines only.
        case whitespace
        /// Leave the message as it is.
        case verbatim
        /// Cut at the scissors line, then `whitespace`.
        case scissors
    }

    public var mode: Mode
    /// Whether git cuts at the scissors line (`-v`, or the `scissors` mode).
    public var cutsAtScissors: Bool
    /// `core.commentChar`.
    public var commentChar: UInt8

    public init(mode: Mode, cutsAtScissors: Bool? = nil, commentChar: UInt8 = UInt8(ascii: "#")) {
        self.mode = mode
        self.cutsAtScissors = cutsAtScissors ?? (mode == .scissors || mode == .strip)
        self.commentChar = commentChar
    }

    /// The scissors line git writes above the diff in `git commit -v`, without its comment character.
    public static let scissorsText = " ------------------------ >8 ------------------------\n"

    /// The message as git will store it.
    public func apply(_ raw: [UInt8]) -> [UInt8] {
        var message = raw
        if cutsAtScissors {
            message = Array(message[..<Self.scissorsOffset(in: message, commentChar: commentChar)])
        }
        switch mode {
        case .verbatim:
            return message
        case .strip:
            return Self.prettify(message, stripComments: true, commentChar: commentChar)
        case .whitespace, .scissors:
            return Self.prettify(message, stripComments: false, commentChar: commentChar)
        }
    }

    /// `wt_status_locate_end`: the offset of the scissors line, or the message length.
    public static func scissorsOffset(in message: [UInt8], commentChar: UInt8) -> Int {
        let line = [commentChar] + Array(scissorsText.utf8)
        if message.starts(with: line) { return 0 }
        let pattern = [UInt8(ascii: "\n")] + line
        guard message.count >= pattern.count else { return message.count }
        var index = 0
        while index <= message.count - pattern.count {
            if message[index] == UInt8(ascii: "\n"), message[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index + 1
            }
            index += 1
        }
        return message.count
    }

    /// git's `stripspace`, through libgit2's `git_message_prettify`. A NUL byte ends the
    /// message for git too (it reads the file as a C string when it cleans it). Should libgit2
    /// fail, the message is returned as it is.
    static func prettify(_ message: [UInt8], stripComments: Bool, commentChar: UInt8) -> [UInt8] {
        LibGit2.prettifiedMessage(message, stripComments: stripComments, commentChar: commentChar) ?? message
    }
}
