/// Turns the message file a commit-msg hook receives into the message git will store.
///
/// git cleans the message after the hook runs (`builtin/commit.c`, `cleanup_message`): with
/// `-v` or `--cleanup=scissors` it cuts at the scissors line, then `strip` removes comment
/// lines and `whitespace`/`strip` tidy blank lines and trailing spaces (`strbuf_stripspace`).
/// The trailer must be read from that result, so a commented-out trailer or one in the diff
/// below the scissors line does not count. Both steps are written here, linear in the message's
/// length (libgit2's `git_message_prettify` is quadratic in its number of lines), with git's
/// own idea of whitespace (`GitWhitespace`: no form feed, no vertical tab).
package struct MessageCleanup: Sendable, Equatable {
    /// git's `commit.cleanup` modes.
    package enum Mode: String, Sendable, CaseIterable {
        /// Remove comment lines, trailing whitespace and extra blank lines (git's `strip`).
        case strip
        /// Trailing whitespace and extra blank lines only.
        case whitespace
        /// Leave the message as it is.
        case verbatim
        /// Cut at the scissors line, then `whitespace`.
        case scissors
    }

    package var mode: Mode
    /// Whether git cuts at the scissors line (`-v`, or the `scissors` mode).
    package var cutsAtScissors: Bool
    /// `core.commentChar`.
    package var commentChar: UInt8

    package init(mode: Mode, cutsAtScissors: Bool? = nil, commentChar: UInt8 = UInt8(ascii: "#")) {
        self.mode = mode
        self.cutsAtScissors = cutsAtScissors ?? (mode == .scissors || mode == .strip)
        self.commentChar = commentChar
    }

    /// The scissors line git writes above the diff in `git commit -v`, without its comment character.
    package static let scissorsText = " ------------------------ >8 ------------------------\n"

    /// The message as git will store it.
    package func apply(_ raw: [UInt8]) -> [UInt8] {
        var message = raw
        if cutsAtScissors {
            message = Array(message[..<Self.scissorsOffset(in: message, commentChar: commentChar)])
        }
        switch mode {
        case .verbatim:
            return message
        case .strip:
            return Self.stripSpace(message, stripComments: true, commentChar: commentChar)
        case .whitespace, .scissors:
            return Self.stripSpace(message, stripComments: false, commentChar: commentChar)
        }
    }

    /// `wt_status_locate_end`: the offset of the scissors line, or the message length.
    package static func scissorsOffset(in message: [UInt8], commentChar: UInt8) -> Int {
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

    /// git's `strbuf_stripspace`, in one pass: each line loses its trailing whitespace, runs of
    /// blank lines become one (none at the start or the end), every line ends in a newline, and
    /// with `stripComments` a line starting with `commentChar` is dropped. A NUL byte ends the
    /// message, as it does where git reads the message file as a C string.
    static func stripSpace(_ message: [UInt8], stripComments: Bool, commentChar: UInt8) -> [UInt8] {
        let end = message.firstIndex(of: 0) ?? message.count
        var out: [UInt8] = []
        out.reserveCapacity(end + 1)
        var pendingBlank = false
        var start = 0
        while start < end {
            var lineEnd = start
            while lineEnd < end && message[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let next = lineEnd < end ? lineEnd + 1 : end
            defer { start = next }
            if stripComments && message[start] == commentChar { continue }
            var kept = lineEnd
            while kept > start && GitWhitespace.contains(message[kept - 1]) { kept -= 1 }
            guard kept > start else {
                pendingBlank = true
                continue
            }
            if pendingBlank && !out.isEmpty { out.append(UInt8(ascii: "\n")) }
            pendingBlank = false
            out.append(contentsOf: message[start..<kept])
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }
}

/// git's `isspace` (`sane_ctype` in `ctype.c`): space, tab, line feed and carriage return only.
/// A form feed or a vertical tab is text to git, so a line holding only one is not blank, and
/// a trailer value `\f` is not empty.
package enum GitWhitespace {
    package static func contains(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
