/// TypeScript function types in a type alias: `(a: A) => B`, `new (…) => B`, `abstract new (…)
/// => B`, a generic `<T>(x: T) => B`, each also in parentheses (`A & ((x: X) => Y)`). A function
/// type is no key set: its return type's `&` and `|` belong to it (`(a: A) => B & C` is not an
/// intersection with `C`), and a bullet that names it as a key set is unverifiable, naming it.
extension ScriptShapes {
    /// The form of the function type from `low` through `high` (`"(…) => …"`, `"new (…) => …"`,
    /// `"<…>(…) => …"`), or nil when those lexemes are no function type.
    func functionType(from low: Int, through high: Int) -> String? {
        var low = low
        var high = high
        while low < high, lexemes[low].punctuation == "(", cursor.closing(ofGroupAt: low) == high {
            low += 1
            high -= 1
        }
        var at = low
        var form = ""
        if at <= high, lexemes[at].word == "abstract" {
            form += "abstract "
            at += 1
        }
        if at <= high, lexemes[at].word == "new" {
            form += "new "
            at += 1
        }
        if at <= high, Self.angleChange(lexemes[at]) > 0 {
            var angle = 0
            repeat {
                angle += Self.angleChange(lexemes[at])
                at = LexemeCursor.depthChange(lexemes[at]) > 0 ? cursor.closing(ofGroupAt: at) + 1 : at + 1
            } while at <= high && angle > 0
            form += "<…>"
        }
        guard at < high, lexemes[at].punctuation == "(" else { return nil }
        let close = cursor.closing(ofGroupAt: at)
        guard close < high, lexemes[close + 1].punctuation == "=>" else { return nil }
        return form + "(…) => …"
    }

    /// Why a type alias from `start` through `end` has no key set of its own when it is a
    /// function type, or holds one as a member of its union or a part of its intersection; nil
    /// when none of it is a function type.
    func functionTypeReason(from start: Int, through end: Int) -> String? {
        if let form = functionType(from: start, through: end) { return Self.functionReason(form) }
        for (low, high) in branches(from: start, through: end) {
            if let form = functionType(from: low, through: high) { return Self.functionReason(form) }
            for (partLow, partHigh) in intersectionParts(from: low, through: high) {
                if let form = functionType(from: partLow, through: partHigh) { return Self.functionReason(form) }
            }
        }
        return nil
    }

    /// The reason a function type gives: it is named, and it has no keys.
    static func functionReason(_ form: String) -> String {
        "a function type (`\(form)`), which is no key set"
    }
}
