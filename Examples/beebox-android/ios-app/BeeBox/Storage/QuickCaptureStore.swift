import CryptoKit
import Foundation

/// The immutable declaration of one capture (§5.12, version 1). No credentials or box URL.
struct QuickCaptureManifest: Codable, Equatable {
    struct Material: Codable, Equatable {
        let kind: String
        var id: String?
        var mimeType: String?
        var byteLength: Int?
        var sha256: String?
        var fileName: String?
        var url: String?
        var text: String?
        var title: String?
    }

    var version = 1
    let capturedAt: String
    let source: String
    var input: String?
    var material: Material?
    var parentCaptureId: String?
    var recordingInterrupted: Bool?
}

/// One app-group directory per capture: files copied and flushed, then the manifest published atomically.
struct QuickCaptureStore {
    let root: URL

    init(root: URL? = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.app.beebox.ios")?
        .appendingPathComponent("QuickCaptures", isDirectory: true)) {
        self.root = root ?? FileManager.default.temporaryDirectory.appendingPathComponent("QuickCaptures")
    }

    func publish(id: UUID, manifest: QuickCaptureManifest, material: URL?) throws -> URL {
        let directory = root.appendingPathComponent(id.uuidString.lowercased(), isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var manifest = manifest
        if let material, var declared = manifest.material {
            let data = try Data(contentsOf: material)
            let copy = directory.appendingPathComponent("material")
            try data.write(to: copy, options: .atomic)
            declared.byteLength = data.count
            declared.sha256 = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
            manifest.material = declared
        }
        try JSONEncoder().encode(manifest).write(to: directory.appendingPathComponent("manifest.json"), options: .atomic)
        return directory
    }
}
