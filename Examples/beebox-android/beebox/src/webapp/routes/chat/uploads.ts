import type { Request, Response, Router } from "express";
import Busboy from "busboy";
import fs from "node:fs";
import path from "node:path";
import type { BoxContext } from "../../box-context";

const BATCH = /^[A-Za-z0-9_-]{8,64}$/;

/** The first free name in the batch directory: name, name-2, name-3… */
function freeName(directory: string, name: string): string {
  const { name: stem, ext } = path.parse(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? name : `${stem}-${n}${ext}`;
    if (!fs.existsSync(path.join(directory, candidate))) return candidate;
  }
}

/**
 * `POST /api/chat/upload-file` (contract §5.4). Text fields are read off the stream, so only a
 * `batch` written before the `file` field is seen.
 */
export function registerChatUploadRoutes(router: Router, box: BoxContext): void {
  router.post("/api/chat/upload-file", (req: Request, res: Response) => {
    const busboy = Busboy({ headers: req.headers, limits: { files: 1 } });
    let batch: string | null = null;
    busboy.on("field", (name, value) => {
      if (name === "batch" && BATCH.test(value)) batch = value;
    });
    busboy.on("file", (name, stream, info) => {
      if (name !== "file") return stream.resume();
      const original = path.basename(info.filename);
      const relativeDir = batch ? path.join("_tmp", "chat", batch) : "_tmp";
      const directory = path.join(box.root, relativeDir);
      fs.mkdirSync(directory, { recursive: true });
      const stored = batch ? freeName(directory, original) : `${Date.now()}_${original}`;
      let size = 0;
      stream.on("data", (chunk: Buffer) => (size += chunk.length));
      stream.pipe(fs.createWriteStream(path.join(directory, stored))).on("finish", () => {
        res.json({ path: path.posix.join(relativeDir, stored), originalName: original, size, mimetype: info.mimeType });
      });
    });
    req.pipe(busboy);
  });
}
