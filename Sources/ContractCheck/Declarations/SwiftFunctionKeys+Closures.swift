/// Which braces in a Swift function's body open a closure (`items.map { return [...] }`), whose
/// `return` is the closure's result, not the function's: a dictionary literal returned there is
/// not what the function returns.
extension SwiftFunctionKeys {
    /// Words that start a statement whose `{` is a block of the function, not a closure.
    static let blockStatements: Set<String> = [
        "if", "guard", "for", "while", "switch", "do", "repeat", "catch", "else", "defer", "case", "default",
    ]

    /// True when the `{` at `open` opens a closure: it follows a callee (`map {`), an argument
    /// position (`(`, `,`, `:`, `=`, `return`, `??`, `in`), or a call's `)` on a line that no
    /// control statement starts. The `{` of `if`, `guard … else`, `for`, `while`, `switch`, `do`,
    /// `repeat`, `catch` and `defer` is a block. A condition written over several lines whose
    /// last line ends in `) {` reads as a closure (its `return` is then not counted).
    func isClosure(open: Int, body: ClosedRange<Int>) -> Bool {
        guard open > body.lowerBound else { return false }
        let previous = lexemes[open - 1]
        if let word = previous.word {
            return !Self.blockStatements.contains(word) && !Self.blockStatements.contains(lineStart(of: open))
                && !["get", "set", "willSet", "didSet"].contains(word)
        }
        if ["(", ",", ":", "=", "??", "["].contains(previous.punctuation ?? "") { return true }
        if previous.punctuation == ")" || previous.punctuation == "]" || previous.punctuation == "?" {
            return !Self.blockStatements.contains(lineStart(of: open))
        }
        return false
    }

    /// The first word of the line the lexeme at `at` is on, past a leading `}`.
    func lineStart(of at: Int) -> String {
        var first = at
        while first > 0, lexemes[first - 1].line == lexemes[at].line { first -= 1 }
        while first < at, lexemes[first].punctuation == "}" { first += 1 }
        return lexemes[first].word ?? ""
    }
}

/// Dictionary literals a Swift function passes to a call other than `writingCalls`:
/// `reply(["id": id])`, `completion(["ok": true])`. Whether such a call puts the
/// dictionary on the wire is not known to the reader, so its keys are counted among the writes
/// and the writes are unverifiable, naming the call and the line; only `loggingCalls` are left
/// out (what they print is no wire key set).
extension SwiftFunctionKeys {
    /// Calls whose dictionary argument is printed, not sent.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "dump", "NSLog", "assert", "precondition"]

    /// The keys of the dictionary literal at `at` when it is a direct argument of a call that is
    /// neither one of `writingCalls` (read by `writtenDictionary`) nor one of `loggingCalls`.
    func passedDictionary(at: Int, body: ClosedRange<Int>, into keys: inout FunctionKeys) -> [WireProperty]? {
        guard isDictionary(at: at), let open = enclosingCall(of: at, body: body), open > 0,
            let callee = lexemes[open - 1].word, !Self.writingCalls.contains(callee),
            !Self.loggingCalls.contains(callee)
        else { return nil }
        keys.writesUnverifiable =
            keys.writesUnverifiable
            ?? "it passes a dictionary literal to `\(callee)(…)` at line \(lexemes[at].line), a call the reader "
            + "does not know to serialize it"
        return dictionary(open: at, into: &keys)
    }
}
