/// A Swift enum whose wire strings are mapped by hand: an `init?(rawValue:)` or `init(from:)`
/// that switches over string literals (`case "follow_request": self = .followRequest`), or a
/// `rawValue` getter (or `encode(to:)`) that switches over the cases (`case .followRequest:
/// return "follow_request"`). Those strings are what goes on the wire, not the case names: each
/// case's members are the literals the decoder maps to it and the one the encoder gives it. A
/// case no literal maps to or from (the `default:` of the decoder) has no wire value of its own:
/// a catch-all, left out of the closed set and named in the verdict.
extension SwiftBodyReader {
    /// One literal of a hand-written mapping and the case it stands for.
    struct RawValueMapping: Equatable {
        var literal: String
        var caseName: String
        var line: Int
    }

    /// True at `init` when it is `init(rawValue:` or `init?(rawValue:`.
    func isRawValueInit(at index: Int) -> Bool {
        var at = index + 1
        if at < lexemes.count, lexemes[at].punctuation == "?" || lexemes[at].punctuation == "!" { at += 1 }
        return at + 1 < lexemes.count && lexemes[at].punctuation == "(" && lexemes[at + 1].word == "rawValue"
    }

    /// The literals each `case` clause of the switches in `range` maps to a case or from one:
    /// `case "a", "b": self = .x` (a decoder) and `case .x, .y: return "a"` (an encoder).
    func rawValueMappings(in range: Range<Int>) -> [RawValueMapping] {
        var out: [RawValueMapping] = []
        var at = range.lowerBound
        while at < range.upperBound {
            guard lexemes[at].word == "case" else {
                at += 1
                continue
            }
            // The clause's patterns run to its `:`, its statements to the next `case`/`default`.
            var colon = at + 1
            while colon < range.upperBound, lexemes[colon].punctuation != ":" { colon += 1 }
            var end = colon + 1
            while end < range.upperBound, lexemes[end].word != "case", lexemes[end].word != "default" { end += 1 }
            let patterns = (at + 1)..<min(colon, range.upperBound)
            let statements = min(colon + 1, end)..<end
            let literals = patterns.compactMap { index in lexemes[index].string.map { ($0, lexemes[index].line) } }
            if !literals.isEmpty, let target = assignedCase(in: statements) {
                out += literals.map { RawValueMapping(literal: $0.0, caseName: target, line: $0.1) }
            } else if literals.isEmpty, let returned = statements.first(where: { lexemes[$0].string != nil }) {
                for index in patterns where lexemes[index].punctuation == "." {
                    guard index + 1 < colon, let name = lexemes[index + 1].word else { continue }
                    out.append(
                        RawValueMapping(
                            literal: lexemes[returned].string ?? "", caseName: name, line: lexemes[returned].line))
                }
            }
            at = end
        }
        return out
    }

    /// The case `self = .name` (or `self = Type.name`) assigns in a clause's statements.
    func assignedCase(in statements: Range<Int>) -> String? {
        for at in statements where lexemes[at].word == "self" && at + 3 < statements.upperBound {
            guard lexemes[at + 1].punctuation == "=" else { continue }
            var name = at + 2
            if lexemes[name].word != nil, lexemes[name + 1].punctuation == "." { name += 1 }
            if lexemes[name].punctuation == ".", name + 1 < statements.upperBound, let word = lexemes[name + 1].word {
                return word
            }
        }
        return nil
    }

    /// An enum's cases as its hand-written mapping gives them (one member per literal, at the
    /// literal's line), with the cases no literal maps as catch-alls; nil when it maps nothing.
    static func mappedCases(
        _ cases: [EnumCase], mappings: [RawValueMapping]
    ) -> (cases: [EnumCase], catchAlls: [String])? {
        guard !mappings.isEmpty else { return nil }
        var mapped: [EnumCase] = []
        var catchAlls: [String] = []
        for one in cases {
            var seen: Set<String> = []
            let literals = mappings.filter { $0.caseName == one.name && seen.insert($0.literal).inserted }
            guard !literals.isEmpty else {
                catchAlls.append(one.associatedValues.map { "\(one.name)(\($0))" } ?? one.name)
                continue
            }
            mapped += literals.map { EnumCase(name: one.name, rawValue: $0.literal, line: $0.line) }
        }
        return (mapped, catchAlls)
    }

    /// True when a hand-written coder decodes or encodes the `CodingKey` enum `name` as a value
    /// (`container.decode(CodingKeys.self, forKey: .type)`, typeshare's tag), not only as the keys
    /// of a container (`container(keyedBy: CodingKeys.self)`): its cases are then wire values, a
    /// closed set like any enum's.
    func decodesAsValue(_ name: String, in ranges: [Range<Int>]) -> Bool {
        ranges.contains { range in
            range.contains { at in
                guard at >= 2, at + 2 < range.upperBound, lexemes[at].word == name,
                    lexemes[at + 1].punctuation == ".", lexemes[at + 2].word == "self"
                else { return false }
                return !(lexemes[at - 1].punctuation == ":" && lexemes[at - 2].word == "keyedBy")
            }
        }
    }
}
