import Foundation

/// Box-screen thoughts not yet answered by `quickChat.submit` (§5.11), persisted in
/// `quick-chat-outbox.json` before the first request. An entry leaves only when `submit` answers.
struct QuickChatOutboxEntry: Codable, Equatable, Identifiable {
    let id: UUID
    let boxID: UUID
    let text: String
    /// `typed`, `voice`, or `external`; an entry stored before the field existed reads as `typed`.
    var origin: String
    var source: String?
    var hqService: String?
    let createdAt: Date
    var attempts: Int
    var lastAttemptAt: Date?

    private enum CodingKeys: String, CodingKey {
        case id, boxID, text, origin, source, hqService, createdAt, attempts, lastAttemptAt
    }

    init(id: UUID = UUID(), boxID: UUID, text: String, origin: String, source: String? = nil, hqService: String? = nil, createdAt: Date = Date()) {
        self.id = id
        self.boxID = boxID
        self.text = text
        self.origin = origin
        self.source = source
        self.hqService = hqService
        self.createdAt = createdAt
        attempts = 0
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        boxID = try container.decode(UUID.self, forKey: .boxID)
        text = try container.decode(String.self, forKey: .text)
        origin = try container.decodeIfPresent(String.self, forKey: .origin) ?? "typed"
        source = try container.decodeIfPresent(String.self, forKey: .source)
        hqService = try container.decodeIfPresent(String.self, forKey: .hqService)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        attempts = try container.decode(Int.self, forKey: .attempts)
        lastAttemptAt = try container.decodeIfPresent(Date.self, forKey: .lastAttemptAt)
    }
}

struct QuickChatOutbox {
    /// Retried for seven days; after that the row reads "Not sent".
    static let retryWindow: TimeInterval = 7 * 24 * 60 * 60
    /// Foreground backoff between attempts, then the last value repeats.
    static let backoff: [TimeInterval] = [5, 15, 60, 300]

    let fileURL: URL
    private(set) var entries: [QuickChatOutboxEntry] = []

    init(directory: URL) {
        fileURL = directory.appendingPathComponent("quick-chat-outbox.json")
        if let data = try? Data(contentsOf: fileURL), let saved = try? JSONDecoder().decode([QuickChatOutboxEntry].self, from: data) {
            entries = saved
        }
    }

    mutating func add(_ entry: QuickChatOutboxEntry) throws {
        entries.append(entry)
        try save()
    }

    mutating func recordAttempt(_ id: UUID, at now: Date = Date()) throws {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        entries[index].attempts += 1
        entries[index].lastAttemptAt = now
        try save()
    }

    /// `submit` answered: the record is on the box now.
    mutating func remove(_ id: UUID) throws {
        entries.removeAll { $0.id == id }
        try save()
    }

    /// Unpairing a box drops its entries.
    mutating func removeEntries(forBox boxID: UUID) throws {
        entries.removeAll { $0.boxID == boxID }
        try save()
    }

    func isExpired(_ entry: QuickChatOutboxEntry, now: Date = Date()) -> Bool {
        now.timeIntervalSince(entry.createdAt) > Self.retryWindow
    }

    /// Entries whose backoff has elapsed and which are still inside the retry window.
    func due(now: Date = Date()) -> [QuickChatOutboxEntry] {
        entries.filter { entry in
            guard !isExpired(entry, now: now) else { return false }
            guard let last = entry.lastAttemptAt else { return true }
            let wait = Self.backoff[min(max(entry.attempts - 1, 0), Self.backoff.count - 1)]
            return now.timeIntervalSince(last) >= wait
        }
    }

    private func save() throws {
        let data = try JSONEncoder().encode(entries)
        try data.write(to: fileURL, options: [.atomic, .completeFileProtection])
    }
}
