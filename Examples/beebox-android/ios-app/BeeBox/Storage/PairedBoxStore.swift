import BeeBoxShared
import Foundation
import UIKit

/// The paired boxes, persisted as JSON in Application Support (the token too: contract §9, I6).
@MainActor
final class PairedBoxStore: ObservableObject {
    @Published private(set) var boxes: [PairedBox] = []
    @Published var selectedBoxID: UUID?

    private let fileURL: URL
    private let redeemer: PairingRedeemer
    /// Tickets being redeemed, and tickets already redeemed: a second delivery is a duplicate.
    private var ticketsInFlight: Set<String> = []
    private var redeemedTickets: Set<String> = []

    init(directory: URL, redeemer: PairingRedeemer = PairingRedeemer()) {
        fileURL = directory.appendingPathComponent("paired-boxes.json")
        self.redeemer = redeemer
        if let data = try? Data(contentsOf: fileURL), let saved = try? JSONDecoder().decode([PairedBox].self, from: data) {
            boxes = saved
            selectedBoxID = saved.first?.id
        }
    }

    var selectedBox: PairedBox? { boxes.first { $0.id == selectedBoxID } ?? boxes.first }

    /// The only caller is `PairingURLInbox`'s handler.
    func pair(from url: URL) async -> PairingOutcome {
        #if DEBUG
        let allowDirectAuthToken = true
        #else
        let allowDirectAuthToken = false
        #endif
        guard let link = PairingLink.parse(url, allowDirectAuthToken: allowDirectAuthToken) else { return .notAPairingLink }
        var token = link.authToken
        if let ticket = link.pairingToken {
            guard !ticketsInFlight.contains(ticket), !redeemedTickets.contains(ticket) else { return .duplicate }
            ticketsInFlight.insert(ticket)
            defer { ticketsInFlight.remove(ticket) }
            do {
                token = try await redeemer.redeem(baseURL: link.baseURL, pairingToken: ticket, deviceLabel: UIDevice.current.name)
                redeemedTickets.insert(ticket)
            } catch {
                return .failed(error.localizedDescription)
            }
        }
        let box = PairedBox(id: UUID(), label: link.label, baseURL: link.baseURL, authToken: token,
                            sessionID: link.session ?? "", requiresDeviceUnlock: false)
        if let token { try? PairedBoxCredentialStore().setToken(token, for: box.id) }
        boxes.removeAll { $0.baseURL == box.baseURL }
        boxes.append(box)
        selectedBoxID = box.id
        save()
        return .paired(box)
    }

    func remove(_ box: PairedBox) {
        try? PairedBoxCredentialStore().removeToken(for: box.id)
        boxes.removeAll { $0.id == box.id }
        if selectedBoxID == box.id { selectedBoxID = boxes.first?.id }
        save()
    }

    private func save() {
        guard let data = try? JSONEncoder().encode(boxes) else { return }
        try? data.write(to: fileURL, options: [.atomic, .completeFileProtection])
        // The Share Extension reads the non-secret metadata; the token goes to the Keychain (§5.8).
        SharedSelectedBoxSnapshot(boxes: boxes, selectedBoxID: selectedBoxID).write()
    }
}

/// Both `BeeBoxApp.onOpenURL` and the app delegate feed this; its handler is the only pairer.
@MainActor
final class PairingURLInbox: ObservableObject {
    @Published private(set) var lastOutcome: PairingOutcome?
    private let store: PairedBoxStore

    init(store: PairedBoxStore) { self.store = store }

    func receive(_ url: URL) {
        Task { lastOutcome = await store.pair(from: url) }
    }
}
