/// References a fold follows, and the reassignments that make a mutable binding's initializer
/// not its value.
extension ValueFolder {
    /// The value of the constant `names` (`PREFIX`, `Self.prefix`, `Keys.storage`, `KEYS.b`)
    /// denotes from a declaration whose enclosing names are `path`: looked up from the innermost
    /// enclosing scope outwards, as the compiler resolves a name; then as a member of an
    /// `as const` object literal.
    func resolve(_ written: [String], from path: [String], depth: Int, excludingAliases: Bool = false)
        -> FoldedReading
    {
        guard depth <= Self.maximumDepth else { return .unverifiable(.tooDeep) }
        var names = written
        if let first = names.first, ["Self", "self", "this"].contains(first), names.count > 1 { names.removeFirst() }
        guard let last = names.last else { return .unverifiable(.unresolved("")) }
        let dotted = written.joined(separator: ".")
        for level in stride(from: path.count, through: 0, by: -1) {
            let scope = Array(path.prefix(level)) + names.dropLast()
            let found = declarations.flattened.filter { entry in
                entry.path == scope && entry.declaration.name == last && entry.declaration.kind != .extension
                    && !(excludingAliases && entry.declaration.initializer?.form == .exportAlias)
            }
            let constants = found.filter { $0.declaration.kind == .constant }
            if !constants.isEmpty {
                return agreed(constants.map { reading(of: $0.declaration, path: scope, depth: depth) }, dotted)
            }
            if enumMembersAreValues, names.count == 2, let member = enumMember(names, scope: Array(path.prefix(level)))
            {
                return member
            }
        }
        if names.count >= 2 { return objectMember(names, dotted: dotted, depth: depth) }
        return .unverifiable(.unresolved(dotted))
    }

    /// One reading from the readings of every declaration of a name (`#if` branches): theirs
    /// when they agree.
    func agreed(_ readings: [FoldedReading], _ name: String) -> FoldedReading {
        guard let first = readings.first else { return .unverifiable(.unresolved(name)) }
        if let trouble = readings.first(where: { if case .unverifiable = $0 { return true } else { return false } }) {
            return trouble
        }
        func same(_ reading: FoldedReading) -> Bool {
            switch (reading, first) {
            case (.value(let one), .value(let other)): return one.text == other.text && one.isNumber == other.isNumber
            default: return reading == first
            }
        }
        return readings.allSatisfy(same) ? first : .unverifiable(.branches(name))
    }

    /// `E.B` for an enum `E` with a case `B` that has a raw value (TypeScript `B = "b"`: the
    /// member is its value; a Swift or Kotlin case is not its raw value).
    func enumMember(_ names: [String], scope: [String]) -> FoldedReading? {
        let enumeration = declarations.flattened.first { entry in
            entry.path == scope && entry.declaration.name == names[0] && entry.declaration.kind == .enumeration
        }
        guard let found = enumeration?.declaration.cases.first(where: { $0.name == names[1] }) else { return nil }
        guard let raw = found.rawValue else { return .unverifiable(.unresolved(names.joined(separator: "."))) }
        return .value(FoldedValue(text: raw, isNumber: false))
    }

    /// `KEYS.b` (and `KEYS.a.b`): the member of a top-level constant's object literal, which
    /// must be `as const` (else its members may be assigned).
    func objectMember(_ names: [String], dotted: String, depth: Int) -> FoldedReading {
        let owner = declarations.declarations.first { $0.name == names[0] && $0.kind == .constant }
        guard let owner, let initializer = owner.initializer, initializer.form == .expression,
            lexemes[initializer.start].punctuation == "{"
        else { return .unverifiable(.unresolved(dotted)) }
        var open = initializer.start
        var close = closing(open, initializer.end)
        guard close + 2 <= initializer.end, lexemes[close + 1].word == "as", lexemes[close + 2].word == "const" else {
            return .unverifiable(.mutableObject(names[0]))
        }
        var value = (start: open, end: close)
        for name in names.dropFirst() {
            guard lexemes[open].punctuation == "{", let member = member(name, open: open, close: close) else {
                return .unverifiable(.unresolved(dotted))
            }
            value = member
            open = member.start
            close = lexemes[open].punctuation == "{" ? closing(open, member.end) : member.end
        }
        return expression(value.start, value.end, path: [], depth: depth + 1)
    }

    /// The value of `name: value` at the top of the object literal `open...close`.
    func member(_ name: String, open: Int, close: Int) -> (start: Int, end: Int)? {
        var at = open + 1
        while at < close {
            let key = lexemes[at].word ?? lexemes[at].string
            if key == name, at + 1 < close, lexemes[at + 1].punctuation == ":" {
                var end = at + 2
                while end < close, lexemes[end].punctuation != "," {
                    end = LexemeCursor.depthChange(lexemes[end]) > 0 ? closing(end, close) + 1 : end + 1
                }
                return (at + 2, end - 1)
            }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? closing(at, close) + 1 : at + 1
        }
        return nil
    }

