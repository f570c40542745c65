import Foundation

/// The box screen's tRPC calls (§5.11): non-batched, bearer-authenticated.
struct QuickChatAPI {
    enum Failure: Error, Equatable {
        case boxClosed(reason: String)
        case notOpen
        case noProcedure
        case server(status: Int, message: String)
    }

    static let channel = "ios-native"
    let box: PairedBox
    var session: URLSession = .shared

    func submit(id: UUID, message: String, origin: String, hqService: String?) async throws -> QuickChatView {
        var input: [String: Any] = ["id": id.uuidString.lowercased(), "message": message, "origin": origin, "channel": Self.channel]
        input["hqService"] = hqService
        return try await mutation("quickChat.submit", input, timeout: origin == "external" ? 20 : 60)
    }

    func choose(id: String, candidateId: String) async throws -> QuickChatView {
        try await mutation("quickChat.choose", ["id": id, "candidateId": candidateId, "channel": Self.channel], timeout: 60)
    }

    func retry(id: String) async throws -> QuickChatView {
        try await mutation("quickChat.retry", ["id": id, "channel": Self.channel], timeout: 60)
    }

    func home() async throws -> QuickChatHome {
        var request = URLRequest(url: BoxRequest.url(box, "trpc/quickChat.home"), timeoutInterval: 20)
        BoxRequest.apply(to: &request, box: box)
        return try await send(request)
    }

    private func mutation<T: Decodable>(_ procedure: String, _ input: [String: Any], timeout: TimeInterval) async throws -> T {
        var request = URLRequest(url: BoxRequest.url(box, "trpc/\(procedure)"), timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: input)
        BoxRequest.apply(to: &request, box: box)
        return try await send(request)
    }

    private func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        struct Envelope: Decodable { struct Result: Decodable { let data: T }; let result: Result }
        struct HubBody: Decodable { let error: String; var reason: String? }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300:
            return try JSONDecoder().decode(Envelope.self, from: data).result.data
        case 503:
            if let body = try? JSONDecoder().decode(HubBody.self, from: data), body.error == "box_closed" {
                throw Failure.boxClosed(reason: String((body.reason ?? "").prefix(80)))
            }
            throw Failure.notOpen
        case 404 where String(decoding: data, as: UTF8.self).contains("No procedure found on path"):
            throw Failure.noProcedure
        default:
            throw Failure.server(status: status, message: String(decoding: data, as: UTF8.self))
        }
    }
}
