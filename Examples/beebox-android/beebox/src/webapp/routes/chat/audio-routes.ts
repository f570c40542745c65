import type { Request, Response, Router } from "express";
import multer from "multer";
import { transcribeAudioHq, TranscriptionError } from "../../../services/transcription";
import type { BoxContext } from "../../box-context";

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 100 * 1024 * 1024 } });

/** `POST /api/chat/transcribe-audio` (contract §5.2). `service` is what the box resolved and ran. */
export function registerAudioRoutes(router: Router, box: BoxContext): void {
  router.post("/api/chat/transcribe-audio", upload.single("file"), async (req: Request, res: Response) => {
    if (!req.file) return res.status(400).json({ error: "No audio uploaded" });
    try {
      const result = await transcribeAudioHq({ audioBuffer: req.file.buffer, filename: req.file.originalname, boxRoot: box.root });
      res.json({ text: result.text, diarized: result.diarized, service: result.service });
    } catch (error) {
      const permanent = error instanceof TranscriptionError && error.permanent;
      const code = error instanceof TranscriptionError ? error.code : undefined;
      res.status(500).json({ error: (error as Error).message, permanent, ...(code ? { code } : {}) });
    }
  });
}
