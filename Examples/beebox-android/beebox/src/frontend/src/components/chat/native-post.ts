/**
 * The web → native transport (contract §3.3). Every shell's document-start script defines
 * `window.beeboxNativePost`; payloads cross it as strings. The channel names are mirrored by the
 * iOS shell's `ChatWebView.Channel`; a rename is a contract change.
 */
export type NativeShellChannel =
  | "beeboxSession"
  | "beeboxEmissionReceipt"
  | "beeboxLocationResult"
  | "beeboxLocationState"
  | "beeboxNarrationState"
  | "beeboxHqDictationState"
  | "beeboxSpeechPlaybackState"
  | "beeboxResponseState"
  | "beeboxComposerCommand"
  | "beeboxLastAudioRequest"
  | "beeboxComposerBinding";

interface LegacyMessageHandler {
  postMessage(message: unknown): void;
}

declare global {
  interface Window {
    beeboxNativePost?: (channel: NativeShellChannel, payload: string) => void;
    webkit?: { messageHandlers?: Partial<Record<NativeShellChannel, LegacyMessageHandler>> };
  }
}

/** Whether a native shell is listening, on either transport. */
export function hasNativeShell(): boolean {
  return typeof window.beeboxNativePost === "function" || window.webkit?.messageHandlers !== undefined;
}

/**
 * Posts one message to the native shell. Objects are JSON-encoded for the neutral path. Returns
 * false when no shell is listening.
 */
export function postNativeMessage(channel: NativeShellChannel, payload: string | object): boolean {
  const neutral = window.beeboxNativePost;
  if (typeof neutral === "function") {
    neutral(channel, typeof payload === "string" ? payload : JSON.stringify(payload));
    return true;
  }
  // Transitional fallback: iOS builds that predate beeboxNativePost only know the legacy object
  // form. Remove once the neutral iOS build is the installed floor.
  const legacy = window.webkit?.messageHandlers?.[channel];
  if (!legacy) return false;
  legacy.postMessage(payload);
  return true;
}
