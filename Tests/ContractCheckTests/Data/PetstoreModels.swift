/// openapi-generator's petstore, trimmed to Pet, Category, Tag and Order, as data: each model
/// renders the spec (`openapi.yaml`) and the models the generator writes from it, in its style
/// (swift5's `Codable` structs with `CodingKeys: String, CodingKey, CaseIterable` and a written
/// `encode(to:)`; typescript-axios's quoted `'id'?: number` and `as const` enum objects; kotlin's
/// moshi `@Json(name = …)` data classes). `PetstoreSchemaTests` mutates one rendering at a time.
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
    ]

    /// A name with its first letter uppercased (`Available`).
    static func enumName(_ key: String) -> String { key.prefix(1).uppercased() + key.dropFirst() }

    /// The name of an enumeration property's enum: `Status` (the petstore has no other), kept
    /// when a mutant renames the key.
    static let statusEnum = "Status"
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
                lines += ["          type: string", "          description: \(name) Status", "          enum:"]
                lines += values.map { "            - \($0)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// swift5's model file.
    var swift: String {
        var out = "import Foundation\n\npublic struct \(name): Codable, Hashable {\n\n"
        for property in properties {
            guard case .enumeration(let values) = property.kind else { continue }
            out += "    public enum \(Self.statusEnum): String, Codable, CaseIterable {\n"
            out += values.map { "        case \($0) = \"\($0)\"\n" }.joined() + "    }\n"
        }
        for property in properties {
            let type: String
            switch property.kind {
            case .integer: type = "Int64"
            case .string: type = "String"
            case .boolean: type = "Bool"
            case .dateTime: type = "Date"
            case .reference(let name): type = name
            case .array(let name): type = "[\(name)]"
            case .strings: type = "Set<String>"
            case .enumeration: type = Self.statusEnum
            }
            out += "    public var \(property.key): \(type)\(property.required ? "" : "?")\n"
        }
        out += "\n    public enum CodingKeys: String, CodingKey, CaseIterable {\n"
        out += properties.map { "        case \($0.key)\n" }.joined() + "    }\n\n"
        out += "    public func encode(to encoder: Encoder) throws {\n"
        out += "        var container = encoder.container(keyedBy: CodingKeys.self)\n"
        for property in properties {
            let call = property.required ? "encode" : "encodeIfPresent"
            out += "        try container.\(call)(\(property.key), forKey: .\(property.key))\n"
        }
        return out + "    }\n}\n"
    }

    /// typescript-axios's interface and enum objects (one `api.ts` holds every model).
    var typescript: String {
        var out = "export interface \(name) {\n"
        var enums = ""
        for property in properties {
            let type: String
            switch property.kind {
            case .integer: type = "number"
            case .string, .dateTime: type = "string"
            case .boolean: type = "boolean"
            case .reference(let name): type = name
            case .array(let name): type = "Array<\(name)>"
            case .strings: type = "Array<string>"
            case .enumeration(let values):
                type = name + Self.statusEnum + "Enum"
                enums += "export const \(type) = {\n"
                enums += values.map { "    \(Self.enumName($0)): '\($0)',\n" }.joined() + "} as const;\n\n"
                enums += "export type \(type) = typeof \(type)[keyof typeof \(type)];\n\n"
            }
            out += "    /**\n     * \n     * @type {\(type)}\n     * @memberof \(name)\n     */\n"
            out += "    '\(property.key)'\(property.required ? "" : "?"): \(type);\n"
        }
        return out + "}\n\n" + enums
    }

    /// kotlin's moshi data class.
    var kotlin: String {
        var out = "package org.openapitools.client.models\n\nimport com.squareup.moshi.Json\n\n"
        out += "data class \(name) (\n"
        var fields: [String] = []
        var enums = ""
        for property in properties.sorted(by: { $0.required && !$1.required }) {
            let type: String
            switch property.kind {
            case .integer: type = "kotlin.Long"
            case .string: type = "kotlin.String"
            case .boolean: type = "kotlin.Boolean"
            case .dateTime: type = "java.time.OffsetDateTime"
            case .reference(let name): type = name
            case .array(let name): type = "kotlin.collections.List<\(name)>"
            case .strings: type = "kotlin.collections.List<kotlin.String>"
            case .enumeration(let values):
                type = "\(name).\(Self.statusEnum)"
                enums += "    enum class \(Self.statusEnum)(val value: kotlin.String) {\n"
                enums += values.map { "        @Json(name = \"\($0)\") \($0)(\"\($0)\")" }.joined(separator: ",\n")
                enums += ";\n    }\n"
            }
            fields.append(
                "    @Json(name = \"\(property.key)\")\n    val \(property.key): \(type)"
                    + (property.required ? "" : "? = null"))
        }
        out += fields.joined(separator: ",\n\n") + "\n\n) {\n" + enums + "}\n"
        return out
    }
}
