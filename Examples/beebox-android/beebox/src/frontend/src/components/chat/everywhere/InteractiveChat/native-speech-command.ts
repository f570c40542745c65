import { z } from "zod";

/**
 * Barge-in from the native composer (contract §4.10). V1 is strict: an unversioned payload is a
 * pre-contract sender and an unknown action a newer one; neither is guessed at. Mirrored by
 * NativeSpeechCommand in the iOS app.
 */
const speechCommandSchema = z.object({ version: z.literal(1), action: z.literal("stop") }).strict();

export type NativeSpeechCommand = z.infer<typeof speechCommandSchema>;

export function nativeSpeechCommandFromDetail(detail: unknown): NativeSpeechCommand | null {
  const parsed = speechCommandSchema.safeParse(detail);
  return parsed.success ? parsed.data : null;
}
