import SwiftUI
import WebKit

/// An emission waiting for delivery into the page: V2 content, or V3 with its binding, as JSON.
struct NativeChatEmission: Identifiable, Equatable {
    let id: String
    let payloadJSON: String
}

/// A receipt the web posts on `beeboxEmissionReceipt` (§4.2). Mirrors `Receipt` in receipts.ts.
struct NativeEmissionReceipt: Decodable, Equatable {
    enum Disposition: String, Decodable {
        case sent, queued, rejected
    }

    let disposition: Disposition
    let emissionId: String
    var reason: String?
    /// Sent receipts carry it; native ignores it (benign drift).
    var deduplicated: Bool?
    /// An explicit 4xx refusal of a first-start emission.
    var definitive: Bool?
}

/// The answer to a location toggle, posted on `beeboxLocationResult` (§4.3).
struct NativeLocationResult: Decodable, Equatable {
    let id: String
    let success: Bool
    let enabled: Bool
    let message: String
}

/// The chat web app in a `WKWebView`, with the native bridge installed.
struct ChatWebView: UIViewRepresentable {
    enum Page: Equatable {
        case chat
        case path(String)
    }

    struct NavigationRequest: Identifiable, Equatable {
        let id = UUID()
        let page: Page
    }

    /// Script-message channels, web → native (§3.3). Mirrors `NativeShellChannel` in native-post.ts.
    enum Channel: String, CaseIterable {
        case session = "beeboxSession"
        case emissionReceipt = "beeboxEmissionReceipt"
        case locationResult = "beeboxLocationResult"
        case locationState = "beeboxLocationState"
        case narrationState = "beeboxNarrationState"
        case hqDictationState = "beeboxHqDictationState"
        case speechPlaybackState = "beeboxSpeechPlaybackState"
        case responseState = "beeboxResponseState"
        case composerCommand = "beeboxComposerCommand"
        case lastAudioRequest = "beeboxLastAudioRequest"
        case composerBinding = "beeboxComposerBinding"
    }

    enum Event {
        case session(String?)
        case receipt(NativeEmissionReceipt)
        case locationState(enabled: Bool)
        case locationResult(NativeLocationResult)
        case narrationState(enabled: Bool)
        case hqDictationState(diarized: Bool)
        case speechPlayback(playing: Bool)
        case responseState(active: Bool)
        case composerCommand(NativeComposerCommand)
        case undecodableComposerCommand(id: String)
        case lastAudioRequest(NativeLastAudioRequest)
        case composerBinding([String: Any])
    }

