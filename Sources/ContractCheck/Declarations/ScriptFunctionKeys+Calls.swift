/// Object literals a TypeScript function passes to a call: whether the
/// call puts the literal on the wire is a property of the call, so the reader keeps two explicit
/// lists. A literal passed to one of `serializingCalls` (`postMessage({ id, ok })`,
/// `res.json({…})`, `send({…})`, in place or through a chain such as
/// `window.webkit.messageHandlers.x.postMessage({…})`) as its first argument is written, as a
/// returned one is (a literal in a later argument of it is not classified). A literal
/// passed to one of `optionBagCalls` (`fetch(url, { method })`, `addEventListener(t, f, { once })`,
/// `new URL(…)`, `setTimeout`, zod's own calls…) is an option bag and not a wire key set. A
/// literal passed to any other call cannot be classified: its keys are counted among the writes
/// and the writes are unverifiable, naming the call and the line, so it is never silently
/// counted or silently left out.
extension ScriptFunctionKeys {
    /// Calls (the last name of the callee) that serialize their object argument.
    static let serializingCalls: Set<String> = ["postMessage", "json", "send", "sendMessage"]
    /// Calls whose object argument is an option bag or a schema, not a key set on the wire.
    static let optionBagCalls: Set<String> = [
        "fetch", "addEventListener", "removeEventListener", "URL", "setTimeout", "setInterval", "Blob", "File",
        "Request", "Response", "Headers", "CustomEvent", "Event", "log", "warn", "error", "info", "debug",
        // zod's own calls: schemas and their options (`z.string().datetime({ offset: true })`).
        "object", "strictObject", "looseObject", "refine", "superRefine", "datetime", "string", "number", "boolean",
        "min", "max", "length", "regex", "email", "url", "uuid", "int", "array", "enum", "literal", "union",
        "discriminatedUnion", "record", "tuple", "date",
    ]
    /// Words before `(` that make it a condition or a declaration's parameters, not a call.
    static let notCallees: Set<String> = [
        "if", "while", "for", "switch", "catch", "return", "typeof", "await", "function", "in", "of", "yield",
    ]

    /// What the object literal at `open` (a `{` after `(` or `,`) is an argument of: the
    /// callee's last name, nil when it is no call's direct argument (a destructured parameter,
    /// a group, an array element).
    func callee(ofArgumentAt open: Int, body: ClosedRange<Int>) -> String? {
        guard open > body.lowerBound else { return nil }
        let previous = lexemes[open - 1].punctuation
        guard previous == "(" || previous == "," else { return nil }
        var depth = 0
        var back = open - 1
        while back > body.lowerBound {
            let change = LexemeCursor.depthChange(lexemes[back])
            if change > 0 && depth == 0 { break }
            depth -= change
            back -= 1
        }
        guard lexemes[back].punctuation == "(", back > 0 else { return nil }
        var name = back - 1
        // A call's type arguments: `post<T>({…})`.
        if lexemes[name].punctuation == ">" {
            let angles = max(0, name - 6)..<name
            name = (angles.last { lexemes[$0].punctuation == "<" } ?? 0) - 1
        }
        guard name >= 0, let word = lexemes[name].word, !Self.notCallees.contains(word) else { return nil }
        if name > 0, lexemes[name - 1].word == "function" { return nil }
        // An arrow function's parameters: `(a, { b }) => …`.
        let close = cursor.closing(ofGroupAt: back)
        if close + 1 < lexemes.count, lexemes[close + 1].punctuation == "=>" { return nil }
        return word
    }

    /// The object literal at `at` passed to a call: its keys when the call serializes it or
    /// cannot be classified (then the writes are unverifiable), nil for an option bag, for
    /// `JSON.stringify` (read as a write already) and for anything that is no call argument.
    func calledLiteral(at: Int, body: ClosedRange<Int>, locals: [String: Int], into keys: inout FunctionKeys)
        -> [WireProperty]?
    {
        guard lexemes[at].punctuation == "{", let callee = callee(ofArgumentAt: at, body: body),
            callee != "stringify", !Self.optionBagCalls.contains(callee)
        else { return nil }
        // A serializing call writes its first argument; a literal after it is its options or
        // something else the reader cannot classify.
        if !Self.serializingCalls.contains(callee) || lexemes[at - 1].punctuation == "," {
            keys.writesUnverifiable =
                keys.writesUnverifiable
                ?? "it passes an object literal to `\(callee)(…)` at line \(lexemes[at].line), a call the reader "
                + "knows neither to serialize it nor to take an option bag"
        }
        return written(open: at, locals: locals, into: &keys)
    }
}

extension ScriptFunctionKeys {
    /// The local object literal (`const payload = { … }`) passed by name as the first argument
    /// of one of `serializingCalls` whose `(` is at `at`: it is written, as it would be in place.
    func serializedLocals(at: Int, locals: [String: Int]) -> [Int] {
        guard lexemes[at].punctuation == "(", at > 0, let callee = lexemes[at - 1].word,
            Self.serializingCalls.contains(callee), at + 2 < lexemes.count, let word = lexemes[at + 1].word,
            let local = locals[word], lexemes[at + 2].punctuation == "," || lexemes[at + 2].punctuation == ")"
        else { return [] }
        return [local]
    }
}
