package app.beebox.android.model

import kotlinx.serialization.Serializable

/** One inline image of an emission (§4.1): the reduced copy as base64, the original's box path. */
@Serializable
data class ChatImageAttachment(
    val id: Int,
    val mimeType: String,
    val dataBase64: String,
    /** The original file's box path (`_tmp/…`), absent when its upload failed. */
    val path: String? = null,
)
