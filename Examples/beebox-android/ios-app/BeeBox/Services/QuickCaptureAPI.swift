import Foundation

/// `POST /api/quick-captures/:captureId` and the `quickCapture.*` status procedures (§5.12).
struct QuickCaptureAPI {
    struct Receipt: Decodable, Equatable {
        let id: String
        let state: String
    }

    let box: PairedBox

    /// One persisted multipart body: the `declaration` field, then the `material` file part if any.
    func acceptanceRequest(captureID: UUID, manifest: QuickCaptureManifest, material: Data?) throws -> (URLRequest, Data) {
        var form = MultipartBody()
        form.addField("declaration", String(decoding: try JSONEncoder().encode(manifest), as: UTF8.self))
        if let material, let declared = manifest.material {
            form.addFile("material", filename: declared.fileName ?? "material", mimeType: declared.mimeType ?? "application/octet-stream",
                         contents: material)
        }
        var request = URLRequest(url: BoxRequest.url(box, "quick-captures").appendingPathComponent(captureID.uuidString.lowercased()))
        request.httpMethod = "POST"
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        BoxRequest.apply(to: &request, box: box)
        return (request, form.finished())
    }

    func decodeReceipt(_ data: Data) -> Receipt? {
        guard let receipt = try? JSONDecoder().decode(Receipt.self, from: data), receipt.state == "accepted" else { return nil }
        return receipt
    }
}
