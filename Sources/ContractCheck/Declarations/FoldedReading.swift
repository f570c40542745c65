/// What a named constant's value is, read from its initializer as a compiler folds constants
/// (`ValueFolder`): one value, an expression the reader does not evaluate, or a structure (a
/// collection, an object, a schema, a function) whose values are sought inside it.
enum FoldedReading: Sendable, Equatable {
    case value(FoldedValue)
    case unverifiable(Unfoldable)
    case structure
}

/// A constant's folded value: a string's decoded content (concatenated), or a number as written.
struct FoldedValue: Sendable, Equatable {
    var text: String
    var isNumber: Bool
    /// False when the initializer is the literal itself; true when it was folded (joined, or
    /// read through a reference).
    var isFolded = false

    /// How a side holds it, for "the other side has it, as …".
    func how(symbol: String) -> String {
        isFolded ? "the folded value of `\(symbol)`" : isNumber ? "a number" : "a string literal"
    }
}

/// Why a named constant's value cannot be established: the expression its initializer is, or
/// what makes the initializer not its value. Data, so a verdict is decided on it; `sentence`
/// words it once.
enum Unfoldable: Sendable, Equatable {
    /// `c ? a : b`, Kotlin `if (c) a else b`.
    case conditional
    /// A Kotlin `when` or Swift `switch` expression (the keyword).
    case choice(String)
    /// A string with a substitution: `"a\(v)"`, `` `a${v}` ``, `"a$v"`.
    case substitution
    /// A call (the callee as written, `makeKey`, `String.init`).
    case call(String)
    /// `name[…]`.
    case subscripted(String)
    /// Kotlin `by lazy { … }` (the delegate's first word).
    case delegated(String)
    /// A getter the reader does not fold (kept for the wording; a getter with statements is
    /// read like a function, see `ValueFolder.getter`).
    case computed
    /// A mutable binding (`let`/`var`, Kotlin and Swift `var`) the file assigns again, at a line.
    case reassigned(keyword: String, line: Int)
    /// A name the reader does not resolve to a constant of the same file.
    case unresolved(String)
    /// An operator the reader does not fold (`??`, `*`, `?:`, `||`).
    case operation(String)
    /// Numbers added: arithmetic, which the reader does not evaluate.
    case arithmetic
    /// A member of a TypeScript object literal that is not `as const` (its members may change).
    case mutableObject(String)
    /// `export { name } from "module"`: the value is in another file.
    case reexport(String)
    /// A referenced constant declared more than once (`#if` branches) with different values.
    case branches(String)
    /// Declared without a value (`let key: String`, set in an initializer).
    case noInitializer
    /// Constants referring to each other deeper than `ValueFolder.maximumDepth`, or in a cycle.
    case tooDeep

    /// The reason as the verdict says it, for `symbol` in `path` (`isGetter`: its value is a
    /// getter's expression, not an initializer).
    func sentence(symbol: String, path: String, isGetter: Bool = false) -> String {
        let subject = "`\(symbol)` in \"\(path)\""
        let suffix = "; contract-check reads only literals and constant folds"
        switch self {
        case .reassigned(let keyword, let line):
            return "\(subject) is a `\(keyword)` the file assigns again (line \(line)), so its value is not its "
                + "initializer"
        case .reexport(let module):
            return "\(subject) is re-exported from \"\(module)\", which contract-check does not follow"
        case .computed:
            return "\(subject) is a computed property" + suffix
        case .noInitializer:
            return "\(subject) is declared without a value" + suffix
        default:
            return "the \(isGetter ? "getter" : "initializer") of \(subject) is \(expression)" + suffix
        }
    }

    /// The expression, as a noun phrase.
    var expression: String {
        switch self {
        case .conditional: return "a conditional expression"
        case .choice(let word): return "a `\(word)` expression"
        case .substitution: return "a string with a substitution"
        case .call(let callee): return "a call to `\(callee)`"
        case .subscripted(let name): return "a subscript of `\(name)`"
        case .delegated(let name): return "a delegate (`by \(name)`)"
        case .unresolved(let name): return "a reference to `\(name)`, which is not a constant of the same file"
        case .operation(let text): return "an expression with `\(text)`"
        case .arithmetic: return "an arithmetic expression"
        case .mutableObject(let name): return "a member of `\(name)`, an object literal that is not `as const`"
        case .branches(let name): return "a reference to `\(name)`, declared with different values under `#if`"
        case .tooDeep: return "a chain of constants deeper than \(ValueFolder.maximumDepth)"
        case .computed: return "a computed property"
        case .noInitializer: return "missing"
        case .reassigned: return "reassigned"
        case .reexport(let module): return "a re-export from \"\(module)\""
        }
    }
}
