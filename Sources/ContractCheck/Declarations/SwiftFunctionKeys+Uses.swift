/// The uses and writes of `SwiftFunctionKeys`: what one use of the parsed value reads, the call
/// an argument belongs to, and the dictionary literals a Swift function writes.
extension SwiftFunctionKeys {
    /// Words before a `(` that is a condition, not a call's arguments.
    static let controlWords: Set<String> = ["if", "while", "when", "for", "switch", "catch", "return", "guard"]

    /// One use of the parsed value (or a name bound to it) at `at`.
    func use(at: Int, name: String, body: ClosedRange<Int>, scan: inout Scan, into keys: inout FunctionKeys) {
        if let open = subscriptOpen(after: at) {
            subscriptRead(open: open, name: name, into: &keys)
            return
        }
        if kotlin, kotlinGetter(at: at, name: name, into: &keys) { return }
        guard let open = enclosingCall(of: at, body: body) else { return }
        let close = cursor.closing(ofGroupAt: open)
        let callee = lexemes[open - 1].word ?? lexemes[max(open - 4, 0)].word ?? "…"
        let kotlinType = kotlin ? kotlinTypeArgument(open: open, close: close) : nil
        if let type = kotlinType ?? typeArgument(open: open, close: close) {
            if !keys.readSchemas.contains(type) { keys.readSchemas.append(type) }
        } else if let subscriptOpen = subscriptOpen(after: close) {
            subscriptRead(open: subscriptOpen, name: name, into: &keys)
        } else {
            keys.readsUnverifiable =
                keys.readsUnverifiable
                ?? "it hands `\(name)` to `\(callee)(…)` at line \(lexemes[at].line), whose reads the reader cannot see"
        }
        scan.consumed.insert(at)
    }

    /// The `[` of a subscript right after `at` (`x[`, `x?[`, `x![`), nil when none follows.
    func subscriptOpen(after at: Int) -> Int? {
        var next = at + 1
        if next < lexemes.count, lexemes[next].punctuation == "?" || lexemes[next].punctuation == "!" { next += 1 }
        guard next < lexemes.count, lexemes[next].punctuation == "[", lexemes[next].line == lexemes[at].line else {
            return nil
        }
        return next
    }

    /// `x["k"]` reads `k`; any other subscript is a key computed at run time.
    func subscriptRead(open: Int, name: String, into keys: inout FunctionKeys) {
        let close = cursor.closing(ofGroupAt: open)
        if close == open + 2, let key = lexemes[open + 1].string {
            ScriptFunctionKeys(cursor: cursor).add(read: key, line: lexemes[open + 1].line, to: &keys)
        } else {
            let inner = close == open + 2 ? lexemes[open + 1].word ?? "…" : "…"
            keys.readsUnverifiable =
                keys.readsUnverifiable ?? "it reads `\(name)[\(inner)]`, a key computed at run time"
        }
    }

    /// The `(` of the call whose argument list holds `at` directly (a callee word before it),
    /// nil when `at` is not a call's argument.
    func enclosingCall(of at: Int, body: ClosedRange<Int>) -> Int? {
        var depth = 0
        var back = at - 1
        while back > body.lowerBound {
            let change = LexemeCursor.depthChange(lexemes[back])
            if change < 0 {
                depth -= change
            } else if change > 0 {
                if depth == 0 {
                    let word = lexemes[back - 1].word.map { !Self.controlWords.contains($0) } ?? false
                    let callee = word || (kotlin && lexemes[back - 1].punctuation == ">")
                    let isCall = lexemes[back].punctuation == "(" && callee
                    return isCall ? back : nil
                }
                depth -= change
            }
            back -= 1
        }
        return nil
    }

    /// The call an expression at `start` is (`A.b(…)`, `A().b(…)`, `b(…)`): its `(` and `)`.
    func call(startingAt start: Int, body: ClosedRange<Int>) -> (Int, Int)? {
        var at = start
        while at < body.upperBound {
            if lexemes[at].word != nil || lexemes[at].punctuation == "." || lexemes[at].punctuation == "?." {
                at += 1
                continue
            }
            // Kotlin's one type argument: `decodeFromString<JsonObject>(…)`.
            if kotlin, lexemes[at].punctuation == "<", at + 3 < body.upperBound, lexemes[at + 2].punctuation == ">" {
                at += 3
                guard lexemes[at].punctuation == "(" else { return nil }
                let close = cursor.closing(ofGroupAt: at)
                return (at, close)
            }
            guard lexemes[at].punctuation == "(", at > start, lexemes[at - 1].word != nil else { return nil }
            let close = cursor.closing(ofGroupAt: at)
            guard close + 1 < body.upperBound, lexemes[close + 1].punctuation == "." else { return (at, close) }
            at = close + 1
        }
        return nil
    }

