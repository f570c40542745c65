import { useEffect, useRef } from "react";
import { postNativeMessage } from "@/components/chat/native-post";
import type { Receipt } from "@/input/targets/receipts";
import { captureAndStore } from "@/lib/location";
import { STOP_SPEECH } from "@/machines/composerMachine";
import { nativeSpeechCommandFromDetail } from "./native-speech-command";
import { parseNativeEmissionDetail, type NativeEmissionParse } from "./native-emission";

/**
 * The native-shell bridges of the chat (contract §4). The native startup script defines the
 * globals and queues below; the queue is authoritative and each event is only a wake signal.
 */
declare global {
  interface Window {
    beeboxNativeReceive?: (detail: unknown) => void;
    beeboxNativeQueue?: unknown[];
    beeboxNativeShareLocation?: (id: string, action: "toggle") => void;
    beeboxNativeLocationQueue?: unknown[];
    beeboxNativeSpeechCommand?: (detail: unknown) => void;
    beeboxNativeSpeechCommandQueue?: unknown[];
  }
}

const EMISSION_EVENT = "beebox:native-emission";
const SHARE_LOCATION_EVENT = "beebox:native-share-location";
const SPEECH_COMMAND_EVENT = "beebox:native-speech-command";

function drain(queue: unknown[] | undefined): unknown[] {
  return queue ? queue.splice(0, queue.length) : [];
}

function useQueue(enabled: boolean, eventName: string, take: () => unknown[], handle: (detail: unknown) => void) {
  const handleRef = useRef(handle);
  handleRef.current = handle;
  useEffect(() => {
    if (!enabled) return;
    const run = () => take().forEach((detail) => handleRef.current(detail));
    run();
    window.addEventListener(eventName, run);
    return () => window.removeEventListener(eventName, run);
  }, [enabled, eventName, take]);
}

export function drainNativeEmissionQueue(): unknown[] {
  return drain(window.beeboxNativeQueue);
}

export function postNativeReceipt(receipt: Receipt): void {
  postNativeMessage("beeboxEmissionReceipt", receipt);
}

export function useNativeEmissionBridge(options: {
  enabled: boolean;
  handleNativeEmission: (parsed: NativeEmissionParse | null, detail: unknown) => void;
}) {
  const { enabled, handleNativeEmission } = options;
  useQueue(enabled, EMISSION_EVENT, drainNativeEmissionQueue, (detail) =>
    handleNativeEmission(parseNativeEmissionDetail(detail), detail),
  );
}

export interface NativeLocationResult {
  id: string;
  success: boolean;
  enabled: boolean;
  message: string;
}

export function postNativeLocationResult(result: NativeLocationResult): void {
  postNativeMessage("beeboxLocationResult", result);
}

export function drainNativeLocationQueue(): unknown[] {
  return drain(window.beeboxNativeLocationQueue);
}

/** Toggle-on captures and stores a fix before answering enabled:true; toggle-off reads nothing. */
export async function handleNativeLocationRequest(detail: unknown, boxSlug: string, isEnabled: () => boolean) {
  const id = (detail as { id?: unknown } | null)?.id;
  if (typeof id !== "string") return;
  try {
    const enabled = !isEnabled();
    if (enabled) await captureAndStore(boxSlug, Date.now());
    else localStorage.setItem(`beebox.location.${boxSlug}`, "off");
    postNativeLocationResult({ id, success: true, enabled, message: enabled ? "Location on" : "Location off" });
  } catch (error) {
    postNativeLocationResult({ id, success: false, enabled: isEnabled(), message: String(error) });
  }
}

export function useNativeLocationBridge(options: { enabled: boolean; boxSlug: string; isEnabled: () => boolean }) {
  const { enabled, boxSlug, isEnabled } = options;
  useEffect(() => {
    if (enabled) postNativeMessage("beeboxLocationState", { enabled: isEnabled() });
  }, [enabled, isEnabled]);
  useQueue(enabled, SHARE_LOCATION_EVENT, drainNativeLocationQueue, (detail) =>
    void handleNativeLocationRequest(detail, boxSlug, isEnabled),
  );
}

type StateChannel = "beeboxNarrationState" | "beeboxSpeechPlaybackState" | "beeboxResponseState" | "beeboxHqDictationState";

function usePostedState(enabled: boolean, channel: StateChannel, state: object) {
  const key = JSON.stringify(state);
  useEffect(() => {
    if (enabled) postNativeMessage(channel, key);
  }, [enabled, channel, key]);
}

export function useNativeNarrationBridge(enabled: boolean, narration: boolean) {
  usePostedState(enabled, "beeboxNarrationState", { enabled: narration });
}

/** Posts diarized:true while the config query loads: fail closed. */
export function useNativeHqDictationBridge(enabled: boolean, diarized: boolean | undefined) {
  usePostedState(enabled, "beeboxHqDictationState", { enabled: true, diarized: diarized ?? true });
}

export function useNativeSpeechPlaybackBridge(enabled: boolean, playing: boolean) {
  usePostedState(enabled, "beeboxSpeechPlaybackState", { playing });
}

export function useNativeResponseBridge(enabled: boolean, active: boolean) {
  usePostedState(enabled, "beeboxResponseState", { active });
}

/** Sends STOP_SPEECH, deliberately not START_DICTATION: the page is the speaker, native the listener. */
export function drainNativeSpeechCommandQueue(): unknown[] {
  return drain(window.beeboxNativeSpeechCommandQueue);
}

export function useNativeSpeechCommandBridge(enabled: boolean, send: (event: { type: typeof STOP_SPEECH }) => void) {
  useQueue(enabled, SPEECH_COMMAND_EVENT, drainNativeSpeechCommandQueue, (detail) => {
    if (nativeSpeechCommandFromDetail(detail)) send({ type: STOP_SPEECH });
  });
}
