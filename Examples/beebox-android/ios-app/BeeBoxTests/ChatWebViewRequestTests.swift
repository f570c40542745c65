@testable import BeeBox
import XCTest

final class ChatWebViewRequestTests: XCTestCase {
    private let box = PairedBox(id: UUID(), label: "Test", baseURL: URL(string: "http://127.0.0.1:3210/main/test1")!,
                                authToken: "device-token", sessionID: "", requiresDeviceUnlock: false)

    func testInitialRequestCarriesTheTokenInAHeaderOnly() throws {
        let request = try XCTUnwrap(ChatWebView.authenticatedRequest(for: box, page: .chat))
        XCTAssertEqual(request.url?.absoluteString, "http://127.0.0.1:3210/main/test1/chat?nativeComposer=1")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer device-token")
        XCTAssertFalse(request.url!.absoluteString.contains("device-token"))
    }

    func testBoxScreenNavigationUnderAPrefixIsInterceptedAndOtherPagesLoad() {
        let base = box.baseURL
        XCTAssertTrue(ChatWebView.isBoxScreenURL(URL(string: "http://127.0.0.1:3210/main/test1/box")!, boxBaseURL: base))
        XCTAssertTrue(ChatWebView.isBoxScreenURL(URL(string: "http://127.0.0.1:3210/main/test1/box/?from=menu")!, boxBaseURL: base))
        XCTAssertFalse(ChatWebView.isBoxScreenURL(URL(string: "http://127.0.0.1:3210/main/test1/browse")!, boxBaseURL: base))
        XCTAssertFalse(ChatWebView.isBoxScreenURL(URL(string: "http://127.0.0.1:3210/main/test2/box")!, boxBaseURL: base))
    }

    func testStartupScriptDefinesTheNeutralTransport() {
        let script = ChatWebView.startupScript(authToken: "t", allowedOrigin: box.origin)
        XCTAssertTrue(script.contains("window.beeboxNativePost = function (channel, payload)"))
    }
}
