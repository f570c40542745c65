import SwiftUI

/// The native capture cover's recording: a voice capture through the main recording
/// coordinator, saved as a quick capture for the capture destination box (§5.12).
@MainActor
final class NativeCaptureController: ObservableObject {
    @Published private(set) var isRecording = false
    @Published private(set) var failure: String?

    private let coordinator: VoiceNoteCoordinator

    init(coordinator: VoiceNoteCoordinator = .shared) {
        self.coordinator = coordinator
    }

    func toggle() {
        do {
            try coordinator.toggle()
            failure = nil
        } catch {
            failure = error.localizedDescription
        }
        isRecording = coordinator.isRecording
    }

    func stop() {
        coordinator.stop()
        isRecording = false
    }
}

/// The capture cover. While it records audio it holds the screen awake (§4.11): an open
/// microphone in a silent room must not look like an abandoned phone.
struct NativeCaptureScreen: View {
    @StateObject private var controller = NativeCaptureController()
    @EnvironmentObject private var screenAwake: ScreenAwakeState
    @Environment(\.scenePhase) private var scenePhase
    var onDone: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Text(controller.isRecording ? "Recording…" : "Voice note").font(.title2)
            Button { controller.toggle() } label: {
                Image(systemName: controller.isRecording ? "stop.circle.fill" : "record.circle")
                    .font(.system(size: 64))
            }
            .accessibilityLabel(controller.isRecording ? "Stop recording" : "Record")
            if let failure = controller.failure { Text(failure).foregroundStyle(.red) }
            Button("Done") {
                controller.stop()
                onDone()
            }
        }
        .padding()
        .onChange(of: controller.isRecording) { _, _ in applyScreenAwake() }
        .onChange(of: scenePhase) { _, _ in applyScreenAwake() }
        .onDisappear { ScreenAwakeHold(state: screenAwake, reasons: [.captureRecording]).release() }
    }

    /// Re-derived from current state, with the scene phase folded in: backgrounding releases too.
    func applyScreenAwake() {
        ScreenAwakeHold(state: screenAwake, reasons: [.captureRecording])
            .apply([.captureRecording: controller.isRecording], sceneIsActive: scenePhase == .active)
    }
}
