import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { withFileLock } from "../../lib/file-lock";

export class BulkStateError extends Error {}

export type BulkState = "open" | "sealed" | "delivering" | "delivered" | "failed:prepare" | "failed:deliver";

interface BulkItem {
  id: string;
  name: string;
  size?: number;
  mimetype?: string;
}

interface BatchRecord {
  id: string;
  startedAt: string;
  targetSessionId: string;
  state: BulkState;
  registered: BulkItem[];
  received: Array<{ itemId: string; name: string; size: number }>;
  failedItems?: Array<{ id?: string; name: string; reason: string }>;
  note?: string;
}

const MAX_ITEMS = 500;
const STAGING_CAP_BYTES = 2 * 1024 * 1024 * 1024;

/** Bulk-upload batches staged under `<boxRoot>/.beebox/bulk/<id>/`, one JSON record each. */
export class BulkBatches {
  constructor(private readonly boxRoot: string) {}

  private dir(id: string) {
    return path.join(this.boxRoot, ".beebox", "bulk", path.basename(id));
  }

  private async read(id: string): Promise<BatchRecord | null> {
    return fs.readFile(path.join(this.dir(id), "batch.json"), "utf8").then(JSON.parse, () => null);
  }

  private async update(id: string, change: (batch: BatchRecord) => void): Promise<BatchRecord> {
    return withFileLock(path.join(this.dir(id), "batch.lock"), async () => {
      const batch = await this.read(id);
      if (!batch) throw new BulkStateError("No such batch");
      change(batch);
      await fs.writeFile(path.join(this.dir(id), "batch.json"), JSON.stringify(batch));
      return batch;
    });
  }

  async create(targetSessionId: string, items: BulkItem[]): Promise<BatchRecord> {
    if (new Set(items.map((item) => item.id)).size !== items.length) throw new Error("Duplicate item id");
    const batch: BatchRecord = {
      id: crypto.randomUUID(),
      startedAt: new Date().toISOString(),
      targetSessionId,
      state: "open",
      registered: items,
      received: [],
    };
    await fs.mkdir(this.dir(batch.id), { recursive: true });
    await fs.writeFile(path.join(this.dir(batch.id), "batch.json"), JSON.stringify(batch));
    return batch;
  }

  async register(id: string, items: BulkItem[]): Promise<number> {
    const batch = await this.update(id, (batch) => {
      if (batch.state !== "open") throw new BulkStateError("The batch is sealed");
      const known = new Map(batch.registered.map((item) => [item.id, item]));
      for (const item of items) if (!known.has(item.id)) known.set(item.id, item);
      if (known.size > MAX_ITEMS) throw new Error("More than 500 items");
      batch.registered = [...known.values()];
    });
    return batch.registered.length;
  }

  async beginItem(id: string, itemId: string) {
    const batch = await this.read(id);
    if (!batch || !batch.registered.some((item) => item.id === itemId)) throw new Error("Unregistered item");
    if (batch.state !== "open") throw new BulkStateError("The batch is sealed");
    return { dir: this.dir(id), maxBytes: STAGING_CAP_BYTES };
  }

  async commitItem(id: string, itemId: string, name: string, size: number) {
    await this.update(id, (batch) => {
      if (batch.state !== "open") throw new BulkStateError("The batch was sealed while this item uploaded");
      batch.received = [...batch.received.filter((item) => item.itemId !== itemId), { itemId, name, size }];
    });
  }

  async status(id: string) {
    const batch = await this.read(id);
    if (!batch) return null;
    const { state, targetSessionId, registered, received } = batch;
    return { sessionId: id, state, targetSessionId, registered, received };
  }

  async cancel(id: string) {
    await this.update(id, (batch) => {
      if (batch.state !== "open" && !batch.state.startsWith("failed:")) throw new BulkStateError("Finalize already sealed it");
    });
    await fs.rm(this.dir(id), { recursive: true, force: true });
  }

  async seal(id: string, failedItems: BatchRecord["failedItems"], note: string | undefined) {
    await this.update(id, (batch) => {
      if (batch.state !== "open") throw new BulkStateError("Already sealed");
      Object.assign(batch, { state: "sealed", failedItems, note });
    });
  }
}
