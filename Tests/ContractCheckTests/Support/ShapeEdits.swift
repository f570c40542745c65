import Foundation

@testable import AnchorManifest
@testable import ContractCheck

/// The text edits that make the mutants of one paired declaration: line-based, in the style the
/// side's language writes members (a property per line, `case`s, literal unions, zod calls).
/// Each mutant is named by its class and the member it changes; an edit that cannot be written
/// for a member (two members on one line where no separator is recognised) is not generated.
struct ShapeEdits {
    let paired: PairedDeclaration
    let shape: DocumentShape

    var lines: [String] { paired.text.components(separatedBy: "\n") }
    var path: String { paired.path }
    var isSwift: Bool { path.hasSuffix(".swift") }
    var isKotlin: Bool { path.hasSuffix(".kt") }
    var isScript: Bool { !isSwift && !isKotlin }

    /// True when the shape is a key set (a bare name after a key would be a shorthand, not a key).
    func isKeyOnLine(_ wire: String) -> Bool {
        if case .keys = shape { return true }
        return false
    }
    /// The declaration's lines, 1-based and inclusive.
    var range: ClosedRange<Int> {
        paired.candidate.declaration.range.lowerBound.line...paired.candidate.declaration.range.upperBound.line
    }

    /// One level of a key set: its documented keys and the properties the type has for them.
    struct Level {
        var keys: [ConstantKey]
        var properties: [WireProperty]
        var prefix: String
    }

    func mutants(_ kind: ShapeMutantClass) -> [(String, String)] {
        switch shape {
        case .keys(let keys):
            return levels(keys, properties: paired.candidate.properties, prefix: "", depth: 0).flatMap {
                keyMutants(kind, $0)
            }
        case .closed(let members):
            return memberMutants(kind, members)
        }
    }

    /// The key set's levels: the top level, and each nested set whose type is readable here.
    func levels(_ keys: [ConstantKey], properties: [WireProperty], prefix: String, depth: Int) -> [Level] {
        var out = [Level(keys: keys, properties: properties, prefix: prefix)]
        guard depth < 3 else { return out }
        for key in keys {
            guard let children = key.children, let property = properties.first(where: { $0.wireName == key.name })
            else { continue }
            var nested = property.members
            if nested.isEmpty, let type = paired.pairing.type(of: property) {
                nested = paired.pairing.effectiveProperties(type, depth: 0)
            }
            if !nested.isEmpty {
                out += levels(children, properties: nested, prefix: prefix + key.name + ".", depth: depth + 1)
            }
        }
        return out
    }

    func keyMutants(_ kind: ShapeMutantClass, _ level: Level) -> [(String, String)] {
        var out: [(String, String)] = []
        for key in level.keys {
            guard let property = level.properties.first(where: { $0.wireName == key.name }) else { continue }
            let label = "\(kind.rawValue) \(level.prefix)\(key.name)"
            let alone = level.properties.filter { $0.line == property.line }.count == 1 && holdsOneMember(property.line)
            let edited: String?
            switch kind {
            case .rename: edited = rename(key.name, around: property.line)
            case .dropKey: edited = drop(key.name, property: property.name, line: property.line, alone: alone)
            case .addKey:
                edited = add(key.name, property: property.name, line: property.line, alone: alone)
            case .flipOptional:
                guard !property.presenceOnly, property.optionalityKnown,
                    !staysOptionalInUnion(property.wireName, prefix: level.prefix)
                else { continue }
                edited = flip(property, line: property.line, alone: alone)
            }
            if let edited, edited != paired.text { out.append((label, edited)) }
            // One extra key per level is enough: every one is the same mutant elsewhere.
            if kind == .addKey, !out.isEmpty { break }
        }
        return out
    }

    /// True when flipping the optionality of `wire` where a union's member declares it cannot
    /// change the union: another member lacks the key, so the union (the key set the reader
    /// merges, `ScriptShapes.merge`) has it optional whatever that member writes (`Receipt`'s
    /// `definitive?`, only in its `rejected` member; `controls?` of `commandResultSchema`, only
    /// in its `ok: true` object). Such an edit is an equivalent mutant, no mutant: the compiler
    /// and the wire see the same shape, so it is not generated. Only a top-level key of a
    /// declaration that is a union of two or more members, each readable, qualifies.
    func staysOptionalInUnion(_ wire: String, prefix: String) -> Bool {
        let members = paired.candidate.declaration.unionMembers
        guard prefix.isEmpty, members.count > 1 else { return false }
        return members.contains { member in
            switch member {
            case .object(let properties, _):
                return !properties.contains { $0.wireName == wire }
            case .reference(let name, _):
                guard let type = paired.pairing.declarations.type(named: name) else { return false }
                return !paired.pairing.effectiveProperties(type, depth: 0).contains { $0.wireName == wire }
            }
        }
    }

