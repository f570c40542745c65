/// The TypeScript model files openapi-generator writes, one style per generator.
enum PetstoreScriptStyle: String, Sendable, CaseIterable {
    /// typescript-axios: one `api.ts`, quoted keys as the spec writes them (`'id'?: number`),
    /// enums as `as const` objects with a type of the same name.
    case axios
    /// typescript-fetch: a file per model, an interface in camel case, the keys in its
    /// `FromJSONTyped`/`ToJSONTyped` functions (`'smallSnake': json['small_Snake']`).
    case fetch
    /// typescript: a class per file with quoted camel-case properties, the keys in its
    /// `static readonly attributeTypeMap` (`"name": "smallSnake", "baseName": "small_Snake"`),
    /// and a TypeScript `enum`.
    case plain
    /// typescript-angular: an interface with the keys as the spec writes them, its enum in a
    /// namespace of the same name (`Pet.StatusEnum`).
    case angular

    /// The file `model` is in.
    func path(of model: String) -> String {
        switch self {
        case .axios: return "web/api.ts"
        case .fetch, .plain: return "web/models/\(model).ts"
        case .angular: return "web/model/\(model.lowercased()).ts"
        }
    }

    /// The name of `model`'s status enum.
    func enumName(of model: String) -> String {
        self == .angular ? "\(model).StatusEnum" : "\(model)StatusEnum"
    }
}

extension PetstoreModel {
    /// The property's TypeScript type, `Enum` naming the status enum.
    static func scriptType(_ property: Property, enum: String) -> String {
        switch property.kind {
        case .integer: return "number"
        case .string, .dateTime: return "string"
        case .boolean: return "boolean"
        case .reference(let name): return name
        case .array(let name): return "Array<\(name)>"
        case .strings: return "Array<string>"
        case .enumeration: return `enum`
        }
    }

    /// A key quoted when it is no identifier.
    static func quoted(_ key: String) -> String { key.first?.isNumber == true ? "'\(key)'" : key }

    /// The model's file (its part of `api.ts` for axios) in `style`.
    func typescript(_ style: PetstoreScriptStyle) -> String {
        let imports = nested.map { "import { \($0) } from './\(style == .angular ? $0.lowercased() : $0)';\n" }
        switch style {
        case .axios: return axios
        case .fetch: return imports.joined() + fetch
        case .plain: return imports.joined() + "import { HttpFile } from '../http/http';\n\n" + plain
        case .angular: return imports.joined() + angular
        }
    }

    /// An `as const` enum object and its type.
    func constEnum(_ name: String, indent: String = "") -> String {
        var out = "\(indent)export const \(name) = {\n"
        out += (members ?? []).map { "\(indent)    \(Self.enumName($0)): '\($0)'" }.joined(separator: ",\n")
        out += "\n\(indent)} as const;\n"
        return out + "\(indent)export type \(name) = typeof \(name)[keyof typeof \(name)];\n"
    }

    var axios: String {
        let type = "\(name)\(Self.statusEnum)Enum"
        var out = "export interface \(name) {\n"
        for property in properties {
            let written = Self.scriptType(property, enum: type)
            out += "    /**\n     * \n     * @type {\(written)}\n     * @memberof \(name)\n     */\n"
            out += "    '\(property.key)'\(property.required ? "" : "?"): \(written);\n"
        }
        return out + "}\n\n" + (members == nil ? "" : constEnum(type) + "\n")
    }

