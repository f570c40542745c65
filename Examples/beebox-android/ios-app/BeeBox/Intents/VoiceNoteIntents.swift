import AppIntents

/// Starts a voice note through the main recording coordinator (iOS 18+ requires a Live Activity).
struct StartVoiceNoteIntent: AudioRecordingIntent {
    static let title: LocalizedStringResource = "Start Voice Note"
    static let openAppWhenRun = false

    @MainActor
    func perform() async throws -> some IntentResult {
        try VoiceNoteCoordinator.shared.start()
        return .result()
    }
}

struct StopVoiceNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Voice Note"

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        VoiceNoteCoordinator.shared.stop()
        return .result(dialog: "Saved on your phone.")
    }
}
