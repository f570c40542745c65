import Foundation
import UIKit

/// The APNs host a token belongs to. Mirrors `PushTokenBody.environment` in routes/pairing.ts.
enum PushEnvironment: String, Codable {
    case sandbox, production

    /// From the signed profile, not the build configuration (§5.9).
    static var current: PushEnvironment {
        #if targetEnvironment(simulator)
        let isSimulator = true
        #else
        let isSimulator = false
        #endif
        #if DEBUG
        let isDebug = true
        #else
        let isDebug = false
        #endif
        let profile = Bundle.main.url(forResource: "embedded", withExtension: "mobileprovision").flatMap { try? Data(contentsOf: $0) }
        return resolve(isSimulator: isSimulator, profile: profile, isDebug: isDebug).environment
    }

    static func resolve(isSimulator: Bool, profile: Data?, isDebug: Bool) -> (environment: PushEnvironment, source: String) {
        if isSimulator { return (.sandbox, "simulator") }
        guard let profile else { return (.production, "no-profile") }
        if let environment = fromProvisioningProfile(profile) { return (environment, "profile") }
        return (isDebug ? .sandbox : .production, "build-fallback")
    }

    /// Reads `Entitlements` → `aps-environment` from the plist inside the CMS envelope.
    static func fromProvisioningProfile(_ data: Data) -> PushEnvironment? {
        let text = String(decoding: data, as: UTF8.self)
        guard let start = text.range(of: "<?xml"), let end = text.range(of: "</plist>") else { return nil }
        let plist = Data(text[start.lowerBound..<end.upperBound].utf8)
        guard let root = try? PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any],
              let entitlements = root["Entitlements"] as? [String: Any],
              let value = entitlements["aps-environment"] as? String else { return nil }
        switch value {
        case "development": return .sandbox
        case "production": return .production
        default: return nil
        }
    }
}

/// `POST /api/pairing/push-token` with `{ token, environment }`.
struct PushTokenRequest: Encodable, Equatable {
    let token: String
    let environment: PushEnvironment

    static func urlRequest(box: PairedBox, token: String, environment: PushEnvironment) -> URLRequest {
        var request = URLRequest(url: BoxRequest.url(box, "pairing/push-token"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(PushTokenRequest(token: token, environment: environment))
        BoxRequest.apply(to: &request, box: box)
        return request
    }
}

/// The last accepted registration per box; a post is skipped while it is the same and under a day old.
struct PushRegistrationLedger: Codable {
    struct Entry: Codable, Equatable {
        let token: String
        let environment: PushEnvironment
        let credentialFingerprint: String
        let acceptedAt: Date
    }

    private(set) var entries: [UUID: Entry] = [:]

    func needsPost(boxID: UUID, token: String, environment: PushEnvironment, credential: String, now: Date) -> Bool {
        guard let entry = entries[boxID] else { return true }
        return entry.token != token || entry.environment != environment
            || entry.credentialFingerprint != credential || now.timeIntervalSince(entry.acceptedAt) >= 24 * 60 * 60
    }

    mutating func recordAccepted(boxID: UUID, token: String, environment: PushEnvironment, credential: String, at date: Date) {
        entries[boxID] = Entry(token: token, environment: environment, credentialFingerprint: credential, acceptedAt: date)
    }
}

/// Posts this device's APNs token to every paired box that has a device credential.
@MainActor
final class PushRegistrar {
    private let store: PairedBoxStore
    private var ledger = PushRegistrationLedger()
    private(set) var token: String?

    init(store: PairedBoxStore) { self.store = store }

    func didReceive(token: String) async {
        self.token = token
        await syncRegistrations()
    }

    func syncRegistrations() async {
        guard let token else { return }
        let environment = PushEnvironment.current
        for box in store.boxes {
            guard let credential = box.authToken else { continue }
            let fingerprint = String(credential.suffix(8))
            guard ledger.needsPost(boxID: box.id, token: token, environment: environment, credential: fingerprint, now: Date()) else { continue }
            let request = PushTokenRequest.urlRequest(box: box, token: token, environment: environment)
            guard let (_, response) = try? await URLSession.shared.data(for: request),
                  let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else { continue }
            ledger.recordAccepted(boxID: box.id, token: token, environment: environment, credential: fingerprint, at: Date())
        }
    }
}
