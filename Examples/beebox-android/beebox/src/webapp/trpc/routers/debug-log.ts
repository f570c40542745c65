import path from "node:path";
import { z } from "zod";
import { appendRollingLogStrict } from "../../../lib/rolling-log";
import { authedProcedure, router } from "../trpc";

const RING_SIZE = 200;
const AT_DRIFT_MS = 5_000;

/** Plain (non-strict) objects: unknown keys are stripped, so newer clients still get through. */
const entrySchema = z.object({
  level: z.enum(["error", "warn", "log", "info"]),
  message: z.string().max(4000),
  at: z.string().datetime({ offset: true }).optional(),
});

const submitInput = z.object({
  source: z.string().regex(/^[a-z][a-z0-9-]{0,15}$/).optional(),
  entries: z.array(entrySchema).max(100),
});

const ring: Array<{ ts: string; level: string; message: string }> = [];

/** CR/LF and other control characters become single spaces: one entry is one line. */
const singleLine = (message: string) => message.replace(/[\u0000-\u001f\u007f]+/g, " ");

export const debugLogRouter = router({
  submit: authedProcedure.input(submitInput).mutation(async ({ ctx, input }) => {
    const now = new Date();
    const lines = input.entries.map((entry) => {
      const drifted = entry.at && Math.abs(Date.parse(entry.at) - now.getTime()) > AT_DRIFT_MS;
      const tag = input.source ? (drifted ? `[${input.source}@${entry.at}] ` : `[${input.source}] `) : "";
      const message = tag + singleLine(entry.message);
      ring.push({ ts: now.toISOString(), level: entry.level, message });
      return `${now.toISOString()} [${entry.level}] ${message}`;
    });
    ring.splice(0, Math.max(0, ring.length - RING_SIZE));
    await appendRollingLogStrict(path.join(ctx.box.root, ".beebox", "client-debug.log"), lines);
    return { ok: true };
  }),

  get: authedProcedure.query(() => ring.slice()),
});
