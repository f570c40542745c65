/// Which way a side carries a wire shape: it writes it (`sends`) or reads it (`receives`).
///
/// A key set is read by the rule of its direction: a receiver may go without a key its
/// library fills in (a default value), while a sender with kotlinx `Json { encodeDefaults = true }`
/// (or a property marked `@EncodeDefault`) writes that key always. The code does not say which way
/// a type goes (one `Json` both encodes and decodes), so a side states it after its references,
/// `(sends)` or `(receives)`, as it states `(snake_case keys)`; where the two rules give the
/// bullet different verdicts and the side states neither, its key set is unverifiable.
enum WireDirection: String, Sendable, Hashable, CaseIterable {
    case sends
    case receives

    /// The direction a side's text states: `(sends)` or `(receives)`.
    static func stated(in text: String) -> WireDirection? {
        allCases.first { text.contains("(\($0.rawValue))") }
    }

    /// `properties` as a sender writes them: each key's optionality by its `SentRule`, inline
    /// object types too.
    static func sent(_ properties: [WireProperty], encodesDefaults: Bool) -> [WireProperty] {
        properties.map { property in
            var sent = property
            sent.isOptional = property.sent.isOptional(received: property.isOptional, encodesDefaults: encodesDefaults)
            sent.members = Self.sent(property.members, encodesDefaults: encodesDefaults)
            return sent
        }
    }
}

/// When a sender leaves a key out, where its library's encoder and decoder differ (the
/// property's `isOptional` is the decoder's rule).
enum SentRule: Sendable, Equatable {
    /// As a receiver reads it.
    case asReceived
    /// kotlinx: a property with a default value, left out at its default unless the `Json` says
    /// `encodeDefaults = true`, and then written always.
    case defaulted
    /// kotlinx `@EncodeDefault` (its default mode, `ALWAYS`): written always, though a receiver
    /// may go without it.
    case always

    /// Whether a sender may leave the key out.
    func isOptional(received: Bool, encodesDefaults: Bool) -> Bool {
        switch self {
        case .asReceived: return received
        case .defaulted: return received && !encodesDefaults
        case .always: return false
        }
    }
}

/// What a file's serializer configuration says of the wire beyond its types (kotlinx `Json { … }`):
/// whether defaults are written, and the key a sealed type's members carry their wire name in.
struct EncoderConfiguration: Sendable, Equatable {
    /// `encodeDefaults = true`.
    var encodesDefaults = false
    /// `classDiscriminator = "kind"` (kotlinx's default key is `type`).
    var classDiscriminators: Set<String> = []

    /// The configuration a file's code writes: `encodeDefaults = true` and
    /// `classDiscriminator = "…"` as assignments (in a `Json { … }` builder), never in a string or
    /// a comment.
    static func configured(in lexemes: [SourceLexeme]) -> EncoderConfiguration {
        var found = EncoderConfiguration()
        for index in lexemes.indices.dropLast(2) where lexemes[index + 1].punctuation == "=" {
            switch lexemes[index].word {
            case "encodeDefaults" where lexemes[index + 2].word == "true": found.encodesDefaults = true
            case "classDiscriminator":
                if let key = lexemes[index + 2].string { found.classDiscriminators.insert(key) }
            default: break
            }
        }
        return found
    }

    mutating func formUnion(_ other: EncoderConfiguration) {
        encodesDefaults = encodesDefaults || other.encodesDefaults
        classDiscriminators.formUnion(other.classDiscriminators)
    }
}
