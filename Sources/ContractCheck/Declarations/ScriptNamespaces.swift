/// TypeScript `namespace N { … }` (and `module N { … }`): its declarations are `N`'s members,
/// named `N.X` as code names them, the way typescript-angular keeps a model's enums
/// (`export namespace Pet { export const StatusEnum = {…} as const; export type StatusEnum = … }`
/// beside `interface Pet`). A namespace merges with the interface, class, enum or function of
/// its name in the file (its declarations are nested in that one); alone, it is a declaration
/// of its own with no shape.
extension ScriptStatementReader {
    /// The namespace block at `index`: its (dotted) name and its braces; nil when none starts there.
    func namespaceBlock(at index: Int) -> (name: String, open: Int, close: Int)? {
        guard let keyword = lexemes[index].word, keyword == "namespace" || keyword == "module",
            index + 1 < lexemes.count, var name = lexemes[index + 1].word
        else { return nil }
        var at = index + 2
        while at + 1 < lexemes.count, lexemes[at].punctuation == ".", let part = lexemes[at + 1].word {
            name += "." + part
            at += 2
        }
        guard at < lexemes.count, lexemes[at].punctuation == "{" else { return nil }
        return (name, at, cursor.closing(ofGroupAt: at))
    }

    /// Nests `members` in the last declaration named `name` that a namespace merges with, or in
    /// a new declaration of that name covering `range`.
    static func attach(
        _ members: [SourceDeclaration], namespace name: String, range: ClosedRange<SourcePosition>,
        to declarations: inout [SourceDeclaration]
    ) {
        if let index = declarations.lastIndex(where: { $0.name == name && $0.kind != .constant }) {
            declarations[index].nested += members
            return
        }
        var namespace = SourceDeclaration(name: name, kind: .type, range: range)
        namespace.nested = members
        declarations.append(namespace)
    }
}
