import AnchorManifest

/// A key of a §8 key set as the document writes it: `b?` is optional, `c:{d}` has nested keys.
struct DocumentKey: Sendable, Equatable {
    var name: String
    var isOptional: Bool
    /// The keys of a nested set (`selection:{ref,text,position}`, `entries:[{level}]`); nil
    /// when the key has no nested set.
    var children: [DocumentKey]?
}

/// One shape a clause states: a key set `{…}` or a closed set `a|b|c`.
enum DocumentShape: Sendable, Equatable {
    case keys([DocumentKey])
    case closed([String])

    /// The shapes of a clause, one per code span that holds a key set or alternatives, in order.
    static func shapes(of clause: ConstantClause) -> [(shape: DocumentShape, values: [ConstantValue])] {
        var spans: [String] = []
        var grouped: [String: [ConstantValue]] = [:]
        for value in clause.values where value.kind == .key || value.kind == .alternative {
            let key = "\(value.line):\(value.column):\(value.span)"
            if grouped[key] == nil { spans.append(key) }
            grouped[key, default: []].append(value)
        }
        return spans.compactMap { key in
            guard let values = grouped[key], let first = values.first else { return nil }
            if first.kind == .alternative { return (.closed(values.map(\.text)), values) }
            var parser = KeyShapeParser(Array(first.span.trimmingWhitespace().unicodeScalars))
            let keys = parser.parse()
            return keys.isEmpty ? nil : (.keys(keys), values)
        }
    }

    /// Every key name at every depth.
    static func allNames(_ keys: [DocumentKey]) -> [String] {
        keys.flatMap { [$0.name] + allNames($0.children ?? []) }
    }
}

/// Reads `{a, b?, c:{d}, e:[{f}], g:2}` into keys. Nesting deeper than `maximumDepth` is read
/// as keys without children (a key set is a few levels deep; this bounds the recursion).
struct KeyShapeParser {
    static let maximumDepth = 16
    var scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parse() -> [DocumentKey] {
        skipSpace()
        guard index < scalars.count, scalars[index] == "{" else { return [] }
        return object(depth: 0)
    }

    /// `"a"` or `'a'` without its quotes.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    mutating func skipSpace() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    /// At `{`: the keys up to the matching `}`.
    mutating func object(depth: Int) -> [DocumentKey] {
        index += 1
        var keys: [DocumentKey] = []
        while index < scalars.count {
            skipSpace()
            guard index < scalars.count else { break }
            let c = scalars[index]
            if c == "}" {
                index += 1
                break
            }
            if c == "," {
                index += 1
                continue
            }
            var name = ""
            while index < scalars.count, !",:}?{[ ".unicodeScalars.contains(scalars[index]) {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            name = Self.unquoted(name)
            skipSpace()
            var optional = false
            if index < scalars.count, scalars[index] == "?" {
                optional = true
                index += 1
            }
            skipSpace()
            var children: [DocumentKey]?
            if index < scalars.count, scalars[index] == ":" {
                index += 1
                children = value(depth: depth)
            } else if name.isEmpty {
                index += 1
            }
            if !name.isEmpty { keys.append(DocumentKey(name: name, isOptional: optional, children: children)) }
        }
        return keys
    }

    /// After `key:`: a nested object (or an array of one) gives children; a plain value none.
    mutating func value(depth: Int) -> [DocumentKey]? {
        skipSpace()
        guard index < scalars.count else { return nil }
        if scalars[index] == "[" {
            index += 1
            skipSpace()
            let children = index < scalars.count && scalars[index] == "{" ? nested(depth: depth) : nil
            while index < scalars.count, scalars[index] != "]" { index += 1 }
            index += 1
            return children
        }
        if scalars[index] == "{" { return nested(depth: depth) }
        while index < scalars.count, scalars[index] != ",", scalars[index] != "}" { index += 1 }
        return nil
    }

    mutating func nested(depth: Int) -> [DocumentKey] {
        guard depth < Self.maximumDepth else {
            var level = 0
            repeat {
                if scalars[index] == "{" { level += 1 } else if scalars[index] == "}" { level -= 1 }
                index += 1
            } while index < scalars.count && level > 0
            return []
        }
        return object(depth: depth + 1)
    }
}
