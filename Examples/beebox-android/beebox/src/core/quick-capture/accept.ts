import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { declarationSchema } from "../../shared/quick-capture";
import { QuickCaptureStore } from "./store";

export class CaptureRefusal extends Error {
  constructor(message: string, readonly status: 400 | 401 | 409 | 410) {
    super(message);
  }
}

/**
 * Durable acceptance (contract §5.12): the declared bytes and the immutable manifest are owned by
 * the box before the receipt. Identical replay answers the same receipt; changed content fails.
 */
export async function acceptQuickCapture(input: {
  boxRoot: string;
  owner: string;
  captureId: string;
  declarationJson: string;
  material: Buffer | null;
}): Promise<{ id: string; state: "accepted" }> {
  const id = input.captureId.toLowerCase();
  const declaration = declarationSchema.parse(JSON.parse(input.declarationJson));
  const digest = crypto.createHash("sha256").update(input.declarationJson).update(input.material ?? Buffer.alloc(0)).digest("hex");
  const store = new QuickCaptureStore(input.boxRoot);
  const existing = await store.get(id);
  if (existing?.state === "gone") throw new CaptureRefusal("This capture was deleted.", 410);
  if (existing) {
    if (existing.owner !== input.owner || existing.digest !== digest) throw new CaptureRefusal("A different capture has this id.", 409);
    return { id, state: "accepted" };
  }
  const file = declaration.material && "sha256" in declaration.material ? declaration.material : null;
  if (Boolean(file) !== Boolean(input.material)) throw new CaptureRefusal("Material does not match the declaration.", 400);
  if (file && input.material) {
    const actual = crypto.createHash("sha256").update(input.material).digest("hex");
    if (input.material.length !== file.byteLength || actual !== file.sha256) {
      throw new CaptureRefusal("Material length or digest does not match.", 400);
    }
    await fs.mkdir(store.dir(id), { recursive: true });
    await fs.writeFile(path.join(store.dir(id), "material"), input.material);
  }
  await store.put({ id, owner: input.owner, state: "accepted", declaration, digest, attempts: 0 });
  return { id, state: "accepted" };
}
