package app.beebox.android.model

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.JsonObject

// Wire types of the native composer bridge (contract §4), mirroring the iOS app's
// NativeComposerContract.swift and the web's native-emission.ts, native-composer-command.ts,
// native-last-audio-request.ts and native-speech-command.ts. Renaming a key is a contract change.

@Serializable
enum class NativeEmissionOrigin {
    @SerialName("typed") TYPED,
    @SerialName("voice") VOICE,
}

@Serializable
data class NativeEmissionFile(
    val id: Int,
    val path: String,
    val originalName: String,
    val size: Long,
    val mimetype: String,
)

@Serializable
data class NativeEmissionSelection(
    val id: Int,
    /** `null` for text quoted from the chat transcript. */
    val ref: String? = null,
    val text: String,
    val position: String,
    val anchor: String? = null,
    val spokenWords: Int? = null,
)

/** Emission V2: the complete content of one composer send (§4.1). */
@Serializable
data class NativeEmissionV2(
    /** No default: kotlinx.serialization leaves a key at its default out of what it encodes. */
    val version: Int,
    val id: String,
    val text: String,
    val origin: NativeEmissionOrigin,
    val diarized: Boolean,
    /** `true` when this device ran the HQ pass itself; never together with `hqFallback`. */
    val hqText: Boolean? = null,
    val hqService: String? = null,
    val hqFallback: Boolean? = null,
    val images: List<ChatImageAttachment>,
    val files: List<NativeEmissionFile>,
    val selections: List<NativeEmissionSelection>,
)

/**
 * A command the web posts on `beeboxComposerCommand`, in the V2 envelope (§4.8): `kind`
 * discriminates the payload, and a kind that carries none omits it. V1 (§4.7) is its own type,
 * [NativeComposerCommandV1]; the bridge tells them apart by `version` before decoding.
 */
@Serializable
data class NativeComposerCommand(
    val version: Int,
    val id: String,
    val kind: Kind,
    val payload: JsonObject? = null,
) {
    /** Closed: an unknown kind fails the decode and is answered only by a rejection ack. */
    @Serializable
    enum class Kind {
        @SerialName("add-selection") ADD_SELECTION,
        @SerialName("scan-controls") SCAN_CONTROLS,
        @SerialName("point-at-control") POINT_AT_CONTROL,
    }

    /** `ref` is `null` (never absent) for text quoted from the chat transcript (§4.7). */
    @Serializable
    data class Selection(val ref: String?, val text: String, val position: String)

    companion object {
        /** The envelope's `version`; V1 is [NativeComposerCommandV1]. */
        const val VERSION = 2
    }
}

/** Composer command V1 (§4.7): strict, every key required; what the web sends for `add-selection`. */
@Serializable
data class NativeComposerCommandV1(
    val version: Int,
    val id: String,
    val kind: NativeComposerCommand.Kind,
    val selection: NativeComposerCommand.Selection,
)

/** The durability acknowledgement (native → web, §4.7). A rejection always carries a reason. */
@Serializable
data class NativeComposerCommandAcknowledgement(
    val version: Int,
    val id: String,
    val accepted: Boolean,
    val reason: String? = null,
)

/** One control in the native inventory (`scan-controls`, §4.8). */
@Serializable
data class NativeControlEntry(
    val id: String,
    val role: Role,
    val label: String,
    val does: String? = null,
    val container: String,
    val disabled: Boolean,
) {
    @Serializable
    enum class Role {
        @SerialName("button") BUTTON,
        @SerialName("textbox") TEXTBOX,
    }
}

/** The answer to a V2 command that has one (native → web, on its own global, §4.8). */
@Serializable
data class NativeComposerCommandResult(
    val version: Int,
    val id: String,
    val kind: NativeComposerCommand.Kind,
    val ok: Boolean,
    val controls: List<NativeControlEntry>? = null,
    val reason: String? = null,
) {
    companion object {
        /** Every result is V2, like the command it answers. */
        const val VERSION = 2
    }
}

/** The web's relay of `bbx chat retranscribe` (§4.9), posted on `beeboxLastAudioRequest`. */
@Serializable
data class NativeLastAudioRequest(
    val version: Int,
    val requestId: String,
    val messageId: String,
    /** The relaying tab's session, `null` (never absent) before it has one; a fallback only. */
    val sessionId: String?,
) {
    val isValid: Boolean
        get() = version == 1 && requestId.isNotBlank() && messageId.isNotBlank()
}

/** Barge-in (native → web, §4.10). V1 knows one action. */
@Serializable
data class NativeSpeechCommand(val version: Int, val action: String) {
    companion object {
        val STOP = NativeSpeechCommand(version = 1, action = "stop")
    }
}
