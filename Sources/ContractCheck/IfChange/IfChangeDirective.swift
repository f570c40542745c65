/// One `LINT.` directive line, as `IfChangeLineScanner` reads it: comment-agnostic (any opener of
/// `IfChangeLineScanner.openers`, any closer of `closers`), so it needs no table of languages.
enum IfChangeDirective: Sendable, Equatable {
    /// `LINT.IfChange` or `LINT.IfChange(label)`: opens a block (the label bare or quoted).
    case ifChange(label: String?)
    /// `LINT.IfChange(@ignore)`: the rest of the file holds no directive.
    case ignoreRest
    /// `LINT.ThenChange(…)` closed on its own line: the raw targets, in order.
    case thenChange(targets: [String])
    /// `LINT.ThenChange(…` continued on the following lines up to `)`: the targets so far.
    case thenChangeOpen(targets: [String])
    /// `LINT.Label(x)`: opens the labelled region `x`.
    case label(String)
    /// `LINT.EndLabel`: closes the innermost open labelled region.
    case endLabel
}

/// Reads directive lines, whatever the comment syntax: an optional opener, the directive, an
/// optional closer, nothing else. Pure and linear in the line's length.
enum IfChangeLineScanner {
    /// The comment openers a directive may follow, longest first so that `{{/*` wins over `/*`.
    static let openers: [[UInt8]] = ["{{- /*", "{{/*", "<!--", "/*", "//", "--", "#", ";", "%", "*"].map {
        Array($0.utf8)
    }
    /// The comment closers a directive may be followed by, longest first.
    static let closers: [[UInt8]] = ["*/ -}}", "*/}}", "*/", "-->"].map { Array($0.utf8) }

    /// The directive `line` holds, or nil when it holds none (prose after the directive included).
    static func directive(_ line: ArraySlice<UInt8>) -> IfChangeDirective? {
        var body = trimmed(line)
        guard let opener = openers.first(where: { body.starts(with: $0) }) else {
            return directive(body: body)
        }
        body = body.dropFirst(opener.count)
        // A run of the opener's last byte (`///`, `##`, `/**`, `;;`) is one opener.
        if let last = opener.last { body = body.drop { $0 == last } }
        return directive(body: trimmed(body))
    }

    /// The directive of a comment's text (opener removed).
    private static func directive(body: ArraySlice<UInt8>) -> IfChangeDirective? {
        let prefix = Array("LINT.".utf8)
        guard body.starts(with: prefix) else { return nil }
        var rest = body.dropFirst(prefix.count)
        let name = rest.prefix { isNameByte($0) }
        rest = rest.dropFirst(name.count)
        var argument: ArraySlice<UInt8>?
        var open = false
        if rest.first == UInt8(ascii: "(") {
            let inside = rest.dropFirst()
            if let close = inside.firstIndex(of: UInt8(ascii: ")")) {
                argument = inside[inside.startIndex..<close]
                rest = inside[(close + 1)...]
            } else {
                argument = inside
                rest = rest[rest.endIndex...]
                open = true
            }
        }
        guard open || isEnd(rest) else { return nil }
        return directive(named: String(decoding: name, as: UTF8.self), argument: argument, open: open)
    }

    /// The directive called `name` with its parenthesised `argument` (nil: no parentheses).
    private static func directive(named name: String, argument: ArraySlice<UInt8>?, open: Bool)
        -> IfChangeDirective?
    {
        switch name {
        case "IfChange":
            guard !open else { return nil }
            guard (argument?.count ?? 0) <= maximumLength else { return nil }
            let label = argument.map { unquoted(trimmed($0)) }.flatMap { $0.isEmpty ? nil : $0 }
            if label == "@ignore" { return .ignoreRest }
            return .ifChange(label: label)
        case "ThenChange":
            let targets = argument.map { targetList(closerStripped($0)) } ?? []
            return open ? .thenChangeOpen(targets: targets) : .thenChange(targets: targets)
        case "Label":
            guard !open, let argument, argument.count <= maximumLength else { return nil }
            let label = unquoted(trimmed(argument))
            return label.isEmpty ? nil : .label(label)
        case "EndLabel":
            return argument == nil || argument?.allSatisfy(isSpace) == true ? .endLabel : nil
        default:
            return nil
        }
    }

    /// A continuation line of an open `LINT.ThenChange(`: its targets, and whether its `)` closes
    /// the list. nil when the line cannot continue one (text after the `)`).
    static func continuation(_ line: ArraySlice<UInt8>) -> (targets: [String], closes: Bool)? {
        var body = trimmed(line)
        if let opener = openers.first(where: { body.starts(with: $0) }) {
            body = body.dropFirst(opener.count)
            if let last = opener.last { body = body.drop { $0 == last } }
        }
        guard let close = body.firstIndex(of: UInt8(ascii: ")")) else {
            return (targetList(closerStripped(body)), false)
        }
        guard isEnd(body[(close + 1)...]) else { return nil }
        return (targetList(body[body.startIndex..<close]), true)
    }

    /// The targets of a list: comma- or newline-separated, each trimmed and unquoted, the whole
    /// optionally wrapped in `[…]`; empty items left out.
    static func targetList(_ text: ArraySlice<UInt8>) -> [String] {
        var list = trimmed(text)
        if list.first == UInt8(ascii: "[") { list = list.dropFirst() }
        if list.last == UInt8(ascii: "]") { list = list.dropLast() }
        return list.split(whereSeparator: { $0 == UInt8(ascii: ",") || $0 == 10 }).compactMap {
            var item = trimmed($0)
            if item.first == UInt8(ascii: "[") { item = item.dropFirst() }
            if item.last == UInt8(ascii: "]") { item = item.dropLast() }
            // Longer than any path git can check out: not a target (and never decoded).
            guard item.count <= maximumLength else { return nil }
            let target = unquoted(trimmed(item))
            return target.isEmpty ? nil : target
        }
    }

    /// The longest target or label read (PATH_MAX): longer text is not one.
    static let maximumLength = 4096

    /// True when only spaces and at most one closer remain.
    private static func isEnd(_ rest: ArraySlice<UInt8>) -> Bool {
        let tail = trimmed(rest)
        return tail.isEmpty || closers.contains { tail.elementsEqual($0) }
    }

    /// `text` without a trailing closer.
    private static func closerStripped(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let tail = trimmed(text)
        guard let closer = closers.first(where: { endsWith(tail, $0) }) else { return tail }
        return tail.dropLast(closer.count)
    }

    /// `text` as a string without one pair of surrounding `"` or `'`.
    static func unquoted(_ text: ArraySlice<UInt8>) -> String {
        var text = text
        if text.count >= 2, let first = text.first, first == text.last,
            first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
        {
            text = text.dropFirst().dropLast()
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var text = text.drop(while: isSpace)
        while let last = text.last, isSpace(last) { text = text.dropLast() }
        return text
    }

    /// True when `text` ends with `suffix`.
    static func endsWith(_ text: ArraySlice<UInt8>, _ suffix: [UInt8]) -> Bool {
        text.count >= suffix.count && text.suffix(suffix.count).elementsEqual(suffix)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 || byte == 11 || byte == 12 }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
    }
}
