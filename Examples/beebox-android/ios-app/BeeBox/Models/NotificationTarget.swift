import Foundation

/// How loudly a notification asks to be presented (§5.10). `dot` sends no `loudness` key.
enum NotificationLoudness: Equatable {
    case dot, quiet, loud, unknown(String)

    init(userInfo: [AnyHashable: Any]) {
        switch userInfo["loudness"] as? String {
        case nil: self = .dot
        case "quiet": self = .quiet
        case "loud": self = .loud
        case let other?: self = .unknown(other)
        }
    }
}

/// The custom keys of an APNs payload, beside `aps`: what a tap opens, and on which box.
struct NotificationTap: Equatable {
    let target: NotificationTarget?
    let notificationId: String?
    /// The sending box's slug; `nil` from a box that predates it.
    let box: String?

    init?(userInfo: [AnyHashable: Any]) {
        guard userInfo["aps"] is [AnyHashable: Any] else { return nil }
        target = (userInfo["target"] as? String).flatMap(NotificationTarget.init(parsing:))
        notificationId = userInfo["notificationId"] as? String
        box = userInfo["box"] as? String
    }

    /// The paired box whose `slug` equals `box`; the selected one wins a tie, then the first.
    /// Without a match: the only box, else the selected one.
    func pairedBox(in boxes: [PairedBox], selected: PairedBox?) -> PairedBox? {
        if let box {
            let matches = boxes.filter { $0.slug == box }
            if let selected, matches.contains(selected) { return selected }
            if let first = matches.first { return first }
        }
        return boxes.count == 1 ? boxes.first : selected
    }

    /// The box-relative path the tap loads in the chat web view.
    var boxPath: String? { target?.boxPath(notificationId: notificationId) }
}

/// A notification target string, parsed and rendered the way the box's target.ts does
/// (`parseTarget`, `targetUrl`). One deliberate difference: a card path is fenced here to a first
/// segment starting with `_`; the box checks the exact underscore-area list.
enum NotificationTarget: Equatable {
    case chat(sessionId: String)
    case chatNew
    case card(path: String)
    case question(path: String)
    case admin(section: String)
    case dashboard

    static let maximumLength = 1000
    /// The admin section's card, SYSTEM_CARD_PATHS.admin on the box.
    static let adminCardPath = "_config/interface/admin.card"

    init?(parsing raw: String) {
        guard !raw.isEmpty, raw.count <= Self.maximumLength else { return nil }
        if raw == "dashboard" { self = .dashboard; return }
        if raw == "chat:new" { self = .chatNew; return }
        guard let colon = raw.firstIndex(of: ":") else { return nil }
        let scheme = raw[..<colon]
        let value = String(raw[raw.index(after: colon)...])
        switch scheme {
        case "chat" where Self.isToken(value, extra: "-_"): self = .chat(sessionId: value)
        case "card" where Self.isFencedCardPath(value): self = .card(path: value)
        case "question" where Self.isFencedCardPath(value): self = .question(path: value)
        case "admin" where Self.isToken(value, extra: "-"): self = .admin(section: value)
        default: return nil
        }
    }

    func boxPath(notificationId: String?) -> String {
        switch self {
        case .chat(let sessionId): return "chat?session=\(Self.encodeURIComponent(sessionId))"
        case .chatNew:
            return notificationId.map { "chat?notification=\(Self.encodeURIComponent($0))" } ?? "chat"
        case .card(let path), .question(let path): return "views/" + Self.encodedSegments(path)
        case .admin(let section): return "views/" + Self.encodedSegments(Self.adminCardPath) + "#\(section)"
        case .dashboard: return ""
        }
    }

    private static func isToken(_ value: String, extra: String) -> Bool {
        !value.isEmpty && value.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || extra.unicodeScalars.contains($0) }
    }

    private static func isFencedCardPath(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let first = segments.first, first.hasPrefix("_") else { return false }
        return !segments.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    private static func encodedSegments(_ path: String) -> String {
        path.split(separator: "/").map { encodeURIComponent(String($0)) }.joined(separator: "/")
    }

    /// JavaScript's `encodeURIComponent`: everything but `A-Z a-z 0-9 - _ . ! ~ * ' ( )` is escaped.
    static func encodeURIComponent(_ value: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
        return value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }
}
