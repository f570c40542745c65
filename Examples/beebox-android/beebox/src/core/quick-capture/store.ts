import fs from "node:fs/promises";
import path from "node:path";
import type { QuickCaptureDeclaration } from "../../shared/quick-capture";

export type CaptureState =
  | "accepted" | "preparing" | "saved" | "needs-choice" | "sending" | "sent" | "failed" | "blocked" | "gone";

export interface CaptureRecord {
  id: string;
  owner: string;
  state: CaptureState;
  declaration: QuickCaptureDeclaration | null;
  digest: string;
  attempts: number;
  error?: string;
}

/** One directory per capture under `<boxRoot>/.beebox/quick-captures/`; a tombstone keeps the id. */
export class QuickCaptureStore {
  constructor(private readonly boxRoot: string) {}

  dir(id: string): string {
    return path.join(this.boxRoot, ".beebox", "quick-captures", id.toLowerCase());
  }

  async get(id: string): Promise<CaptureRecord | null> {
    return fs.readFile(path.join(this.dir(id), "record.json"), "utf8").then(JSON.parse, () => null);
  }

  async put(record: CaptureRecord): Promise<void> {
    await fs.mkdir(this.dir(record.id), { recursive: true });
    const temp = path.join(this.dir(record.id), `record.${process.pid}.tmp`);
    await fs.writeFile(temp, JSON.stringify(record));
    await fs.rename(temp, path.join(this.dir(record.id), "record.json"));
  }

  /** Deletion keeps a Gone tombstone, so a late replay cannot recreate the source. */
  async tombstone(id: string, owner: string): Promise<void> {
    const existing = await this.get(id);
    await fs.rm(path.join(this.dir(id), "material"), { force: true });
    await this.put({ id, owner, state: "gone", declaration: null, digest: existing?.digest ?? "", attempts: existing?.attempts ?? 0 });
  }
}
