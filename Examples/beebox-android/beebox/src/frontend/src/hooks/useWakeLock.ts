import { useEffect } from "react";

/**
 * Holds the Screen Wake Lock while `enabled`, re-acquiring it when the page becomes visible
 * again (the browser drops it on hide). Correct for the ordinary browser client, where the web
 * owns the microphone; never requested under the native composer (contract §4.11).
 */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || sentinel) return;
      try {
        const acquired = await navigator.wakeLock.request("screen");
        if (cancelled) void acquired.release();
        else {
          sentinel = acquired;
          acquired.addEventListener("release", () => {
            if (sentinel === acquired) sentinel = null;
          });
        }
      } catch {
        // Denied (battery saver, no user activation): the screen may sleep; nothing else breaks.
      }
    };
    void acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", acquire);
      void sentinel?.release();
    };
  }, [enabled]);
}
