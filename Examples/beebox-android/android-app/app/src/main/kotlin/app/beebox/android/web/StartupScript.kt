package app.beebox.android.web

import org.json.JSONObject

/**
 * The native-authored document-start script (§3.3, §10): the same slot the iOS app fills, so the
 * web code stays platform-blind. It carries the device token into `localStorage`, defines the
 * queues and globals native pushes into, and `beeboxNativePost`, which wraps every web → native
 * message in one `{"channel", "payload"}` JSON string for the `beeboxNativeBridge` listener.
 */
object StartupScript {
    /** The listener object `WebViewCompat.addWebMessageListener` injects into the page. */
    const val BRIDGE_OBJECT = "beeboxNativeBridge"

    fun source(authToken: String): String = """
        (function () {
          var token = ${JSONObject.quote(authToken)};
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
            var body = typeof payload === 'string' ? payload : JSON.stringify(payload);
            $BRIDGE_OBJECT.postMessage(JSON.stringify({ channel: channel, payload: body }));
          };
          // The compatibility facade for box web code that predates beeboxNativePost.
          window.webkit = window.webkit || { messageHandlers: new Proxy({}, {
            get: function (_, channel) {
              return { postMessage: function (payload) { window.beeboxNativePost(channel, payload); } };
            }
          }) };
          function reportLocation() { window.beeboxNativePost('beeboxSession', location.href); }
          var push = history.pushState, replace = history.replaceState;
          history.pushState = function () { push.apply(history, arguments); reportLocation(); };
          history.replaceState = function () { replace.apply(history, arguments); reportLocation(); };
          window.addEventListener('popstate', reportLocation);
          reportLocation();
        })();
    """.trimIndent()
}
