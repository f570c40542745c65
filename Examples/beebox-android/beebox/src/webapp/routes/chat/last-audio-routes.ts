import type { Request, Response, Router } from "express";
import multer from "multer";
import { offerLastAudio } from "../../../core/last-audio-pending";

/** The transcript field of an answer is cut to this many characters. */
export const MAX_TEXT_HEADER_CHARS = 1500;

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 200 * 1024 * 1024 } });

/**
 * `POST /api/chat/last-audio/:requestId`: a tab's or the phone's answer. Multipart with file,
 * recordedAt, text, messageId and sessionId, or JSON {"none": true}.
 */
export function registerLastAudioRoutes(router: Router): void {
  router.post("/api/chat/last-audio/:requestId", upload.single("file"), (req: Request, res: Response) => {
    const requestId = req.params.requestId;
    if (req.is("application/json") && req.body?.none === true) {
      return offerLastAudio(requestId, "none") ? res.status(204).end() : res.status(404).json({ error: "No such request" });
    }
    const { recordedAt, text, messageId, sessionId } = req.body as Record<string, string | undefined>;
    if (!req.file || !recordedAt || !messageId) return res.status(400).json({ error: "Incomplete answer" });
    const accepted = offerLastAudio(requestId, {
      messageId,
      audio: req.file.buffer,
      recordedAt,
      text: (text ?? "").slice(0, MAX_TEXT_HEADER_CHARS),
      sessionId: sessionId ?? null,
    });
    return accepted ? res.status(204).end() : res.status(404).json({ error: "No such request" });
  });
}
