import Foundation

/// A parsed `beebox://pair` link (contract §1.1).
public struct PairingLink: Equatable, Sendable {
    public let baseURL: URL
    public let label: String
    public let pairingToken: String?
    public let session: String?
    /// DEBUG builds only: a raw device token imported without a redeem.
    public let authToken: String?

    public static let defaultLabel = "Bee Box"

    /// Requires `scheme == "beebox"` and `host == "pair"`. Values are form-encoded: `+` is a space.
    public static func parse(_ url: URL, allowDirectAuthToken: Bool) -> PairingLink? {
        guard url.scheme == "beebox", url.host == "pair",
              let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery else { return nil }
        var values: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard let name = parts.first else { continue }
            let raw = parts.count > 1 ? parts[1] : ""
            values[name] = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
        guard let base = (values["baseURL"] ?? values["url"]).flatMap(URL.init(string:)),
              base.scheme != nil, base.host != nil else { return nil }
        let token = allowDirectAuthToken ? values["authToken"] : nil
        return PairingLink(baseURL: base,
                           label: values["label"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultLabel,
                           pairingToken: values["pairingToken"] ?? values["token"],
                           session: values["session"],
                           authToken: token)
    }
}
