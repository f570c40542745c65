@testable import BeeBoxShared
import XCTest

/// Checks the request body against beebox/test/mobile-contract/fixtures/redeem/request.json.
final class PairingRedeemerTests: XCTestCase {
    func testRequestBodyMatchesTheFixture() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fixture = try Data(contentsOf: root.appendingPathComponent("beebox/test/mobile-contract/fixtures/redeem/request.json"))
        let expected = try JSONSerialization.jsonObject(with: fixture) as? [String: String]
        let body = try JSONEncoder().encode(PairingRedeemer.RedeemRequest(pairingToken: "ticket-123", deviceLabel: "Ada's iPhone"))
        XCTAssertEqual(try JSONSerialization.jsonObject(with: body) as? [String: String], expected)
    }

    func testOnlyTheTokenIsRead() throws {
        let json = Data(#"{"boxSlug":"test1","label":"Bee Box","deviceId":"d","deviceLabel":"x","token":"device-token"}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(PairingRedeemer.RedeemResponse.self, from: json).token, "device-token")
    }
}
