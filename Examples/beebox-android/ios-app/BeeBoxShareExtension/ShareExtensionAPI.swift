import Foundation

/// The Share Extension's calls to the chosen box (§5.8). Bearer-authenticated with the token
/// from the shared Keychain item; its own User-Agent, never branched on server-side (§6).
struct ShareExtensionAPI {
    static let userAgent = "BeeBox-iOS-Share/0.1"

    struct Landmark: Decodable, Equatable {
        let dir: String
        let label: String
        let symbol: String
    }

    struct Chat: Decodable, Equatable {
        let sessionId: String
        let label: String
        let lastActivity: String
        let landmark: Landmark
    }

    enum Destination: Codable, Equatable {
        case inbox
        case landmark(dir: String)

        private enum CodingKeys: String, CodingKey { case kind, dir }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .kind) {
            case "inbox": self = .inbox
            case "landmark": self = .landmark(dir: try container.decode(String.self, forKey: .dir))
            case let other: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "Unknown destination \(other)")
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .inbox:
                try container.encode("inbox", forKey: .kind)
            case .landmark(let dir):
                try container.encode("landmark", forKey: .kind)
                try container.encode(dir, forKey: .dir)
            }
        }
    }

    struct Save: Decodable, Equatable {
        let destination: Destination
        let label: String
        let symbol: String
    }

    struct Destinations: Decodable, Equatable {
        let chats: [Chat]
        let saves: [Save]
    }

    /// URL and plain text only; image, audio and file activation stay deferred.
    enum TextualShare: Equatable {
        case url(URL, title: String?)
        case text(String, title: String?)
    }

    enum Failure: LocalizedError, Equatable {
        case notAuthenticated
        case conflict
        case server(status: Int)
        case malformed

        var errorDescription: String? {
            switch self {
            case .notAuthenticated: return "This phone is no longer paired with the box."
            case .conflict: return "This was already saved with different content."
            case .server(let status): return "The box answered \(status)."
            case .malformed: return "The box sent an answer the extension could not read."
            }
        }
    }

    let baseURL: URL
    let token: String
    var session: URLSession = .shared

    private func request(_ path: String, method: String = "GET", json: [String: Any]? = nil) throws -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("api").appendingPathComponent(path), timeoutInterval: 30)
        request.httpMethod = method
        request.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
        }
        return request
    }

    /// `GET /api/trpc/share.destinations`: the tRPC envelope's `data` is `{ chats, saves }`.
    func destinations() async throws -> Destinations {
        try await trpc(request("trpc/share.destinations"))
    }

    /// `POST /api/chat/send` in exact mode: never `new`, never another chat. The URL is the message.
    func send(_ share: TextualShare, toSession sessionId: String, messageId: UUID) async throws {
        let message: String
        switch share {
        case .url(let url, _): message = url.absoluteString
        case .text(let text, _): message = text
        }
        let body: [String: Any] = ["message": message, "messageId": messageId.uuidString.lowercased(),
                                   "session": sessionId, "exactSession": true]
        let (_, response) = try await session.data(for: request("chat/send", method: "POST", json: body))
        try check(response)
    }

    /// `POST /api/trpc/share.saveTextual`. A retry with the same `shareId` returns the same path.
    func saveTextual(_ share: TextualShare, shareId: UUID, capturedAt: Date, destination: Destination) async throws -> String {
        var input: [String: Any] = ["shareId": shareId.uuidString.lowercased(),
                                    "capturedAt": ISO8601DateFormatter().string(from: capturedAt)]
        switch share {
        case .url(let url, let title):
            input["kind"] = "url"
            input["url"] = url.absoluteString
            input["title"] = title
        case .text(let text, let title):
            input["kind"] = "text"
            input["text"] = text
            input["title"] = title
        }
        input["destination"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(destination))
        struct Saved: Decodable { let path: String }
        let saved: Saved = try await trpc(request("trpc/share.saveTextual", method: "POST", json: input))
        return saved.path
    }

    private func trpc<T: Decodable>(_ request: URLRequest) async throws -> T {
        struct Envelope: Decodable { struct Result: Decodable { let data: T }; let result: Result }
        let (data, response) = try await session.data(for: request)
        try check(response)
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else { throw Failure.malformed }
        return envelope.result.data
    }

    private func check(_ response: URLResponse) throws {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300: return
        case 401, 403: throw Failure.notAuthenticated
        case 409: throw Failure.conflict
        default: throw Failure.server(status: status)
        }
    }
}
