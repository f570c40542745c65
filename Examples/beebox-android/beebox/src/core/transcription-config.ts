import fs from "node:fs/promises";
import path from "node:path";
import { isDiarizedHqService } from "../shared/transcription-services";

export interface TranscriptionConfig {
  hqService: string;
  keys: Partial<Record<"openai" | "openrouter" | "mistral", string>>;
}

export async function readTranscriptionConfig(boxRoot: string): Promise<TranscriptionConfig> {
  const file = path.join(boxRoot, ".beebox", "transcription.json");
  return JSON.parse(await fs.readFile(file, "utf8")) as TranscriptionConfig;
}

const SERVICES = {
  whisper: { provider: "openai", model: "whisper-1", endpoint: "https://api.openai.com/v1/audio/transcriptions" },
  "whisper-llm": { provider: "openai", model: "gpt-4o-transcribe", endpoint: "https://api.openai.com/v1/audio/transcriptions" },
  "whisper-llm-mini": { provider: "openai", model: "gpt-4o-mini-transcribe", endpoint: "https://api.openai.com/v1/audio/transcriptions" },
  "voxtral-diarized": { provider: "mistral", model: "voxtral-mini-latest", endpoint: "https://api.mistral.ai/v1/audio/transcriptions" },
} as const;

export function resolveHqService(config: TranscriptionConfig) {
  const name = (config.hqService in SERVICES ? config.hqService : "whisper") as keyof typeof SERVICES;
  const service = SERVICES[name];
  return { name, ...service, apiKey: config.keys[service.provider], diarized: isDiarizedHqService(name) };
}
