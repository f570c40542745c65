import SwiftUI

@main
struct BeeBoxApp: App {
    @UIApplicationDelegateAdaptor(BeeBoxAppDelegate.self) private var appDelegate
    @StateObject private var store: PairedBoxStore
    @StateObject private var inbox: PairingURLInbox
    @StateObject private var taps = NotificationTapInbox()
    @StateObject private var screenAwake = ScreenAwakeState()

    init() {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        try? FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        let store = PairedBoxStore(directory: support)
        _store = StateObject(wrappedValue: store)
        _inbox = StateObject(wrappedValue: PairingURLInbox(store: store))
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
                .environmentObject(taps)
                .environmentObject(screenAwake)
                .onOpenURL { inbox.receive($0) }
                .onAppear { appDelegate.pairingInbox = inbox }
        }
    }
}
