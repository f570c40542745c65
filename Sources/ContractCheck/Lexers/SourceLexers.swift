/// The registry of lexers, chosen by a path's extension. A new language is one more line in
/// `registered`.
enum SourceLexers {
    /// Every lexer type, in the order they are asked.
    static let registered: [any SourceLexer.Type] = [
        SwiftLexer.self,
        TypeScriptLexer.self,
        KotlinLexer.self,
        DataLexer.self,
        DocumentExampleLexer.self,
    ]

    /// The lexer for a file at `path` (only the extension matters, in any case), or nil when no
    /// lexer reads that kind of file.
    static func lexer(forPath path: String) -> (any SourceLexer)? {
        // The last component's extension, found on the bytes (asked once per file a §8 side reads).
        let bytes = path.utf8
        let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return nil }
        let fileExtension = String(decoding: bytes[bytes.index(after: dot)...], as: UTF8.self).lowercased()
        for type in registered where type.fileExtensions.contains(fileExtension) {
            return type.init(fileExtension: fileExtension)
        }
        return nil
    }
}
