@testable import BeeBox
import XCTest

/// Reads the shared fixtures in beebox/test/mobile-contract/fixtures/apns-payload/.
final class PushNotificationTests: XCTestCase {
    private func fixture(_ name: String) throws -> [AnyHashable: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("beebox/test/mobile-contract/fixtures/apns-payload/\(name).json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return try XCTUnwrap(object?["payload"] as? [String: Any])
    }

    func testQuietChatPayload() throws {
        let userInfo = try fixture("quiet-chat")
        XCTAssertEqual(NotificationLoudness(userInfo: userInfo), .quiet)
        let tap = try XCTUnwrap(NotificationTap(userInfo: userInfo))
        XCTAssertEqual(tap.box, "test1")
        XCTAssertEqual(tap.boxPath, "chat?session=s-42")
    }

    func testPushTokenRequestBody() throws {
        let box = PairedBox(id: UUID(), label: "Test", baseURL: URL(string: "https://host/test1")!, authToken: "t",
                            sessionID: "", requiresDeviceUnlock: false)
        let request = PushTokenRequest.urlRequest(box: box, token: "abcd", environment: .sandbox)
        let body = try JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? [String: String]
        XCTAssertEqual(body, ["token": "abcd", "environment": "sandbox"])
        XCTAssertEqual(request.url?.path, "/test1/api/pairing/push-token")
    }
}
