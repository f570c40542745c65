import type { Request } from "express";
import { z } from "zod";

/** The decoded bytes one inline image may carry; bigger photos go through /chat/upload-file. */
export const MAX_INLINE_IMAGE_BYTES = 10 * 1024 * 1024;

const imageSchema = z.object({ id: z.number(), mimeType: z.string(), dataBase64: z.string().min(1) });

/**
 * `POST /api/chat/send` body (contract §5.5). The retired `openQuestion` field is stripped (the
 * object is not strict); `exactSession` is the Share Extension's exact mode (§5.8).
 */
export const sendBodySchema = z.object({
  session: z.string().min(1),
  message: z.string(),
  messageId: z.string().min(1),
  images: z.array(imageSchema).optional(),
  contextDir: z.string().optional(),
  seedFeatures: z.array(z.string()).optional(),
  openCard: z.string().optional(),
  cardActivity: z.unknown().optional(),
  cardState: z.unknown().optional(),
  channel: z.enum(["web-desktop", "web-mobile", "ios-native"]).optional(),
  engine: z.string().optional(),
  model: z.string().optional(),
  exactSession: z.boolean().optional(),
});

export type SendBody = z.infer<typeof sendBodySchema>;

/** The first image over the byte cap, as a 400 message; null when every image fits. */
export function validateImages(images: SendBody["images"]): string | null {
  for (const image of images ?? []) {
    const bytes = Math.floor((image.dataBase64.length * 3) / 4);
    if (bytes > MAX_INLINE_IMAGE_BYTES) return `Image ${image.id} is over ${MAX_INLINE_IMAGE_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

/** The channel when the client did not say: the WebView's User-Agent reads as mobile Safari. */
export function channelFromUserAgent(userAgent: string | undefined): "web-desktop" | "web-mobile" {
  return /Mobile|iPhone|Android/.test(userAgent ?? "") ? "web-mobile" : "web-desktop";
}

/** Who sent the message: the session user, or the person who paired the device (contract §2.3). */
export function resolveMobileSender(req: Request): string | null {
  return req.user?.email ?? req.mobile?.email ?? null;
}
