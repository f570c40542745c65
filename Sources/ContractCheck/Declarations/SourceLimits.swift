/// The largest side file §8 reads, and the deepest bracket nesting its declarations are read
/// to. A side past either is reported unverifiable with the reason, never read in part: the
/// hooks stay within their time on any input, and no input can exhaust the stack.
///
/// Real code stays far inside both (the largest generated sources are a few megabytes; object
/// literals and types nest a few dozen brackets deep).
enum SourceLimits {
    /// 8 MiB: a declaration-dense TypeScript file of this size takes each hook about 0.4 s of
    /// CPU (bench/results/stalls.md), well inside the hooks' 2 s on a loaded 2-core machine.
    static let maximumBytes = 8 << 20
    /// Brackets (`(`, `[`, `{`) open at once.
    static let maximumNesting = 256

    /// Why `path`, of `count` bytes, is not read; nil when it is small enough.
    static func refusal(bytes count: Int, path: String) -> String? {
        guard count > maximumBytes else { return nil }
        return "\"\(path)\" is \(grouped(count)) bytes, past the \(grouped(maximumBytes)) a side file is read to"
    }

    /// Why the declarations of `path` are not read; nil when its brackets nest shallowly enough.
    static func refusal(nesting lexemes: [SourceLexeme], path: String) -> String? {
        refusal(depth: nesting(lexemes), path: path)
    }

    /// Why a file whose brackets nest `depth` deep is not read, or nil.
    static func refusal(depth: Int, path: String) -> String? {
        guard depth > maximumNesting else { return nil }
        return "\"\(path)\" nests brackets \(grouped(depth)) deep, past the \(maximumNesting) its declarations are "
            + "read to"
    }

    /// The deepest nesting of brackets in `lexemes` (closing brackets with nothing open ignored).
    static func nesting(_ lexemes: [SourceLexeme]) -> Int {
        var depth = 0
        var deepest = 0
        for lexeme in lexemes where lexeme.punctuation != nil {
            depth = max(0, depth + LexemeCursor.depthChange(lexeme))
            deepest = max(deepest, depth)
        }
        return deepest
    }

    /// `56000000` as `56,000,000`.
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var out: [Character] = []
        while digits.count > 3 {
            out = [","] + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return String(digits + out)
    }
}
