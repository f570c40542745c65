/// Where a TypeScript `interface` or `enum` is declared, as the compiler merges declarations of
/// one name across files: the declarations of a script file (no top-level `import` or
/// `export`) and of `declare global { … }` share the global scope; a module file's own are its
/// module's, which only a `declare module "./that-file" { … }` augmentation in a module adds to.
/// Two module files' `export interface X` are two types and never merge.
enum ScriptMergeScope: Sendable, Equatable {
    /// The global scope: a script file's top level, or `declare global { … }`.
    case global
    /// The top level of the module file it is in.
    case ownModule
    /// Inside `declare module "specifier" { … }` of a module file: an augmentation of the module
    /// the specifier names.
    case augments(String)
    /// Inside `declare module "specifier" { … }` of a script file: an ambient module, which
    /// the reader cannot tell is any file.
    case ambient(String)
}

extension ScriptStatementReader {
    /// True when the file is a module: a top-level `export`, or an `import` that is no
    /// expression (`import(…)`, `import.meta`).
    func isModule() -> Bool {
        var index = 0
        while index < lexemes.count {
            let lexeme = lexemes[index]
            if lexeme.word == "export" { return true }
            if lexeme.word == "import", index + 1 < lexemes.count, lexemes[index + 1].punctuation != "(",
                lexemes[index + 1].punctuation != "."
            {
                return true
            }
            index = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: index) + 1 : index + 1
        }
        return false
    }

    /// The block of `declare global { … }` or `declare module "m" { … }` starting at `index`
    /// (its `declare`): the scope its declarations are in and its braces; nil for anything else.
    func ambientBlock(at index: Int, isModule: Bool) -> (ScriptMergeScope, open: Int, close: Int)? {
        guard lexemes[index].word == "declare", index + 2 < lexemes.count else { return nil }
        if lexemes[index + 1].word == "global", lexemes[index + 2].punctuation == "{" {
            return (.global, index + 2, cursor.closing(ofGroupAt: index + 2))
        }
        guard lexemes[index + 1].word == "module", let module = lexemes[index + 2].string,
            index + 3 < lexemes.count, lexemes[index + 3].punctuation == "{"
        else { return nil }
        return (isModule ? .augments(module) : .ambient(module), index + 3, cursor.closing(ofGroupAt: index + 3))
    }
}
