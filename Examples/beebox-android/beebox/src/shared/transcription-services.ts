/** HQ transcription services a box can select, and which of them label speakers. */
export const HQ_SERVICES = ["whisper", "whisper-llm", "whisper-llm-mini", "voxtral-diarized", "mai-diarized"] as const;

export type HqService = (typeof HQ_SERVICES)[number];

export function isDiarizedHqService(service: string): boolean {
  return service === "voxtral-diarized" || service === "mai-diarized";
}
