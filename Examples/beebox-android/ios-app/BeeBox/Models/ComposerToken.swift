import Foundation

/// An attachment token in the message text (§4.1a). Write `[image#1]`, read that and the legacy `[image1]`.
enum ComposerToken: Equatable, Hashable {
    case image(Int)
    case file(Int)
    case selection(Int)

    var text: String {
        switch self {
        case .image(let id): return "[image#\(id)]"
        case .file(let id): return "[file#\(id)]"
        case .selection(let id): return "[selection#\(id)]"
        }
    }

    /// Every token in `text`, current and legacy form alike, up to the `<attachments>` block.
    static func scan(_ text: String) -> [ComposerToken] {
        let body = text.components(separatedBy: "\n<attachments>").first ?? text
        let pattern = try! NSRegularExpression(pattern: "\\[(image|file|selection)#?([0-9]+)\\]")
        let range = NSRange(body.startIndex..., in: body)
        return pattern.matches(in: body, range: range).compactMap { match in
            guard let kind = Range(match.range(at: 1), in: body), let number = Range(match.range(at: 2), in: body),
                  let id = Int(body[number]) else { return nil }
            switch body[kind] {
            case "image": return .image(id)
            case "file": return .file(id)
            default: return .selection(id)
            }
        }
    }
}