    func memberMutants(_ kind: ShapeMutantClass, _ members: [String]) -> [(String, String)] {
        guard kind != .flipOptional else { return [] }
        var out: [(String, String)] = []
        for member in members where paired.candidate.members.contains(member) {
            guard let line = paired.candidate.memberLines[member] ?? literalLine(member) else { continue }
            let name = paired.candidate.declaration.cases.first { $0.wireValue == member }?.name ?? member
            let onLine = paired.candidate.declaration.cases.filter { $0.line == line }.count
            let alone = onLine <= 1 && literalsOn(line) <= 1 && holdsOneMember(line)
            let edited: String?
            switch kind {
            case .rename: edited = rename(member, around: line)
            case .dropKey: edited = drop(member, property: name, line: line, alone: alone)
            case .addKey: edited = add(member, property: name, line: line, alone: alone)
            case .flipOptional: edited = nil
            }
            if let edited, edited != paired.text { out.append(("\(kind.rawValue) \(member)", edited)) }
            if kind == .addKey, !out.isEmpty { break }
        }
        return out
    }

    /// The line of the declaration holding `member` as a quoted literal.
    func literalLine(_ member: String) -> Int? {
        range.first { index in
            index - 1 < lines.count && [("\""), ("'")].contains { lines[index - 1].contains($0 + member + $0) }
        }
    }

    /// False for a line that opens and closes a body (`z.object({ a: x, b: y })`): it holds
    /// more than one member even where the reader gives it one.
    func holdsOneMember(_ index: Int) -> Bool {
        let line = lines[index - 1]
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("| ") { return true }  // one arm of a union
        return !(line.contains("{") && line.contains("}"))
            && !(line.contains("[") && line.contains("]") && literalsOn(index) > 1)
    }

    /// The `CodingKeys` lines of a Swift type: where a key is also written.
    var codingKeyLines: [Int] {
        guard let keys = paired.candidate.declaration.nested.first(where: { $0.name == "CodingKeys" }) else {
            return []
        }
        return Array(keys.range.lowerBound.line...keys.range.upperBound.line)
    }

    /// How many quoted literals line `index` holds.
    func literalsOn(_ index: Int) -> Int {
        let line = lines[index - 1]
        return line.filter { $0 == "\"" || $0 == "'" }.count / 2
    }

    // MARK: Edits

    /// `wire` renamed wherever it is a whole word inside the declaration (and on `line`).
    func rename(_ wire: String, around line: Int) -> String? {
        var text = paired.text
        for lines in Set([range, line...line]) {
            text = ExampleRenameTests.rename(wire, to: wire + "Renamed", in: text, lines: lines)
        }
        return text
    }

    /// The member's line removed (and a `CodingKeys` case of its own line naming it), or the
    /// member cut out of a line of several.
    func drop(_ wire: String, property: String, line: Int, alone: Bool) -> String? {
        var out = lines
        var remove: [Int] = []
        for index in codingKeyLines where index != line && index - 1 < out.count {
            if Self.isCaseLine(out[index - 1], naming: property) {
                remove.append(index)
            } else if let cut = Self.cut(property, from: out[index - 1]) {
                out[index - 1] = cut
            }
        }
        if alone {
            remove.append(line)
            if isSwift, line < out.count, let next = Self.caseListHead(out[line - 1], next: out[line]) {
                out[line] = next
            } else if isSwift, line >= 2, let previous = Self.caseListTail(out[line - 1], previous: out[line - 2]) {
                out[line - 2] = previous
            }
        } else if let cut = Self.cut(wire, from: out[line - 1]) ?? Self.cut(property, from: out[line - 1]) {
            out[line - 1] = cut
        } else {
            return nil
        }
        for index in remove.sorted(by: >) { out.remove(at: index - 1) }
        return out.joined(separator: "\n")
    }

