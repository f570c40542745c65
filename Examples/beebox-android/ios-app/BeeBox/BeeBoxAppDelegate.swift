import UIKit

/// Token plumbing for APNs, and the second delivery route of pairing links.
final class BeeBoxAppDelegate: NSObject, UIApplicationDelegate {
    var pushRegistrar: PushRegistrar?
    var pairingInbox: PairingURLInbox?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        #if DEBUG
        let arguments = ProcessInfo.processInfo.arguments
        if let index = arguments.firstIndex(of: "-BBXFakePushToken"), index + 1 < arguments.count {
            let fake = arguments[index + 1].lowercased()
            Task { await pushRegistrar?.didReceive(token: fake) }
            return true
        }
        #endif
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let token = PushToken.hex(deviceToken)
        Task { await pushRegistrar?.didReceive(token: token) }
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        pairingInbox?.receive(url)
        return true
    }
}

enum PushToken {
    /// Lowercase hex, the form the box stores.
    static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }
}
