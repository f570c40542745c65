import { z } from "zod";

/**
 * What the iOS Share Extension sends and reads (contract §5.8). ShareExtensionAPI.swift mirrors
 * these shapes; a change here is a contract change.
 */

export const landmarkRefSchema = z.object({ dir: z.string(), label: z.string(), symbol: z.string() });

/** A fresh resumable landmark chat; at most two are offered. */
export const shareChatSchema = z.object({
  sessionId: z.string(),
  label: z.string(),
  lastActivity: z.string(),
  landmark: landmarkRefSchema,
});

export const shareDestinationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("inbox") }),
  z.object({ kind: z.literal("landmark"), dir: z.string() }),
]);

/** Inbox first, then landmarks advertising `destinations: [{for:[share]}]`. */
export const shareSaveSchema = z.object({ destination: shareDestinationSchema, label: z.string(), symbol: z.string() });

export const shareDestinationsSchema = z.object({
  chats: z.array(shareChatSchema).max(2),
  saves: z.array(shareSaveSchema),
});

const common = {
  shareId: z.string().uuid(),
  title: z.string().optional(),
  capturedAt: z.string().datetime({ offset: true }),
  destination: shareDestinationSchema,
};

export const saveTextualInputSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("url"), url: z.string().url(), ...common }),
  z.object({ kind: z.literal("text"), text: z.string().min(1), ...common }),
]);

export type ShareDestination = z.infer<typeof shareDestinationSchema>;
export type ShareDestinations = z.infer<typeof shareDestinationsSchema>;
export type SaveTextualInput = z.infer<typeof saveTextualInputSchema>;

/** The first line of a URL share's `.webpage.card` body: a Clerk-compatible Markdown link. */
export function markdownLinkFallback(url: string, title?: string): string {
  const text = (title?.trim() || url).replace(/[[\]]/g, "\\$&");
  return `[${text}](<${url}>)`;
}
