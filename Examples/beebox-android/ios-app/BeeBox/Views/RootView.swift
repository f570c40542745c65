import SwiftUI

/// The paired-box shell: the box screen or the chat web view, with the native composer below.
struct RootView: View {
    @EnvironmentObject private var store: PairedBoxStore
    @EnvironmentObject private var taps: NotificationTapInbox
    @StateObject private var registry = NativeControlRegistry()
    @StateObject private var earcons = NativeEarcons()
    @State private var navigation: ChatWebView.NavigationRequest?
    @State private var draft = ComposerDraft()
    @State private var pendingNativeEmissions: [NativeChatEmission] = []
    @State private var commandResults: [NativeComposerCommandResult] = []
    @State private var showsBoxScreen = true
    @State private var pageIsSpeaking = false

    var body: some View {
        if let box = store.selectedBox {
            ZStack {
                VStack(spacing: 0) {
                    ChatWebView(box: box, navigation: $navigation, pendingEmissions: pendingNativeEmissions,
                                commandResults: commandResults, onEvent: { handle($0, box: box) },
                                onOpenBoxScreen: { showsBoxScreen = true })
                    NativeComposerView(draft: $draft, pageIsSpeaking: pageIsSpeaking,
                                       onSend: { draft, origin in enqueue(draft, origin: origin) },
                                       onStopPageSpeech: {})
                }
                if showsBoxScreen {
                    Text(box.label).font(.largeTitle)
                }
                NativeControlRingView(registry: registry)
            }
            .environmentObject(registry)
            .onReceive(taps.$pending.compactMap { $0 }) { openNotificationTap($0) }
        } else {
            Text("Scan the pairing code in your box's Settings.")
        }
    }

    private func handle(_ event: ChatWebView.Event, box: PairedBox) {
        switch event {
        case .receipt(let receipt):
            pendingNativeEmissions.removeAll { $0.id == receipt.emissionId }
        case .speechPlayback(let playing):
            pageIsSpeaking = playing
        case .responseState(let active):
            earcons.receiveResponseState(active: active)
        case .composerCommand(let command):
            handleComposerCommand(command)
        case .lastAudioRequest(let request):
            Task { await answerLastAudioRequest(request, box: box) }
        default:
            break
        }
    }

    func handleComposerCommand(_ command: NativeComposerCommand) {
        switch command.body {
        case .scanControls:
            commandResults.append(NativeComposerCommandResult(id: command.id, kind: .scanControls, ok: true,
                                                              controls: registry.inventory))
        case .pointAtControl(let payload):
            commandResults.append(registry.perform(payload, commandID: command.id))
        case .addSelection:
            break
        }
    }

    func answerLastAudioRequest(_ request: NativeLastAudioRequest, box: PairedBox) async {
        let store = VoiceAudioRetentionStore(directory: FileManager.default.temporaryDirectory)
        let held = store.recording(emissionID: request.messageId, boxID: box.id)
        try? await ChatAPI(box: box).answerLastAudio(request, recording: held?.0, audio: held?.1)
    }

    func openNotificationTap(_ tap: NotificationTap) {
        guard let box = tap.pairedBox(in: store.boxes, selected: store.selectedBox), let path = tap.boxPath else { return }
        store.selectedBoxID = box.id
        showsBoxScreen = false
        navigation = .init(page: .path(path))
    }

    private func enqueue(_ draft: ComposerDraft, origin: NativeEmissionOrigin) {
        let emission = NativeEmissionV2(id: UUID().uuidString.lowercased(), text: draft.text, origin: origin,
                                        diarized: false, images: draft.images, files: draft.files,
                                        selections: draft.selections)
        guard let data = try? JSONEncoder().encode(emission), let json = String(data: data, encoding: .utf8) else { return }
        pendingNativeEmissions.append(NativeChatEmission(id: emission.id, payloadJSON: json))
        earcons.messageSent()
    }
}
