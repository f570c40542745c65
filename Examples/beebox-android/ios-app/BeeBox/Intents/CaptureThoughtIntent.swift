import AppIntents
import Foundation

/// "Capture a thought" for Siri, Shortcuts and the Action Button (§5.12). Acknowledged once the
/// capture is persisted and its upload scheduled; it never waits on routing or on the box.
struct CaptureThoughtIntent: AppIntent {
    static let title: LocalizedStringResource = "Capture a Thought"
    static let openAppWhenRun = false

    @Parameter(title: "Thought", inputOptions: String.IntentInputOptions(multiline: true))
    var thought: String

    enum Failure: Error, CustomLocalizedStringResourceConvertible {
        case noDestination
        case locked(String)

        var localizedStringResource: LocalizedStringResource {
            switch self {
            case .noDestination: return "Choose a capture box in the Bee Box app first."
            case .locked(let label): return "\(label) is locked. Open Bee Box to capture there."
            }
        }
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let boxes = PairedBoxStore(directory: support).boxes
        guard let box = CaptureDestinationStore().destination(among: boxes) else { throw Failure.noDestination }
        // Siri and App Intents refuse a protected box whether or not the phone is unlocked.
        guard !box.requiresDeviceUnlock else { throw Failure.locked(box.label) }

        let id = UUID()
        let manifest = QuickCaptureManifest(capturedAt: ISO8601DateFormatter().string(from: Date()),
                                            source: "apple-app-intents", input: thought)
        let directory = try QuickCaptureStore().publish(id: id, manifest: manifest, material: nil)
        let (request, body) = try QuickCaptureAPI(box: box).acceptanceRequest(captureID: id, manifest: manifest, material: nil)
        let bodyFile = directory.appendingPathComponent("upload.multipart")
        try body.write(to: bodyFile, options: .atomic)
        QuickCaptureUploadCoordinator.shared.schedule(request, bodyFile: bodyFile, captureID: id)
        return .result(dialog: "Saved on your phone for \(box.label)")
    }
}
