import { useCallback, useEffect, useRef } from "react";
import { newCommandId, postComposerCommand } from "@/components/chat/native-command-bridge";
import {
  addSelectionCommand,
  parseComposerCommandAck,
  type ComposerCommandAcknowledgement,
  type ComposerSelection,
} from "@/components/chat/native-composer-command";

/**
 * Sends companion selections to the native composer and waits for its durability
 * acknowledgement (contract §4.7). The native startup script defines the ack global and queue.
 */
declare global {
  interface Window {
    beeboxNativeComposerCommandAck?: (detail: unknown) => void;
    beeboxNativeComposerCommandAckQueue?: unknown[];
  }
}

const ACK_EVENT = "beebox:native-composer-command-ack";
export const ACK_TIMEOUT_MS = 15_000;

type Waiter = { resolve: (ack: ComposerCommandAcknowledgement | null) => void; timer: ReturnType<typeof setTimeout> };

export function useNativeComposerCommands(enabled: boolean) {
  const waiters = useRef(new Map<string, Waiter>());

  useEffect(() => {
    if (!enabled) return;
    const drain = () => {
      const queue = window.beeboxNativeComposerCommandAckQueue ?? [];
      for (const detail of queue.splice(0, queue.length)) {
        const ack = parseComposerCommandAck(detail);
        const waiter = ack && waiters.current.get(ack.id);
        if (!ack || !waiter) continue;
        clearTimeout(waiter.timer);
        waiters.current.delete(ack.id);
        waiter.resolve(ack);
      }
    };
    drain();
    window.addEventListener(ACK_EVENT, drain);
    return () => window.removeEventListener(ACK_EVENT, drain);
  }, [enabled]);

  /** Resolves with the acknowledgement, or null after 15s (the caller shows a dismissible error). */
  const addSelection = useCallback((selection: ComposerSelection) => {
    const id = newCommandId();
    return new Promise<ComposerCommandAcknowledgement | null>((resolve) => {
      const timer = setTimeout(() => {
        waiters.current.delete(id);
        resolve(null);
      }, ACK_TIMEOUT_MS);
      waiters.current.set(id, { resolve, timer });
      if (!postComposerCommand(addSelectionCommand(id, selection))) {
        clearTimeout(timer);
        waiters.current.delete(id);
        resolve(null);
      }
    });
  }, []);

  return { addSelection };
}
