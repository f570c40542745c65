import Foundation

/// A recording kept on the device so a box agent can retranscribe it (§4.9). Device-local, but
/// `sessionID` and `text` leave the device on the answer: the session the recording was dictated
/// into, and the transcript the message committed with.
struct RetainedRecording: Codable, Equatable {
    let emissionID: String
    let recordedAt: Date
    let text: String
    var sessionID: String?
}

/// The last few recordings per box, keyed by emission id, durable across relaunch.
final class VoiceAudioRetentionStore {
    /// The same bound as the web store (RETENTION_CAPACITY in lib/audio/last-audio.ts, §8).
    static let defaultCapacity = 5

    private let directory: URL
    private let capacity: Int
    private let fileManager = FileManager.default

    init(directory: URL, capacity: Int = VoiceAudioRetentionStore.defaultCapacity) {
        self.directory = directory
        self.capacity = capacity
    }

    func retain(_ recording: RetainedRecording, audioAt source: URL, boxID: UUID) throws {
        let boxDirectory = directory.appendingPathComponent(boxID.uuidString, isDirectory: true)
        try fileManager.createDirectory(at: boxDirectory, withIntermediateDirectories: true)
        let audio = boxDirectory.appendingPathComponent("\(recording.emissionID).wav")
        if fileManager.fileExists(atPath: audio.path) { try fileManager.removeItem(at: audio) }
        try fileManager.copyItem(at: source, to: audio)
        var index = try records(boxID: boxID).filter { $0.emissionID != recording.emissionID }
        index.append(recording)
        let evicted = index.sorted { $0.recordedAt > $1.recordedAt }.dropFirst(capacity)
        for old in evicted {
            try? fileManager.removeItem(at: boxDirectory.appendingPathComponent("\(old.emissionID).wav"))
        }
        index.removeAll { old in evicted.contains(old) }
        try JSONEncoder().encode(index).write(to: indexURL(boxID: boxID), options: .atomic)
    }

    /// The recording and its audio for `emissionID`, if this device still holds it.
    func recording(emissionID: String, boxID: UUID) -> (RetainedRecording, Data)? {
        guard let record = try? records(boxID: boxID).first(where: { $0.emissionID == emissionID }),
              let audio = try? Data(contentsOf: directory.appendingPathComponent(boxID.uuidString)
                  .appendingPathComponent("\(emissionID).wav")) else { return nil }
        return (record, audio)
    }

    /// Unpairing a box drops its recordings.
    func removeAll(boxID: UUID) {
        try? fileManager.removeItem(at: directory.appendingPathComponent(boxID.uuidString, isDirectory: true))
    }

    private func records(boxID: UUID) throws -> [RetainedRecording] {
        guard let data = try? Data(contentsOf: indexURL(boxID: boxID)) else { return [] }
        return try JSONDecoder().decode([RetainedRecording].self, from: data)
    }

    private func indexURL(boxID: UUID) -> URL {
        directory.appendingPathComponent(boxID.uuidString).appendingPathComponent("index.json")
    }
}
