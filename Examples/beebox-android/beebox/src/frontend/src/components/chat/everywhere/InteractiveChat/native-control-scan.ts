import { newCommandId, postComposerCommand } from "@/components/chat/native-command-bridge";
import {
  parseComposerCommandResult,
  scanControlsCommand,
  type ComposerCommandResult,
  type NativeControl,
} from "@/components/chat/native-composer-command";

/**
 * Command results from the native shell (contract §4.8). The native startup script defines
 * window.beeboxNativeCommandResult and its queue; the queue is shared and non-destructive, so a
 * subscriber puts back what it did not claim.
 */
declare global {
  interface Window {
    beeboxNativeCommandResult?: (detail: unknown) => void;
    beeboxNativeCommandResultQueue?: unknown[];
  }
}

const RESULT_EVENT = "beebox:native-command-result";
/** Unclaimed results kept, most recent last. */
const UNCLAIMED_CAP = 10;
/** How long the scan and the pointer wait for their answer. */
export const NATIVE_RESULT_TIMEOUT_MS = 1500;

type Kind = ComposerCommandResult["kind"];

export const windowNativeControlBridge = {
  claim(id: string, kind: Kind): ComposerCommandResult | null {
    const queue = (window.beeboxNativeCommandResultQueue ??= []);
    let claimed: ComposerCommandResult | null = null;
    const unclaimed = queue.filter((entry) => {
      const result = parseComposerCommandResult(entry);
      if (!claimed && result && result.id === id && result.kind === kind) {
        claimed = result;
        return false;
      }
      return true;
    });
    queue.splice(0, queue.length, ...unclaimed.slice(-UNCLAIMED_CAP));
    return claimed;
  },
  subscribe(listener: () => void): () => void {
    window.addEventListener(RESULT_EVENT, listener);
    return () => window.removeEventListener(RESULT_EVENT, listener);
  },
};

/** Resolves with the result matching both id and kind, or null after the timeout. */
export function waitForNativeCommandResult(id: string, kind: Kind): Promise<ComposerCommandResult | null> {
  return new Promise((resolve) => {
    const finish = (result: ComposerCommandResult | null) => {
      unsubscribe();
      clearTimeout(timer);
      resolve(result);
    };
    const check = () => {
      const result = windowNativeControlBridge.claim(id, kind);
      if (result) finish(result);
    };
    const unsubscribe = windowNativeControlBridge.subscribe(check);
    const timer = setTimeout(() => finish(null), NATIVE_RESULT_TIMEOUT_MS);
    check();
  });
}

export type NativeScan =
  | { coverage: "dom-native"; controls: NativeControl[] }
  | { coverage: "dom-native-unavailable" };

/** No result, a refusal and an undecodable envelope all read as unavailable, never as "none". */
export async function scanNativeControls(): Promise<NativeScan> {
  const id = newCommandId();
  if (!postComposerCommand(scanControlsCommand(id))) return { coverage: "dom-native-unavailable" };
  const result = await waitForNativeCommandResult(id, "scan-controls");
  if (!result || !result.ok) return { coverage: "dom-native-unavailable" };
  return { coverage: "dom-native", controls: result.controls ?? [] };
}
