import Foundation

/// Which box a capture goes to (§5.12): its own app-group preference, not the browsed selection.
struct CaptureDestinationStore {
    static let key = "captureDefaultBoxID"
    let defaults: UserDefaults

    init(defaults: UserDefaults = UserDefaults(suiteName: "group.app.beebox.ios") ?? .standard) {
        self.defaults = defaults
    }

    /// One paired box initializes it once; several boxes, or a removed default, need a choice.
    func destination(among boxes: [PairedBox]) -> PairedBox? {
        if let raw = defaults.string(forKey: Self.key), let id = UUID(uuidString: raw) {
            return boxes.first { $0.id == id }
        }
        guard boxes.count == 1, let only = boxes.first else { return nil }
        defaults.set(only.id.uuidString, forKey: Self.key)
        return only
    }

    func choose(_ box: PairedBox) { defaults.set(box.id.uuidString, forKey: Self.key) }
}
