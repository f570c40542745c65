/// Kotlin's forms for `SwiftFunctionKeys` (the same rule; `kotlin` is set): `json.getString("k")`,
/// `optString("k")`, `obj.get("k")` and the other getters of `org.json` and kotlinx are reads like
/// `obj["k"]`; `decodeFromString<T>(payload)` and `fromJson(payload, T::class.java)` read `T`'s
/// keys; `mapOf("id" to id)`, `buildJsonObject { put("id", …) }` and `JSONObject().put("k", v)`
/// anywhere in the body are written literals.
extension SwiftFunctionKeys {
    /// Getters whose first argument is a key of the receiver.
    static let kotlinGetters: Set<String> = [
        "get", "getString", "optString", "getInt", "optInt", "getLong", "optLong", "getDouble", "optDouble",
        "getBoolean", "optBoolean", "getJSONObject", "optJSONObject", "getJSONArray", "optJSONArray", "has", "isNull",
        "opt", "containsKey", "getValue",
    ]
    /// Type arguments that convert a value (a JSON tree) rather than decode a wire type.
    static let kotlinTrees: Set<String> = ["JsonObject", "JsonElement", "JsonArray", "JSONObject", "Map", "Any"]
    static let kotlinMaps: Set<String> = ["mapOf", "mutableMapOf", "hashMapOf", "linkedMapOf"]
    static let kotlinPuts: Set<String> = ["put", "putJsonObject", "putJsonArray"]

    /// `name.getString("k")`, `name?.get("k")` after the name at `at`: true when it is one (read,
    /// or a computed key, which is unverifiable).
    func kotlinGetter(at: Int, name: String, into keys: inout FunctionKeys) -> Bool {
        guard at + 3 < lexemes.count, lexemes[at + 1].punctuation == "." || lexemes[at + 1].punctuation == "?.",
            let getter = lexemes[at + 2].word, Self.kotlinGetters.contains(getter), lexemes[at + 3].punctuation == "("
        else { return false }
        let close = cursor.closing(ofGroupAt: at + 3)
        if close == at + 5, let key = lexemes[at + 4].string {
            ScriptFunctionKeys(cursor: cursor).add(read: key, line: lexemes[at + 4].line, to: &keys)
        } else {
            keys.readsUnverifiable =
                keys.readsUnverifiable ?? "it reads `\(name).\(getter)(…)` with a key computed at run time"
        }
        return true
    }

    /// The wire type a Kotlin call decodes: `decodeFromString<T>(…)` (the `<T>` before `open`),
    /// `fromJson(x, T::class.java)`, `decodeFromString(T.serializer(), x)`; nil for a JSON tree.
    func kotlinTypeArgument(open: Int, close: Int) -> String? {
        if open >= 3, lexemes[open - 1].punctuation == ">", lexemes[open - 3].punctuation == "<",
            let type = lexemes[open - 2].word
        {
            return Self.kotlinTrees.contains(type) ? nil : type
        }
        var at = open + 1
        while at + 2 < close {
            if let word = lexemes[at].word,
                lexemes[at + 1].punctuation == "::" && lexemes[at + 2].word == "class"
                    || lexemes[at + 1].punctuation == "." && lexemes[at + 2].word == "serializer"
            {
                return word
            }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return nil
    }

    /// The keys of a literal Kotlin writes at `at`, nil when none starts there.
    func kotlinWritten(at: Int, body: ClosedRange<Int>, into keys: inout FunctionKeys) -> [WireProperty]? {
        guard let word = lexemes[at].word, at + 1 < body.upperBound else { return nil }
        let next = lexemes[at + 1].punctuation
        if Self.kotlinMaps.contains(word), next == "(" {
            return pairs(open: at + 1, into: &keys)
        }
        if word == "buildJsonObject", next == "{" {
            return puts(from: at + 2, through: cursor.closing(ofGroupAt: at + 1) - 1, into: &keys)
        }
        if word == "JSONObject", next == "(", at + 3 < body.upperBound, lexemes[at + 2].punctuation == ")",
            lexemes[at + 3].punctuation == "." || lexemes[at + 3].punctuation == "?."
        {
            var end = at + 3
            while end + 2 < body.upperBound, lexemes[end].punctuation == ".", lexemes[end + 2].punctuation == "(" {
                end = cursor.closing(ofGroupAt: end + 2) + 1
            }
            return puts(from: at + 3, through: end - 1, into: &keys)
        }
        return nil
    }

    /// `"k" to v` pairs of a `mapOf(…)` at `open`; any other element is a computed key.
    func pairs(open: Int, into keys: inout FunctionKeys) -> [WireProperty] {
        literalKeys(open: open, shown: "at line", into: &keys) { $0.word == "to" }
    }

    /// `put("k", …)` calls from `start` through `end` (a nested object's own puts are its value).
    func puts(from start: Int, through end: Int, into keys: inout FunctionKeys) -> [WireProperty] {
        var properties: [WireProperty] = []
        var at = start
        while at <= end {
            if let word = lexemes[at].word, Self.kotlinPuts.contains(word), at + 1 <= end,
                lexemes[at + 1].punctuation == "(", at == start || lexemes[at - 1].punctuation != "::"
            {
                let close = cursor.closing(ofGroupAt: at + 1)
                if let key = lexemes[at + 2].string, close > at + 2 {
                    addWritten(key, line: lexemes[at + 2].line, to: &properties)
                } else {
                    keys.writesUnverifiable =
                        keys.writesUnverifiable
                        ?? "it writes a key computed at run time (`\(word)(…)` at line \(lexemes[at].line))"
                }
                at = close + 1
                // A nested object's block (`putJsonObject("k") { … }`) holds its own keys.
                if at <= end, lexemes[at].punctuation == "{" { at = cursor.closing(ofGroupAt: at) + 1 }
                continue
            }
            at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
        }
        return properties
    }
}
