/// A Swift enum's raw values as the compiler gives them: with an integer
/// raw type a case written without `=` is the case before plus one (the first is 0), with
/// `String` it is the case's name; under `#if` each configuration of the branches counts on its
/// own, and each is compared.
extension SwiftBodyReader {
    /// Where a case is in the `#if` blocks of its enum's body: per enclosing block, outermost
    /// first, the block's number and the branch it is in.
    typealias Conditions = [IfStep]

    struct IfStep: Equatable {
        var block: Int
        var branch: Int
    }

    /// The `#if` blocks of one body as its lexemes are read.
    struct IfBlocks {
        var stack: [IfStep] = []
        /// Per block, how many branches it has (one more when it has no `#else`: none is taken).
        var branches: [Int] = []
        var hasElse: [Bool] = []

        /// Takes `#if`, `#elseif`, `#else` and `#endif`; false for any other word.
        mutating func feed(_ word: String) -> Bool {
            switch word {
            case "#if":
                stack.append(IfStep(block: branches.count, branch: 0))
                branches.append(1)
                hasElse.append(false)
            case "#elseif", "#else":
                guard let top = stack.popLast() else { return true }
                stack.append(IfStep(block: top.block, branch: top.branch + 1))
                branches[top.block] = max(branches[top.block], top.branch + 2)
                hasElse[top.block] = hasElse[top.block] || word == "#else"
            case "#endif":
                guard let top = stack.popLast() else { return true }
                if !hasElse[top.block] { branches[top.block] += 1 }
            default:
                return false
            }
            return true
        }
    }

    /// What an enum's raw type says of a case written without `=`.
    enum RawType: Equatable {
        /// No raw type (the first inherited name is a protocol): a case is its name.
        case none
        case integer
        /// An integer `CodingKey`: its wire key is its string value, the case's name, whatever
        /// its raw value.
        case integerCodingKey
        case string
        /// A raw type whose implicit values the reader does not read, and why.
        case unread(String)

        static let integers: Set<String> = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        ]
        static let floats: Set<String> = ["Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat"]
        static let protocols: Set<String> = [
            "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Sendable", "Error", "LocalizedError",
            "CaseIterable", "CodingKey", "Identifiable", "Comparable", "CustomStringConvertible",
            "CustomDebugStringConvertible", "BitwiseCopyable", "RawRepresentable",
        ]

        /// The raw type the first inherited name of `enum Name: First, …` is.
        init(_ inherited: [String], enumName: String) {
            guard let first = inherited.first.map({ $0.hasPrefix("Swift.") ? String($0.dropFirst(6)) : $0 }),
                !first.hasPrefix("@"), !first.hasPrefix("~")
            else {
                self = .none
                return
            }
            if Self.integers.contains(first) {
                self = inherited.contains("CodingKey") ? .integerCodingKey : .integer
            } else if first == "String" || Self.protocols.contains(first) {
                self = first == "String" ? .string : .none
            } else if Self.floats.contains(first) {
                self = .unread(
                    "its raw type is \(first), whose implicit raw values (0.0, 1.0, …) the reader does not compare")
            } else if first == "Character" || first == "Unicode.Scalar" {
                self = .unread("its raw type is \(first), which has no implicit raw values (Swift rejects the case)")
            } else {
                self = .unread(
                    "its first inherited type `\(first)` is not one the reader knows (a raw type written through a "
                        + "typealias gives each case a value the reader does not read)")
            }
        }
    }

    /// The names after `:` from `start` to the body's `{` at `open`, dotted ones whole.
    func inheritedNames(from start: Int, to open: Int) -> [String] {
        guard start < open, lexemes[start].punctuation == ":" else { return [] }
        var names: [String] = []
        var expectsName = true
        var at = start + 1
        while at < open, lexemes[at].word != "where" {
            if let word = lexemes[at].word {
                if expectsName {
                    names.append(word)
                } else if at > 0, lexemes[at - 1].punctuation == "." {
                    names[names.count - 1] += "." + word
                }
                expectsName = false
            } else if lexemes[at].punctuation == "," {
                expectsName = true
            }
            at += 1
        }
        return names
    }

    /// The cases with their raw values (each from the first configuration that has it), the
    /// cases of every configuration when there are several that differ, and why a value cannot
    /// be established.
    static func rawValues(
        _ cases: [EnumCase], conditions: [Conditions], blocks: [Int], rawType: RawType, enumName: String
    ) -> (cases: [EnumCase], branches: [[EnumCase]], reason: String?) {
        var reason: String?
        let configurations = Self.configurations(conditions, blocks: blocks)
        if configurations == nil {
            reason = "its cases are under more than \(maximumConfigurations) configurations of `#if` branches"
        }
        if rawType == .integerCodingKey {
            return (cases.map { EnumCase(name: $0.name, line: $0.line) }, [], nil)
        }
        var valued = cases
        var assigned = Array(repeating: false, count: cases.count)
        var lists: [[EnumCase]] = []
        for configuration in configurations ?? [Array(cases.indices)] {
            var list: [EnumCase] = []
            var previous: EnumValue? = .integer(-1)
            for index in configuration {
                var one = cases[index]
                if let raw = one.rawValue {
                    previous = EnumValue.integer(raw).map(EnumValue.integer) ?? .fraction(raw)
                } else {
                    one.rawValue = implicitRawValue(one, after: &previous, rawType: rawType, reason: &reason)
                }
                if !assigned[index] {
                    valued[index] = one
                    assigned[index] = true
                }
                list.append(one)
            }
            if !lists.contains(where: { $0.map(\.wireValue) == list.map(\.wireValue) }) { lists.append(list) }
        }
        let why = reason.map { "the enum `\(enumName)` cannot be read as a closed set: \($0)" }
        return (valued, lists.count > 1 ? lists : [], why)
    }

    /// A case's raw value when it is written without `=`: nil for a name (no raw type, `String`)
    /// and when it cannot be established (then `reason` says why).
    static func implicitRawValue(
        _ one: EnumCase, after previous: inout EnumValue?, rawType: RawType, reason: inout String?
    ) -> String? {
        switch rawType {
        case .none, .string, .integerCodingKey:
            return nil
        case .integer:
            if case .integer(let number)? = previous, number < Int.max {
                previous = .integer(number + 1)
                return String(number + 1)
            }
            let before = previous?.text ?? "?"
            reason = reason ?? "`\(one.name)` (line \(one.line)) has no raw value after \(before), which is no integer"
            previous = nil
            return nil
        case .unread(let why):
            reason = reason ?? "`\(one.name)` (line \(one.line)) has no raw value and \(why)"
            return nil
        }
    }

    static let maximumConfigurations = 64

    /// For each configuration of the branches of `blocks` (each block takes one branch), the
    /// indices of the cases it compiles; nil past `maximumConfigurations`.
    static func configurations(_ conditions: [Conditions], blocks: [Int]) -> [[Int]]? {
        guard !blocks.isEmpty else { return [Array(conditions.indices)] }
        var total = 1
        for count in blocks {
            total *= max(count, 1)
            if total > maximumConfigurations { return nil }
        }
        var out: [[Int]] = []
        for number in 0..<total {
            var choice: [Int] = []
            var rest = number
            for count in blocks {
                choice.append(rest % max(count, 1))
                rest /= max(count, 1)
            }
            let compiled = conditions.indices.filter { index in
                conditions[index].allSatisfy { choice[$0.block] == $0.branch }
            }
            if !out.contains(compiled) { out.append(compiled) }
        }
        return out
    }
}
