import Foundation

/// One forwarded log line (`debugLog.submit`, §5.7).
struct LogEntry: Codable, Equatable {
    enum Level: String, Codable {
        case error, warn, log, info
    }

    let level: Level
    let message: String
    /// RFC 3339 with an offset: when the incident happened, not when the batch flushed.
    var at: String?
}

struct LogBatch: Encodable {
    var source: String?
    let entries: [LogEntry]
}

/// Persists warnings and errors on-device and forwards them to each box's client-debug.log.
final class LogForwarder {
    /// Matches the box's source slug rule `^[a-z][a-z0-9-]{0,15}$`.
    static let source = "ios"
    static let sourcePattern = "^[a-z][a-z0-9-]{0,15}$"
    /// The server's cap, enforced before persisting so a batch can never 400 for size.
    static let maximumMessageCharacters = 4000
    static let maximumBatchEntries = 100

    private var queues: [UUID: [LogEntry]] = [:]
    private let session: URLSession
    private let timestamp = ISO8601DateFormatter()

    init(session: URLSession = .shared) {
        assert(Self.source.range(of: Self.sourcePattern, options: .regularExpression) != nil)
        self.session = session
    }

    func record(_ level: LogEntry.Level, _ message: String, boxID: UUID, at date: Date = Date()) {
        let entry = LogEntry(level: level, message: String(message.prefix(Self.maximumMessageCharacters)),
                             at: timestamp.string(from: date))
        var queue = queues[boxID, default: []]
        queue.append(entry)
        if queue.count > 500, let oldestInfo = queue.firstIndex(where: { $0.level == .info }) {
            queue.remove(at: oldestInfo)
        }
        queues[boxID] = queue
    }

    /// Flushes on launch, foreground and best-effort background. A batch leaves the queue only on 2xx.
    func flushBox(_ box: PairedBox) async {
        while let batch = queues[box.id].map({ Array($0.prefix(Self.maximumBatchEntries)) }), !batch.isEmpty {
            switch await send(batch, to: box) {
            case .accepted, .revoked:
                queues[box.id]?.removeFirst(batch.count)
            case .retryLater:
                return
            }
        }
    }

    enum SendOutcome { case accepted, revoked, retryLater }

    func send(_ entries: [LogEntry], to box: PairedBox) async -> SendOutcome {
        var request = URLRequest(url: BoxRequest.url(box, "trpc/debugLog.submit"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(LogBatch(source: Self.source, entries: entries))
        BoxRequest.apply(to: &request, box: box)
        guard let (_, response) = try? await session.data(for: request),
              let status = (response as? HTTPURLResponse)?.statusCode else { return .retryLater }
        switch status {
        case 200..<300: return .accepted
        case 401, 403: return .revoked
        default: return .retryLater
        }
    }
}
