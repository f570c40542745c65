import Foundation

/// A box this phone is paired with. `PairedBoxStore` persists the list as JSON in Application Support.
struct PairedBox: Codable, Identifiable, Equatable {
    let id: UUID
    var label: String
    /// The box base URL with the hub slug, e.g. `https://host/<slug>`.
    var baseURL: URL
    /// The device token from `POST /api/pairing/redeem`. Header-only on the wire (contract §2).
    var authToken: String?
    /// The chat session to open; empty means "ask the box" (`GET /api/chat/default`).
    var sessionID: String
    var requiresDeviceUnlock: Bool

    /// The hub slug: the last path component of `baseURL`. Matched against the APNs payload's `box`.
    var slug: String { baseURL.lastPathComponent }

    /// `scheme://host[:port]`, the only origin the chat web view treats as its own.
    var origin: String {
        guard let scheme = baseURL.scheme, let host = baseURL.host else { return "" }
        return baseURL.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }

    /// `<baseURL>/chat?nativeComposer=1[&session=<id>]`.
    ///
    /// Keep in sync with the web: `pages/ChatPage.tsx` reads the param and `main/router.tsx`
    /// declares it in the chat route's search schema (contract §3.1, §8).
    var chatURL: URL? {
        var query = [Self.nativeComposerQuery]
        if !sessionID.isEmpty, let session = sessionID.addingPercentEncoding(withAllowedCharacters: .queryValue) {
            query.append("session=\(session)")
        }
        var components = URLComponents(url: baseURL.appendingPathComponent("chat"), resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = query.joined(separator: "&")
        return components?.url
    }

    /// A box-relative path (`views/…`, `chat/…`, the dashboard) as a URL under this box. The chat
    /// page keeps the native-composer param, inserted first as `chatURL` does.
    func url(forBoxPath path: String) -> URL? {
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        guard var components = URLComponents(string: baseURL.absoluteString + "/" + relative) else { return nil }
        if components.path.hasSuffix("/chat") {
            let rest = components.percentEncodedQuery.map { "&" + $0 } ?? ""
            components.percentEncodedQuery = Self.nativeComposerQuery + rest
        }
        return components.url
    }

    private static let nativeComposerQuery = "nativeComposer=1"
}

private extension CharacterSet {
    static let queryValue = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+"))
}
