import { z } from "zod";
import { mobileAuthHeaders } from "@/lib/mobile-auth";

/** An inline photo in a `/chat/send` body (contract §5.5); the server caps the bytes. */
export interface ChatImageAttachment {
  id: number;
  mimeType: string;
  dataBase64: string;
}

export type ChatChannel = "web-desktop" | "web-mobile" | "ios-native";

export interface ChatSendBody {
  session: string;
  message: string;
  messageId: string;
  images?: ChatImageAttachment[];
  contextDir?: string;
  seedFeatures?: string[];
  openCard?: string;
  cardActivity?: unknown;
  cardState?: unknown;
  channel?: ChatChannel;
  /** Only on a "new" send, from the web picker; absence means the box's defaults. */
  engine?: string;
  model?: string;
}

/** `{ turnId? } | { queued: true } | { deduplicated: true }`; dedup is keyed on messageId. */
export const chatTurnStartSchema = z.union([
  z.object({ deduplicated: z.literal(true) }),
  z.object({ queued: z.literal(true) }),
  z.object({ turnId: z.string().optional() }),
]);

export type ChatTurnStart = z.infer<typeof chatTurnStartSchema>;

export class ChatSendError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** `POST /api/chat/send`, from the webview's own JS on every composer or native emission. */
export async function startChatTurn(body: ChatSendBody): Promise<ChatTurnStart> {
  const response = await fetch("api/chat/send", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...mobileAuthHeaders() },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (json as { error?: unknown } | null)?.error;
    throw new ChatSendError(response.status, typeof error === "string" ? error : `The box answered ${response.status}.`);
  }
  return chatTurnStartSchema.parse(json);
}
