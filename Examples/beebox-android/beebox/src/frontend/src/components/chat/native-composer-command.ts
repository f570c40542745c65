import { z } from "zod";

/**
 * The composer command envelope (web → native, contract §4.7 and §4.8), its durability
 * acknowledgement and its result. Mirrored by NativeComposerContract.swift in the iOS app.
 */

export type ComposerSelection = { ref: string | null; text: string; position: string };
export type ControlAction = "point" | "focus" | "reveal";

/** V1: what the web sends for add-selection, because installed iOS builds decode only this. */
export type ComposerCommandV1 = {
  version: 1;
  id: string;
  kind: "add-selection";
  selection: ComposerSelection;
};

export type ComposerCommandV2 =
  | { version: 2; id: string; kind: "scan-controls" }
  | { version: 2; id: string; kind: "add-selection"; payload: ComposerSelection }
  | { version: 2; id: string; kind: "point-at-control"; payload: { id: string; action: ControlAction } };

export function addSelectionCommand(id: string, selection: ComposerSelection): ComposerCommandV1 {
  return { version: 1, id, kind: "add-selection", selection };
}

export function scanControlsCommand(id: string): ComposerCommandV2 {
  return { version: 2, id, kind: "scan-controls" };
}

export function pointAtControlCommand(id: string, control: string, action: ControlAction): ComposerCommandV2 {
  return { version: 2, id, kind: "point-at-control", payload: { id: control, action } };
}

const acknowledgementSchema = z
  .object({
    version: z.literal(1),
    id: z.string().min(1),
    accepted: z.boolean(),
    reason: z.string().optional(),
  })
  .refine((ack) => ack.accepted || (ack.reason ?? "").trim().length > 0, {
    message: "a rejection must carry a reason",
  });

export type ComposerCommandAcknowledgement = z.infer<typeof acknowledgementSchema>;

export function parseComposerCommandAck(detail: unknown): ComposerCommandAcknowledgement | null {
  const parsed = acknowledgementSchema.safeParse(detail);
  return parsed.success ? parsed.data : null;
}

const controlEntrySchema = z.object({
  id: z.string().startsWith("bbx-"),
  role: z.enum(["button", "textbox"]),
  label: z.string(),
  does: z.string().nullish(),
  container: z.string(),
  disabled: z.boolean(),
  /** Absent reads as none, never as point: an older shell can list a control but not act on it. */
  actions: z.array(z.enum(["point", "focus", "reveal"])).optional(),
});

export type NativeControl = z.infer<typeof controlEntrySchema>;

const resultKind = z.enum(["scan-controls", "point-at-control"]);

const commandResultSchema = z.discriminatedUnion("ok", [
  z.object({
    version: z.literal(2),
    id: z.string().min(1),
    kind: resultKind,
    ok: z.literal(true),
    controls: z.array(controlEntrySchema).optional(),
  }),
  z.object({
    version: z.literal(2),
    id: z.string().min(1),
    kind: resultKind,
    ok: z.literal(false),
    reason: z.string().min(1),
  }),
]);

export type ComposerCommandResult = z.infer<typeof commandResultSchema>;

export function parseComposerCommandResult(detail: unknown): ComposerCommandResult | null {
  const parsed = commandResultSchema.safeParse(detail);
  return parsed.success ? parsed.data : null;
}
