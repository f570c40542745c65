/**
 * Pending last-audio requests (contract §4.9). Two properties are load-bearing: a "none" answer
 * never settles a request (its grace window is the request's own timeoutMs), and an answer whose
 * echoed messageId does not match is ignored without settling.
 */
export interface LastAudioAnswer {
  messageId: string;
  audio: Buffer;
  recordedAt: string;
  text: string;
  sessionId: string | null;
}

interface Pending {
  messageId: string;
  resolve: (answer: LastAudioAnswer | null) => void;
  timer: NodeJS.Timeout;
}

const pending = new Map<string, Pending>();

export function awaitLastAudio(requestId: string, messageId: string, timeoutMs: number): Promise<LastAudioAnswer | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      resolve(null);
    }, timeoutMs);
    pending.set(requestId, { messageId, resolve, timer });
  });
}

/** Returns false when the request is gone (another answer won, or it timed out): a 404. */
export function offerLastAudio(requestId: string, answer: LastAudioAnswer | "none"): boolean {
  const entry = pending.get(requestId);
  if (!entry) return false;
  if (answer === "none" || answer.messageId !== entry.messageId) return true;
  clearTimeout(entry.timer);
  pending.delete(requestId);
  entry.resolve(answer);
  return true;
}
