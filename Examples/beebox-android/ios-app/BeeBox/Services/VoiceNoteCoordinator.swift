import AVFoundation

/// The main recording coordinator behind Start/Stop intents and the control widget (§5.12).
@MainActor
final class VoiceNoteCoordinator: ObservableObject {
    static let shared = VoiceNoteCoordinator()
    /// AAC, ten minutes at most; short finalized segments bound what a sudden termination loses.
    static let maximumDuration: TimeInterval = 10 * 60

    @Published private(set) var isRecording = false
    private var recorder: AVAudioRecorder?

    func toggle() throws { isRecording ? stop() : try start() }

    func start() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).m4a")
        let settings: [String: Any] = [AVFormatIDKey: kAudioFormatMPEG4AAC, AVSampleRateKey: 44_100, AVNumberOfChannelsKey: 1]
        recorder = try AVAudioRecorder(url: url, settings: settings)
        recorder?.record(forDuration: Self.maximumDuration)
        isRecording = true
    }

    func stop() {
        recorder?.stop()
        isRecording = false
    }
}
