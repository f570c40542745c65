import Foundation

/// Request shaping for the bulk file-upload batch (`/api/bulk/...`, §5.6). The server contract
/// is uploader-agnostic: the web overlay is the other client, and neither may assume it is alone.
struct BulkUploadAPI {
    struct Item: Codable, Equatable {
        let id: String
        let name: String
        var size: Int?
        var mimetype: String?
    }

    struct FailedItem: Encodable, Equatable {
        var id: String?
        let name: String
        let reason: String
    }

    struct CreatedBatch: Decodable, Equatable {
        struct Capabilities: Decodable, Equatable { let acceptedUploadEncodings: [String] }
        let sessionId: String
        let startedAt: String
        let capabilities: Capabilities
    }

    struct UploadedItem: Decodable, Equatable {
        let success: Bool
        let filename: String
        let itemId: String
        let size: Int
        let sha256: String
    }

    /// `GET /api/bulk/sessions/:id`: resume before the seal, UX polling after it.
    struct Status: Decodable, Equatable {
        struct Received: Decodable, Equatable {
            let itemId: String
            let name: String
            let size: Int
        }

        let sessionId: String
        let state: String
        let targetSessionId: String
        let registered: [Item]
        let received: [Received]

        var isDelivered: Bool { state == "delivered" || state == "delivering" }
        var isFailed: Bool { state.hasPrefix("failed:") }
    }

    let box: PairedBox

    private func sessions(_ path: String = "") -> URL {
        path.isEmpty ? BoxRequest.url(box, "bulk/sessions") : BoxRequest.url(box, "bulk/sessions/\(path)")
    }

    private func json(_ url: URL, method: String, body: some Encodable) throws -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(body)
        BoxRequest.apply(to: &request, box: box)
        return request
    }

    /// The context dir is derived by the box from `targetSessionId`; the client never sends one.
    func createRequest(targetSessionId: String, items: [Item]) throws -> URLRequest {
        struct Body: Encodable { let targetSessionId: String; let items: [Item] }
        return try json(sessions(), method: "POST", body: Body(targetSessionId: targetSessionId, items: items))
    }

    func registerRequest(batchID: String, items: [Item]) throws -> URLRequest {
        struct Body: Encodable { let items: [Item] }
        return try json(sessions("\(batchID)/items"), method: "POST", body: Body(items: items))
    }

    /// Raw body, never multipart. `X-Upload-Filename` is the staged idempotency key.
    func uploadRequest(batchID: String, item: Item, uploadedAt: Date) -> URLRequest {
        var request = URLRequest(url: sessions("\(batchID)/items/\(item.id)/upload"))
        request.httpMethod = "POST"
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        request.setValue(item.id + "-" + item.name, forHTTPHeaderField: "X-Upload-Filename")
        request.setValue(item.name, forHTTPHeaderField: "X-Upload-Original-Name")
        request.setValue(item.mimetype ?? "application/octet-stream", forHTTPHeaderField: "X-Upload-Mime-Type")
        request.setValue(ISO8601DateFormatter().string(from: uploadedAt), forHTTPHeaderField: "X-Upload-Uploaded-At")
        BoxRequest.apply(to: &request, box: box)
        return request
    }

    func statusRequest(batchID: String) -> URLRequest {
        var request = URLRequest(url: sessions(batchID))
        BoxRequest.apply(to: &request, box: box)
        return request
    }

    /// Accepted only while the batch is open or failed; 409 once finalize sealed it.
    func cancelRequest(batchID: String) -> URLRequest {
        var request = URLRequest(url: sessions(batchID))
        request.httpMethod = "DELETE"
        BoxRequest.apply(to: &request, box: box)
        return request
    }

    /// `note` is the composer text, read at finalize time, verbatim.
    func finalizeRequest(batchID: String, failedItems: [FailedItem], note: String?) throws -> URLRequest {
        struct Body: Encodable { let failedItems: [FailedItem]; let note: String? }
        return try json(sessions("\(batchID)/finalize"), method: "POST", body: Body(failedItems: failedItems, note: note))
    }
}
