/// Reads a Swift file's declarations from its lexemes: types (struct, class, actor, protocol,
/// enum) with their bodies, extensions, functions and initializers, `let`/`var` members and
/// constants, enum cases with raw values, and `CodingKeys`.
///
/// It reads declarations, not statements: a function's body is stepped over as one group (a
/// type declared inside a function is not a declaration of the file), and a type's stored
/// properties are the `let`/`var` members without `static`/`class` and without a getter.
enum SwiftDeclarationReader: DeclarationReader {
    static let fileExtensions: Set<String> = ["swift"]

    static func read(_ source: LexedSource) -> FileDeclarations {
        guard !source.lexemes.isEmpty else { return FileDeclarations(declarations: []) }
        var reader = SwiftBodyReader(cursor: LexemeCursor(source.lexemes))
        let declarations = reader.body(from: 0, container: .file, depth: 0).declarations
        var file = FileDeclarations(declarations: SwiftTaggedEnum.resolve(declarations))
        file.keyNaming = KeyNaming.configured(in: source.lexemes)
        return file
    }
}

/// The body reader behind `SwiftDeclarationReader`.
struct SwiftBodyReader {
    enum Container { case file, type, enumeration, `extension` }

    /// What one body holds; `end` is the index of its closing `}` (or the last lexeme).
    struct Body {
        var declarations: [SourceDeclaration] = []
        var properties: [WireProperty] = []
        var cases: [EnumCase] = []
        /// Per case, the `#if` branches it is under.
        var caseConditions: [Conditions] = []
        var ifBlocks = IfBlocks()
        var handWrittenCoding = false
        /// The lexemes of each hand-written `init(from:)` and `encode(to:)` of the body.
        var codingRanges: [Range<Int>] = []
        /// The lexemes of an enum's hand-written `init(rawValue:)` and `rawValue` getter
        /// (`SwiftRawValueMapping`).
        var rawValueRanges: [Range<Int>] = []
        var end = 0
    }

    /// Bodies nested deeper than this are stepped over whole (bounds the recursion on
    /// adversarial input; real code nests types a few levels deep).
    static let maximumDepth = 24
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    static let functionKeywords: Set<String> = ["func", "init", "subscript", "deinit"]
    /// Words that may follow `class` when it is a modifier (`class func`, `class var`).
    static let afterClassModifier: Set<String> = [
        "func", "var", "let", "subscript", "final", "override", "public", "private", "internal", "open", "fileprivate",
    ]
    /// Words that start a new declaration: an initializer or a type ends before them.
    static let declarationStarts: Set<String> = typeKeywords.union(functionKeywords).union([
        "let", "var", "case", "static", "private", "public", "internal", "fileprivate", "open", "final", "override",
        "lazy", "weak", "unowned", "mutating", "nonisolated", "typealias", "import", "@MainActor", "#if", "#else",
        "#endif", "return", "if", "guard", "for", "while", "switch", "do", "defer", "throw", "try", "await",
    ])
    /// Punctuation that, first on a line, continues the expression of the line before.
    static let continuing: Set<String> = [
        ".", "?.", "+", "-", "*", "/", "%", "?", ":", "&&", "||", "??", "==", "!=", "<", ">", "<=", ">=", "&", "|",
        "^", "..<", "...", "=", ",", "->",
    ]

    var cursor: LexemeCursor
    var lexemes: [SourceLexeme] { cursor.lexemes }

    /// Reads declarations from `start` up to the `}` that closes the enclosing body.
    mutating func body(from start: Int, container: Container, depth: Int) -> Body {
        var body = Body()
        var index = start
        var isStatic = false
        // The first attribute or modifier before the next declaration: where its range starts.
        var lead: Int?
        while index < lexemes.count {
            let lexeme = lexemes[index]
            if lexeme.punctuation == "}" {
                body.end = index
                return body
            }
            guard let word = lexeme.word else {
                index = LexemeCursor.depthChange(lexeme) > 0 ? cursor.closing(ofGroupAt: index) + 1 : index + 1
                continue
            }
            if word.first == "#", body.ifBlocks.feed(word) {
                index += 1
                continue
            }
            let next = index + 1 < lexemes.count ? lexemes[index + 1].word : nil
            if word == "static" || (word == "class" && next.map(Self.afterClassModifier.contains) == true) {
                isStatic = true
                lead = lead ?? index
                index += 1
                continue
            }
            let leads = word.first == "@" || Self.isModifier(word)
            if leads { lead = lead ?? index }
            let before = body.declarations.count
            index = member(word, at: index, container: container, isStatic: isStatic, depth: depth, into: &body)
            if !leads, let start = lead {
                let first = lexemes[start].position
                for added in before..<body.declarations.count {
                    let range = body.declarations[added].range
                    body.declarations[added].range = min(first, range.lowerBound)...range.upperBound
                }
            }
            if !leads { lead = nil }
            if !["@", "#"].contains(word.first) { isStatic = Self.isModifier(word) ? isStatic : false }
        }
        body.end = lexemes.count - 1
        return body
    }

    static func isModifier(_ word: String) -> Bool {
        [
            "private", "public", "internal", "fileprivate", "open", "final", "override", "lazy", "weak", "unowned",
            "mutating", "nonisolated", "nonmutating", "required", "convenience", "dynamic", "indirect",
        ].contains(word)
    }

    /// Reads the declaration a word starts, if it starts one; returns the index to go on from.
    mutating func member(
        _ word: String, at index: Int, container: Container, isStatic: Bool, depth: Int,
        into body: inout Body
    ) -> Int {
        if Self.typeKeywords.contains(word), let (declaration, next) = type(word, at: index, depth: depth) {
            body.declarations.append(declaration)
            return next
        }
        if Self.functionKeywords.contains(word) {
            let rawValueInit = word == "init" && container == .enumeration && isRawValueInit(at: index)
            let (declaration, next, coding) = function(word, at: index)
            if rawValueInit { body.rawValueRanges.append(index..<next) }
            if let declaration { body.declarations.append(declaration) }
            body.handWrittenCoding = body.handWrittenCoding || coding
            if coding { body.codingRanges.append(index..<next) }
            return next
        }
        if word == "let" || word == "var", var variable = variable(at: index) {
            variable.declaration.isStatic = isStatic
            body.declarations.append(variable.declaration)
            if container != .file, !isStatic, let property = variable.property { body.properties.append(property) }
            if container == .enumeration, variable.declaration.name == "rawValue",
                let getter = variable.declaration.initializer, getter.form == .getter
            {
                body.rawValueRanges.append(getter.start..<(getter.end + 1))
            }
            return variable.next
        }
        if word == "case", container == .enumeration {
            let (cases, next) = enumCases(after: index)
            body.cases.append(contentsOf: cases)
            body.caseConditions += Array(repeating: body.ifBlocks.stack, count: cases.count)
            return next
        }
        return index + 1
    }
}
