import type { Request, Response, Router } from "express";
import { z } from "zod";
import { addFileStreamed, StagingConflict } from "../../../core/capture/staging-stream";
import { BulkBatches, BulkStateError } from "../../../core/bulk-upload/batches";
import type { BoxContext } from "../../box-context";

const bulkItem = z.object({
  id: z.string().min(1).max(512),
  name: z.string().min(1).max(512),
  size: z.number().int().nonnegative().optional(),
  mimetype: z.string().max(512).optional(),
});

const createBody = z.object({ targetSessionId: z.string().min(1), items: z.array(bulkItem).max(500).optional() });
const itemsBody = z.object({ items: z.array(bulkItem) });
const finalizeBody = z.object({
  failedItems: z.array(z.object({ id: z.string().optional(), name: z.string(), reason: z.string() })).optional(),
  note: z.string().max(10_000).optional(),
});

/** `/api/bulk/...` (contract §5.6). Uploader-agnostic: the web overlay and the iOS uploader. */
export function registerBulkUploadRoutes(router: Router, box: BoxContext): void {
  const batches = new BulkBatches(box.root);
  const fail = (res: Response, error: unknown) =>
    res.status(error instanceof BulkStateError || error instanceof StagingConflict ? 409 : 400).json({ error: String(error) });

  router.post("/api/bulk/sessions", async (req: Request, res: Response) => {
    const body = createBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: "targetSessionId is required" });
    const batch = await batches.create(body.data.targetSessionId, body.data.items ?? []);
    res.json({ sessionId: batch.id, startedAt: batch.startedAt, capabilities: { acceptedUploadEncodings: ["raw-body-v1"] } });
  });

  router.post("/api/bulk/sessions/:id/items", async (req: Request, res: Response) => {
    const body = itemsBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: "items are malformed" });
    try {
      res.json({ registered: await batches.register(req.params.id, body.data.items) });
    } catch (error) {
      fail(res, error);
    }
  });

  router.post("/api/bulk/sessions/:id/items/:itemId/upload", async (req: Request, res: Response) => {
    const filename = req.header("X-Upload-Filename");
    if (!filename) return res.status(400).json({ error: "X-Upload-Filename is required" });
    try {
      const staging = await batches.beginItem(req.params.id, req.params.itemId);
      const stored = await addFileStreamed(staging.dir, filename, req, staging.maxBytes);
      await batches.commitItem(req.params.id, req.params.itemId, req.header("X-Upload-Original-Name") ?? filename, stored.size);
      res.json({ success: true, filename: stored.filename, itemId: req.params.itemId, size: stored.size, sha256: stored.sha256 });
    } catch (error) {
      if ((error as { status?: number }).status === 413) return res.status(413).json({ error: "Item exceeds the staging cap" });
      fail(res, error);
    }
  });

  router.get("/api/bulk/sessions/:id", async (req: Request, res: Response) => {
    const status = await batches.status(req.params.id);
    return status ? res.json(status) : res.status(404).json({ error: "No such batch" });
  });

  router.delete("/api/bulk/sessions/:id", async (req: Request, res: Response) => {
    try {
      await batches.cancel(req.params.id);
      res.status(204).end();
    } catch (error) {
      fail(res, error);
    }
  });

  /** 200 means SEALED, not delivered: the box owns recovery from here on. */
  router.post("/api/bulk/sessions/:id/finalize", async (req: Request, res: Response) => {
    const body = finalizeBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: "note is over 10,000 characters" });
    if (!box.chatRuntime) return res.status(503).json({ error: "This box has no chat runtime" });
    try {
      await batches.seal(req.params.id, body.data.failedItems ?? [], body.data.note?.trim() || undefined);
      res.json({ sessionId: req.params.id, staged: true });
    } catch (error) {
      fail(res, error);
    }
  });
}
