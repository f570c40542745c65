import { z } from "zod";

/**
 * Where a composer send goes, negotiated between the web and the native composer (contract §4.1,
 * V3 destination binding). The web publishes a selection on beeboxComposerBinding; the native
 * composer captures it at the send gesture and sends it back, immutable, with the emission.
 */

export const bindingTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("session"), sessionId: z.string().min(1), contextDir: z.string() }),
  z.object({
    kind: z.literal("start"),
    clientConversationId: z.string().min(1),
    contextDir: z.string(),
    engine: z.string(),
    model: z.string().optional(),
    seedFeatures: z.array(z.string()).optional(),
  }),
]);

export const attentionSchema = z.object({
  surface: z.enum(["card", "transcript", "dashboard", "browse"]),
  /** Absent when no card is visible; hidden mounted cards never publish one. */
  focusedRef: z.string().optional(),
  transcript: z.enum(["visible", "hidden"]),
});

export const destinationBindingSchema = z.object({
  boxSlug: z.string().min(1),
  target: bindingTargetSchema,
  attention: attentionSchema,
});

export type BindingTarget = z.infer<typeof bindingTargetSchema>;
export type Attention = z.infer<typeof attentionSchema>;
export type DestinationBinding = z.infer<typeof destinationBindingSchema>;

export const composerSelectionStateSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("ready"), target: bindingTargetSchema, label: z.string() }),
  z.object({ state: z.literal("resolving"), requestId: z.string(), contextDir: z.string() }),
  z.object({ state: z.literal("unavailable"), contextDir: z.string(), reason: z.string() }),
]);

/** What the web posts on beeboxComposerBinding. The first publication on every load is resolving. */
export type ComposerBindingPublication =
  | {
      version: 1;
      kind: "selection";
      revision: number;
      boxSlug: string;
      selection: z.infer<typeof composerSelectionStateSchema>;
      attention: Attention;
    }
  | {
      version: 1;
      kind: "assigned";
      boxSlug: string;
      clientConversationId: string;
      sessionId: string;
      contextDir: string;
    };
