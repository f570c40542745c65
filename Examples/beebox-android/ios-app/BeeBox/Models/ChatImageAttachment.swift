import Foundation

/// One inline image of a native emission (contract §4.1). The reduced copy rides base64 in the
/// payload; the original is uploaded beside it through `/api/chat/upload-file` (§5.4).
struct ChatImageAttachment: Codable, Equatable, Identifiable {
    /// The `N` of the `[image#N]` token that anchors the image in the text.
    let id: Int
    let mimeType: String
    let dataBase64: String
    /// The box path of the uploaded original; `nil` when that upload failed or never ran.
    var path: String?
}
