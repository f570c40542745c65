/// openapi-generator's petstore, trimmed to Pet, Category, Tag, Order and Capitalization (whose
/// keys are snake and capital case, so a generator that names its properties in camel case
/// must say the wire name), as data: each model renders the spec (`openapi.yaml`) and the
/// models the generator writes from it, in each style it ships for Swift
/// (`PetstoreSwiftStyle`), TypeScript (`PetstoreScriptStyle`) and Kotlin (`PetstoreKotlinStyle`).
/// `PetstoreSchemaTests` mutates one rendering at a time.
struct PetstoreModel: Sendable {
    enum Kind: Sendable {
        case integer, string, boolean, dateTime
        case reference(String)
        case array(String)
        case strings
        case enumeration([String])
    }

    struct Property: Sendable {
        var key: String
        var kind: Kind
        var required = false

        /// The name the generators give the property in code: the key in camel case, its
        /// underscores dropped and its first letter lowercased (`small_Snake` → `smallSnake`,
        /// `ATT_NAME` → `aTTNAME`).
        var codeName: String {
            var out = ""
            var upper = false
            for character in key {
                if character == "_" {
                    upper = true
                    continue
                }
                out += upper ? character.uppercased() : String(character)
                upper = false
            }
            return out.prefix(1).lowercased() + out.dropFirst()
        }

        /// True when the code name is not the key, so the code must say the key.
        var isRenamed: Bool { codeName != key }
    }

    var name: String
    var properties: [Property]

    static let all: [PetstoreModel] = [
        PetstoreModel(
            name: "Order",
            properties: [
                Property(key: "id", kind: .integer), Property(key: "petId", kind: .integer),
                Property(key: "quantity", kind: .integer), Property(key: "shipDate", kind: .dateTime),
                Property(key: "status", kind: .enumeration(["placed", "approved", "delivered"])),
                Property(key: "complete", kind: .boolean),
            ]),
        PetstoreModel(
            name: "Category", properties: [Property(key: "id", kind: .integer), Property(key: "name", kind: .string)]),
        PetstoreModel(
            name: "Tag", properties: [Property(key: "id", kind: .integer), Property(key: "name", kind: .string)]),
        PetstoreModel(
            name: "Pet",
            properties: [
                Property(key: "id", kind: .integer), Property(key: "category", kind: .reference("Category")),
                Property(key: "name", kind: .string, required: true),
                Property(key: "photoUrls", kind: .strings, required: true),
                Property(key: "tags", kind: .array("Tag")),
                Property(key: "status", kind: .enumeration(["available", "pending", "sold"])),
            ]),
        PetstoreModel(
            name: "Capitalization",
            properties: [
                Property(key: "smallCamel", kind: .string),
                Property(key: "CapitalCamel", kind: .string, required: true),
                Property(key: "small_Snake", kind: .string), Property(key: "Capital_Snake", kind: .string),
                Property(key: "SCA_ETH_Flow_Points", kind: .string),
                Property(key: "ATT_NAME", kind: .string, required: true),
            ]),
    ]

    /// A name with its first letter uppercased (`Available`).
    static func enumName(_ key: String) -> String { key.prefix(1).uppercased() + key.dropFirst() }

    /// The name of an enumeration property's enum: `Status` (the petstore has no other), kept
    /// when a mutant renames the key.
    static let statusEnum = "Status"

    /// The types the model's properties nest (`Category` and `Tag` for Pet).
    var nested: [String] {
        properties.compactMap { property in
            switch property.kind {
            case .reference(let type), .array(let type): return type
            default: return nil
            }
        }
    }

    /// The members of the model's enumeration property, nil when it has none.
    var members: [String]? {
        for property in properties {
            if case .enumeration(let values) = property.kind { return values }
        }
        return nil
    }
}

extension PetstoreModel {
    /// The spec's schema, as the petstore writes it.
    var yaml: String {
        var lines = ["    \(name):", "      type: object"]
        let required = properties.filter(\.required)
        if !required.isEmpty { lines += ["      required:"] + required.map { "        - \($0.key)" } }
        lines.append("      properties:")
        for property in properties {
            lines.append("        \(property.key):")
            switch property.kind {
            case .integer: lines += ["          type: integer", "          format: int64"]
            case .string: lines.append("          type: string")
            case .boolean: lines += ["          type: boolean", "          default: false"]
            case .dateTime: lines += ["          type: string", "          format: date-time"]
            case .reference(let type): lines.append("          $ref: '#/components/schemas/\(type)'")
            case .array(let type):
                lines += [
                    "          type: array", "          items:", "            $ref: '#/components/schemas/\(type)'",
                ]
            case .strings: lines += ["          type: array", "          items:", "            type: string"]
            case .enumeration(let values):
                lines += [
                    "          type: string", "          description: \(name) Status",
                    "          x-null-encodable: true",
                    "          enum:",
                ]
                lines += values.map { "            - \($0)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
