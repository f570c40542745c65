import Foundation
import Security

/// Each paired box's device token, as a generic-password Keychain item shared with the Share
/// Extension (§5.8). The token is never written to `UserDefaults` or the app-group container.
struct PairedBoxCredentialStore {
    /// The resolved access group for the app's signing team; both targets carry it.
    static let accessGroup = "44AJ3D25ZD.group.app.beebox.ios"
    static let service = "app.beebox.ios.device-token"

    enum Failure: Error, Equatable {
        case keychain(OSStatus)
    }

    private func query(for boxID: UUID) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: Self.service,
            kSecAttrAccount as String: boxID.uuidString,
            kSecAttrAccessGroup as String: Self.accessGroup,
        ]
    }

    func token(for boxID: UUID) throws -> String? {
        var query = query(for: boxID)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw Failure.keychain(status) }
        return String(data: data, encoding: .utf8)
    }

    func setToken(_ token: String, for boxID: UUID) throws {
        let data = Data(token.utf8)
        let update = [kSecValueData as String: data] as CFDictionary
        var status = SecItemUpdate(query(for: boxID) as CFDictionary, update)
        if status == errSecItemNotFound {
            var add = query(for: boxID)
            add[kSecValueData as String] = data
            add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            status = SecItemAdd(add as CFDictionary, nil)
        }
        guard status == errSecSuccess else { throw Failure.keychain(status) }
    }

    func removeToken(for boxID: UUID) throws {
        let status = SecItemDelete(query(for: boxID) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw Failure.keychain(status) }
    }
}
