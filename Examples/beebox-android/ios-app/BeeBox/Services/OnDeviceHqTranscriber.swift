import AVFoundation
import Speech

/// The on-device HQ pass (iOS 26+, contract §4.4a). `nil` means the box pass (§5.2) runs instead:
/// an older iOS, no SpeechTranscriber for the locale, missing assets, an error, no text, or a pass
/// that takes more than twice the recording's length (30 s minimum).
enum OnDeviceHqTranscriber {
    /// Sent as `hqService` when this pass produced the text.
    static let service = "apple-speech-transcriber"

    static func transcribe(_ recording: URL, locale: Locale = .current) async -> String? {
        guard #available(iOS 26, *) else { return nil }
        guard let file = try? AVAudioFile(forReading: recording) else { return nil }
        let duration = Double(file.length) / file.processingFormat.sampleRate
        let budget = max(30, duration * 2)
        return await withTaskGroup(of: String?.self) { group in
            group.addTask { await run(file, locale: locale) }
            group.addTask {
                try? await Task.sleep(for: .seconds(budget))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        }
    }

    @available(iOS 26, *)
    private static func run(_ file: AVAudioFile, locale: Locale) async -> String? {
        guard SpeechTranscriber.isAvailable,
              let supported = await SpeechTranscriber.supportedLocale(equivalentTo: locale) else { return nil }
        let transcriber = SpeechTranscriber(locale: supported, preset: .transcription)
        guard await AssetInventory.status(forModules: [transcriber]) == .installed else { return nil }
        do {
            let analyzer = SpeechAnalyzer(modules: [transcriber])
            async let text = transcriber.results.reduce(into: "") { partial, result in partial += String(result.text.characters) }
            try await analyzer.start(inputAudioFile: file, finishAfterFile: true)
            return try await text
        } catch {
            return nil
        }
    }
}
