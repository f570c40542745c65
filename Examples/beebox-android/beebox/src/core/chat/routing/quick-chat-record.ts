import { z } from "zod";

/**
 * A quick-chat record: a thought sent from the native box screen (contract §5.11). The id is the
 * client's lowercase UUID and becomes the chat message id, so a repeated submit posts once.
 */
export const quickChatOriginSchema = z.enum(["typed", "voice", "external"]);

export const quickChatRecordSchema = z.object({
  id: z.string().uuid(),
  message: z.string(),
  origin: quickChatOriginSchema.default("typed"),
  source: z.string().optional(),
  hqService: z.string().max(64).optional(),
  createdAt: z.string(),
  state: z.enum(["sending", "sent", "needs-choice", "not-delivered"]),
  sessionId: z.string().optional(),
  candidates: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  page: z.object({ title: z.string(), url: z.string().url() }).optional(),
});

export type QuickChatRecord = z.infer<typeof quickChatRecordSchema>;

export const quickChatViewSchema = quickChatRecordSchema
  .omit({ createdAt: true })
  .extend({ expired: z.boolean().optional() });

export type QuickChatView = z.infer<typeof quickChatViewSchema>;

const DELIVERY_LIMIT_MS = 6 * 24 * 60 * 60 * 1000;

export function toQuickChatView(record: QuickChatRecord, now = Date.now()): QuickChatView {
  const { createdAt, ...view } = record;
  const expired = record.state === "sending" && now - Date.parse(createdAt) > DELIVERY_LIMIT_MS;
  return expired ? { ...view, expired } : view;
}

/** How delivery frames the thought for the agent. */
export function frameQuickChat(record: QuickChatRecord): string {
  switch (record.origin) {
    case "voice":
      return record.hqService
        ? `<speech source="box-screen" stt-service="${record.hqService}">${record.message}</speech>`
        : `<speech source="box-screen" stt="live">${record.message}</speech>`;
    case "external":
      return `<external-input source="${record.source ?? "unknown"}">${record.message}</external-input>`;
    default:
      return `<typed source="box-screen">${record.message}</typed>`;
  }
}
