import Foundation

enum ChatAPIError: LocalizedError, Equatable {
    case server(status: Int, message: String, permanent: Bool, code: String?)
    case malformedResponse

    var errorDescription: String? {
        switch self {
        case .server(_, let message, _, _): return message
        case .malformedResponse: return "The box sent an answer the app could not read."
        }
    }
}

/// `POST /api/chat/transcribe-audio` (§5.2). `service` is what the box actually ran.
struct HqTranscriptionResult: Decodable, Equatable {
    let text: String
    let diarized: Bool
    var service: String?
}

/// `GET /api/chat/default` (§5.3).
struct DefaultSessionResult: Decodable, Equatable {
    var sessionId: String?
}

/// `POST /api/chat/upload-file` (§5.4). `path` is opaque: round-tripped unmodified.
struct UploadedChatFile: Decodable, Equatable {
    let path: String
    let originalName: String
    let size: Int
    let mimetype: String
}

/// The chat endpoints the native app calls directly.
struct ChatAPI {
    /// The cap on the transcript sent with a last-audio answer (§4.9, §8). The box and the web
    /// answerer (lib/audio/last-audio.ts, MAX_TEXT_CHARS) apply the same number.
    static let maximumAnswerTextCharacters = 1500

    let box: PairedBox
    var session: URLSession = .shared

    func applyAuth(to request: inout URLRequest) {
        BoxRequest.apply(to: &request, box: box)
    }

    /// The session to send into: the box's own, or the box's most active, or `"new"`.
    func resolvedSession() async throws -> String {
        if !box.sessionID.isEmpty { return box.sessionID }
        var request = URLRequest(url: BoxRequest.url(box, "chat/default"))
        applyAuth(to: &request)
        let result: DefaultSessionResult = try await send(request)
        return result.sessionId ?? "new"
    }

    func transcribeAudio(fileURL: URL) async throws -> HqTranscriptionResult {
        var form = MultipartBody()
        form.addField("session", try await resolvedSession())
        form.addFile("file", filename: "segment.wav", mimeType: "audio/wav", contents: try Data(contentsOf: fileURL))
        var request = URLRequest(url: BoxRequest.url(box, "chat/transcribe-audio"))
        request.httpMethod = "POST"
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = form.finished()
        applyAuth(to: &request)
        return try await send(request)
    }

    func uploadFileRequest(contents: Data, filename: String, mimeType: String, batch: String?) -> URLRequest {
        var form = MultipartBody()
        if let batch { form.addField("batch", batch) }
        form.addFile("file", filename: filename, mimeType: mimeType, contents: contents)
        var request = URLRequest(url: BoxRequest.url(box, "chat/upload-file"))
        request.httpMethod = "POST"
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = form.finished()
        applyAuth(to: &request)
        return request
    }

    func uploadFile(contents: Data, filename: String, mimeType: String, batch: String?) async throws -> UploadedChatFile {
        try await send(uploadFileRequest(contents: contents, filename: filename, mimeType: mimeType, batch: batch))
    }

    /// Answers a relayed last-audio request straight to the box (§4.9). Without the recording the
    /// answer is `{"none": true}`; a 404 means another answerer won, which is not an error.
    func answerLastAudio(_ request: NativeLastAudioRequest, recording: RetainedRecording?, audio: Data?) async throws {
        var urlRequest = URLRequest(url: BoxRequest.url(box, "chat/last-audio").appendingPathComponent(request.requestId))
        urlRequest.httpMethod = "POST"
        applyAuth(to: &urlRequest)
        if let recording, let audio {
            let (body, contentType) = Self.multipartLastAudioBody(recording: recording, audio: audio,
                                                                  messageId: request.messageId,
                                                                  fallbackSessionId: request.sessionId)
            urlRequest.setValue(contentType, forHTTPHeaderField: "Content-Type")
            urlRequest.httpBody = body
        } else {
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
            urlRequest.httpBody = Data("{\"none\": true}".utf8)
        }
        let (_, response) = try await session.data(for: urlRequest)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) || status == 404 else {
            throw ChatAPIError.server(status: status, message: "The box refused the recording.", permanent: false, code: nil)
        }
    }

    /// The answer's multipart fields. The web answerer builds the same five names.
    static func multipartLastAudioBody(recording: RetainedRecording, audio: Data, messageId: String,
                                       fallbackSessionId: String?) -> (Data, String) {
        var form = MultipartBody()
        form.addFile("file", filename: "\(recording.emissionID).wav", mimeType: "audio/wav", contents: audio)
        form.addField("recordedAt", ISO8601DateFormatter().string(from: recording.recordedAt))
        form.addField("text", String(recording.text.prefix(maximumAnswerTextCharacters)))
        form.addField("messageId", messageId)
        if let sessionId = recording.sessionID ?? fallbackSessionId {
            form.addField("sessionId", sessionId)
        }
        return (form.finished(), form.contentType)
    }

    private func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            struct ErrorBody: Decodable { let error: String; var permanent: Bool?; var code: String? }
            let body = try? JSONDecoder().decode(ErrorBody.self, from: data)
            throw ChatAPIError.server(status: status, message: body?.error ?? "The box answered \(status).",
                                      permanent: body?.permanent ?? false, code: body?.code)
        }
        guard let value = try? JSONDecoder().decode(T.self, from: data) else { throw ChatAPIError.malformedResponse }
        return value
    }
}
