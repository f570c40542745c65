import fs from "node:fs/promises";
import path from "node:path";
import type { Request, Response, Router } from "express";
import type { BoxContext } from "../../box-context";
import { channelFromUserAgent, resolveMobileSender, sendBodySchema, validateImages } from "./helpers";

const DEDUP_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Message ids already claimed, kept seven days: redelivery of one emission posts once. */
const claimed = new Map<string, number>();

function claim(messageId: string, now = Date.now()): boolean {
  for (const [id, at] of claimed) if (now - at > DEDUP_TTL_MS) claimed.delete(id);
  if (claimed.has(messageId)) return false;
  claimed.set(messageId, now);
  return true;
}

async function sessionExists(boxRoot: string, sessionId: string): Promise<boolean> {
  const index = await fs
    .readFile(path.join(boxRoot, ".beebox", "sessions.json"), "utf8")
    .then((text) => JSON.parse(text) as Array<{ id: string; archived?: boolean }>)
    .catch(() => []);
  return index.some((session) => session.id === sessionId && !session.archived);
}

/**
 * `POST /api/chat/send` (contract §5.5). Responds once the message and its dedup claim persist,
 * before the engine spawns: the receipt means durable acceptance.
 */
export function registerChatSendRoutes(router: Router, box: BoxContext): void {
  router.post("/api/chat/send", async (req: Request, res: Response) => {
    const parsed = sendBodySchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: parsed.error.issues[0]?.message ?? "Bad request" });
    const body = parsed.data;
    const imageError = validateImages(body.images);
    if (imageError) return res.status(400).json({ error: imageError });
    if (body.exactSession && (body.session === "new" || !(await sessionExists(box.root, body.session)))) {
      return res.status(400).json({ error: "That chat is not available any more." });
    }
    if (!claim(body.messageId)) return res.json({ deduplicated: true });
    if (!box.chatRuntime) return res.json({ queued: true });

    const channel = body.channel ?? channelFromUserAgent(req.header("User-Agent"));
    console.info(`[chat/send] ${body.messageId} via ${channel} from ${resolveMobileSender(req) ?? "nobody"}`);
    await box.chatRuntime.deliver(body.session, body.message);
    res.json({ turnId: body.messageId });
  });
}
