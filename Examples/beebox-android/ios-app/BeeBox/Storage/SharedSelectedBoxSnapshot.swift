import Foundation

/// What the main app shares with the Share Extension through App Group `group.app.beebox.ios`
/// (§5.8): every paired box's non-secret metadata and the selected box id. No token.
struct SharedSelectedBoxSnapshot: Codable, Equatable {
    struct Box: Codable, Equatable, Identifiable {
        let id: UUID
        let label: String
        let baseURL: URL
        let requiresDeviceUnlock: Bool
    }

    static let suiteName = "group.app.beebox.ios"
    static let key = "sharedSelectedBoxSnapshot"

    var boxes: [Box]
    var selectedBoxID: UUID?

    init(boxes: [PairedBox], selectedBoxID: UUID?) {
        self.boxes = boxes.map { Box(id: $0.id, label: $0.label, baseURL: $0.baseURL, requiresDeviceUnlock: $0.requiresDeviceUnlock) }
        self.selectedBoxID = selectedBoxID
    }

    /// The box the extension starts on: the app's selected box, else the first.
    var initialBox: Box? { boxes.first { $0.id == selectedBoxID } ?? boxes.first }

    static func read(from defaults: UserDefaults? = UserDefaults(suiteName: suiteName)) -> SharedSelectedBoxSnapshot? {
        guard let data = defaults?.data(forKey: key) else { return nil }
        return try? JSONDecoder().decode(SharedSelectedBoxSnapshot.self, from: data)
    }

    /// Written by the app whenever pairing or the selected box changes. A choice made in the
    /// extension is local to that share and never written back.
    func write(to defaults: UserDefaults? = UserDefaults(suiteName: suiteName)) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        defaults?.set(data, forKey: Self.key)
    }
}
