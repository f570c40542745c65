/// The registry of lexers, chosen by a path's extension. A new language is one more line in
/// `registered`.
enum SourceLexers {
    /// Every lexer type, in the order they are asked.
    static let registered: [any SourceLexer.Type] = [
        SwiftLexer.self,
        TypeScriptLexer.self,
        KotlinLexer.self,
    ]

    /// The lexer for a file at `path` (only the extension matters, in any case), or nil when no
    /// lexer reads that kind of file.
    static func lexer(forPath path: String) -> (any SourceLexer)? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        for type in registered where type.fileExtensions.contains(fileExtension) {
            return type.init(fileExtension: fileExtension)
        }
        return nil
    }
}
