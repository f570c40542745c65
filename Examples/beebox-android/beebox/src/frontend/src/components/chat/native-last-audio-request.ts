import { postNativeMessage } from "./native-post";

/**
 * Relays `bbx chat retranscribe` to the native shell (contract §4.9). There is no acknowledgement:
 * the phone answers the box directly over HTTP. Mirrored by NativeLastAudioRequest in the iOS app.
 */
export interface NativeLastAudioRequest {
  version: 1;
  requestId: string;
  messageId: string;
  /** The relaying tab's session; null before the tab has one. A fallback, not the answer. */
  sessionId: string | null;
}

export function relayLastAudioRequest(requestId: string, messageId: string, sessionId: string | null): boolean {
  if (!requestId.trim() || !messageId.trim()) return false;
  const request: NativeLastAudioRequest = { version: 1, requestId, messageId, sessionId };
  return postNativeMessage("beeboxLastAudioRequest", request);
}
