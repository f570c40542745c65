import Foundation

/// Shapes every native HTTP request to a box: the informational User-Agent and the device token.
enum BoxRequest {
    /// Never branched on server-side (contract §6); for logs only.
    static let userAgent = "BeeBox-iOS/0.1"

    static func apply(to request: inout URLRequest, box: PairedBox) {
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        if let token = box.authToken {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
    }

    static func url(_ box: PairedBox, _ path: String) -> URL {
        box.baseURL.appendingPathComponent("api").appendingPathComponent(path)
    }
}
