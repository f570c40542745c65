/// A class, interface or object as a sealed hierarchy needs it.
struct KotlinTypeHeader: Sendable {
    var range: ClosedRange<SourcePosition>
    var name: String
    /// Dotted from the file's top: `Shape.Circle`.
    var qualifiedName: String
    var supertypes: [String]
    /// The wire names its annotations give (`@SerialName("circle")`): one, or none; two that
    /// differ (a repeated annotation the compiler rejects) make its hierarchy unreadable.
    var serialNames: [String]
    /// Its wire name, the first its annotations give.
    var serialName: String? { serialNames.first }
    var isSealed: Bool
    /// The line of its wire name (the annotation that gives it), else of its keyword.
    var line: Int
    /// The names of its annotations (`Serializable`, `SerialName`, …).
    var annotationNames: Set<String> = []
    /// The key its members carry their wire name in, when it is a sealed type written for a
    /// library (`KotlinDiscriminator.of`).
    var discriminator: KotlinDiscriminator?
    /// The names Jackson's `@JsonSubTypes` on it gives its members, by class.
    var subTypeNames: [String: String] = [:]
    /// The classes Jackson's `@JsonTypeInfo(defaultImpl = X::class)` on it names: its fallback.
    var defaultImplementations: Set<String> = []
}
