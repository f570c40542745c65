/// Reads a key set, `{key, key?: value, key: {…}, key: [{…}]}`, into its values (every key at
/// every depth, and a quoted or numeric value after `:`) and its keys as a tree.
///
/// A key is a word up to `,` `:` `}` `?` `{` or a space; brackets inside it are part of it
/// (`$special[property.name]`, as OpenAPI writes some wire keys), and a quoted key (`"a b"`)
/// may hold anything. The objects and arrays it is inside are kept on a stack of its own rather
/// than recursing, so nesting as deep as the input is long cannot overflow the call stack (a
/// 300 kB span of `{a:` did); the tree keeps children to `maximumDepth` levels (a real key set
/// is a few deep), while the values come from every depth.
struct KeySetGrammar {
    /// The deepest object whose keys the tree keeps; deeper ones are keys without children.
    static let maximumDepth = 16

    /// An object or array open at the read position.
    struct Frame {
        var isArray: Bool
        /// The objects this one is inside (0 for a top-level object); an array counts as the
        /// object it is in.
        var depth: Int
        /// An object's keys, or an array's first object's keys.
        var keys: [ConstantKey] = []
        /// An object: its last key is waiting for the value after its `:`.
        var awaiting = false
        /// An array: its first object has closed.
        var hasObject = false

        var keeps: Bool { depth <= KeySetGrammar.maximumDepth }
    }

    var scalars: [Unicode.Scalar]
    var index = 0
    var values: [(text: String, kind: ConstantValue.Kind)] = []
    /// The first top-level object's keys, once it closes.
    var top: [ConstantKey]?
    var open: [Frame] = []

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    mutating func parse() -> (values: [(text: String, kind: ConstantValue.Kind)], keys: [ConstantKey]) {
        while index < scalars.count {
            guard let frame = open.last else {
                // Outside any object only `{` matters.
                skipSpace()
                if index < scalars.count, scalars[index] == "{" { open.append(Frame(isArray: false, depth: 0)) }
                index += 1
                continue
            }
            if frame.isArray { arrayStep(frame) } else { objectStep(frame) }
        }
        while !open.isEmpty { close() }
        return (values, top ?? [])
    }

    mutating func skipSpace() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    /// Inside `[` … `]`: the objects and arrays in it; anything else is stepped over.
    mutating func arrayStep(_ frame: Frame) {
        switch scalars[index] {
        case "]": close()
        case "{": open.append(Frame(isArray: false, depth: frame.depth + 1))
        case "[": open.append(Frame(isArray: true, depth: frame.depth))
        default: break
        }
        index += 1
    }

    /// Inside an object: one `}`, `,`, or `key?: value` (a nested object or array is opened
    /// and read by the loop in `parse`).
    mutating func objectStep(_ frame: Frame) {
        skipSpace()
        guard index < scalars.count else { return }
        switch scalars[index] {
        case "}":
            index += 1
            close()
            return
        case ",":
            index += 1
            return
        default: break
        }
        let key = readKey()
        if !key.isEmpty {
            values.append((key, .key))
            if frame.keeps { open[open.count - 1].keys.append(ConstantKey(name: key)) }
        }
        skipSpace()
        if index < scalars.count, scalars[index] == "?" {
            index += 1
            if !key.isEmpty, frame.keeps { open[open.count - 1].keys[frame.keys.count].isOptional = true }
        }
        skipSpace()
        guard index < scalars.count else { return }
        if scalars[index] == ":" {
            index += 1
            open[open.count - 1].awaiting = !key.isEmpty && frame.keeps
            valueStep(frame)
        } else if key.isEmpty {
            index += 1  // an unexpected character: step over it
        }
    }

    /// A key: quoted, or a word whose `[…]` are part of it.
    mutating func readKey() -> String {
        if let quote = scalars.indices.contains(index) ? scalars[index] : nil, quote == "\"" || quote == "'" {
            return readQuoted(quote)
        }
        var key = ""
        while index < scalars.count, !",:}?{ \t".unicodeScalars.contains(scalars[index]) {
            if scalars[index] == "[" {
                guard !key.isEmpty else { break }
                var level = 0
                repeat {
                    if scalars[index] == "[" { level += 1 } else if scalars[index] == "]" { level -= 1 }
                    key.unicodeScalars.append(scalars[index])
                    index += 1
                } while index < scalars.count && level > 0
                continue
            }
            key.unicodeScalars.append(scalars[index])
            index += 1
        }
        return key
    }

    /// At an opening quote: the text up to the matching one (or the end), without the quotes.
    mutating func readQuoted(_ quote: Unicode.Scalar) -> String {
        var text = ""
        index += 1
        while index < scalars.count, scalars[index] != quote {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        index += 1
        return text
    }

    /// After `key:`: a nested object or array is opened; a plain value is read whole, and kept
    /// when it is quoted or a number.
    mutating func valueStep(_ frame: Frame) {
        skipSpace()
        guard index < scalars.count else { return }
        switch scalars[index] {
        case "{":
            index += 1
            open.append(Frame(isArray: false, depth: frame.depth + 1))
        case "[":
            index += 1
            open.append(Frame(isArray: true, depth: frame.depth))
        default:
            open[open.count - 1].awaiting = false
            var raw = ""
            while index < scalars.count, scalars[index] != ",", scalars[index] != "}" {
                raw.unicodeScalars.append(scalars[index])
                index += 1
            }
            let trimmed = raw.trimmingWhitespace()
            let unquoted = ConstantValueParser.unquote(trimmed)
            if unquoted != trimmed, !unquoted.isEmpty {
                values.append((unquoted, .string))
            } else if ConstantValueParser.isNumber(trimmed) {
                values.append((trimmed, .number))
            }
        }
    }

    /// Closes the innermost object or array, handing its keys to what it is the value of.
    mutating func close() {
        let closed = open.removeLast()
        let keys: [ConstantKey]? =
            closed.isArray ? (closed.hasObject ? closed.keys : nil) : closed.keeps ? closed.keys : []
        guard let parent = open.indices.last else {
            if top == nil, !closed.isArray { top = keys }
            return
        }
        if open[parent].isArray {
            if !open[parent].hasObject, !closed.isArray {
                open[parent].keys = keys ?? []
                open[parent].hasObject = true
            }
        } else if open[parent].awaiting {
            open[parent].keys[open[parent].keys.count - 1].children = keys
            open[parent].awaiting = false
        }
    }
}