    /// Assignment operators: a name before one of these (or after/before `++`/`--`) is assigned.
    static let assignments: Set<String> = [
        "=", "+=", "-=", "*=", "/=", "%=", "**=", "??=", "||=", "&&=", "|=", "&=", "^=", "<<=", ">>=", "++", "--",
    ]
    /// Words before a name that declare it rather than assign it.
    static let declaring: Set<String> = ["let", "var", "const", "val", "case", "func", "fun", "function", "class"]

    /// The line of the first assignment to `name` other than its declaration at `nameIndex`
    /// (`name = …`, `Self.name += …`, `this.name = …`, `++name`), nil when the file has none. In
    /// Kotlin, `name = …` right after `(` or `,` is a named argument (of a call or an annotation).
    func reassignment(of name: String, declaredAt nameIndex: Int) -> Int? {
        for at in lexemes.indices where at != nameIndex && lexemes[at].word == name {
            let before = at > 0 ? lexemes[at - 1] : nil
            if let word = before?.word, Self.declaring.contains(word) { continue }
            if before?.punctuation == ".", at >= 2, let owner = lexemes[at - 2].word,
                !(["this", "self", "Self"].contains(owner) || owner.first?.isUppercase == true)
            {
                continue
            }
            let after = at + 1 < lexemes.count ? lexemes[at + 1].punctuation : nil
            if namedArgumentsFollowParentheses, after == "=", before?.punctuation == "(" || before?.punctuation == "," {
                continue
            }
            let prefixed = before?.punctuation == "++" || before?.punctuation == "--"
            if prefixed || after.map(Self.assignments.contains) == true { return lexemes[at].line }
            if isDestructuringTarget(at) { return lexemes[at].line }
        }
        return nil
    }

    /// True when the name at `at` is a target of a destructuring or tuple assignment
    /// (`[a, NAME] = …`, `({ NAME } = o)`, `({ k: NAME } = o)`, Swift's `(NAME, b) = …`) or of a
    /// `for (NAME of …)` loop: each bracket around it, inward out, is a pattern whose closing
    /// bracket is followed by `=`, and none is a declaration's (`const [NAME] = …`) or a call's.
    /// A pattern is short: brackets are sought no further than `patternReach` lexemes away, so
    /// a file of a million uses of the name costs linear work.
    func isDestructuringTarget(_ at: Int) -> Bool {
        guard at > 0, ["[", "{", "(", ",", ":", "..."].contains(lexemes[at - 1].punctuation ?? "") else { return false }
        if at >= 2, lexemes[at - 1].punctuation == "(", lexemes[at - 2].word == "for",
            at + 1 < lexemes.count, ["of", "in"].contains(lexemes[at + 1].word ?? "")
        {
            return true
        }
        var open = enclosingOpener(before: at)
        while let opener = open, ["[", "{", "("].contains(lexemes[opener].punctuation ?? "") {
            guard let close = boundedClosing(opener) else { return false }
            let previous = opener > 0 ? lexemes[opener - 1] : nil
            if let word = previous?.word, Self.declaring.contains(word) { return false }
            if lexemes[opener].punctuation == "(", previous?.word != nil || previous?.punctuation == ")" {
                return false
            }
            if close + 1 < lexemes.count, lexemes[close + 1].punctuation == "=" { return true }
            // Only a pattern nested in a pattern continues outwards (`[[NAME]] = …`, `{ k: [NAME] } = …`).
            guard let word = previous?.punctuation, [",", "[", "{", ":", "("].contains(word) else { return false }
            open = enclosingOpener(before: opener)
        }
        return false
    }

    /// How far (in lexemes) a destructuring pattern's brackets are sought.
    static let patternReach = 256

    /// The index of the innermost unclosed bracket before `at` within `patternReach`, else nil.
    func enclosingOpener(before at: Int) -> Int? {
        var depth = 0
        var index = at - 1
        while index >= max(0, at - Self.patternReach) {
            depth += LexemeCursor.depthChange(lexemes[index])
            if depth > 0 { return index }
            index -= 1
        }
        return nil
    }

    /// The bracket closing the one at `open` within `patternReach`, else nil.
    func boundedClosing(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<min(lexemes.count, open + Self.patternReach) {
            depth += LexemeCursor.depthChange(lexemes[index])
            if depth <= 0 { return index }
        }
        return nil
    }
}
