import { z } from "zod";
import { destinationBindingSchema, type DestinationBinding } from "@shared/chat-composer-binding";

/**
 * Emissions pushed by the native composer through window.beeboxNativeReceive (contract §4.1).
 * V2 and V3 are strict; an unversioned payload keeps the shipped lenient decoder. The keys are
 * mirrored by NativeEmissionV2 and ChatImageAttachment in the iOS app.
 */

const imageSchema = z.object({
  id: z.number().int(),
  mimeType: z.string().min(1),
  dataBase64: z.string().min(1),
  /** The box path of the uploaded original; absent when that upload failed. */
  path: z.string().optional(),
});

const fileSchema = z.object({
  id: z.number().int(),
  path: z.string().min(1),
  originalName: z.string(),
  size: z.number().nonnegative(),
  mimetype: z.string(),
});

const selectionSchema = z.object({
  id: z.number().int(),
  ref: z.string().nullish().transform((ref) => ref ?? null),
  text: z.string(),
  position: z.string(),
  anchor: z.string().nullable(),
  spokenWords: z.number().nullable(),
});

const v2Fields = {
  id: z.string().min(1),
  text: z.string(),
  origin: z.enum(["typed", "voice"]),
  diarized: z.boolean(),
  hqText: z.boolean().optional(),
  hqService: z.string().optional(),
  hqFallback: z.boolean().optional(),
  images: z.array(imageSchema),
  files: z.array(fileSchema),
  selections: z.array(selectionSchema),
};

const nativeEmissionV2Schema = z.object({ version: z.literal(2), ...v2Fields });
const nativeEmissionV3Schema = z.object({
  version: z.literal(3),
  ...v2Fields,
  bindingRevision: z.number().int().nonnegative(),
  binding: destinationBindingSchema,
});

export type NativeEmissionV2 = z.infer<typeof nativeEmissionV2Schema>;

export interface Emission {
  id: string;
  origin: "typed" | "voice";
  text: string;
  images: NativeEmissionV2["images"];
  files: NativeEmissionV2["files"];
  selections: NativeEmissionV2["selections"];
  diarized: boolean;
  hqText?: boolean;
  hqService?: string;
  hqFallback?: boolean;
  binding?: { revision: number; value: DestinationBinding };
}

export type NativeEmissionParse =
  | { ok: true; emission: Emission }
  | { ok: false; id: string | null; reason: string };

function idOf(detail: unknown): string | null {
  const id = (detail as { id?: unknown } | null)?.id;
  return typeof id === "string" && id.length > 0 ? id : null;
}

/** Parses one queue entry. `null` is the legacy synthetic rejection: nothing usable survived. */
export function parseNativeEmissionDetail(detail: unknown): NativeEmissionParse | null {
  const version = (detail as { version?: unknown } | null)?.version;
  if (version === undefined) return nativeEmissionFromDetail(detail);
  const schema = version === 2 ? nativeEmissionV2Schema : version === 3 ? nativeEmissionV3Schema : null;
  if (!schema) return { ok: false, id: idOf(detail), reason: `Unknown emission version ${String(version)}.` };
  const parsed = schema.safeParse(detail);
  if (!parsed.success) return { ok: false, id: idOf(detail), reason: parsed.error.issues[0]?.message ?? "Malformed emission." };
  const { version: _version, ...content } = parsed.data;
  if (content.hqText && content.hqFallback) {
    return { ok: false, id: content.id, reason: "hqText and hqFallback are mutually exclusive." };
  }
  const emission: Emission = { ...content };
  if ("binding" in parsed.data) {
    emission.binding = { revision: parsed.data.bindingRevision, value: parsed.data.binding };
  }
  return { ok: true, emission };
}

/** The shipped lenient policy for unversioned payloads: coerce, drop bad images one by one. */
export function nativeEmissionFromDetail(detail: unknown): NativeEmissionParse | null {
  const raw = (detail ?? {}) as Record<string, unknown>;
  const text = typeof raw.text === "string" ? raw.text : "";
  const images = (Array.isArray(raw.images) ? raw.images : []).flatMap((image) => {
    const parsed = imageSchema.safeParse(image);
    return parsed.success ? [parsed.data] : [];
  });
  if (!text.trim() && images.length === 0) return null;
  return {
    ok: true,
    emission: {
      id: idOf(raw) ?? crypto.randomUUID(),
      origin: raw.origin === "voice" ? "voice" : "typed",
      text,
      images,
      files: [],
      selections: [],
      diarized: raw.diarized === true,
    },
  };
}
