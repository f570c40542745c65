import { useEffect, useState } from "react";
import { useWakeLock } from "@/hooks/useWakeLock";

const RELEASE_DELAY_MS = 1500;

/**
 * The wake lock, released only after `wanted` has stayed false for a moment, so the gap between
 * the microphone closing and the box starting to speak does not let the screen sleep.
 */
export function useDebouncedWakeLock(wanted: boolean, releaseDelayMs = RELEASE_DELAY_MS): void {
  const [held, setHeld] = useState(wanted);
  useEffect(() => {
    if (wanted) {
      setHeld(true);
      return;
    }
    const timer = setTimeout(() => setHeld(false), releaseDelayMs);
    return () => clearTimeout(timer);
  }, [wanted, releaseDelayMs]);
  useWakeLock(held);
}

/**
 * The web voice turn's screen wake. Under the native composer the idle timer is native property
 * (contract §4.11): the page sees only the speech half of a native turn, so it claims nothing.
 */
export function useVoiceScreenWake({ nativeComposer, micOpen, speaking }: { nativeComposer: boolean; micOpen: boolean; speaking: boolean }) {
  useDebouncedWakeLock(nativeComposer ? false : micOpen || speaking);
}
