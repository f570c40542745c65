/**
 * The in-memory store of recent recordings, keyed by emission id, and the web answerer of a
 * last-audio request (contract §4.9). The native app keeps the same bound on disk.
 */
export const RETENTION_CAPACITY = 5;
/** The transcript sent with an answer is capped at this many characters (§8). */
export const MAX_TEXT_CHARS = 1500;

export interface LastAudio {
  emissionId: string;
  blob: Blob;
  recordedAt: Date;
  text: string;
  sessionId: string | null;
}

const recordings: LastAudio[] = [];

export function rememberLastAudio(recording: LastAudio): void {
  const existing = recordings.findIndex((entry) => entry.emissionId === recording.emissionId);
  if (existing >= 0) recordings.splice(existing, 1);
  recordings.push(recording);
  recordings.splice(0, Math.max(0, recordings.length - RETENTION_CAPACITY));
}

export interface LastAudioRequest {
  requestId: string;
  messageId: string;
  sessionId: string | null;
  timeoutMs: number;
}

/**
 * Answers from this tab's store: the recording as multipart, or {"none": true}. A "none" does
 * not settle the request on the box, so a slower answerer (the phone) can still win.
 */
export async function fulfillLastAudioRequest(request: LastAudioRequest, baseUrl: string): Promise<void> {
  const url = `${baseUrl}/api/chat/last-audio/${encodeURIComponent(request.requestId)}`;
  const recording = recordings.find((entry) => entry.emissionId === request.messageId);
  if (!recording) {
    await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ none: true }) });
    return;
  }
  const form = new FormData();
  form.append("file", recording.blob, `${recording.emissionId}.wav`);
  form.append("recordedAt", recording.recordedAt.toISOString());
  form.append("text", recording.text.slice(0, MAX_TEXT_CHARS));
  form.append("messageId", request.messageId);
  const sessionId = recording.sessionId ?? request.sessionId;
  if (sessionId !== null) form.append("sessionId", sessionId);
  await fetch(url, { method: "POST", body: form });
}
