import Foundation

// Wire types of the native composer bridge (contract §4). The web mirrors every key here in
// native-emission.ts, native-composer-command.ts, native-last-audio-request.ts and
// native-speech-command.ts; renaming one is a contract change and touches the document.

enum NativeEmissionOrigin: String, Codable {
    case typed, voice
}

struct NativeEmissionFile: Codable, Equatable {
    let id: Int
    let path: String
    let originalName: String
    let size: Int
    let mimetype: String
}

struct NativeEmissionSelection: Codable, Equatable {
    let id: Int
    /// `nil` for text quoted from the chat transcript; the web reads absent and `null` alike.
    var ref: String?
    let text: String
    let position: String
    /// The last recognized words when the selection arrived during dictation, else `nil`.
    var anchor: String?
    var spokenWords: Int?
}

/// Emission V2: the complete content of one composer send (§4.1).
struct NativeEmissionV2: Codable, Equatable {
    var version = 2
    let id: String
    let text: String
    let origin: NativeEmissionOrigin
    let diarized: Bool
    /// `true` when this device ran the HQ pass itself (§4.4a); never together with `hqFallback`.
    var hqText: Bool?
    var hqService: String?
    var hqFallback: Bool?
    let images: [ChatImageAttachment]
    let files: [NativeEmissionFile]
    let selections: [NativeEmissionSelection]
}

/// The destination captured at the send gesture (§4.1, V3). Shapes mirror shared/chat-composer-binding.ts.
struct NativeDestinationBinding: Codable, Equatable {
    struct Target: Codable, Equatable {
        enum Kind: String, Codable { case session, start }
        let kind: Kind
        var sessionId: String?
        var clientConversationId: String?
        let contextDir: String
        var engine: String?
        var model: String?
    }

    struct Attention: Codable, Equatable {
        let surface: String
        var focusedRef: String?
        let transcript: String
    }

    let boxSlug: String
    let target: Target
    let attention: Attention
}

/// Emission V3: the V2 content plus an immutable destination binding.
struct NativeEmissionV3: Encodable, Equatable {
    let content: NativeEmissionV2
    let bindingRevision: Int
    let binding: NativeDestinationBinding

    private enum CodingKeys: String, CodingKey { case version, bindingRevision, binding }

    func encode(to encoder: Encoder) throws {
        try content.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(3, forKey: .version)
        try container.encode(bindingRevision, forKey: .bindingRevision)
        try container.encode(binding, forKey: .binding)
    }
}

/// A command the web posts on `beeboxComposerCommand`: V1 (§4.7) or the V2 envelope (§4.8).
struct NativeComposerCommand: Decodable, Equatable {
    /// Closed: an unknown kind fails the whole decode and is answered only by a rejection ack.
    enum Kind: String, Codable {
        case addSelection = "add-selection"
        case scanControls = "scan-controls"
        case pointAtControl = "point-at-control"
    }

    enum ControlAction: String, Codable {
        case point, focus, reveal
    }

    struct Selection: Codable, Equatable {
        let ref: String?
        let text: String
        let position: String
    }

    struct PointPayload: Codable, Equatable {
        /// The control's `bbx-` address, not the command id.
        let id: String
        let action: ControlAction
    }

    enum Body: Equatable {
        case addSelection(Selection)
        case scanControls
        case pointAtControl(PointPayload)
    }

    let version: Int
    let id: String
    let kind: Kind
    let body: Body

    private enum CodingKeys: String, CodingKey { case version, id, kind, selection, payload }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "empty command id")
        }
        kind = try container.decode(Kind.self, forKey: .kind)
        switch (version, kind) {
        case (1, .addSelection):
            body = .addSelection(try container.decode(Selection.self, forKey: .selection))
        case (2, .addSelection):
            body = .addSelection(try container.decode(Selection.self, forKey: .payload))
        case (2, .scanControls):
            body = .scanControls
        case (2, .pointAtControl):
            let payload = try container.decode(PointPayload.self, forKey: .payload)
            guard payload.id.hasPrefix("bbx-"), payload.id.count > 4 else {
                throw DecodingError.dataCorruptedError(forKey: .payload, in: container, debugDescription: "not a control address")
            }
            body = .pointAtControl(payload)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container,
                                                   debugDescription: "\(kind.rawValue) is not a version \(version) command")
        }
    }

    /// The id of a command that failed to decode, so the rejection can still be acknowledged.
    static func rejectableID(in data: Data) -> String? {
        struct Envelope: Decodable { let id: String }
        guard let id = try? JSONDecoder().decode(Envelope.self, from: data).id, !id.isEmpty else { return nil }
        return id
    }
}

/// The durability acknowledgement (native → web, §4.7). A rejection always carries a reason.
struct NativeComposerCommandAcknowledgement: Encodable, Equatable {
    let version = 1
    let id: String
    let accepted: Bool
    let reason: String?

    static func acceptance(_ id: String) -> Self { Self(id: id, accepted: true, reason: nil) }
    static func rejection(_ id: String, reason: String) -> Self { Self(id: id, accepted: false, reason: reason) }
}

/// One control in the native inventory (`scan-controls`, §4.8).
struct NativeControlEntry: Codable, Equatable {
    enum Role: String, Codable {
        case button, textbox
    }

    let id: String
    let role: Role
    let label: String
    var does: String?
    let container: String
    let disabled: Bool
    /// Derived from the handlers the anchor supplied; absent reads as none on the web.
    var actions: [NativeComposerCommand.ControlAction]?
}

/// The answer to a V2 command that has one (native → web, on its own global, §4.8).
struct NativeComposerCommandResult: Encodable, Equatable {
    static let version = 2

    let id: String
    let kind: NativeComposerCommand.Kind
    let ok: Bool
    var controls: [NativeControlEntry]?
    var reason: String?

    private enum CodingKeys: String, CodingKey { case version, id, kind, ok, controls, reason }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(ok, forKey: .ok)
        try container.encodeIfPresent(controls, forKey: .controls)
        try container.encodeIfPresent(reason, forKey: .reason)
    }

    static func refused(_ id: String, kind: NativeComposerCommand.Kind, reason: String) -> Self {
        Self(id: id, kind: kind, ok: false, reason: reason)
    }
}

/// The web's relay of `bbx chat retranscribe` (§4.9), posted on `beeboxLastAudioRequest`.
struct NativeLastAudioRequest: Decodable, Equatable {
    let version: Int
    let requestId: String
    let messageId: String
    /// The relaying tab's session; a fallback only — the recording's own session wins.
    let sessionId: String?

    var isValid: Bool {
        version == 1 && !requestId.trimmingCharacters(in: .whitespaces).isEmpty
            && !messageId.trimmingCharacters(in: .whitespaces).isEmpty
    }
}

/// Barge-in (native → web, §4.10). V1 knows one action.
struct NativeSpeechCommand: Encodable, Equatable {
    let version: Int
    let action: String

    static let stop = NativeSpeechCommand(version: 1, action: "stop")
}
