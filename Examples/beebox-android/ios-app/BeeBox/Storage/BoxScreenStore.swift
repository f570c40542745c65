import Foundation

/// The native box screen's state (§5.11, "Native box screen"): the cached `home` per box, the
/// outbox, and what happens after an answer comes back.
@MainActor
final class BoxScreenStore: ObservableObject {
    /// What caused a quick-chat answer.
    enum Trigger: Equatable {
        /// The person's own Send, choice, or Retry on this screen.
        case personal
        /// An outbox retry on the backoff or at launch.
        case outboxRetry
        /// Rows from `quickChat.home`.
        case homeRefresh
    }

    /// After an answer: open the chat, or stay and point at the row.
    enum FollowUp: Equatable {
        case openChat(sessionId: String)
        case stay(scrollTo: String, announcement: String)
        case updateRowsOnly
    }

    @Published private(set) var home: [UUID: QuickChatHome] = [:]
    @Published private(set) var rows: [String: QuickChatView] = [:]
    @Published var isShowing = false
    @Published private(set) var shownBoxID: UUID?
    private var outbox: QuickChatOutbox

    init(directory: URL) {
        outbox = QuickChatOutbox(directory: directory)
    }

    /// Only the person's own action, answered while this screen still shows the same box in the
    /// foreground, moves them; everything else only updates the rows.
    static func followUp(for view: QuickChatView, trigger: Trigger, stillShowingSameBox: Bool) -> FollowUp {
        guard trigger == .personal, stillShowingSameBox else { return .updateRowsOnly }
        if view.state == .sent, let sessionId = view.sessionId {
            return .openChat(sessionId: sessionId)
        }
        return .stay(scrollTo: view.id, announcement: statusLine(for: view))
    }

    static func statusLine(for view: QuickChatView) -> String {
        switch view.state {
        case .sent: return "Sent"
        case .sending: return view.expired == true ? "Not delivered" : "Waiting to send"
        case .needsChoice: return "Choose a chat"
        case .notDelivered: return "Not delivered"
        }
    }

    func show(box: PairedBox) {
        shownBoxID = box.id
        isShowing = true
    }

    func submit(_ text: String, origin: String, hqService: String?, box: PairedBox) async -> FollowUp {
        let entry = QuickChatOutboxEntry(boxID: box.id, text: text, origin: origin, hqService: hqService)
        try? outbox.add(entry)
        return await deliver(entry, box: box, trigger: .personal)
    }

    func retryDueEntries(boxes: [PairedBox]) async {
        for entry in outbox.due() {
            guard let box = boxes.first(where: { $0.id == entry.boxID }) else { continue }
            _ = await deliver(entry, box: box, trigger: .outboxRetry)
        }
    }

    func refresh(box: PairedBox) async throws {
        let answer = try await QuickChatAPI(box: box).home()
        home[box.id] = answer
        for view in answer.open + answer.recentlySent { rows[view.id] = view }
    }

    private func deliver(_ entry: QuickChatOutboxEntry, box: PairedBox, trigger: Trigger) async -> FollowUp {
        try? outbox.recordAttempt(entry.id)
        do {
            let view = try await QuickChatAPI(box: box).submit(id: entry.id, message: entry.text, origin: entry.origin, hqService: entry.hqService)
            try? outbox.remove(entry.id)
            rows[view.id] = view
            return Self.followUp(for: view, trigger: trigger, stillShowingSameBox: isShowing && shownBoxID == box.id)
        } catch {
            return trigger == .personal ? .stay(scrollTo: entry.id.uuidString.lowercased(), announcement: "Waiting to send") : .updateRowsOnly
        }
    }
}