    /// A copy of the member's line with the member renamed `…Extra` after it (and of its own
    /// `CodingKeys` case), or `, xExtra` written after it on a line of several.
    func add(_ wire: String, property: String, line: Int, alone: Bool) -> String? {
        var out = lines
        let extra: (String) -> String = { text in
            var copy = ExampleRenameTests.rename(wire, to: wire + "Extra", in: text, lines: 1...1)
            if property != wire {
                copy = ExampleRenameTests.rename(property, to: property + "Extra", in: copy, lines: 1...1)
            }
            return copy
        }
        var inserts: [(Int, String)] = []
        for index in codingKeyLines where index != line && index - 1 < out.count {
            if Self.isCaseLine(out[index - 1], naming: property) {
                inserts.append((index, extra(out[index - 1])))
            } else if let grown = Self.insert(after: property, extra: property + "Extra", in: out[index - 1]) {
                out[index - 1] = grown
            }
        }
        if alone {
            let copy = extra(out[line - 1])
            inserts.append((line, isSwift ? Self.caseListContinuation(copy) : copy))
        } else if let grown = isScript ? Self.copySegment(of: wire, in: out[line - 1], extra: extra) : nil {
            out[line - 1] = grown
        } else if let grown = Self.insert(after: wire, extra: wire + "Extra", in: out[line - 1]), !isKeyOnLine(wire) {
            out[line - 1] = grown
        } else {
            return nil
        }
        for (index, copy) in inserts.sorted(by: { $0.0 > $1.0 }) { out.insert(copy, at: index) }
        return out.joined(separator: "\n")
    }

    /// The property's optionality flipped on its line, as its language writes it.
    func flip(_ property: WireProperty, line: Int, alone: Bool) -> String? {
        var out = lines
        guard alone || isScript,
            let flipped = alone ? flipped(out[line - 1], property) : Self.flipSegment(property, in: out[line - 1])
        else { return nil }
        out[line - 1] = flipped
        return out.joined(separator: "\n")
    }

    func flipped(_ line: String, _ property: WireProperty) -> String? {
        if isSwift || isKotlin {
            guard let colon = line.range(of: property.name + ":") else { return nil }
            let rest = line[colon.upperBound...]
            let end =
                [" = ", " {", " //", ",", ")"].compactMap { rest.range(of: $0)?.lowerBound }.min() ?? line.endIndex
            var type = String(line[colon.upperBound..<end])
            var tail = String(line[end...])
            if property.isOptional {
                guard type.hasSuffix("?") else { return nil }
                type.removeLast()
                tail = tail.replacingOccurrences(of: " = nil", with: "").replacingOccurrences(of: " = null", with: "")
            } else {
                type += "?"
                if isKotlin, !tail.hasPrefix(" = ") { tail = " = null" + tail }
            }
            return String(line[..<colon.upperBound]) + type + tail
        }
        for (optional, required) in [(".optional()", ""), (".nullish()", ""), (" | undefined", "")]
        where property.isOptional && line.contains(optional) {
            return line.replacingOccurrences(of: optional, with: required)
        }
        for quote in ["", "\"", "'"] {
            let required = quote + property.wireName + quote + ":"
            let optional = quote + property.wireName + quote + "?:"
            if property.isOptional, line.contains(optional) {
                return line.replacingOccurrences(of: optional, with: required)
            }
            if !property.isOptional, line.contains(required) {
                if line.contains("z.") {
                    let trimmed = line.hasSuffix(",") ? String(line.dropLast()) : line
                    return trimmed + ".optional()" + (line.hasSuffix(",") ? "," : "")
                }
                return line.replacingOccurrences(of: required, with: optional)
            }
        }
        return nil
    }

    /// The end of the value written after `name:` on `line`: the first `,`, `;` or closing
    /// bracket at its own depth (or the line's end).
    static func segment(of name: String, in line: String) -> Range<String.Index>? {
        guard
            let start = wordRange(of: name + ":", token: name, in: line)
                ?? wordRange(of: name + "?:", token: name, in: line)
        else { return nil }
        var depth = 0
        var index = start.upperBound
        while index < line.endIndex {
            let character = line[index]
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, character == "," || character == ";" { break }
            index = line.index(after: index)
        }
        return start.lowerBound..<index
    }

    /// A copy of `name: value` written after it on a line of several members.
    static func copySegment(of name: String, in line: String, extra: (String) -> String) -> String? {
        guard let found = segment(of: name, in: line) else { return nil }
        var copy = extra(String(line[found]))
        while copy.hasSuffix(" ") { copy.removeLast() }
        var out = line
        out.insert(contentsOf: ", " + copy, at: found.upperBound)
        return out
    }

