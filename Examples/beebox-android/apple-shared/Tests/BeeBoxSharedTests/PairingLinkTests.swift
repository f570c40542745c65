@testable import BeeBoxShared
import XCTest

/// Runs the shared fixtures in beebox/test/mobile-contract/fixtures/pairing-url/.
final class PairingLinkTests: XCTestCase {
    struct Fixture: Decodable {
        struct Expected: Decodable { let baseURL: String; let label: String; let pairingToken: String? }
        let url: String
        let expected: Expected?
    }

    private func fixture(_ name: String) throws -> Fixture {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("beebox/test/mobile-contract/fixtures/pairing-url/\(name).json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    func testLabelIsFormDecoded() throws {
        let fixture = try fixture("label-form-encoded")
        let link = try XCTUnwrap(PairingLink.parse(URL(string: fixture.url)!, allowDirectAuthToken: false))
        XCTAssertEqual(link.label, fixture.expected?.label)
        XCTAssertEqual(link.baseURL.absoluteString, fixture.expected?.baseURL)
        XCTAssertEqual(link.pairingToken, fixture.expected?.pairingToken)
    }

    func testOtherSchemesAreNotPairingLinks() {
        XCTAssertNil(PairingLink.parse(URL(string: "https://pair?baseURL=https://host/a")!, allowDirectAuthToken: false))
        XCTAssertNil(PairingLink.parse(URL(string: "beebox://capture/voice?action=toggle")!, allowDirectAuthToken: false))
    }

    func testAuthTokenNeedsADebugBuild() throws {
        let url = URL(string: "beebox://pair?baseURL=https%3A%2F%2Fhost%2Fa&authToken=raw")!
        XCTAssertNil(try XCTUnwrap(PairingLink.parse(url, allowDirectAuthToken: false)).authToken)
        XCTAssertEqual(try XCTUnwrap(PairingLink.parse(url, allowDirectAuthToken: true)).authToken, "raw")
    }
}
