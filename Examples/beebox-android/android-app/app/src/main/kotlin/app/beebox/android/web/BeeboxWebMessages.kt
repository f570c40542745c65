package app.beebox.android.web

import android.net.Uri
import android.webkit.WebView
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebMessageCompat
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import app.beebox.android.model.NativeComposerCommand
import app.beebox.android.model.NativeComposerCommandV1
import app.beebox.android.model.NativeLastAudioRequest
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.intOrNull
import kotlinx.serialization.json.jsonPrimitive

/** The web → native channel names (§3.3): the contract; the listener is Android's transport. */
enum class NativeShellChannel(val wireName: String) {
    SESSION("beeboxSession"),
    EMISSION_RECEIPT("beeboxEmissionReceipt"),
    LOCATION_RESULT("beeboxLocationResult"),
    LOCATION_STATE("beeboxLocationState"),
    NARRATION_STATE("beeboxNarrationState"),
    HQ_DICTATION_STATE("beeboxHqDictationState"),
    SPEECH_PLAYBACK_STATE("beeboxSpeechPlaybackState"),
    RESPONSE_STATE("beeboxResponseState"),
    COMPOSER_COMMAND("beeboxComposerCommand"),
    LAST_AUDIO_REQUEST("beeboxLastAudioRequest"),
    COMPOSER_BINDING("beeboxComposerBinding");

    companion object {
        fun of(wireName: String): NativeShellChannel? = entries.firstOrNull { it.wireName == wireName }
    }
}

/** A receipt the web posts on `beeboxEmissionReceipt` (§4.2). Mirrors `Receipt` in receipts.ts. */
@Serializable
data class NativeEmissionReceipt(
    val disposition: Disposition,
    val emissionId: String,
    val reason: String? = null,
    /** Ignored natively: a deduplicated send settles the emission like any other. */
    val deduplicated: Boolean? = null,
    val definitive: Boolean? = null,
) {
    @Serializable
    enum class Disposition {
        @SerialName("sent") SENT,
        @SerialName("queued") QUEUED,
        @SerialName("rejected") REJECTED,
    }
}

/** The answer to a location toggle, posted on `beeboxLocationResult` (§4.3). */
@Serializable
data class NativeLocationResult(val id: String, val success: Boolean, val enabled: Boolean, val message: String)

/** What the page said, decoded: the events the activity reacts to. */
sealed interface BridgeEvent {
    data class Session(val sessionId: String?) : BridgeEvent
    data class Receipt(val receipt: NativeEmissionReceipt) : BridgeEvent
    data class LocationResult(val result: NativeLocationResult) : BridgeEvent
    data class ComposerCommand(val command: NativeComposerCommand) : BridgeEvent
    data class ComposerCommandV1(val command: NativeComposerCommandV1) : BridgeEvent
    data class UndecodableComposerCommand(val id: String) : BridgeEvent
    data class LastAudioRequest(val request: NativeLastAudioRequest) : BridgeEvent
}

/**
 * The `androidx.webkit` WebMessageListener glue (§10): one listener object, origin-checked, that
 * receives the `{"channel", "payload"}` envelope `beeboxNativePost` sends and routes it by channel.
 */
class BeeboxWebMessages(
    private val allowedOrigin: Uri,
    private val onEvent: (BridgeEvent) -> Unit,
) : WebViewCompat.WebMessageListener {
    private val json = Json { ignoreUnknownKeys = true }

    /** Installs the listener and the startup script; false on a WebView without the feature. */
    fun install(webView: WebView, authToken: String): Boolean {
        if (!WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) return false
        val origins = setOf("${allowedOrigin.scheme}://${allowedOrigin.authority}")
        WebViewCompat.addWebMessageListener(webView, StartupScript.BRIDGE_OBJECT, origins, this)
        WebViewCompat.addDocumentStartJavaScript(webView, StartupScript.source(authToken), origins)
        return true
    }

    override fun onPostMessage(
        view: WebView,
        message: WebMessageCompat,
        sourceOrigin: Uri,
        isMainFrame: Boolean,
        replyProxy: JavaScriptReplyProxy,
    ) {
        if (!isMainFrame || sourceOrigin.authority != allowedOrigin.authority) return
        val envelope = runCatching { json.decodeFromString<JsonObject>(message.data ?: return) }.getOrNull() ?: return
        val channel = envelope["channel"]?.jsonPrimitive?.content?.let(NativeShellChannel::of) ?: return
        val payload = envelope["payload"]?.jsonPrimitive?.content ?: return
        when (channel) {
            NativeShellChannel.SESSION -> onEvent(BridgeEvent.Session(visibleSessionId(payload)))
            NativeShellChannel.EMISSION_RECEIPT -> receiveEmissionReceipt(payload)
            NativeShellChannel.LOCATION_RESULT -> receiveLocationResult(payload)
            NativeShellChannel.COMPOSER_COMMAND -> receiveComposerCommand(payload)
            NativeShellChannel.LAST_AUDIO_REQUEST -> receiveLastAudioRequest(payload)
            else -> Unit
        }
    }

    private fun receiveEmissionReceipt(payload: String) {
        runCatching { json.decodeFromString<NativeEmissionReceipt>(payload) }
            .onSuccess { onEvent(BridgeEvent.Receipt(it)) }
    }

    /** `{ id, success, enabled, message }`: every key required, or the result is dropped. */
    private fun receiveLocationResult(payload: String) {
        runCatching { json.decodeFromString<NativeLocationResult>(payload) }
            .onSuccess { onEvent(BridgeEvent.LocationResult(it)) }
    }

    /** V1 (§4.7) or the V2 envelope (§4.8), by `version`; undecodable with an id: a rejection. */
    private fun receiveComposerCommand(payload: String) {
        val envelope = runCatching { json.decodeFromString<JsonObject>(payload) }.getOrNull()
        runCatching {
            if (envelope?.get("version")?.jsonPrimitive?.intOrNull == 1) {
                BridgeEvent.ComposerCommandV1(json.decodeFromString<NativeComposerCommandV1>(payload))
            } else {
                BridgeEvent.ComposerCommand(json.decodeFromString<NativeComposerCommand>(payload))
            }
        }
            .onSuccess(onEvent)
            .onFailure {
                val id = runCatching { envelope?.get("id")?.jsonPrimitive?.content }.getOrNull()
                if (!id.isNullOrEmpty()) onEvent(BridgeEvent.UndecodableComposerCommand(id))
            }
    }

    private fun receiveLastAudioRequest(payload: String) {
        runCatching { json.decodeFromString<NativeLastAudioRequest>(payload) }
            .getOrNull()?.takeIf { it.isValid }?.let { onEvent(BridgeEvent.LastAudioRequest(it)) }
    }

    companion object {
        /** `?session=` of a chat URL the page reported, or null off the chat page. */
        fun visibleSessionId(href: String): String? =
            Uri.parse(href).getQueryParameter("session")?.takeIf { it.isNotEmpty() }
    }
}
