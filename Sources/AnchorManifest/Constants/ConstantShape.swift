/// A key of a §8 key set as the document writes it: `b?` is optional, `c:{d}` has nested keys.
public struct ConstantKey: Sendable, Equatable, Hashable {
    public var name: String
    public var isOptional: Bool
    /// The keys of a nested set (`selection:{ref,text,position}`, `entries:[{level}]`); nil
    /// when the key has no nested set.
    public var children: [ConstantKey]?

    public init(name: String, isOptional: Bool = false, children: [ConstantKey]? = nil) {
        self.name = name
        self.isOptional = isOptional
        self.children = children
    }

    /// Every key name at every depth, in document order.
    public static func allNames(_ keys: [ConstantKey]) -> [String] {
        keys.flatMap { [$0.name] + allNames($0.children ?? []) }
    }
}

/// One shape a code span states: a key set `{…}` or a closed set `a|b|c` (an empty member,
/// `a|b|` or `"a"|""`, is a member).
public enum ConstantShape: Sendable, Equatable {
    case keys([ConstantKey])
    case closed([String])
}

/// A shape a clause states in one code span, with the values of that span it settles when it
/// pairs with a type (its keys at every depth, or its members).
public struct StatedShape: Sendable, Equatable {
    public var shape: ConstantShape
    public var values: [ConstantValue]

    public init(shape: ConstantShape, values: [ConstantValue]) {
        self.shape = shape
        self.values = values
    }
}
