/// The Kotlin model files openapi-generator writes, one style per serialization library.
enum PetstoreKotlinStyle: String, Sendable, CaseIterable {
    /// moshi codegen: `@JsonClass(generateAdapter = true)`, `@Json(name = "x")` on its own line.
    case moshi
    /// kotlinx_serialization: `@Serializable`, `@SerialName(value = "x")` with `@Required` on a
    /// required key, `@Contextual` on a date, `@SerialName` on each enum entry.
    case kotlinx
    /// gson: `@SerializedName("x")`, `kotlin.Array` lists.
    case gson
    /// jackson: `@field:JsonProperty("x")`, upper-case enum entries named by
    /// `@JsonProperty(value = "x")`.
    case jacksonField
    /// jackson as kotlin-spring writes it: `@get:JsonProperty("x", required = true)`, and enum
    /// entries whose wire value is the `@get:JsonValue` constructor property.
    case jacksonGetter
}

extension PetstoreModel {
    /// The property's Kotlin type.
    static func kotlinType(_ property: Property, model: String, _ style: PetstoreKotlinStyle) -> String {
        let list = style == .gson ? "kotlin.Array" : "kotlin.collections.List"
        switch property.kind {
        case .integer: return "kotlin.Long"
        case .string: return "kotlin.String"
        case .boolean: return "kotlin.Boolean"
        case .dateTime: return "java.time.OffsetDateTime"
        case .reference(let name): return name
        case .array(let name): return "\(list)<\(name)>"
        case .strings: return "\(list)<kotlin.String>"
        case .enumeration: return "\(model).\(statusEnum)"
        }
    }

    /// The annotations before a property in `style`.
    static func kotlinAnnotations(_ property: Property, _ style: PetstoreKotlinStyle) -> String {
        switch style {
        case .moshi: return "\n    @Json(name = \"\(property.key)\")\n    "
        case .kotlinx:
            let contextual = if case .dateTime = property.kind { "@Contextual " } else { "" }
            return "    \(contextual)@SerialName(value = \"\(property.key)\") \(property.required ? "@Required " : "")"
        case .gson: return "    @SerializedName(\"\(property.key)\")\n    "
        case .jacksonField: return "    @field:JsonProperty(\"\(property.key)\")\n    "
        case .jacksonGetter:
            return "    @get:JsonProperty(\"\(property.key)\"\(property.required ? ", required = true" : ""))\n    "
        }
    }

    /// The model file in `style`.
    func kotlin(_ style: PetstoreKotlinStyle) -> String {
        let imports: [PetstoreKotlinStyle: String] = [
            .moshi: "import com.squareup.moshi.Json\nimport com.squareup.moshi.JsonClass\n",
            .kotlinx: "import kotlinx.serialization.Serializable\nimport kotlinx.serialization.SerialName\n"
                + "import kotlinx.serialization.Contextual\nimport kotlinx.serialization.Required\n",
            .gson: "import com.google.gson.annotations.SerializedName\n",
            .jacksonField: "import com.fasterxml.jackson.annotation.JsonProperty\n",
            .jacksonGetter: "import com.fasterxml.jackson.annotation.JsonCreator\n"
                + "import com.fasterxml.jackson.annotation.JsonProperty\n"
                + "import com.fasterxml.jackson.annotation.JsonValue\n",
        ]
        var out = "package org.openapitools.client.models\n\n"
        out += nested.map { "import org.openapitools.client.models.\($0)\n" }.joined() + "\n" + (imports[style] ?? "")
        out += "\n/**\n * \(name)\n */\n"
        if style == .moshi { out += "@JsonClass(generateAdapter = true)\n\n" }
        if style == .kotlinx { out += "@Serializable\n" }
        out += "data class \(name) (\n"
        let fields = properties.sorted { $0.required && !$1.required }.map { property in
            Self.kotlinAnnotations(property, style) + "val \(property.codeName): "
                + Self.kotlinType(property, model: name, style) + (property.required ? "" : "? = null")
        }
        out += fields.joined(separator: ",\n") + (style == .moshi ? "\n\n" : "\n") + ") {\n"
        if let members { out += kotlinEnum(members, style) }
        return out + "}\n\n"
    }

    /// The status enum class nested in the model.
    func kotlinEnum(_ members: [String], _ style: PetstoreKotlinStyle) -> String {
        var out = "\n    /**\n     * \(name) Status\n     * Values: \(members.joined(separator: ","))\n     */\n"
        let entries: [String]
        switch style {
        case .moshi:
            out += "    @JsonClass(generateAdapter = false)\n"
            out += "    enum class \(Self.statusEnum)(val value: kotlin.String) {\n"
            entries = members.map { "        @Json(name = \"\($0)\") \($0)(\"\($0)\")" }
        case .kotlinx:
            out += "    @Serializable\n    enum class \(Self.statusEnum)(val value: kotlin.String) {\n"
            entries = members.map { "        @SerialName(value = \"\($0)\") \($0)(\"\($0)\")" }
        case .gson:
            out += "    enum class \(Self.statusEnum)(val value: kotlin.String){\n"
            entries = members.map { "        @SerializedName(value = \"\($0)\") \($0)(\"\($0)\")" }
        case .jacksonField:
            out += "    enum class \(Self.statusEnum)(val serialName: kotlin.String) {\n"
            entries = members.map { "        @JsonProperty(value = \"\($0)\") \($0.uppercased())(\"\($0)\")" }
        case .jacksonGetter:
            out += "    enum class \(Self.statusEnum)(@get:JsonValue val value: kotlin.String) {\n\n"
            entries = members.map { "        \($0.uppercased())(\"\($0)\")" }
        }
        out += entries.joined(separator: ",\n") + ";\n"
        if style == .jacksonGetter {
            out += "\n        companion object {\n            @JvmStatic\n            @JsonCreator\n"
            out += "            fun forValue(value: kotlin.String): \(Self.statusEnum) {\n"
            out += "                return values().first{it -> it.value == value}\n            }\n        }\n"
        }
        return out + "    }\n"
    }
}
