/// Where a value occurs in one lexed file.
enum Presence: Sendable, Equatable {
    /// In code: a string literal, a token inside a string, an identifier or a number.
    case code(line: Int, column: Int, how: String)
    /// Only inside a comment.
    case commentOnly(line: Int)
    case absent
}

/// Finding values among a file's tokens.
enum TokenSearch {
    /// Identifier-ish bytes: a value embedded in a longer string must not touch one of these
    /// on either side (`beebox:native-emission` is not found in `beebox:native-emission-x`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    /// True when `needle` occurs in `haystack` as a whole token: the bytes right before and
    /// after it neither are word bytes nor the punctuation the value itself is made of, so
    /// `beebox.mobileAuthToken` is found in `getItem('beebox.mobileAuthToken')` but not in
    /// `beebox.mobileAuthToken.v2` or `old.beebox.mobileAuthToken`, and `beebox:native-emission`
    /// not in `beebox:native-emission:v2`. An identifier-like value may still follow a `.`
    /// (`window.beeboxQueue.push`), since it has no `.` of its own. The rule holds at an edge
    /// that is punctuation too: `>=` is not found in `'>=Zq'`, nor `/v1` in `/v1beta`.
    static func containsToken(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { hay in
            needle.withUTF8 { pin in
                guard !pin.isEmpty, hay.count >= pin.count else { return false }
                // A byte the value is made of continues it, unless a word byte or a space.
                func continues(_ byte: UInt8) -> Bool {
                    isWordByte(byte) || (byte != UInt8(ascii: " ") && pin.contains(byte))
                }
                var start = 0
                while let found = occurrence(of: pin, in: hay, from: start) {
                    let end = found + pin.count
                    let beforeOK = found == 0 || !continues(hay[found - 1])
                    let afterOK = end == hay.count || !continues(hay[end])
                    if beforeOK && afterOK { return true }
                    start = found + 1
                }
                return false
            }
        }
    }

    /// The first offset at or after `start` where `pin` occurs in `hay` as bytes (`memchr` for
    /// its first byte, then `memcmp`), or nil.
    static func occurrence(
        of pin: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard let hayBase = hay.baseAddress, let pinBase = pin.baseAddress, !pin.isEmpty else { return nil }
        var offset = start
        while offset + pin.count <= hay.count {
            let window = hay.count - pin.count - offset + 1
            guard let hit = Memory.findByte(hayBase + offset, Int32(pin[0]), window) else { return nil }
            let position = hayBase.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if Memory.compare(hayBase + position, pinBase, pin.count) == 0 { return position }
            offset = position + 1
        }
        return nil
    }

    /// True when `needle`'s bytes occur anywhere in `haystack`, token or not.
    static func containsBytes(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { hay in needle.withUTF8 { occurrence(of: $0, in: hay, from: 0) != nil } }
    }

    /// A string literal that holds `value` as a token, not merely as text: not the value with
    /// stray whitespace around it (`"beeboxLocationState "` is another wire value), and, in a
    /// multi-line literal (a script embedded in Swift), not only inside that script's `//` or
    /// `/* */` comments.
    static func literal(_ text: String, containsToken value: String) -> Bool {
        // Trimming only when an end is whitespace: else the trimmed text is the text.
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !first.isWhitespaceOrNewline, !last.isWhitespaceOrNewline
        {
            if text == value { return false }
        } else if text.trimmingWhitespaceAndNewlines() == value {
            return false
        }
        guard hasLineFeedCharacter(text) else { return containsToken(text, value) }
        // Taking comments out deletes bytes up to a line's end and turns a block into one
        // space, so a value with neither in it occurs in the result only where its bytes
        // occur in the text: most literals are ruled out without the copy.
        if !value.utf8.contains(UInt8(ascii: " ")), !value.utf8.contains(UInt8(ascii: "\n")),
            !containsBytes(text, value)
        {
            return false
        }
        return containsToken(withoutScriptComments(text), value)
    }

