/// A key of a §8 key set as the document writes it: `b?` is optional, `c:{d}` has nested keys.
package struct ConstantKey: Sendable, Equatable, Hashable {
    package var name: String
    package var isOptional: Bool
    /// The keys of a nested set (`selection:{ref,text,position}`, `entries:[{level}]`); nil
    /// when the key has no nested set.
    package var children: [ConstantKey]?
    /// True when whether the key may be absent is not stated, only that it is there: a key set
    /// taken from a schema (a schema-first bullet) marks so a required key that may hold null,
    /// which code reads as an optional or as a required `T | null`. The document's own `{…}`
    /// never does.
    package var optionalityOpen = false

    package init(name: String, isOptional: Bool = false, children: [ConstantKey]? = nil) {
        self.name = name
        self.isOptional = isOptional
        self.children = children
    }

    /// Every key name at every depth, in document order.
    package static func allNames(_ keys: [ConstantKey]) -> [String] {
        keys.flatMap { [$0.name] + allNames($0.children ?? []) }
    }
}

/// One shape a code span states: a key set `{…}` or a closed set `a|b|c` (an empty member,
/// `a|b|` or `"a"|""`, is a member).
package enum ConstantShape: Sendable, Equatable {
    case keys([ConstantKey])
    case closed([String])
}

/// A shape a clause states in one code span, with the values of that span it settles when it
/// pairs with a type (its keys at every depth, or its members).
package struct StatedShape: Sendable, Equatable {
    package var shape: ConstantShape
    package var values: [ConstantValue]

    package init(shape: ConstantShape, values: [ConstantValue]) {
        self.shape = shape
        self.values = values
    }
}
