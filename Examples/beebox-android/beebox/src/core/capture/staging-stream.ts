import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";

export class StagingConflict extends Error {}

/**
 * Streams one bulk-upload item to the staging directory, hashing as it goes. The filename is the
 * idempotency key: the same name with the same bytes is a no-op, different bytes are a conflict.
 */
export async function addFileStreamed(stagingDir: string, filename: string, body: Readable, maxBytes: number) {
  const target = path.join(stagingDir, path.basename(filename));
  const temp = `${target}.${crypto.randomUUID()}.part`;
  const hash = crypto.createHash("sha256");
  let size = 0;
  body.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) body.destroy(Object.assign(new Error("Item exceeds the staging cap"), { status: 413 }));
    hash.update(chunk);
  });
  await pipeline(body, fs.createWriteStream(temp));
  const sha256 = hash.digest("hex");
  if (fs.existsSync(target)) {
    const existing = crypto.createHash("sha256").update(fs.readFileSync(target)).digest("hex");
    fs.rmSync(temp);
    if (existing !== sha256) throw new StagingConflict(`${filename} already holds different bytes`);
  } else {
    fs.renameSync(temp, target);
  }
  return { filename: path.basename(filename), size, sha256 };
}
