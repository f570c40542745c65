import { z } from "zod";

/** Quick capture, version 1 declarations (contract §5.12). Parsed by the box and mirrored natively. */
export const QUICK_CAPTURE_SOURCES = [
  "apple-app-intents",
  "apple-share-extension",
  "apple-voice-recording",
  "apple-native-input",
] as const;

export const MAX_INPUT_CHARACTERS = 10_000;
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

const fileMaterial = (kind: "image" | "audio") =>
  z.object({
    kind: z.literal(kind),
    id: z.string().uuid(),
    mimeType: z.string(),
    byteLength: z.number().int().positive().max(MAX_FILE_BYTES),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    fileName: z.string().min(1).max(255),
  });

export const materialSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("url"), url: z.string().url().startsWith("http"), title: z.string().optional() }),
  z.object({ kind: z.literal("clipping"), text: z.string().min(1), title: z.string().optional() }),
  fileMaterial("image"),
  fileMaterial("audio"),
]);

export const declarationSchema = z
  .object({
    version: z.literal(1),
    capturedAt: z.string().datetime({ offset: true }),
    source: z.enum(QUICK_CAPTURE_SOURCES),
    input: z.string().max(MAX_INPUT_CHARACTERS).optional(),
    material: materialSchema.optional(),
    parentCaptureId: z.string().uuid().optional(),
    recordingInterrupted: z.literal(true).optional(),
  })
  .refine((d) => (d.input ?? "").trim().length > 0 || d.material !== undefined, "a capture needs words or material")
  .refine((d) => !d.parentCaptureId || d.material === undefined, "context has no material")
  .refine((d) => !d.recordingInterrupted || d.material?.kind === "audio", "only audio can be interrupted");

export type QuickCaptureDeclaration = z.infer<typeof declarationSchema>;

export const QUICK_CAPTURE_STATES = [
  "accepted", "preparing", "saved", "needs-choice", "sending", "sent", "failed", "blocked", "gone",
] as const;
