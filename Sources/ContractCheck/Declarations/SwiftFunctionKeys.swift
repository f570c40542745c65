/// Reads a Swift function's `FunctionKeys` (the rule is on `FunctionKeys`): the keys its body
/// reads from its first parameter and the keys of the dictionary literals it serializes or
/// returns. One forward pass over the body; each use of the parsed value looks back to the call
/// it is an argument of, which is bounded by the body.
///
/// * Names bound to the parsed value: `let x = body as? [String: Any]`, `guard let x = body`,
///   and the result of a call that converts it (`dictionaryPayload(from: body)`,
///   `JSONSerialization.jsonObject(with: data)`), so `x["k"]` is a read of `body`.
/// * Reads: `x["k"]`, `x?["k"]`, `convert(from: body)?["k"]`; a call that takes a type
///   (`JSONDecoder().decode(T.self, from: data)`, `Self.decode(T.self, from: body)`) reads T's
///   keys. A computed subscript (`x[key]`) or the value handed to any other call (whose reads
///   the reader cannot see) makes the reads unverifiable.
/// * Writes: a dictionary literal with string keys (`["id": id, "ok": success]`) returned, the
///   body of a one-expression function, or passed to `JSONSerialization.data(withJSONObject:)`,
///   `evaluateJavaScript`, `callAsyncJavaScript` or `postMessage`, in place or through a local.
struct SwiftFunctionKeys {
    let cursor: LexemeCursor
    /// Kotlin's forms (`SwiftFunctionKeys+Kotlin.swift`) instead of Swift's writes, beside its reads.
    var kotlin = false
    var lexemes: [SourceLexeme] { cursor.lexemes }

    /// Calls that put a dictionary on the wire.
    static let writingCalls: Set<String> = ["data", "evaluateJavaScript", "callAsyncJavaScript", "postMessage"]

    /// What one pass keeps: the names bound to the parsed value, the lexemes of those names that
    /// a binding or a decode consumed, and the local dictionary literals by name.
    struct Scan {
        var names: Set<String> = []
        var consumed: Set<Int> = []
        var locals: [String: Int] = [:]
        var branches: [[WireProperty]] = []
        /// The last lexeme of the closures the scan is inside (`items.map { … }`): a `return`
        /// before it returns from the closure, not from the function.
        var closureEnd = -1
    }

    /// `params`: the `(` of the parameter list; `body`: the `{…}` of the function.
    func read(params: Int, body: ClosedRange<Int>) -> FunctionKeys {
        var keys = FunctionKeys()
        parameter(at: params, into: &keys)
        var scan = Scan()
        if let parsed = keys.parsed { scan.names.insert(parsed) }
        var at = body.lowerBound + 1
        while at < body.upperBound {
            binding(at: at, body: body, scan: &scan)
            if !kotlin, lexemes[at].punctuation == "{", isClosure(open: at, body: body) {
                scan.closureEnd = max(scan.closureEnd, cursor.closing(ofGroupAt: at))
            }
            if let word = lexemes[at].word, scan.names.contains(word), !scan.consumed.contains(at), !isMember(at) {
                use(at: at, name: word, body: body, scan: &scan, into: &keys)
            }
            if kotlin {
                if let written = kotlinWritten(at: at, body: body, into: &keys) { scan.branches.append(written) }
            } else if let open = writtenDictionary(at: at, body: body, scan: scan) {
                scan.branches.append(dictionary(open: open, into: &keys))
            } else if let passed = passedDictionary(at: at, body: body, into: &keys) {
                scan.branches.append(passed)
            }
            at += 1
        }
        keys.writtenLiterals = scan.branches.count
        keys.writes = ScriptShapes.merge(scan.branches)
        return keys
    }

    /// The first parameter's local name (`_ body: Any` → `body`) and its type's first name.
    func parameter(at params: Int, into keys: inout FunctionKeys) {
        guard params < lexemes.count, lexemes[params].punctuation == "(" else { return }
        let close = cursor.closing(ofGroupAt: params)
        var at = params + 1
        var name: String?
        while at < close, let word = lexemes[at].word {
            name = word
            at += 1
        }
        guard at < close, lexemes[at].punctuation == ":", let name, name != "_" else { return }
        keys.parsed = name
        var end = at + 1
        while end < close, lexemes[end].punctuation != "," {
            end = LexemeCursor.depthChange(lexemes[end]) > 0 ? cursor.closing(ofGroupAt: end) + 1 : end + 1
        }
        keys.parsedType = cursor.nextName(from: at + 1, through: end - 1).flatMap { lexemes[$0].word }
        keys.parsedAnnotation = (at + 1..<end).lazy.compactMap { lexemes[$0].word }.first
    }

    /// True when the word at `at` is a member (`x.body`) or an argument label (`body: …`).
    func isMember(_ at: Int) -> Bool {
        if at > 0, lexemes[at - 1].punctuation == "." || lexemes[at - 1].punctuation == "?." { return true }
        return at + 1 < lexemes.count && lexemes[at + 1].punctuation == ":"
    }

    /// `let name = value`, `guard let name = value`, `var name: T = value`: the name is bound to
    /// the parsed value when the value is it (cast or not) or a call that converts it; a
    /// dictionary literal value is a local a write may name.
    func binding(at: Int, body: ClosedRange<Int>, scan: inout Scan) {
        guard ["let", "var", "val"].contains(lexemes[at].word ?? ""), at + 2 < body.upperBound,
            let name = lexemes[at + 1].word
        else { return }
        var equals = at + 2
        if lexemes[equals].punctuation == ":" {
            equals += 1
            while equals < body.upperBound, lexemes[equals].punctuation != "=", lexemes[equals].line == lexemes[at].line
            {
                let step = LexemeCursor.depthChange(lexemes[equals]) > 0
                equals = step ? cursor.closing(ofGroupAt: equals) + 1 : equals + 1
            }
        }
        guard equals < body.upperBound, lexemes[equals].punctuation == "=" else { return }
        var value = equals + 1
        while value < body.upperBound,
            ["try", "await"].contains(lexemes[value].word ?? "")
                || ["(", "?", "!"].contains(lexemes[value].punctuation ?? "")
        {
            value += 1
        }
        guard value < body.upperBound else { return }
        if isDictionary(at: value) {
            scan.locals[name] = value
        } else if let word = lexemes[value].word, scan.names.contains(word), isWhole(at: value) {
            scan.names.insert(name)
            scan.consumed.insert(value)
        } else if let (open, close) = call(startingAt: value, body: body),
            typeArgument(open: open, close: close) == nil,
            !kotlin || kotlinTypeArgument(open: open, close: close) == nil,
            subscriptOpen(after: close) == nil,
            let argument = boundArgument(open: open, close: close, names: scan.names)
        {
            scan.names.insert(name)
            scan.consumed.insert(argument)
        }
    }

    /// True when the name at `at` is the value itself: what follows is a cast, `??`, `,`, `{`,
    /// `else`, `)` or the end of the line.
    func isWhole(at: Int) -> Bool {
        guard at + 1 < lexemes.count else { return true }
        let next = lexemes[at + 1]
        if next.line > lexemes[at].line || ["as", "else"].contains(next.word ?? "") { return true }
        return ["??", ",", "{", ")", "!"].contains(next.punctuation ?? "")
    }
}
