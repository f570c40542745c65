import type { Request, Response, Router } from "express";
import multer from "multer";
import { acceptQuickCapture, CaptureRefusal } from "../../../core/quick-capture/accept";
import { MAX_FILE_BYTES } from "../../../shared/quick-capture";
import type { BoxContext } from "../../box-context";

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1 } });

/** `POST /api/quick-captures/:captureId`: one `declaration` field and at most one `material` part. */
export function registerQuickCaptureRoutes(router: Router, box: BoxContext): void {
  router.post("/api/quick-captures/:captureId", upload.single("material"), async (req: Request, res: Response) => {
    const owner = req.mobile?.email ?? req.user?.email;
    if (!owner) return res.status(401).json({ error: "Not authenticated" });
    const declarationJson = (req.body as { declaration?: string }).declaration;
    if (!declarationJson) return res.status(400).json({ error: "The declaration field is missing." });
    try {
      const receipt = await acceptQuickCapture({
        boxRoot: box.root,
        owner,
        captureId: req.params.captureId,
        declarationJson,
        material: req.file?.buffer ?? null,
      });
      res.json(receipt);
    } catch (error) {
      const status = error instanceof CaptureRefusal ? error.status : 400;
      res.status(status).json({ error: (error as Error).message });
    }
  });
}