    /// `T.self` among a call's arguments: the type the call decodes.
    func typeArgument(open: Int, close: Int) -> String? {
        var at = open + 1
        while at + 2 < close {
            if let word = lexemes[at].word, lexemes[at + 1].punctuation == ".", lexemes[at + 2].word == "self" {
                return word
            }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return nil
    }

    /// A name bound to the parsed value passed whole among a call's arguments.
    func boundArgument(open: Int, close: Int, names: Set<String>) -> Int? {
        var at = open + 1
        while at < close {
            if let word = lexemes[at].word, names.contains(word), !isMember(at),
                lexemes[at + 1].punctuation == "," || at + 1 == close
            {
                return at
            }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return nil
    }

    /// True for `[` opening a dictionary literal with a string key first: `["id": id]`.
    func isDictionary(at: Int) -> Bool {
        at + 2 < lexemes.count && lexemes[at].punctuation == "[" && lexemes[at + 1].string != nil
            && lexemes[at + 2].punctuation == ":"
    }

    /// The `[` of a dictionary literal written at `at`: returned, the whole of a one-expression
    /// body, or an argument (in place or a local) of one of `writingCalls`.
    func writtenDictionary(at: Int, body: ClosedRange<Int>, scan: Scan) -> Int? {
        if at == body.lowerBound + 1, isDictionary(at: at), cursor.closing(ofGroupAt: at) == body.upperBound - 1 {
            return at
        }
        if lexemes[at].word == "return", at + 1 < body.upperBound, at > scan.closureEnd {
            if isDictionary(at: at + 1) { return at + 1 }
            if let word = lexemes[at + 1].word, let local = scan.locals[word], isWhole(at: at + 1) { return local }
            return nil
        }
        guard lexemes[at].punctuation == "(", at > 0, let callee = lexemes[at - 1].word,
            Self.writingCalls.contains(callee)
        else { return nil }
        let close = cursor.closing(ofGroupAt: at)
        var element = at + 1
        while element < close {
            if isDictionary(at: element) { return element }
            if let word = lexemes[element].word, let local = scan.locals[word],
                lexemes[element + 1].punctuation == "," || element + 1 == close
            {
                return local
            }
            element =
                LexemeCursor.depthChange(lexemes[element]) > 0 ? cursor.closing(ofGroupAt: element) + 1 : element + 1
        }
        return nil
    }

    /// The keys of the dictionary literal at `open`; a key that is not a string literal makes
    /// the writes unverifiable.
    func dictionary(open: Int, into keys: inout FunctionKeys) -> [WireProperty] {
        literalKeys(open: open, shown: "`[…: …]` at line", into: &keys) { $0.punctuation == ":" }
    }

    /// The string-literal keys of the comma-separated group at `open` (a Swift dictionary
    /// literal, Kotlin's `mapOf(…)`), each followed by a lexeme `separates` accepts; any other
    /// element is a key computed at run time, so the writes are unverifiable (`shown` says where).
    func literalKeys(
        open: Int, shown: String, into keys: inout FunctionKeys, separates: (SourceLexeme) -> Bool
    ) -> [WireProperty] {
        let close = cursor.closing(ofGroupAt: open)
        var properties: [WireProperty] = []
        var at = open + 1
        var start = true
        while at < close {
            let lexeme = lexemes[at]
            if start {
                if let key = lexeme.string, at + 1 < close, separates(lexemes[at + 1]) {
                    addWritten(key, line: lexeme.line, to: &properties)
                } else {
                    keys.writesUnverifiable =
                        keys.writesUnverifiable ?? "it writes a key computed at run time (\(shown) \(lexeme.line))"
                }
            }
            start = lexeme.punctuation == ","
            at = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return properties
    }

    /// Adds `key` to `properties` once, at its first line.
    func addWritten(_ key: String, line: Int, to properties: inout [WireProperty]) {
        guard !properties.contains(where: { $0.name == key }) else { return }
        properties.append(WireProperty(name: key, isOptional: false, line: line))
    }
}