    let box: PairedBox
    @Binding var navigation: NavigationRequest?
    var pendingEmissions: [NativeChatEmission]
    var commandResults: [NativeComposerCommandResult]
    var onEvent: (Event) -> Void
    var onOpenBoxScreen: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let userContentController = configuration.userContentController
        let script = Self.startupScript(authToken: box.authToken, allowedOrigin: box.origin)
        userContentController.addUserScript(WKUserScript(source: script, injectionTime: .atDocumentStart, forMainFrameOnly: true))
        for channel in Channel.allCases {
            userContentController.add(context.coordinator, name: channel.rawValue)
        }
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.allowsBackForwardNavigationGestures = true
        webView.navigationDelegate = context.coordinator
        context.coordinator.webView = webView
        if let request = request() { webView.load(request) }
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        context.coordinator.parent = self
        if let navigation, let request = Self.authenticatedRequest(for: box, page: navigation.page) {
            webView.load(request)
            DispatchQueue.main.async { self.navigation = nil }
        }
        context.coordinator.deliver(pendingEmissions)
        context.coordinator.deliverComposerCommandResults(commandResults)
    }

    /// The initial load: the chat page, authenticated by header.
    func request() -> URLRequest? { Self.authenticatedRequest(for: box, page: .chat) }

    /// Sets `Authorization` on the request; the URL itself never carries a credential (§2).
    static func authenticatedRequest(for box: PairedBox, page: Page) -> URLRequest? {
        let url: URL?
        switch page {
        case .chat: url = box.chatURL
        case .path(let path): url = box.url(forBoxPath: path)
        }
        guard let url else { return nil }
        var request = URLRequest(url: url)
        BoxRequest.apply(to: &request, box: box)
        return request
    }

    /// `<baseURL>/box` with any query or trailing slash, under the box's own path prefix (§3.5).
    static func isBoxScreenURL(_ url: URL, boxBaseURL: URL) -> Bool {
        guard url.scheme == boxBaseURL.scheme, url.host == boxBaseURL.host, url.port == boxBaseURL.port else { return false }
        let base = boxBaseURL.path.hasSuffix("/") ? String(boxBaseURL.path.dropLast()) : boxBaseURL.path
        let path = url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
        return path == base + "/box"
    }

    /// The session id in a reported `location.href`, if any.
    static func visibleSessionID(in href: String) -> String? {
        URLComponents(string: href)?.queryItems?.first(where: { $0.name == "session" })?.value
    }

    /// Accepts both the legacy object form and the neutral JSON-string form of a message body.
    static func dictionaryPayload(from body: Any) -> [String: Any]? {
        if let dictionary = body as? [String: Any] { return dictionary }
        guard let string = body as? String, let data = string.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func decode<T: Decodable>(_ type: T.Type, from body: Any) -> T? {
        guard let dictionary = dictionaryPayload(from: body),
              let data = try? JSONSerialization.data(withJSONObject: dictionary) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// `diarized` from `beeboxHqDictationState`; `enabled` is ignored, an absent value reads false.
    static func hqDictationState(from body: Any) -> Bool? {
        guard let payload = dictionaryPayload(from: body) else { return nil }
        guard let diarized = payload["diarized"] else { return false }
        return diarized as? Bool
    }

    /// The document-start script (§3.3, §4): the native → web globals and their queues, the
    /// neutral web → native transport, the session reporter and the localStorage token carrier.
    /// The names are mirrored by use-native-bridge.ts, use-native-composer-commands.ts and
    /// native-control-scan.ts; the storage key by MOBILE_AUTH_TOKEN_STORAGE_KEY in mobile-auth.ts.
    static func startupScript(authToken: String?, allowedOrigin: String) -> String {
        let token = authToken.flatMap(javaScriptString) ?? "null"
        let origin = javaScriptString(allowedOrigin) ?? "null"
        return """
        (function () {
          var allowedOrigin = \(origin);
          var token = \(token);
          if (token && localStorage.getItem('beebox.mobileAuthToken') !== token) {
            localStorage.setItem('beebox.mobileAuthToken', token);
          }
          window.beeboxNativeQueue = window.beeboxNativeQueue || [];
          window.beeboxNativeReceive = function (detail) {
            window.beeboxNativeQueue.push(detail);
            window.dispatchEvent(new CustomEvent('beebox:native-emission', { detail: detail }));
          };
          window.beeboxNativeLocationQueue = window.beeboxNativeLocationQueue || [];
          window.beeboxNativeShareLocation = function (id, action) {
            var detail = { id: id, action: action };
            window.beeboxNativeLocationQueue.push(detail);
            window.dispatchEvent(new CustomEvent('beebox:native-share-location', { detail: detail }));
          };
          window.beeboxNativeComposerCommandAckQueue = window.beeboxNativeComposerCommandAckQueue || [];
          window.beeboxNativeComposerCommandAck = function (detail) {
            window.beeboxNativeComposerCommandAckQueue.push(detail);
            window.dispatchEvent(new CustomEvent('beebox:native-composer-command-ack', { detail: detail }));
          };
          window.beeboxNativeCommandResultQueue = window.beeboxNativeCommandResultQueue || [];
          window.beeboxNativeCommandResult = function (detail) {
            window.beeboxNativeCommandResultQueue.push(detail);
            window.dispatchEvent(new CustomEvent('beebox:native-command-result'));
          };
          window.beeboxNativeSpeechCommandQueue = window.beeboxNativeSpeechCommandQueue || [];
          window.beeboxNativeSpeechCommand = function (detail) {
            window.beeboxNativeSpeechCommandQueue.push(detail);
            window.dispatchEvent(new CustomEvent('beebox:native-speech-command'));
          };
          window.beeboxNativePost = function (channel, payload) {
            var handler = window.webkit && window.webkit.messageHandlers[channel];
            if (!handler || location.origin !== allowedOrigin) { return false; }
            handler.postMessage(typeof payload === 'string' ? payload : JSON.stringify(payload));
            return true;
          };
          function reportLocation() { window.beeboxNativePost('beeboxSession', location.href); }
          ['pushState', 'replaceState'].forEach(function (name) {
            var original = history[name];
            history[name] = function () {
              var result = original.apply(this, arguments);
              reportLocation();
              return result;
            };
          });
          window.addEventListener('popstate', reportLocation);
          reportLocation();
        })();
        """
    }

    private static func javaScriptString(_ value: String) -> String? {
        guard let data = try? JSONSerialization.data(withJSONObject: [value]),
              let array = String(data: data, encoding: .utf8) else { return nil }
        return String(array.dropFirst().dropLast())
    }

    final class Coordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        enum MainFramePolicy: Equatable {
            case allow
            case openBoxScreen
            case openExternally
        }

        var parent: ChatWebView
        weak var webView: WKWebView?
        private var pageLoaded = false
        private var generation = 0
        /// Emission id → the delivery attempt that is current for it.
        private var inflightEmissionGenerations: [String: Int] = [:]
        private var deliveredResultIDs: Set<String> = []
        private var locationTimeouts: [String: DispatchWorkItem] = [:]

        init(parent: ChatWebView) { self.parent = parent }

        // MARK: Navigation

        func mainFramePolicy(for url: URL) -> MainFramePolicy {
            if ChatWebView.isBoxScreenURL(url, boxBaseURL: parent.box.baseURL) { return .openBoxScreen }
            if url.scheme == "about" { return .allow }
            let origin = url.port.map { "\(url.scheme ?? "")://\(url.host ?? ""):\($0)" } ?? "\(url.scheme ?? "")://\(url.host ?? "")"
            return origin == parent.box.origin ? .allow : .openExternally
        }

        func webView(_ webView: WKWebView, decidePolicyFor action: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            guard action.targetFrame?.isMainFrame == true, let url = action.request.url else {
                decisionHandler(.allow)
                return
            }
            switch mainFramePolicy(for: url) {
            case .allow:
                decisionHandler(.allow)
            case .openBoxScreen:
                decisionHandler(.cancel)
                parent.onOpenBoxScreen()
            case .openExternally:
                decisionHandler(.cancel)
                UIApplication.shared.open(url)
            }
        }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            pageLoaded = false
            locationTimeouts.values.forEach { $0.cancel() }
            locationTimeouts.removeAll()
        }

        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
            inflightEmissionGenerations.removeAll()
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            pageLoaded = true
            deliver(parent.pendingEmissions)
        }

        // MARK: Native → web

        func deliver(_ emissions: [NativeChatEmission]) {
            guard pageLoaded, let webView else { return }
            for emission in emissions where inflightEmissionGenerations[emission.id] == nil {
                generation += 1
                let attempt = generation
                inflightEmissionGenerations[emission.id] = attempt
                webView.evaluateJavaScript("window.beeboxNativeReceive(\(emission.payloadJSON))") { [weak self] _, error in
                    guard let self, error != nil, self.inflightEmissionGenerations[emission.id] == attempt else { return }
                    self.inflightEmissionGenerations[emission.id] = nil
                    let receipt = NativeEmissionReceipt(disposition: .rejected, emissionId: emission.id,
                                                        reason: "The chat page did not take the message.")
                    self.parent.onEvent(.receipt(receipt))
                }
            }
        }

        /// Drops the current attempt so the next `deliver` starts a fresh one (redelivery backoff).
        func abandonInflightAttempt(for emissionID: String) {
            inflightEmissionGenerations[emissionID] = nil
        }

        func deliverComposerCommandResults(_ results: [NativeComposerCommandResult]) {
            for result in results where !deliveredResultIDs.contains(result.id) {
                guard let json = Self.json(result) else { continue }
                deliveredResultIDs.insert(result.id)
                webView?.evaluateJavaScript("window.beeboxNativeCommandResult(\(json))")
            }
        }

        func acknowledge(_ acknowledgement: NativeComposerCommandAcknowledgement) {
            guard let json = Self.json(acknowledgement) else { return }
            webView?.evaluateJavaScript("window.beeboxNativeComposerCommandAck(\(json))")
        }

        /// Barge-in: stop the page's speech. Settled on the spot when no document is loaded.
        func deliverSpeechStopRequest() {
            guard pageLoaded, let json = Self.json(NativeSpeechCommand.stop) else { return }
            webView?.evaluateJavaScript("window.beeboxNativeSpeechCommand(\(json))")
        }

        func requestLocationToggle() {
            let id = UUID().uuidString
            let timeout = DispatchWorkItem { [weak self] in
                self?.locationTimeouts[id] = nil
                let result = NativeLocationResult(id: id, success: false, enabled: false, message: "The page did not answer.")
                self?.parent.onEvent(.locationResult(result))
            }
            locationTimeouts[id] = timeout
            DispatchQueue.main.asyncAfter(deadline: .now() + 15, execute: timeout)
            webView?.evaluateJavaScript("window.beeboxNativeShareLocation(\"\(id)\", \"toggle\")")
        }

        // MARK: Web → native

        func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
            guard message.frameInfo.isMainFrame, isAllowed(message.frameInfo.securityOrigin),
                  let channel = Channel(rawValue: message.name) else { return }
            switch channel {
            case .session: parent.onEvent(.session((message.body as? String).flatMap(ChatWebView.visibleSessionID(in:))))
            case .emissionReceipt: receiveEmissionReceipt(message.body)
            case .locationResult: receiveLocationResult(message.body)
            case .locationState: receiveLocationState(message.body)
            case .narrationState: receiveNarrationState(message.body)
            case .hqDictationState: receiveHqDictationState(message.body)
            case .speechPlaybackState: receiveSpeechPlaybackState(message.body)
            case .responseState: receiveResponseState(message.body)
            case .composerCommand: receiveComposerCommand(message.body)
            case .lastAudioRequest: receiveLastAudioRequest(message.body)
            case .composerBinding:
                if let payload = ChatWebView.dictionaryPayload(from: message.body) { parent.onEvent(.composerBinding(payload)) }
            }
        }

        func receiveEmissionReceipt(_ body: Any) {
            guard let receipt = ChatWebView.decode(NativeEmissionReceipt.self, from: body) else { return }
            inflightEmissionGenerations[receipt.emissionId] = nil
            parent.onEvent(.receipt(receipt))
        }

        func receiveLocationResult(_ body: Any) {
            guard let result = ChatWebView.decode(NativeLocationResult.self, from: body),
                  let timeout = locationTimeouts.removeValue(forKey: result.id) else { return }
            timeout.cancel()
            parent.onEvent(.locationResult(result))
        }

        func receiveLocationState(_ body: Any) {
            guard let enabled = ChatWebView.dictionaryPayload(from: body)?["enabled"] as? Bool else { return }
            parent.onEvent(.locationState(enabled: enabled))
        }

        func receiveNarrationState(_ body: Any) {
            guard let enabled = ChatWebView.dictionaryPayload(from: body)?["enabled"] as? Bool else { return }
            parent.onEvent(.narrationState(enabled: enabled))
        }

        func receiveHqDictationState(_ body: Any) {
            guard let diarized = ChatWebView.hqDictationState(from: body) else { return }
            parent.onEvent(.hqDictationState(diarized: diarized))
        }

        func receiveSpeechPlaybackState(_ body: Any) {
            guard let playing = ChatWebView.dictionaryPayload(from: body)?["playing"] as? Bool else { return }
            parent.onEvent(.speechPlayback(playing: playing))
        }

        func receiveResponseState(_ body: Any) {
            guard let active = ChatWebView.dictionaryPayload(from: body)?["active"] as? Bool else { return }
            parent.onEvent(.responseState(active: active))
        }

        func receiveComposerCommand(_ body: Any) {
            guard let payload = ChatWebView.dictionaryPayload(from: body),
                  let data = try? JSONSerialization.data(withJSONObject: payload) else { return }
            if let command = try? JSONDecoder().decode(NativeComposerCommand.self, from: data) {
                parent.onEvent(.composerCommand(command))
            } else if let id = NativeComposerCommand.rejectableID(in: data) {
                acknowledge(.rejection(id, reason: "This version of the app cannot do that yet. Update Bee Box and try again."))
                parent.onEvent(.undecodableComposerCommand(id: id))
            }
        }

        func receiveLastAudioRequest(_ body: Any) {
            guard let request = ChatWebView.decode(NativeLastAudioRequest.self, from: body), request.isValid else { return }
            parent.onEvent(.lastAudioRequest(request))
        }

        private func isAllowed(_ origin: WKSecurityOrigin) -> Bool {
            let port = origin.port == 0 ? "" : ":\(origin.port)"
            return "\(origin.protocol)://\(origin.host)\(port)" == parent.box.origin
        }

        private static func json<T: Encodable>(_ value: T) -> String? {
            guard let data = try? JSONEncoder().encode(value) else { return nil }
            return String(data: data, encoding: .utf8)
        }
    }
}
