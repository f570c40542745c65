package app.beebox.android.model

import android.net.Uri
import kotlinx.serialization.Serializable

/** A box this device paired with (§1.3). The token is the device credential, never logged. */
@Serializable
data class PairedBox(
    val slug: String,
    val label: String,
    val baseUrl: String,
    val deviceId: String,
    val authToken: String,
) {
    /**
     * The chat URL the web view loads (§3.1). `nativeComposer=1` tells the web to hide its own
     * composer; the web reads it in pages/ChatPage.tsx and router.tsx (keep them in sync).
     */
    val chatUrl: Uri
        get() = Uri.parse("$baseUrl/chat?$NATIVE_COMPOSER_QUERY")

    /** A box-relative path (`/views/…`) opened in the same web view. */
    fun urlForBoxPath(path: String): Uri = Uri.parse(baseUrl + path)

    companion object {
        const val NATIVE_COMPOSER_QUERY = "nativeComposer=1"
    }
}
