/// The wire names openapi-generator's TypeScript clients write outside a model's own
/// declaration, where they name its properties in camel case: typescript-fetch maps each one in
/// `XFromJSONTyped` (`'smallSnake': json['small_Snake'] == null ? undefined : json['small_Snake']`)
/// and back in `XToJSONTyped` (`'small_Snake': value['smallSnake']`), the typescript generator in
/// the class's `static readonly attributeTypeMap` (`{ "name": "smallSnake", "baseName":
/// "small_Snake", … }`). A property such a mapping names is on the wire under the key written
/// there; when reading and writing map it to two keys, it is on the wire under both, so the key
/// set it is compared with sees the one it does not list. A property no mapping names keeps its
/// own name.
struct ScriptWireNames {
    let cursor: LexemeCursor
    var lexemes: [SourceLexeme] { cursor.lexemes }

    /// The file's top-level interfaces and classes with the wire names their mappings give.
    func apply(to declarations: [SourceDeclaration]) -> [SourceDeclaration] {
        var functions: [String: SourceDeclaration] = [:]
        for declaration in declarations where declaration.kind == .function {
            functions[declaration.name] = declaration
        }
        return declarations.map { declaration in
            guard declaration.kind == .type, !declaration.properties.isEmpty else { return declaration }
            let reading = ["\(declaration.name)FromJSONTyped", "\(declaration.name)FromJSON"].lazy
                .compactMap { functions[$0].flatMap(self.readMapping) }.first
            let writing = ["\(declaration.name)ToJSONTyped", "\(declaration.name)ToJSON"].lazy
                .compactMap { functions[$0].flatMap(self.writeMapping) }.first
            let table = attributeTypeMap(in: declaration)
            guard reading != nil || writing != nil || table != nil else { return declaration }
            var renamed = declaration
            renamed.properties = declaration.properties.flatMap { property -> [WireProperty] in
                let keys = [reading?[property.name] ?? table?[property.name], writing?[property.name]].compactMap { $0 }
                guard let first = keys.first else { return [property] }
                var named = property
                named.wireName = first
                guard let other = keys.last, other != first else { return [named] }
                var twin = property
                twin.wireName = other
                return [named, twin]
            }
            return renamed
        }
    }

    /// The index of the lexeme at `position`, nil when none starts there.
    func index(of position: SourcePosition) -> Int? {
        var low = 0
        var high = lexemes.count
        while low < high {
            let middle = (low + high) / 2
            if lexemes[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low < lexemes.count && lexemes[low].position == position ? low : nil
    }

    /// The object literal a function returns: its braces, and the function's first parameter.
    func returnedLiteral(of function: SourceDeclaration) -> (open: Int, close: Int, parameter: String)? {
        guard let start = index(of: function.range.lowerBound), let end = index(of: function.range.upperBound),
            let paren = (start..<end).first(where: { lexemes[$0].punctuation == "(" }),
            paren + 1 < end, let parameter = lexemes[paren + 1].word
        else { return nil }
        for at in stride(from: end - 1, to: paren, by: -1)
        where lexemes[at].word == "return" && lexemes[at + 1].punctuation == "{" {
            return (at + 1, cursor.closing(ofGroupAt: at + 1), parameter)
        }
        return nil
    }

    /// The entries of the object literal between `open` and `close`: each key, and the range of
    /// its value's lexemes.
    func entries(open: Int, close: Int) -> [(key: String, value: Range<Int>)] {
        var out: [(String, Range<Int>)] = []
        var at = open + 1
        while at + 1 < close {
            guard let key = lexemes[at].string ?? lexemes[at].word, lexemes[at + 1].punctuation == ":" else {
                at += 1
                continue
            }
            var end = at + 2
            while end < close, lexemes[end].punctuation != "," {
                end = LexemeCursor.depthChange(lexemes[end]) > 0 ? cursor.closing(ofGroupAt: end) + 1 : end + 1
            }
            out.append((key, (at + 2)..<min(end, close)))
            at = end + 1
        }
        return out
    }

    /// The first key `value` reads from `name` (`name['k']`, `name.k`), nil when it reads none.
    func key(read from: String, in value: Range<Int>) -> String? {
        for at in value where lexemes[at].word == from && at + 2 < value.upperBound {
            if lexemes[at + 1].punctuation == "[", let key = lexemes[at + 2].string { return key }
            if lexemes[at + 1].punctuation == ".", let key = lexemes[at + 2].word { return key }
        }
        return nil
    }

    /// `XFromJSONTyped`'s mapping: each property to the key it reads from the parsed value.
    func readMapping(_ function: SourceDeclaration) -> [String: String]? {
        guard let literal = returnedLiteral(of: function) else { return nil }
        var mapping: [String: String] = [:]
        for entry in entries(open: literal.open, close: literal.close) {
            if let key = key(read: literal.parameter, in: entry.value) { mapping[entry.key] = key }
        }
        return mapping.isEmpty ? nil : mapping
    }

    /// `XToJSONTyped`'s mapping: each property it reads from the model to the key it writes.
    func writeMapping(_ function: SourceDeclaration) -> [String: String]? {
        guard let literal = returnedLiteral(of: function) else { return nil }
        var mapping: [String: String] = [:]
        for entry in entries(open: literal.open, close: literal.close) {
            if let property = key(read: literal.parameter, in: entry.value) { mapping[property] = entry.key }
        }
        return mapping.isEmpty ? nil : mapping
    }

    /// A class's `attributeTypeMap`: each entry's `name` to its `baseName`; nil without one.
    func attributeTypeMap(in declaration: SourceDeclaration) -> [String: String]? {
        guard let start = index(of: declaration.range.lowerBound), let end = index(of: declaration.range.upperBound),
            let word = (start..<end).first(where: { lexemes[$0].word == "attributeTypeMap" }),
            let open = (word..<end).first(where: { lexemes[$0].punctuation == "=" }).map({ $0 + 1 }),
            open < end, lexemes[open].punctuation == "["
        else { return nil }
        var mapping: [String: String] = [:]
        var at = open + 1
        let close = cursor.closing(ofGroupAt: open)
        while at < close {
            guard lexemes[at].punctuation == "{" else {
                at += 1
                continue
            }
            let objectClose = cursor.closing(ofGroupAt: at)
            let fields = Dictionary(
                entries(open: at, close: objectClose).compactMap { entry in
                    lexemes[entry.value.lowerBound].string.map { (entry.key, $0) }
                }, uniquingKeysWith: { first, _ in first })
            if let name = fields["name"], let base = fields["baseName"] { mapping[name] = base }
            at = objectClose + 1
        }
        return mapping.isEmpty ? nil : mapping
    }
}
