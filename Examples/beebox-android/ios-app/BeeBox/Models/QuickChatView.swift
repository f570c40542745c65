import Foundation

/// A quick-chat record as the box reports it (§5.11). Mirrors quickChatViewSchema.
struct QuickChatView: Codable, Equatable, Identifiable {
    enum State: String, Codable {
        case sending, sent, needsChoice = "needs-choice", notDelivered = "not-delivered"
    }

    struct Page: Codable, Equatable {
        let title: String
        let url: URL
    }

    let id: String
    let state: State
    let message: String
    var origin: String?
    var source: String?
    var hqService: String?
    var sessionId: String?
    var page: Page?
    var expired: Bool?
}

struct QuickChatLandmark: Codable, Equatable {
    let dir: String
    let label: String
    let symbol: String
}

struct QuickChatRecentChat: Codable, Equatable {
    let sessionId: String
    let label: String
    let lastActivity: String
    let landmark: QuickChatLandmark?
}

/// `GET quickChat.home`. `asleep` is added by the hub from the box's shutdown copy, never by the box.
struct QuickChatHome: Codable, Equatable {
    struct Asleep: Codable, Equatable { let savedAt: String }

    let open: [QuickChatView]
    let recentlySent: [QuickChatView]
    let recentChats: [QuickChatRecentChat]
    let shortcuts: [QuickChatLandmark]
    var asleep: Asleep?
}
