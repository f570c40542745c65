/// A key naming strategy: how a coder turns a property's name into its wire key when nothing
/// renames it (`userId` is `user_id` on the wire under `snake_case`).
///
/// A side's files configure one (Swift `keyDecodingStrategy = .convertFromSnakeCase` /
/// `keyEncodingStrategy = .convertToSnakeCase`, kotlinx `namingStrategy =
/// JsonNamingStrategy.SnakeCase`, Jackson `@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy::class)`
/// or `PropertyNamingStrategies.SNAKE_CASE`, Gson `FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES`),
/// or a side states one the code cannot show (a client library that converts keys at run time):
/// `(snake_case keys)` after its references.
enum KeyNaming: String, Sendable, Hashable, CaseIterable {
    case snakeCase = "snake_case"
    case kebabCase = "kebab-case"

    /// The words that configure each strategy, and the ones that do only after
    /// `JsonNamingStrategy.` (kotlinx's `SnakeCase`, a word too common to take alone).
    static let words: [String: KeyNaming] = [
        "convertFromSnakeCase": .snakeCase, "convertToSnakeCase": .snakeCase, "SnakeCaseStrategy": .snakeCase,
        "SNAKE_CASE": .snakeCase, "LOWER_CASE_WITH_UNDERSCORES": .snakeCase, "KebabCaseStrategy": .kebabCase,
        "KEBAB_CASE": .kebabCase, "LOWER_CASE_WITH_DASHES": .kebabCase,
    ]
    static let kotlinxWords: [String: KeyNaming] = ["SnakeCase": .snakeCase, "KebabCase": .kebabCase]

    /// The strategies a file's code configures (names in code, never in a string or a comment).
    static func configured(in lexemes: [SourceLexeme]) -> Set<KeyNaming> {
        var found: Set<KeyNaming> = []
        for (index, lexeme) in lexemes.enumerated() {
            guard let word = lexeme.word else { continue }
            if let naming = words[word] {
                found.insert(naming)
            } else if let naming = kotlinxWords[word], index >= 2, lexemes[index - 1].punctuation == ".",
                lexemes[index - 2].word == "JsonNamingStrategy"
            {
                found.insert(naming)
            }
        }
        return found
    }

    /// The strategy a side's text states: `(snake_case keys)` or `(kebab-case keys)`.
    static func stated(in text: String) -> KeyNaming? {
        allCases.first { text.contains("(\($0.rawValue) keys)") }
    }

    /// The wire key of a property named `name`: words split where a lower-case letter or digit
    /// meets an upper-case one, and before the last capital of a run followed by a lower-case
    /// letter (`myURLValue` is `my_url_value`), lower-cased and joined.
    func wireName(_ name: String) -> String {
        let characters = Array(name)
        var out = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let before = characters[index - 1]
                let after = index + 1 < characters.count ? characters[index + 1] : nil
                if before.isLowercase || before.isNumber || (before.isUppercase && after?.isLowercase == true) {
                    out.append(self == .snakeCase ? "_" : "-")
                }
            }
            out += character.lowercased()
        }
        return out
    }

    /// `properties` with each key no annotation or `CodingKeys` renames (its wire name is its
    /// name) converted, inline object types too; a key a function reads by its literal
    /// (`presenceOnly`) is the wire key as written, and so is a class discriminator.
    func apply(_ properties: [WireProperty]) -> [WireProperty] {
        properties.map { property in
            var converted = property
            if property.wireName == property.name, !property.presenceOnly, property.discriminator == nil {
                converted.wireName = wireName(property.name)
            }
            converted.members = apply(property.members)
            return converted
        }
    }
}