    /// A TypeScript property on a line of several made optional or required.
    static func flipSegment(_ property: WireProperty, in line: String) -> String? {
        guard let found = segment(of: property.wireName, in: line) else { return nil }
        var text = String(line[found])
        if property.isOptional {
            for optional in [".optional()", ".nullish()", " | undefined"] where text.contains(optional) {
                text = text.replacingOccurrences(of: optional, with: "")
            }
            text = text.replacingOccurrences(of: property.wireName + "?:", with: property.wireName + ":")
        } else if text.contains("z.") {
            while text.hasSuffix(" ") { text.removeLast() }
            text += ".optional()"
        } else {
            text = text.replacingOccurrences(of: property.wireName + ":", with: property.wireName + "?:")
        }
        var out = line
        out.replaceSubrange(found, with: text)
        return out
    }

    /// True for a line that is one `case` naming `name` alone (`case id`, `case id = "ID"`).
    static func isCaseLine(_ line: String, naming name: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == "case \(name)" || trimmed.hasPrefix("case \(name) =") && !trimmed.contains(",")
    }

    /// A copy of `case a = "A",` that heads a case list spread over lines, written as the list's
    /// next item (`a = "A",`): a second `case` after the comma would not compile.
    static func caseListContinuation(_ line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("case "), trimmed.hasSuffix(",") else { return line }
        return line.replacingOccurrences(of: "case ", with: "", options: [], range: line.range(of: "case "))
    }

    /// The line after a removed `case a = "A",` that headed a case list, given the `case` it
    /// loses (nil when the removed line heads no list or the next line has its own `case`).
    static func caseListHead(_ line: String, next: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let following = next.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("case "), trimmed.hasSuffix(","), !following.hasPrefix("case "), !following.isEmpty
        else { return nil }
        let indent = next.prefix { $0 == " " || $0 == "\t" }
        return indent + "case " + following
    }

    /// The line before a removed last item of a case list spread over lines (`c = "C"`), without
    /// the comma that now ends the list (nil when the removed line is no such item).
    static func caseListTail(_ line: String, previous: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("case "), !trimmed.hasSuffix(","), previous.hasSuffix(","), trimmed.contains(" = ")
        else { return nil }
        return String(previous.dropLast())
    }

    /// The forms a member takes on a line of several: quoted, then bare.
    static func tokens(_ member: String) -> [String] { ["\"\(member)\"", "'\(member)'", member] }

    /// `line` without `member` and the separator beside it.
    static func cut(_ member: String, from line: String) -> String? {
        for token in tokens(member) {
            for pattern in [token + " | ", " | " + token, token + ", ", ", " + token, token + ","] {
                if let found = wordRange(of: pattern, token: token, in: line) {
                    var out = line
                    out.removeSubrange(found)
                    return out
                }
            }
        }
        return nil
    }

    /// `line` with `extra` written after `member`, separated as the line separates members.
    static func insert(after member: String, extra: String, in line: String) -> String? {
        for token in tokens(member) {
            guard let found = wordRange(of: token, token: token, in: line) else { continue }
            let after = line[found.upperBound...].drop { $0 == " " }
            let before = line[..<found.lowerBound].reversed().drop { $0 == " " }
            let separator = after.hasPrefix("|") || before.first == "|" ? " | " : ", "
            let quoted = token.hasPrefix("\"") ? "\"\(extra)\"" : token.hasPrefix("'") ? "'\(extra)'" : extra
            var out = line
            out.insert(contentsOf: separator + quoted, at: found.upperBound)
            return out
        }
        return nil
    }

    /// The first occurrence of `pattern` whose `token` is not part of a longer word.
    static func wordRange(of pattern: String, token: String, in line: String) -> Range<String.Index>? {
        let word: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        var search = line.startIndex
        while let found = line.range(of: pattern, range: search..<line.endIndex) {
            let before = found.lowerBound == line.startIndex ? " " : line[line.index(before: found.lowerBound)]
            let after = found.upperBound == line.endIndex ? " " : line[found.upperBound]
            if !(word(before) && word(pattern.first!)) && !(word(after) && word(pattern.last!)) { return found }
            search = found.upperBound
        }
        return nil
    }
}