    var fetch: String {
        let type = "\(name)\(Self.statusEnum)Enum"
        var out = "\n/**\n * \n * @export\n * @interface \(name)\n */\nexport interface \(name) {\n"
        for property in properties {
            let written = Self.scriptType(property, enum: type)
            out += "    /**\n     * \n     * @type {\(written)}\n     * @memberof \(name)\n     */\n"
            out += "    \(property.codeName)\(property.required ? "" : "?"): \(written);\n"
        }
        out += "}\n\n" + (members == nil ? "" : "\n/**\n * @export\n */\n" + constEnum(type) + "\n")
        out += "\nexport function instanceOf\(name)(value: object): value is \(name) {\n"
        for property in properties where property.required {
            out += "    if (!('\(property.codeName)' in value) || value['\(property.codeName)'] === undefined) "
            out += "return false;\n"
        }
        out += "    return true;\n}\n\nexport function \(name)FromJSON(json: any): \(name) {\n"
        out += "    return \(name)FromJSONTyped(json, false);\n}\n\n"
        out += "export function \(name)FromJSONTyped(json: any, ignoreDiscriminator: boolean): \(name) {\n"
        out += "    if (json == null) {\n        return json;\n    }\n    return {\n        \n"
        for property in properties {
            var read = "json['\(property.key)']"
            if case .reference(let type) = property.kind { read = "\(type)FromJSON(\(read))" }
            if case .array(let type) = property.kind { read = "((\(read) as Array<any>).map(\(type)FromJSON))" }
            let value = property.required ? read : "json['\(property.key)'] == null ? undefined : \(read)"
            out += "        '\(property.codeName)': \(value),\n"
        }
        out += "    };\n}\n\nexport function \(name)ToJSON(json: any): \(name) {\n"
        out += "    return \(name)ToJSONTyped(json, false);\n}\n\n"
        out +=
            "export function \(name)ToJSONTyped(value?: \(name) | null, ignoreDiscriminator: boolean = false): any {\n"
        out += "    if (value == null) {\n        return value;\n    }\n\n    return {\n        \n"
        for property in properties {
            var written = "value['\(property.codeName)']"
            if case .reference(let type) = property.kind { written = "\(type)ToJSON(\(written))" }
            if case .array(let type) = property.kind {
                written = "\(written) == null ? undefined : ((\(written) as Array<any>).map(\(type)ToJSON))"
            }
            out += "        '\(property.key)': \(written),\n"
        }
        return out + "    };\n}\n\n"
    }

    var plain: String {
        let type = "\(name)\(Self.statusEnum)Enum"
        var out = "/**\n* \(name)\n*/\nexport class \(name) {\n"
        for property in properties {
            out +=
                "    '\(property.codeName)'\(property.required ? "" : "?"): \(Self.scriptType(property, enum: type));\n"
        }
        out += "\n    static readonly discriminator: string | undefined = undefined;\n\n"
        out += "    static readonly mapping: {[index: string]: string} | undefined = undefined;\n\n"
        out += "    static readonly attributeTypeMap: Array<{name: string, baseName: string, type: string, "
        out += "format: string}> = [\n"
        let entries = properties.map { property in
            "        {\n            \"name\": \"\(property.codeName)\",\n"
                + "            \"baseName\": \"\(property.key)\",\n"
                + "            \"type\": \"\(Self.scriptType(property, enum: type))\",\n            \"format\": \"\"\n"
                + "        }"
        }
        out += entries.joined(separator: ",\n") + "    ];\n\n"
        out += "    static getAttributeTypeMap() {\n        return \(name).attributeTypeMap;\n    }\n\n"
        out += "    public constructor() {\n    }\n}\n\n"
        guard let members else { return out }
        out += "export enum \(type) {\n"
        out += members.map { "    \(Self.enumName($0)) = '\($0)'" }.joined(separator: ",\n")
        return out + "\n}\n\n"
    }

    var angular: String {
        var out = "\n\n/**\n * \(name)\n */\nexport interface \(name) { \n"
        for property in properties {
            let type = Self.scriptType(property, enum: "\(name).\(Self.statusEnum)Enum")
            out += "    \(Self.quoted(property.key))\(property.required ? "" : "?"): \(type);\n"
        }
        out += "}\n"
        guard members != nil else { return out + "\n" }
        return out + "export namespace \(name) {\n" + constEnum("\(Self.statusEnum)Enum", indent: "    ") + "}\n\n\n"
    }
}
