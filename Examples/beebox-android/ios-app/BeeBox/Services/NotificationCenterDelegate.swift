import UserNotifications
import os

/// Holds a tap until the root view can open it on the right box.
@MainActor
final class NotificationTapInbox: ObservableObject {
    @Published var pending: NotificationTap?
}

/// Presents and routes notifications (§5.10). The web view shows its own banner for anything but `loud`.
final class NotificationCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
    private let inbox: NotificationTapInbox
    private let log = Logger(subsystem: "app.beebox.ios", category: "notifications")

    init(inbox: NotificationTapInbox) { self.inbox = inbox }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions {
        switch NotificationLoudness(userInfo: notification.request.content.userInfo) {
        case .loud: return [.banner, .sound, .badge]
        case .quiet, .dot, .unknown: return []
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        guard let tap = NotificationTap(userInfo: response.notification.request.content.userInfo), tap.target != nil else {
            log.warning("Notification tap without a readable target; opening nothing new.")
            return
        }
        await MainActor.run { inbox.pending = tap }
    }

    /// On every foreground: clear the badge and drop delivered `dot` notifications.
    static func clearOnForeground(_ center: UNUserNotificationCenter = .current()) async {
        try? await center.setBadgeCount(0)
        let delivered = await center.deliveredNotifications()
        let dots = delivered.filter { NotificationLoudness(userInfo: $0.request.content.userInfo) == .dot }
        center.removeDeliveredNotifications(withIdentifiers: dots.map(\.request.identifier))
    }
}