    /// `text.contains("\n")` on the bytes: a line feed is the Character `"\n"` unless a
    /// carriage return comes right before it (then the two are the one Character `"\r\n"`).
    static func hasLineFeedCharacter(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { return true }
            previous = byte
        }
        return false
    }

    /// `text` without `/* … */` blocks and without `//` comments that start a line or follow
    /// whitespace (so `https://` stays).
    static func withoutScriptComments(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                { index += 1 }
                index += 2
                out.append(UInt8(ascii: " "))
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/"),
                index == 0 || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[index - 1])
            {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The numeric value of a number literal as written (`1_500`, `0x5DC`, `1.5e3`).
    static func number(_ text: String) -> Double? {
        if text.hasPrefix("-") { return number(String(text.dropFirst())).map { -$0 } }
        var cleaned = text.replacingUnderscores()
        if cleaned.hasSuffix("n") { cleaned.removeLast() }
        if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") {
            return UInt64(cleaned.dropFirst(2), radix: 16).map { Double($0) }
        }
        if cleaned.hasPrefix("0b") || cleaned.hasPrefix("0B") {
            return UInt64(cleaned.dropFirst(2), radix: 2).map { Double($0) }
        }
        if cleaned.hasPrefix("0o") || cleaned.hasPrefix("0O") {
            return UInt64(cleaned.dropFirst(2), radix: 8).map { Double($0) }
        }
        return Double(cleaned)
    }

    /// The body of a regex literal `/…/flags`.
    static func regexBody(_ text: String) -> String {
        guard text.hasPrefix("/"), let last = text.lastIndex(of: "/"), last != text.startIndex else { return text }
        return String(text[text.index(after: text.startIndex)..<last])
    }

    /// Where `value` occurs in `source`, only inside `scopes` when they are given (a token
    /// counts when it starts inside one of the ranges; a comment when its line is in one).
    /// `renamed` are the ranges where the name `value` is a property with another wire name
    /// (`renamedOnTheWire`); when not given, those Swift `CodingKeys` gives.
    /// `spellings`: where the file's declaration model spells wire names (`WireSpellings`); an
    /// identifier counts only there, as a member access or call on an object, or as a function's
    /// own name where it is exported or the side names it (`spellsWireName`). Nil: any
    /// identifier counts (a file no declaration reader reads).
    static func presence(
        of value: String, isNumber: Bool, in source: LexedSource,
        within scopes: [ClosedRange<SourcePosition>]? = nil, renamed given: [ClosedRange<SourcePosition>]? = nil,
        spellings: WireSpellings? = nil
    ) -> Presence {
        let numeric = isNumber ? number(value) : nil
        let renamed = isNumber ? [] : given ?? renamedByCodingKeys(value, in: source)
        var previous: SourceToken?
        for token in source.tokens {
            defer { previous = token }
            // A function's own name is no wire value (`func setAudioEnabled` is not a call of it),
            // unless the side names that very function: then its declaration spells the name.
            if spellings == nil, token.kind == .identifier, previous?.kind == .identifier,
                ["func", "fun", "function"].contains(previous?.text ?? ""),
                !(scopes ?? []).contains(where: { $0.lowerBound.line == token.line })
            {
                continue
            }
            if let spellings, token.kind == .identifier, token.text == value,
                !spellsWireName(token, in: source, spellings: spellings, scopes: scopes ?? [])
            {
                continue
            }
            if !renamed.isEmpty,
                renamed.contains(where: { $0.contains(SourcePosition(line: token.line, column: token.column)) }),
                token.kind == .identifier
            {
                continue
            }
            if let scopes,
                !scopes.contains(where: { $0.contains(SourcePosition(line: token.line, column: token.column)) })
            {
                continue
            }
            if let how = how(token, holds: value, numeric: numeric, isNumber: isNumber, in: source) {
                return .code(line: token.line, column: token.column, how: how)
            }
        }
        for comment in source.comments where containsToken(comment.text, value) {
            if let scopes,
                !scopes.contains(where: { $0.lowerBound.line <= comment.line && comment.line <= $0.upperBound.line })
            {
                continue
            }
            return .commentOnly(line: comment.line)
        }
        return .absent
    }

    /// The ranges of the types with a property named `value` that goes on the wire under
    /// another name — a Swift `CodingKeys` raw value, a Kotlin wire-name annotation
    /// (`@SerialName`, `@Json(name =)`, `@SerializedName`, `@JsonProperty`), a TypeScript
    /// generator's mapping: inside them the name `value` is the property, not a wire value, as
    /// in the key sets. Empty when the file holds no identifier `value` (nothing to read).
    static func renamedOnTheWire(
        _ value: String, in source: LexedSource, declarations: () throws(ContractCheckError) -> FileDeclarations?
    ) throws(ContractCheckError) -> [ClosedRange<SourcePosition>]? {
        guard source.tokens.contains(where: { $0.kind == .identifier && $0.text == value }) else { return [] }
        guard let read = try declarations() else { return nil }
        return read.flattened.compactMap { entry in
            entry.declaration.properties.contains { $0.name == value && $0.wireName != value }
                ? entry.declaration.range : nil
        }
    }

    /// The ranges of the Swift types whose `CodingKeys` give `value` another raw value: inside
    /// them the name `value` (the property) is not what goes on the wire. Read only for files
    /// that have such a case.
    static func renamedByCodingKeys(_ value: String, in source: LexedSource) -> [ClosedRange<SourcePosition>] {
        guard
            source.declarations.contains(where: {
                $0.introducer == "case" && $0.name == value && $0.value.text != value
            })
        else { return [] }
        return SwiftDeclarationReader.read(source).flattened.compactMap { entry in
            let keys = entry.declaration.nested.first { $0.name == "CodingKeys" && $0.kind == .enumeration }
            let renames =
                keys?.cases.contains { $0.name == value && $0.rawValue != nil && $0.rawValue != value } ?? false
            return renames ? entry.declaration.range : nil
        }
    }

    /// How `token` holds `value` ("a string literal", "an identifier", …), or nil when it does not.
    static func how(
        _ token: SourceToken, holds value: String, numeric: Double?, isNumber: Bool,
        in source: LexedSource
    ) -> String? {
        switch token.kind {
        case .string:
            if token.text == value { return "a string literal" }
            if !isNumber, literal(token.text, containsToken: value) { return "inside a string literal" }
        case .identifier:
            // This token naming an enum case with another raw value (`case queued = "pending"`, a
            // CodingKeys case) goes on the wire as that value, not as its name; the same name
            // elsewhere in the file (a struct's `let queued`) still counts.
            if !isNumber, token.text == value,
                !source.declarations.contains(where: {
                    $0.introducer == "case" && $0.name == value && $0.value.text != value && $0.line == token.line
                })
            {
                return "an identifier"
            }
        case .number:
            if let numeric, number(token.text) == numeric { return "a number" }
        case .regex:
            if !isNumber, regexBody(token.text) == value { return "a regular expression" }
        case .jsxText:
            break
        }
        return nil
    }

    /// True when a declared literal is one of `values`.
    static func literal(_ token: SourceToken, matchesAnyOf values: [String]) -> Bool {
        switch token.kind {
        case .number:
            guard let declared = number(token.text) else { return false }
            return values.contains { number($0) == declared }
        default:
            return values.contains(token.text)
        }
    }
}

extension String {
    func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
