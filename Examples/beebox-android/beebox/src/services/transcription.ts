import { readTranscriptionConfig, resolveHqService } from "../core/transcription-config";

export class TranscriptionError extends Error {
  constructor(message: string, readonly permanent: boolean, readonly code?: string) {
    super(message);
  }
}

/** Runs the box's configured HQ service over one recording. */
export async function transcribeAudioHq(input: { audioBuffer: Buffer; filename: string; boxRoot: string }) {
  const config = await readTranscriptionConfig(input.boxRoot);
  const service = resolveHqService(config);
  if (!service.apiKey) {
    throw new TranscriptionError(`${service.name} needs an API key on this box.`, true, `missing_${service.provider}_key`);
  }
  const form = new FormData();
  form.append("file", new Blob([input.audioBuffer], { type: "audio/wav" }), input.filename);
  form.append("model", service.model);
  const response = await fetch(service.endpoint, { method: "POST", headers: { Authorization: `Bearer ${service.apiKey}` }, body: form });
  if (!response.ok) throw new TranscriptionError(`${service.name} answered ${response.status}.`, false);
  const body = (await response.json()) as { text: string };
  return { text: body.text, diarized: service.diarized, service: service.name };
}
