import SwiftUI

/// The native composer under the chat web view (the web composer is suppressed by `nativeComposer`).
struct NativeComposerView: View {
    /// The most photos that may ride inline (base64) in one message. Mirrors INLINE_PHOTO_LIMIT in
    /// the web's components/chat/file-routing.ts (§8); photos past it take the upload route.
    static let inlinePhotoLimit = 3

    @Binding var draft: ComposerDraft
    @State private var voiceTurn = NativeVoiceTurn()
    @Environment(\.scenePhase) private var scenePhase
    @EnvironmentObject private var screenAwake: ScreenAwakeState
    var pageIsSpeaking: Bool
    var onSend: (ComposerDraft, NativeEmissionOrigin) -> Void
    var onStopPageSpeech: () -> Void

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            Button { } label: { Image(systemName: "plus.circle") }
                .controlAnchor("bbx-composer-add", label: "Add", role: .button, container: "Composer")
            TextField("Message", text: $draft.text, axis: .vertical)
                .textFieldStyle(.roundedBorder)
                .controlAnchor("bbx-composer-input", label: "Message", role: .textbox, container: "Composer")
            if draft.text.isEmpty && draft.images.isEmpty {
                Button { applyVoiceTurn(.recordPressed(pageIsSpeaking: pageIsSpeaking)) } label: { Image(systemName: "mic.fill") }
                    .controlAnchor("bbx-composer-mic", label: "Start dictation", role: .button, container: "Composer",
                                   does: "Starts dictation; interrupts the box if it is speaking")
            } else {
                Button { send() } label: { Image(systemName: "arrow.up.circle.fill") }
                    .controlAnchor("bbx-composer-send", label: "Send", role: .button, container: "Composer")
            }
        }
        .padding(.horizontal)
        .onChange(of: screenAwakeReasons) { _, reasons in
            ScreenAwakeHold(state: screenAwake, reasons: [.composerVoiceTurn]).apply(
                [.composerVoiceTurn: reasons.contains(.composerVoiceTurn)], sceneIsActive: scenePhase == .active)
        }
        .onDisappear { ScreenAwakeHold(state: screenAwake, reasons: [.composerVoiceTurn]).release() }
    }

    var screenAwakeReasons: Set<ScreenAwakeReason> {
        voiceTurn.holdsScreenAwake ? [.composerVoiceTurn] : []
    }

    /// Whether one more photo may ride inline, counting in-flight encodes.
    func acceptsInlinePhoto(inFlight: Int) -> Bool {
        draft.images.count + inFlight < Self.inlinePhotoLimit
    }

    func applyVoiceTurn(_ event: NativeVoiceTurnEvent) {
        switch voiceTurn.handle(event) {
        case .startDictationInterruptingSpeech:
            onStopPageSpeech()
        case .startDictation, .stopDictation, .none:
            break
        }
    }

    func send() {
        onSend(draft, .typed)
        draft = ComposerDraft()
    }

    func sendKeywordIntent(tag: String) {
        draft.text += "<\(tag) />"
        applyVoiceTurn(tag == "send-close-message" ? .sentAndClosed : .sentKeepingMicrophone)
        onSend(draft, .voice)
        draft = ComposerDraft()
    }

    /// The on-device HQ pass (iOS 26+); `nil` means the box pass runs instead.
    func transcribeOnDevice(_ recording: URL, diarized: Bool) async -> String? {
        guard !diarized else { return nil }
        return await OnDeviceHqTranscriber.transcribe(recording)
    }
}
